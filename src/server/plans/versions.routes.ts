import type { FastifyInstance } from 'fastify';
import {
  planVersionsQuerySchema,
  restoreVersionSchema,
  undoPlanSchema,
  VERSION_MESSAGES,
  versionViewQuerySchema,
} from '../../shared/plan-versions';
import type { AppDeps } from '../app-deps';
import { type IdAt, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { planVersionList, restorePlanVersion, undoPlanWrite, viewVersion } from './versions.service';

const ownerOfPlan = (record: IdAt) => ({ config: { access: 'owner:plan' as const, record } });

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/diet/plan/versions': {
    summary: "A plan's versions, newest first: who wrote what and when (decision 301)",
    querystring: planVersionsQuerySchema,
  },
  'GET /api/v1/diet/plan/version/view': {
    summary: 'The plan as one of its versions left it, read only',
    querystring: versionViewQuerySchema,
  },
  'POST /api/v1/diet/plan/undo': {
    summary:
      "Undo the plan's last write, through the plan gate (409 listing a food the client's rules now forbid)",
    body: undoPlanSchema,
  },
  'POST /api/v1/diet/plan/restore': {
    summary:
      'Restore the plan as a version left it, through the plan gate (409 listing a food now forbidden)',
    body: restoreVersionSchema,
  },
};

/** A plan's versions: the list, a version's look, undo and restore (issue 54 point 2). */
export async function planVersionRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/diet/plan/versions', ownerOfPlan('query.plan_id'), async (request) => {
    const user = requireUser(request);
    const { plan_id } = parseInput(planVersionsQuerySchema, request.query);
    const { plan } = await planFor(db, user, plan_id);
    return ok({ versions: await planVersionList(db, plan) });
  });

  app.get('/api/v1/diet/plan/version/view', ownerOfPlan('query.plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(versionViewQuerySchema, request.query);
    const { plan } = await planFor(db, user, input.plan_id);
    return ok(await viewVersion(db, plan, input.version_id));
  });

  app.post('/api/v1/diet/plan/undo', ownerOfPlan('body.plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(undoPlanSchema, request.body);
    const { plan } = await planFor(db, user, input.plan_id);
    const answer = await undoPlanWrite(db, user, plan);
    return ok(answer, VERSION_MESSAGES.undone(answer.summary));
  });

  app.post('/api/v1/diet/plan/restore', ownerOfPlan('body.plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(restoreVersionSchema, request.body);
    const { plan } = await planFor(db, user, input.plan_id);
    const answer = await restorePlanVersion(db, user, plan, input.version_id);
    return ok(answer, VERSION_MESSAGES.restored(answer.summary));
  });
}
