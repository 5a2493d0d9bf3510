import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { DB_UNAVAILABLE, DISK_FULL } from '../lib/db-health';
import { failure, ok } from '../lib/envelope';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/health': {
    summary: 'Whether the app and its database answer (503 when the database is down or its disk full)',
  },
};

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  // 503 when the database does not answer a query within 2 s, or its disk is full so writes fail
  // (a load balancer stops sending; both clear without a restart).
  app.get('/api/v1/health', { config: { access: 'public' } }, async (_request, reply) => {
    if (!(await deps.dbHealth.probe()))
      return reply.status(503).send(failure(DB_UNAVAILABLE, { db: 'down' }));
    if (!(await deps.dbHealth.diskReady()))
      return reply.status(503).send(failure(DISK_FULL, { db: 'ok', disk: 'full' }));
    return ok({ db: 'ok' }, 'ready');
  });
}
