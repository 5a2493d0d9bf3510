import type { FastifyInstance } from 'fastify';
import {
  clientIdQuerySchema,
  PORTAL_MESSAGES,
  packageIdQuerySchema,
  planLinkWriteSchema,
  tickInputSchema,
  weightInputSchema,
} from '../../shared/portal';
import type { AppDeps } from '../app-deps';
import type { IdAt } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { readPracticeLogo, sendLogo } from '../settings/index';
import { linkOfRequest } from './portal-access';
import { registerPortalLanguage } from './portal-language';
import { portalManifest } from './portal-manifest';
import { adherenceOf, planLinkOf, surveyLinkOf, writePlanLink } from './portal-staff.service';
import { portalView } from './portal-view.service';
import { saveTick, saveWeight } from './portal-writes.service';

/**
 * The client's plan link (issue 28, access class token:plan-link): every call carries the link's
 * token in its path and sees that one package only. The token never reaches the logs
 * (lib/security.ts redactUrl, used by the request log). Staff calls around it follow.
 */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps) {
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
