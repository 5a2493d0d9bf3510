import type { FastifyInstance } from 'fastify';
import { copyMealSchema, MEAL_MOVE_MESSAGES, moveMealSchema } from '../../shared/meal-moves';
import {
  addDaySchema,
  copyDaySchema,
  createDaySchema,
  type DayDescription,
  type DeletedMeal,
  deleteDaySchema,
  deleteMealSchema,
  editDaySchema,
  mealTimingQuerySchema,
  PLAN_MESSAGES,
  planDayListQuerySchema,
  type SavedMeal,
  SWAP_WEEK_MESSAGES,
  type SwapAcrossWeekResult,
  swapAcrossWeekSchema,
  swapItemSchema,
} from '../../shared/plans';
import type { AppDeps } from '../app-deps';
import { assertPlanInPackage, type IdAt, type PlanPart, packageFor, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { copyDayToDays } from './copy-days.service';
import { copyMealToDays, moveMeal } from './meal-moves.service';
import { mealTimingsFor } from './meal-timings.repository';
import { addDayToPlan, nameDay, removeDay, removeMeal, saveMealOfPlan, swapMealItem } from './meals.service';
import { swapAcrossWeek } from './swap-week.service';
import { planVersionRoutes } from './versions.routes';
import { countMeals, loadDays, loadMeals, loadWorkspace, preferenceOf } from './workspace.repository';

/** SPEC's planner alerts read the one field message from the envelope message. */
const alerts = { fieldMessageAsMessage: true };
const ownerOfPackage = (record: IdAt) => ({ config: { access: 'owner:package' as const, record } });
const ownerOfPlan = (record: IdAt, part?: PlanPart) => ({
  config: { access: 'owner:plan' as const, record, part },
});

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/diet/planday/list': {
    summary: "A plan's days and their names",
    querystring: planDayListQuerySchema,
  },
  'GET /api/v1/diet/planday/meal-timing-list': {
    summary: "The meal timings of a package's routine",
    querystring: mealTimingQuerySchema,
  },
  'POST /api/v1/diet/planday/create-day': {
    summary: 'Save a meal (the meal editor): items at a time of a day, through the plan gate',
    body: createDaySchema,
  },
  'POST /api/v1/diet/planday/swap-item': {
    summary: 'Swap one item of a meal for another food in place',
    body: swapItemSchema,
  },
  'POST /api/v1/diet/plandaymeal/delete': {
    summary: 'Delete a meal (a refusal names `meal_id`)',
    body: deleteMealSchema,
  },
  'POST /api/v1/diet/planday/add-day': { summary: 'Add a day at the end of a plan', body: addDaySchema },
  'POST /api/v1/diet/planday/edit-day': { summary: 'Name a day', body: editDaySchema },
  'POST /api/v1/diet/planday/delete': { summary: 'Delete a day (later days move up)', body: deleteDaySchema },
  'POST /api/v1/diet/plan/copy-day': {
    summary: "Copy a day's meals into one or more days (filled days need `overwrite`, else 409 naming them)",
    body: copyDaySchema,
  },
  'POST /api/v1/diet/plan/swap-across-week': {
    summary:
      'Swap a food for another on every day of the plan in one write, through the plan gate (answers the items, meals and days swapped, and the workspace)',
    body: swapAcrossWeekSchema,
  },
  'POST /api/v1/diet/planday/move-meal': {
    summary: 'Move a meal to another day and time',
    body: moveMealSchema,
  },
  'POST /api/v1/diet/planday/copy-meal': {
    summary: 'Repeat a meal on the next day or on every day',
    body: copyMealSchema,
  },
};

