import type { FastifyInstance } from 'fastify';
import {
  clientIdQuerySchema,
  PORTAL_MESSAGES,
  packageIdQuerySchema,
  planLinkWriteSchema,
  portalTokenSchema,
  tickInputSchema,
  weightInputSchema,
} from '../../shared/portal';
import type { AppDeps } from '../app-deps';
import type { IdAt } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { readPracticeLogo, sendLogo } from '../settings/index';
import { linkOfRequest } from './portal-access';
import { registerPortalLanguage } from './portal-language';
import { portalManifest } from './portal-manifest';
import { adherenceOf, planLinkOf, surveyLinkOf, writePlanLink } from './portal-staff.service';
import { portalView } from './portal-view.service';
import { saveTick, saveWeight } from './portal-writes.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/my-plan/:token': {
    summary: "The client's plan page: the plan, the period, the rules, the ticks",
    params: portalTokenSchema,
  },
  'GET /api/v1/my-plan/:token/logo': {
    summary: "The practice's logo for the plan page",
    params: portalTokenSchema,
    produces: PRODUCES.image,
  },
  'GET /api/v1/my-plan/:token/manifest': {
    summary: "The plan link's web app manifest",
    params: portalTokenSchema,
    produces: ['application/manifest+json'],
  },
  'POST /api/v1/my-plan/:token/tick': {
    summary: 'Tick a meal eaten (or not) on a date',
    params: portalTokenSchema,
    body: tickInputSchema,
  },
  'POST /api/v1/my-plan/:token/weight': {
    summary: 'Log a weight on a date',
    params: portalTokenSchema,
    body: weightInputSchema,
  },
  'GET /api/v1/package/plan-link': {
    summary: "A package's plan link and its state",
    querystring: packageIdQuerySchema,
  },
  'POST /api/v1/package/plan-link/create': {
    summary: "Make a package's plan link",
    body: planLinkWriteSchema,
  },
  'POST /api/v1/package/plan-link/renew': {
    summary: "Renew a package's plan link (the old token stops working)",
    body: planLinkWriteSchema,
  },
  'GET /api/v1/package/survey-link': {
    summary: "A package's questionnaire link and the words to share it",
    querystring: packageIdQuerySchema,
  },
  'GET /api/v1/client/adherence': {
    summary: "A client's ticks and weights from their plan link",
    querystring: clientIdQuerySchema,
  },
};

/**
 * The client's plan link (issue 28, access class token:plan-link): every call carries the link's
 * token in its path and sees that one package only. The token never reaches the logs
 * (lib/security.ts redactUrl, used by the request log). Staff calls around it follow.
 */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;
  const token = { config: { access: 'token:plan-link' as const } };
  // The client's answers in the language of the page that asked (decision 216).
  registerPortalLanguage(app);

  app.get('/api/v1/my-plan/:token', token, async (request, reply) => {
    const open = await linkOfRequest(db, request);
    // The page is the client's own and changes with the plan: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return ok(await portalView(deps, open, (request.params as { token: string }).token));
  });

  /** The practice's logo for the page's header and its app icon (issue 34); 404 without one. */
  app.get('/api/v1/my-plan/:token/logo', token, async (request, reply) => {
    await linkOfRequest(db, request);
    return sendLogo(reply, await readPracticeLogo(db));
  });

  /** The link's web app manifest with the practice's name and logo (decision 194). */
  app.get('/api/v1/my-plan/:token/manifest', token, async (request, reply) => {
    await linkOfRequest(db, request);
    const name = await practiceNameOf(db, deps.config.practiceName);
    const manifest = portalManifest(
      (request.params as { token: string }).token,
      name,
      await readPracticeLogo(db),
    );
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(JSON.stringify(manifest));
  });

  app.post('/api/v1/my-plan/:token/tick', token, async (request) => {
    const open = await linkOfRequest(db, request);
    const input = parseInput(tickInputSchema, request.body, { fieldMessageAsMessage: true });
    return ok(await saveTick(db, open, input), PORTAL_MESSAGES.tickSaved);
  });

  app.post('/api/v1/my-plan/:token/weight', token, async (request) => {
    const open = await linkOfRequest(db, request);
    const input = parseInput(weightInputSchema, request.body, { fieldMessageAsMessage: true });
    return ok(await saveWeight(db, open, input), PORTAL_MESSAGES.weightSaved);
  });

  // Staff: the package's nutritionist or an admin.
  const owner = (access: 'owner:package' | 'owner:client', record: IdAt) => ({ config: { access, record } });

  app.get('/api/v1/package/plan-link', owner('owner:package', 'query.package_id'), async (request) => {
    const { package_id } = parseInput(packageIdQuerySchema, request.query);
    return ok(await planLinkOf(deps, package_id));
  });

  app.post('/api/v1/package/plan-link/create', owner('owner:package', 'body.package_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(planLinkWriteSchema, request.body);
    return ok(await writePlanLink(deps, user, input, false), PORTAL_MESSAGES.linkCreated);
  });

  app.post('/api/v1/package/plan-link/renew', owner('owner:package', 'body.package_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(planLinkWriteSchema, request.body);
    return ok(await writePlanLink(deps, user, input, true), PORTAL_MESSAGES.linkRenewed);
  });

  app.get('/api/v1/package/survey-link', owner('owner:package', 'query.package_id'), async (request) => {
    const { package_id } = parseInput(packageIdQuerySchema, request.query);
    return ok(await surveyLinkOf(deps, package_id));
  });

  app.get('/api/v1/client/adherence', owner('owner:client', 'query.client_id'), async (request) => {
    const { client_id } = parseInput(clientIdQuerySchema, request.query);
    return ok(await adherenceOf(deps, client_id));
  });
}
