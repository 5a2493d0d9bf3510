import type { FastifyInstance } from 'fastify';
import { categoryQuerySchema } from '../../shared/category-input';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { listFitnessTimings, listMealTimings } from '../lib/timings';
import { listCategoryValues } from './category.repository';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/category/categories': {
    summary: 'The values of one list (statuses, genders, ...), or its children',
    querystring: categoryQuerySchema,
  },
  'GET /api/v1/category/timings': { summary: 'The default meal timings of each routine group' },
  'GET /api/v1/category/fitness': { summary: 'The routine types of each fitness group' },
};

export async function categoryRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/category/categories', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const query = parseInput(categoryQuerySchema, request.query);
    return ok(await listCategoryValues(db, query.category, query.parent));
  });

  app.get('/api/v1/category/timings', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const groups: Record<string, { meal_type: string; default_time: string | null }[]> = {
      sports_m: [],
      sports_nm: [],
      nonsports_m: [],
      nonsports_nm: [],
    };
    for (const row of await listMealTimings(db)) {
      groups[row.group] = [
        ...(groups[row.group] ?? []),
        { meal_type: row.meal_type, default_time: row.default_time },
      ];
    }
    return ok(groups);
  });

  app.get('/api/v1/category/fitness', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const groups: Record<string, string[]> = {
      sports: [],
      'general fitness_s': [],
      'general fitness_ns': [],
    };
    for (const row of await listFitnessTimings(db))
      groups[row.group] = [...(groups[row.group] ?? []), row.routine_type];
    return ok(groups);
  });
}
