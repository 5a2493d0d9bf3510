import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SPORTS_CATEGORY } from '../../shared/category';
import { copyMealSchema, MEAL_MOVE_MESSAGES, moveMealSchema } from '../../shared/meal-moves';
import {
  addDaySchema,
  CUSTOM_TIMING,
  copyDaySchema,
  createDaySchema,
  type DayDescription,
  type DeletedMeal,
  deleteDaySchema,
  deleteMealSchema,
  editDaySchema,
  MAX_PLAN_DAYS,
  type MealTiming,
  mealTimingQuerySchema,
  PLAN_MESSAGES,
  planDayListQuerySchema,
  type SavedMeal,
} from '../../shared/plans';
import type { AppDeps } from '../app-deps';
import { assertPlanInPackage, type PackageRow, packageFor, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import type { Db } from '../db/client';
import { mealTimings } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { ok } from '../lib/envelope';
import { AppError, ValidationError } from '../lib/errors';
import { copyDay } from './copy.service';
import { parsePlanInput } from './input';
import { copyMealToDays, moveMeal } from './meal-moves.service';
import {
  addDay,
  checkItems,
  deleteDay,
  deleteMeal,
  findMeal,
  saveMeal,
  setDayDescription,
} from './meals.repository';
import {
  countMeals,
  ensureDay,
  loadDays,
  loadMeals,
  loadWorkspace,
  preferenceOf,
} from './workspace.repository';

/** The meal types of the package's category: sports_* for 'Sports', nonsports_* otherwise. */
export async function mealTimingsFor(db: Db, category: string): Promise<MealTiming[]> {
  const prefix = category === SPORTS_CATEGORY ? 'sports' : 'nonsports';
  const list = await db
    .select({ group: mealTimings.groupKey, type: mealTimings.mealType, time: mealTimings.defaultTime })
    .from(mealTimings)
    .where(inArray(mealTimings.groupKey, [`${prefix}_m`, `${prefix}_nm`]))
    .orderBy(asc(mealTimings.groupKey), asc(mealTimings.sortOrder));
  // Mandatory types first ('_m' sorts before '_nm'), each group in its shipped order.
  return list.map((r) => ({
    meal_type: r.type,
    default_time: r.time ? r.time.slice(0, 5) : null,
    mandatory: r.group.endsWith('_m'),
  }));
}

async function checkTiming(db: Db, pkg: PackageRow, timing: string) {
  if (timing === CUSTOM_TIMING) return;
  const known = (await mealTimingsFor(db, pkg.category)).some((t) => t.meal_type === timing);
  if (!known) throw new ValidationError({ hypothetical_time: 'Please choose a meal timing from the list' });
}

export async function plannerRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/diet/planday/list', async (request) => {
    const user = requireUser(request);
    const { diet_plan_id } = parsePlanInput(planDayListQuerySchema, request.query);
    const { plan } = await planFor(db, user, diet_plan_id);
    return ok(await loadDays(db, plan.id));
  });

  app.get('/api/v1/diet/planday/meal-timing-list', async (request) => {
    const user = requireUser(request);
    const query = parsePlanInput(mealTimingQuerySchema, request.query);
    const pkg = query.diet_plan_id
      ? (await planFor(db, user, query.diet_plan_id)).pkg
      : await packageFor(db, user, query.package_id!);
    const timings = await mealTimingsFor(db, pkg.category);
    return ok(timings, timings.length ? 'OK' : PLAN_MESSAGES.noMealTimings);
  });

  app.post('/api/v1/diet/planday/create-day', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(createDaySchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    assertPlanInPackage(plan, input.package_id);
    await checkTiming(db, pkg, input.hypothetical_time);
    await checkItems(db, input.items);
    const mealId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const id = await saveMeal(
        t,
        plan.id,
        input.meal_id,
        {
          day: input.day,
          time: input.time,
          hypotheticalTime: input.hypothetical_time,
          description: input.meal_description ?? null,
        },
        input.items,
      );
      await ensureDay(t, plan.id, input.day, input.day_description);
      // Saves, moves and copies of meals leave the same kind of audit row (meal-moves.service).
      await writeAudit(t, {
        userId: user.id,
        action: input.meal_id ? 'update' : 'create',
        entity: 'meal',
        entityId: id,
        changes: { plan_id: plan.id, day: input.day, time: input.time, items: input.items.length },
      });
      return id;
    });
    const [meal] = await loadMeals(db, plan.id, preferenceOf(plan, pkg), mealId);
    const data: SavedMeal = { meal_id: mealId, total_meal_count: await countMeals(db, plan.id), meal };
    return ok(data, PLAN_MESSAGES.dayAdded);
  });

  app.post('/api/v1/diet/plandaymeal/delete', async (request, reply) => {
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
    const meal = await findMeal(db, parsed.data.mealId);
    if (!meal) throw new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' });
    const { plan } = await planFor(db, user, meal.planId).catch(() => {
      throw new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' });
    });
    await deleteMeal(db, meal.id);
    const data: DeletedMeal = { meal_id: meal.id, total_meal_count: await countMeals(db, plan.id) };
    return ok(data, PLAN_MESSAGES.mealDeleted);
  });

  app.post('/api/v1/diet/planday/add-day', async (request) => {
    const user = requireUser(request);
    const { diet_plan_id } = parsePlanInput(addDaySchema, request.body);
    const { plan } = await planFor(db, user, diet_plan_id);
    const days = await loadDays(db, plan.id);
    if ((days.at(-1)?.day ?? 0) >= MAX_PLAN_DAYS) throw new AppError(422, PLAN_MESSAGES.tooManyDays);
    const day = await addDay(db, plan.id);
    const data: DayDescription = { day, dayDescr: null };
    return ok(data, PLAN_MESSAGES.dayAdded);
  });

  app.post('/api/v1/diet/planday/edit-day', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(editDaySchema, request.body);
    const { plan } = await planFor(db, user, input.diet_plan_id);
    await setDayDescription(db, plan.id, input.day, input.day_description);
    const data: DayDescription = { day: input.day, dayDescr: input.day_description };
    return ok(data, PLAN_MESSAGES.dayDescriptionSaved);
  });

  app.post('/api/v1/diet/planday/delete', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(deleteDaySchema, request.body);
    const { plan } = await planFor(db, user, input.diet_plan_id);
    assertPlanInPackage(plan, input.package_id);
    await db.transaction(async (tx) => deleteDay(tx as unknown as Db, plan.id, input.day));
    return ok({ day: input.day, days: await loadDays(db, plan.id) }, PLAN_MESSAGES.dayDeleted);
  });

  app.post('/api/v1/diet/plan/copy-day', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(copyDaySchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.planId);
    await copyDay(db, plan.id, input.sourceDay, input.targetDay);
    return ok(await loadWorkspace(db, plan, pkg), PLAN_MESSAGES.dayCopied);
  });

  // Move a meal, or repeat it on the next day / every day: the meal-save path with the checks of
  // the planner (the meal is in this plan, the target day exists, an occupied slot needs overwrite).
  const ownerOfPlan = { config: { access: 'owner:plan' as const } };
  app.post('/api/v1/diet/planday/move-meal', ownerOfPlan, async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(moveMealSchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    await moveMeal(db, user, plan, input);
    return ok(await loadWorkspace(db, plan, pkg), MEAL_MOVE_MESSAGES.moved);
  });

  app.post('/api/v1/diet/planday/copy-meal', ownerOfPlan, async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(copyMealSchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.diet_plan_id);
    await copyMealToDays(db, user, plan, input);
    return ok(await loadWorkspace(db, plan, pkg), MEAL_MOVE_MESSAGES.copied);
  });
}
