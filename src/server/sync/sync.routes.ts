import type { FastifyInstance } from 'fastify';
import { syncMessages } from '../../shared/settings';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { syncCategories, syncFoods, syncSurvey, syncSystemConfig } from './sync.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/food/item/load-data': {
    summary: 'Sync Data: add the missing foods of the food databases (a write by GET)',
  },
  'GET /api/v1/survey/question/load-data': {
    summary: 'Sync Data: add the missing questionnaire questions (a write by GET)',
  },
  'GET /api/v1/category/load-category-data': {
    summary: 'Sync Data: add the missing list values (a write by GET)',
  },
  'GET /api/v1/category/load-system-config-data': {
    summary: 'Sync Data: add the missing meal and routine timings (a write by GET)',
  },
};

/**
 * The Sync Data buttons of /settings (SPEC §7 makes them GETs). Any signed-in user may sync:
 * it only adds missing reference data. load-credits-data belongs to the credits feature.
 */
export async function syncRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/food/item/load-data', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const data = await syncFoods(db, config);
    return ok(data, syncMessages.food(data));
  });

  app.get('/api/v1/survey/question/load-data', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const data = await syncSurvey(db);
    return ok(data, syncMessages.survey(data));
  });

  app.get('/api/v1/category/load-category-data', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const data = await syncCategories(db);
    return ok(data, syncMessages.category(data));
  });

  app.get(
    '/api/v1/category/load-system-config-data',
    { config: { access: 'signed-in' } },
    async (request) => {
      requireUser(request);
      const data = await syncSystemConfig(db);
      return ok(data, syncMessages.systemConfig(data));
    },
  );
}
