import type { FastifyInstance } from 'fastify';
import { saveTargetsSchema, suggestionQuerySchema, TARGET_MESSAGES } from '../../shared/plan-targets';
import type { AppDeps } from '../app-deps';
import { planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { saveTargetsFor, targetsAnswer } from './plan-targets.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/diet/plan/targets': {
    summary: "A plan's saved nutrient targets and their suggestion",
    querystring: suggestionQuerySchema,
  },
  'POST /api/v1/diet/plan/targets': { summary: "Save a plan's nutrient targets", body: saveTargetsSchema },
};

/** A plan's nutrient targets and their suggestion (issue 17, docs/decisions/091). */
export async function planTargetsRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get(
    '/api/v1/diet/plan/targets',
    { config: { access: 'owner:plan', record: 'query.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const query = parseInput(suggestionQuerySchema, request.query);
      const { plan, pkg } = await planFor(db, user, query.plan_id);
      return ok(await targetsAnswer(db, plan, pkg, query));
    },
  );

  app.post(
    '/api/v1/diet/plan/targets',
    { config: { access: 'owner:plan', record: 'body.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(saveTargetsSchema, request.body);
      const { plan, pkg } = await planFor(db, user, input.plan_id);
      const targets = await saveTargetsFor(db, user.id, plan.id, input, pkg.clientId);
      return ok(targets, TARGET_MESSAGES.saved);
    },
  );
}
