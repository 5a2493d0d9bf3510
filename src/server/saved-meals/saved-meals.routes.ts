import type { FastifyInstance } from 'fastify';
import {
  SAVED_MEAL_MESSAGES,
  savedMealCreateSchema,
  savedMealDeleteSchema,
  savedMealInsertSchema,
  savedMealRenameSchema,
  savedMealUpdateSchema,
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
  updateOwnSavedMeal,
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
    summary: 'Rename one of your saved meals (the older form of `update`)',
    body: savedMealRenameSchema,
  },
  'POST /api/v1/diet/saved-meal/update': {
    summary:
      "Rename a saved meal and share or unshare it: your own, or a shared one for an admin (another's private one answers 404)",
    body: savedMealUpdateSchema,
  },
  'POST /api/v1/diet/saved-meal/delete': {
    summary:
      "Delete a saved meal: your own, or a shared one for an admin (another's private one answers 404)",
    body: savedMealDeleteSchema,
  },
  'POST /api/v1/diet/saved-meal/insert': {
    summary:
      "Insert a saved meal into a plan's day and time, through the plan gate; into a meal with foods `mode` 'append' or 'replace', else 409 naming them (answers the workspace)",
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

  app.post('/api/v1/diet/saved-meal/update', signedIn, async (request) => {
    const user = requireUser(request);
    const input = parseInput(savedMealUpdateSchema, request.body);
    await updateOwnSavedMeal(db, user, input);
    const saved = (await listSavedMeals(db, user)).find((m) => m.id === input.id);
    return ok(saved, SAVED_MEAL_MESSAGES.updated(input.name));
  });

  app.post('/api/v1/diet/saved-meal/delete', signedIn, async (request) => {
    const user = requireUser(request);
    const input = parseInput(savedMealDeleteSchema, request.body);
    const name = await deleteOwnSavedMeal(db, user, input.id);
    return ok({ id: input.id }, SAVED_MEAL_MESSAGES.deleted(name));
  });

  app.post(
    '/api/v1/diet/saved-meal/insert',
    { config: { access: 'owner:plan', record: 'body.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(savedMealInsertSchema, request.body);
      const { plan, pkg } = await planFor(db, user, input.plan_id);
      assertPlanInPackage(plan, input.package_id);
      const done = await insertSavedMealIntoPlan(db, user, plan, input);
      const message =
        done.mode === 'append'
          ? SAVED_MEAL_MESSAGES.appended(done.name, done.meal, input.day)
          : done.mode === 'replace'
            ? SAVED_MEAL_MESSAGES.replaced(done.name, done.meal, input.day)
            : SAVED_MEAL_MESSAGES.inserted(done.name);
      return ok(await loadWorkspace(db, plan, pkg), message);
    },
  );
}
