import type { FastifyInstance } from 'fastify';
import { CREDITS_LIMIT } from '../../shared/credits';
import { type CreditsLimitState, creditsLimitSchema, type PlansRequested } from '../../shared/credits-api';
import type { AppDeps } from '../app-deps';
import { mayActAsNutritionist } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { forbidden, parseInput } from '../lib/errors';
import { describeRoutes, idInput, noBody, type RouteDocs } from '../lib/route-schema';
import { creditHistory } from './credits.repository';
import { creditsLimited, requestPlans, setCreditsLimit, syncCredits } from './credits.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/settings/credits-limit': { summary: 'Whether plans are limited by credits' },
  'POST /api/v1/settings/credits-limit': {
    summary: 'Turn the limit of plans by credits on or off',
    body: creditsLimitSchema,
  },
  'POST /api/v1/credits/request-plans': {
    summary: 'A nutritionist with no plans left asks the admins for more',
    body: noBody,
  },
  'GET /api/v1/category/load-credits-data': {
    summary: "Sync Credits: recount every nutritionist's credits (a write by GET)",
  },
  'GET /api/v1/dietitian/profile/credit-history': {
    summary: "A nutritionist's credits history (an admin, or the nutritionist for their own)",
    querystring: idInput,
  },
};

/** The Sync Credits button of /settings, and a nutritionist's credits history. */
export async function creditsRoutes(app: FastifyInstance, { db, mailer, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  // "Limit plans by credits" (decision 191): everyone reads it through session-user; admins set it.
  app.get('/api/v1/settings/credits-limit', { config: { access: 'signed-in' } }, async () => {
    const data: CreditsLimitState = { limit_by_credits: await creditsLimited(db) };
    return ok(data);
  });

  app.post('/api/v1/settings/credits-limit', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(creditsLimitSchema, request.body);
    const { on } = await setCreditsLimit(db, user.id, input.limit_by_credits);
    const data: CreditsLimitState = { limit_by_credits: on };
    return ok(data, on ? CREDITS_LIMIT.savedOn : CREDITS_LIMIT.savedOff);
  });

  // The top bar's "Request for plans": a nutritionist with no plans left asks the admins.
  app.post('/api/v1/credits/request-plans', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    if (user.isAdmin) throw forbidden('An admin gives credits in Nutritionists → Edit.');
    const data: PlansRequested = await requestPlans(
      { db, mailer, publicUrl: config.publicUrl, defaultPracticeName: config.practiceName },
      user,
    );
    void mailer.flush().catch(() => undefined);
    return ok(data, CREDITS_LIMIT.requestSent(data.admins));
  });

  app.get('/api/v1/category/load-credits-data', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    return ok(await syncCredits(db, user.id), 'Credits synced successfully');
  });

  app.get(
    '/api/v1/dietitian/profile/credit-history',
    { config: { access: 'admin', ownProfile: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(idInput, request.query);
      if (!mayActAsNutritionist(user, id)) throw forbidden('Only an admin can see this history.');
      return ok(await creditHistory(db, id));
    },
  );
}
