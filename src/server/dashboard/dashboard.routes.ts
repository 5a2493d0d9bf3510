import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { dashboardSummary } from './dashboard.repository';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/dashboard/summary': { summary: "The Today page's figures for the signed-in user" },
};

export async function dashboardRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/dashboard/summary', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    return ok(await dashboardSummary(db, user), 'Dashboard loaded');
  });
}
