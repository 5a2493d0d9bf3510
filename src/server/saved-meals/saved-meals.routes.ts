import type { FastifyInstance } from 'fastify';
import {
  SAVED_MEAL_MESSAGES,
  savedMealCreateSchema,
  savedMealDeleteSchema,
  savedMealInsertSchema,
  savedMealRenameSchema,
} from '../../shared/saved-meals';
import type { AppDeps } from '../app-deps';
import { assertPlanInPackage, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { loadWorkspace } from '../plans/index';
import { listSavedMeals } from './saved-meals.repository';
import {
  createSavedMeal,
  deleteOwnSavedMeal,
  insertSavedMealIntoPlan,
  renameOwnSavedMeal,
} from './saved-meals.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/diet/saved-meal/list': {
    summary: "The viewer's saved meals and the practice's shared ones (`data.saved_meals`)",
  },
  'POST /api/v1/diet/saved-meal/create': {
    summary: 'Save a meal or combo (foods with their measures), private or shared with the practice',
    body: savedMealCreateSchema,
  },
  'POST /api/v1/diet/saved-meal/rename': {
    summary: 'Rename one of your saved meals',
    body: savedMealRenameSchema,
  },
  'POST /api/v1/diet/saved-meal/delete': {
    summary: 'Delete one of your saved meals',
    body: savedMealDeleteSchema,
  },
  'POST /api/v1/diet/saved-meal/insert': {
    summary: "Insert a saved meal into a plan's day and time, through the plan gate (answers the workspace)",
    body: savedMealInsertSchema,
  },
};

/** Saved meals and combos (issue 54 point 3, decision 302). */
export async function savedMealRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const signedIn = { config: { access: 'signed-in' as const } };

  app.get('/api/v1/diet/saved-meal/list', signedIn, async (request) => {
    const user = requireUser(request);
    return ok({ saved_meals: await listSavedMeals(db, user) });
  });

  app.post('/api/v1/diet/saved-meal/create', signedIn, async (request) => {
    const user = requireUser(request);
    const input = parseInput(savedMealCreateSchema, request.body);
    const id = await createSavedMeal(db, user, input);
    const saved = (await listSavedMeals(db, user)).find((m) => m.id === id);
    return ok(saved, SAVED_MEAL_MESSAGES.created(input.name));
  });

  app.post('/api/v1/diet/saved-meal/rename', signedIn, async (request) => {
    const user = requireUser(request);
    const input = parseInput(savedMealRenameSchema, request.body);
    await renameOwnSavedMeal(db, user, input.id, input.name);
    return ok({ id: input.id, name: input.name }, SAVED_MEAL_MESSAGES.renamed);
  });

  app.post('/api/v1/diet/saved-meal/delete', signedIn, async (request) => {
    const user = requireUser(request);
    const input = parseInput(savedMealDeleteSchema, request.body);
    await deleteOwnSavedMeal(db, user, input.id);
    return ok({ id: input.id }, SAVED_MEAL_MESSAGES.deleted);
  });

  app.post(
    '/api/v1/diet/saved-meal/insert',
    { config: { access: 'owner:plan', record: 'body.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(savedMealInsertSchema, request.body);
      const { plan, pkg } = await planFor(db, user, input.plan_id);
      assertPlanInPackage(plan, input.package_id);
      const { name } = await insertSavedMealIntoPlan(db, user, plan, input);
      return ok(await loadWorkspace(db, plan, pkg), SAVED_MEAL_MESSAGES.inserted(name));
    },
  );
}
