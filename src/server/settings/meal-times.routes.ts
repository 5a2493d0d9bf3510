import type { FastifyInstance } from 'fastify';
import { MEAL_TIME_MESSAGES, mealTimesSchema } from '../../shared/meal-times';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { mealTimeRows, saveMealTimes } from './meal-times';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/settings/meal-times': {
    summary: "The practice's meal times (`data.meal_times[]`: meal_type, time, default_time)",
  },
  'POST /api/v1/settings/meal-times': {
    summary: "Set the practice's meal times, used by new plans and the generator",
    body: mealTimesSchema,
  },
};

/** The practice's meal times (issue 54 point 5, decision 302). */
export async function mealTimesRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/settings/meal-times', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok({ meal_times: await mealTimeRows(db) });
  });
  app.post('/api/v1/settings/meal-times', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(mealTimesSchema, request.body);
    return ok({ meal_times: await saveMealTimes(db, user.id, input) }, MEAL_TIME_MESSAGES.saved);
  });
}
