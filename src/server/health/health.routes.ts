import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { DB_UNAVAILABLE } from '../lib/db-health';
import { failure, ok } from '../lib/envelope';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  // 503 when the database does not answer a query within 2 s (a load balancer stops sending).
  app.get('/api/v1/health', { config: { access: 'public' } }, async (_request, reply) => {
    if (await deps.dbHealth.probe()) return ok({ db: 'ok' }, 'ready');
    return reply.status(503).send(failure(DB_UNAVAILABLE, { db: 'down' }));
  });
}
