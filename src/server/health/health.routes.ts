import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ok } from '../lib/envelope';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/health', async () => {
    await deps.db.execute(sql`select 1`);
    return ok({ db: 'ok' }, 'ready');
  });
}
