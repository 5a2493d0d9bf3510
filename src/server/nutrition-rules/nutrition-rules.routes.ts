import type { FastifyInstance } from 'fastify';
import { chooseRuleSchema } from '../../shared/nutrition-rules-api';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { chooseRule, rulesAnswer } from './nutrition-rules.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/nutrition/rules': {
    summary:
      'Every nutrition rule the app applies, in words, with its bound, where it applies, hard or weighted, and its source',
  },
  'POST /api/v1/nutrition/rules/choose': {
    summary: "Choose one of a rule's cited alternatives where guidelines differ (admins)",
    body: chooseRuleSchema,
  },
};

/** Settings → Nutrition rules (issue 52 point 3): everyone reads the table, admins choose between cited alternatives. */
export async function nutritionRulesRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);

  app.get('/api/v1/nutrition/rules', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    return ok(await rulesAnswer(db, user.isAdmin));
  });

  app.post('/api/v1/nutrition/rules/choose', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(chooseRuleSchema, request.body);
    const { message } = await chooseRule(db, input, { userId: user.id, ip: request.ip });
    return ok(await rulesAnswer(db, true), message);
  });
}
