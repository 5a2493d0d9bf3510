import type { FastifyInstance } from 'fastify';
import { ownProfileInputSchema } from '../../shared/own-practice';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { ok } from '../lib/envelope';
import { describeRoutes, noBody, type RouteDocs } from '../lib/route-schema';
import { ownProfile, startPractising, stopPractising } from './own-profile.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/dietitian/own-profile': {
    summary:
      "The signed-in admin's own nutritionist profile (or null), whether they practise, and what it owns",
  },
  'POST /api/v1/dietitian/own-profile/create': {
    summary:
      'The signed-in admin also practises as a nutritionist: a profile on their own account (one login), or their earlier one active again',
    body: ownProfileInputSchema,
  },
  'POST /api/v1/dietitian/own-profile/remove': {
    summary:
      'The signed-in admin stops practising (their profile becomes INACTIVE); refused (409) while it owns active packages or future appointments',
    body: noBody,
  },
};

/**
 * The owner as a nutritionist (issue 56 point 3, decision 309): admins only, always for the
 * caller's own account; a nutritionist is refused (403) like on every admin route.
 */
export function ownProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;
  app.get('/api/v1/dietitian/own-profile', { config: { access: 'admin' } }, async (request) =>
    ok(await ownProfile(db, requireAdmin(request))),
  );
  app.post('/api/v1/dietitian/own-profile/create', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const { id, message } = await startPractising(db, admin, request.body, request.ip);
    return ok(await ownProfile(db, { ...admin, nutritionistId: id }), message);
  });
  app.post('/api/v1/dietitian/own-profile/remove', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const { message } = await stopPractising(db, admin, request.ip);
    return ok(await ownProfile(db, admin), message);
  });
}
