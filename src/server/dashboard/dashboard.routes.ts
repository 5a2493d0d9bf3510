import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { dashboardSummary } from './dashboard.repository';

export async function dashboardRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/dashboard/summary', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    return ok(await dashboardSummary(db, user), 'Dashboard loaded');
  });
}