/** The planner grid: days, meals, meal timings, and moving or copying meals and days. */
export async function plannerRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  describeRoutes(app, ROUTE_DOCS);
  // The plan's versions, undo and restore (issue 54 point 2) register with the planner.
  await planVersionRoutes(app, deps);
  app.get('/api/v1/diet/planday/list', ownerOfPlan('query.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const { diet_plan_id } = parseInput(planDayListQuerySchema, request.query, alerts);
    const { plan } = await planFor(db, user, diet_plan_id);
    return ok(await loadDays(db, plan.id));
  });

  app.get('/api/v1/diet/planday/meal-timing-list', ownerOfPackage('query.package_id'), async (request) => {
    const user = requireUser(request);
    const query = parseInput(mealTimingQuerySchema, request.query, alerts);
    const pkg = query.diet_plan_id
      ? (await planFor(db, user, query.diet_plan_id)).pkg
      : await packageFor(db, user, query.package_id!);
    const timings = await mealTimingsFor(db, pkg.category);
    return ok(timings, timings.length ? 'OK' : PLAN_MESSAGES.noMealTimings);
  });

  app.post('/api/v1/diet/planday/create-day', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(createDaySchema, request.body, alerts);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    assertPlanInPackage(plan, input.package_id);
    const mealId = await saveMealOfPlan(db, user, plan, pkg, input);
    const [meal] = await loadMeals(db, plan.id, preferenceOf(plan, pkg), mealId);
    const data: SavedMeal = { meal_id: mealId, total_meal_count: await countMeals(db, plan.id), meal };
    return ok(data, PLAN_MESSAGES.dayAdded);
  });

  // One item of a meal swapped for another food in place: the meal-save path (gate, audit).
  app.post('/api/v1/diet/planday/swap-item', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(swapItemSchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    const { mealId, from, to } = await swapMealItem(db, user, plan, pkg, input);
    const [meal] = await loadMeals(db, plan.id, preferenceOf(plan, pkg), mealId);
    const data: SavedMeal = { meal_id: mealId, total_meal_count: await countMeals(db, plan.id), meal };
    return ok(data, PLAN_MESSAGES.itemSwapped(from, to));
  });

  app.post('/api/v1/diet/plandaymeal/delete', ownerOfPlan('body.mealId', 'meal'), async (request, reply) => {
    const user = requireUser(request);
    const parsed = deleteMealSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      // SPEC §8: the planner alerts data.meal_id when a delete fails.
      return reply.status(422).send({
        success: 0,
        message: PLAN_MESSAGES.mealIdMissing,
        data: { meal_id: PLAN_MESSAGES.mealIdMissing },
      });
    }
    const plan = await removeMeal(db, user, parsed.data.mealId);
    const data: DeletedMeal = {
      meal_id: parsed.data.mealId,
      total_meal_count: await countMeals(db, plan.id),
    };
    return ok(data, PLAN_MESSAGES.mealDeleted);
  });

  app.post('/api/v1/diet/planday/add-day', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const { diet_plan_id } = parseInput(addDaySchema, request.body, alerts);
    const { plan } = await planFor(db, user, diet_plan_id);
    const data: DayDescription = { day: await addDayToPlan(db, user, plan), dayDescr: null };
    return ok(data, PLAN_MESSAGES.dayAdded);
  });

  app.post('/api/v1/diet/planday/edit-day', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(editDaySchema, request.body, alerts);
    const { plan } = await planFor(db, user, input.diet_plan_id);
    await nameDay(db, user, plan, input.day, input.day_description);
    const data: DayDescription = { day: input.day, dayDescr: input.day_description };
    return ok(data, PLAN_MESSAGES.dayDescriptionSaved);
  });

  app.post('/api/v1/diet/planday/delete', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(deleteDaySchema, request.body, alerts);
    const { plan } = await planFor(db, user, input.diet_plan_id);
    assertPlanInPackage(plan, input.package_id);
    await removeDay(db, user, plan, input.day);
    return ok({ day: input.day, days: await loadDays(db, plan.id) }, PLAN_MESSAGES.dayDeleted);
  });

  app.post('/api/v1/diet/plan/copy-day', ownerOfPlan('body.planId'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(copyDaySchema, request.body, alerts);
    const { plan, pkg } = await planFor(db, user, input.planId);
    const targets = input.targetDays ?? (input.targetDay ? [input.targetDay] : []);
    const days = await copyDayToDays(db, user, plan, input.sourceDay, targets, input.overwrite ?? false);
    return ok(await loadWorkspace(db, plan, pkg), PLAN_MESSAGES.daysCopied(days.length));
  });

  // One food swapped for another on every day (decision 308): one write, one version, one audit row.
  app.post('/api/v1/diet/plan/swap-across-week', ownerOfPlan('body.planId'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(swapAcrossWeekSchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.planId);
    const done = await swapAcrossWeek(db, user, plan, input.fromFoodId, input.toFoodId);
    const data: SwapAcrossWeekResult = {
      swapped: done.swapped,
      meals: done.meals,
      days: done.days,
      skipped: done.skipped,
      workspace: await loadWorkspace(db, plan, pkg),
    };
    return ok(data, SWAP_WEEK_MESSAGES.swapped(done.from, done.to, done.meals, done.days));
  });

  // Move a meal, or repeat it on the next day / every day: the meal-save path with the checks of
  // the planner (the meal is in this plan, the target day exists, an occupied slot needs overwrite).
  app.post('/api/v1/diet/planday/move-meal', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(moveMealSchema, request.body, alerts);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    await moveMeal(db, user, plan, pkg, input);
    return ok(await loadWorkspace(db, plan, pkg), MEAL_MOVE_MESSAGES.moved);
  });

  app.post('/api/v1/diet/planday/copy-meal', ownerOfPlan('body.diet_plan_id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(copyMealSchema, request.body, alerts);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    await copyMealToDays(db, user, plan, pkg, input);
    return ok(await loadWorkspace(db, plan, pkg), MEAL_MOVE_MESSAGES.copied);
  });
}
