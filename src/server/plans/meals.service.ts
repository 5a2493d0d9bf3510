/**
 * The one home of meal writes (issue 26, decision 151): the item check, the save, the day column
 * and the audit row. The planner's save, move/repeat, copy day/plan, the computed plan's Apply and
 * Undo all write meals through here; meal deletes and day changes leave audit rows too.
 */

import type { z } from 'zod';
import type { HouseholdMeasure } from '../../shared/dishes';
import { weekdayOfPlanDay } from '../../shared/fasting';
import { countText } from '../../shared/measures';
import {
  CUSTOM_TIMING,
  type createDaySchema,
  MAX_PLAN_DAYS,
  MEASURE_COUNT_MESSAGE,
  PLAN_MESSAGES,
} from '../../shared/plans';
import { type PackageRow, type PlanRow, planFor, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import { auditOverrides, type Override, refuseUnsafeItems } from '../restrictions/index';
import { mealTimingsFor } from './meal-timings.repository';
import {
  activeFoods,
  addDay,
  deleteDay,
  deleteDayMeals,
  deleteMeal,
  findMeal,
  lockPlan,
  type MealFields,
  type MealItemInput,
  occupiedDays,
  saveMeal,
  setDayDescription,
} from './meals.repository';
import { ensureDay, loadDays } from './workspace.repository';

type UserRef = { id: number };
/** A meal to write: `mealId` set = that meal edited in place (it may change slot). */
export type MealToSave = { mealId?: number; fields: MealFields; items: MealItemInput[] };
type AuditOf = { action: string; entity: string; entityId: number; changes: Record<string, unknown> };

/**
 * A household measure on an item (issue 27): the label is one of the food's measures and the
 * quantity is count × its grams (the count's halves are the schema's). Answers the field's
 * problem, or null; a matching item gets the exact grams (sub-gram rounding of the editor undone).
 */
function measureProblem(
  item: MealItemInput,
  measures: HouseholdMeasure[] | null | undefined,
): { field: 'measure_label' | 'measure_count' | 'qty'; message: string } | null {
  if (!item.measure_label && !item.measure_count) return null;
  if (!item.measure_label)
    return { field: 'measure_label', message: 'Please choose a measure for this count' };
  if (!item.measure_count) return { field: 'measure_count', message: MEASURE_COUNT_MESSAGE };
  const measure = measures?.find((m) => m.label === item.measure_label);
  if (!measure)
    return {
      field: 'measure_label',
      message: measures?.length
        ? `Please choose a measure of this food: ${measures.map((m) => m.label).join(', ')}`
        : 'This food has no household measures: please give grams',
    };
  const grams = Math.round(item.measure_count * measure.grams * 1000) / 1000;
  if (Math.abs(item.qty - grams) > 0.01)
    return {
      field: 'qty',
      message: `${countText(item.measure_count)} ${measure.label} is ${grams} g, not ${item.qty} g`,
    };
  item.qty = grams;
  return null;
}

/**
 * Checks the items of a meal against the food table and each other: every food exists, and an
 * alternative (ref_id) points at another main item of the same meal, never at an alternative.
 * A household measure must be one of the food's, its count in halves, qty = count × its grams.
 * Given the client, a food the client must not have needs an override reason (issue 26);
 * answers the overrides for the meal's audit.
 */
export async function checkItems(
  db: Db,
  items: MealItemInput[],
  client?: { clientId: number; weekday?: number | null },
): Promise<Override[]> {
  const known = await activeFoods(db, [...new Set(items.map((i) => i.id))]);
  const mains = new Set(items.filter((i) => !i.ref_id).map((i) => i.id));
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    const food = known.get(item.id);
    if (!food) errors[`items.${index}.id`] = 'This food is not in the food database';
    const measure = food ? measureProblem(item, food.measures) : null;
    if (measure) errors[`items.${index}.${measure.field}`] = measure.message;
    if (item.ref_id && (item.ref_id === item.id || !mains.has(item.ref_id)))
      errors[`items.${index}.ref_id`] = 'An alternative must point at a main item of the same meal';
  });
  const messages = Object.values(errors);
  // A lone message is also the envelope's, as for the plan routes' schema errors: the planner alerts it.
  if (messages.length) throw new ValidationError(errors, messages.length === 1 ? messages[0] : undefined);
  return client ? refuseUnsafeItems(db, client.clientId, items, client.weekday ?? null) : [];
}

/** checkItems for every meal, before a transaction writes them. */
export async function checkMeals(db: Db, list: MealToSave[]): Promise<void> {
  for (const meal of list) await checkItems(db, meal.items);
}

/**
 * Refuses (409, nothing written) when a target slot holds another meal and the nutritionist has
 * not answered the SPEC §5 overwrite question with OK; data names the days, so the planner asks.
 */
export function assertFree(occupied: number[], overwrite: boolean | undefined): void {
  if (occupied.length && !overwrite)
    throw new AppError(409, PLAN_MESSAGES.overwrite, { occupied_days: occupied });
}

/**
 * Writes checked meals inside the caller's transaction (the plan locked first): each meal into
 * its slot (a meal already there is replaced) and its day column. Answers the meals' ids.
 */
export async function writeMealsIn(tx: Db, planId: number, list: MealToSave[]): Promise<number[]> {
  await lockPlan(tx, planId);
  const ids: number[] = [];
  for (const meal of list) {
    ids.push(await saveMeal(tx, planId, meal.mealId, meal.fields, meal.items));
    await ensureDay(tx, planId, meal.fields.day);
  }
  return ids;
}

/** The days' meals become exactly `list` (the days' other meals are deleted), in the caller's transaction. */
export async function replaceDayMealsIn(
  tx: Db,
  planId: number,
  days: number[],
  list: MealToSave[],
): Promise<number[]> {
  await lockPlan(tx, planId);
  for (const day of days) await deleteDayMeals(tx, planId, day);
  return writeMealsIn(tx, planId, list);
}

/** Checks the meals, then writes them and one audit row in one transaction. Answers the meals' ids. */
export async function saveMeals(
  db: Db,
  user: UserRef,
  planId: number,
  list: MealToSave[],
  audit: (ids: number[]) => AuditOf,
): Promise<number[]> {
  await checkMeals(db, list);
  return inTransaction(db, async (tx) => {
    const ids = await writeMealsIn(tx, planId, list);
    await writeAudit(tx, { userId: user.id, ...audit(ids) });
    return ids;
  });
}

/** A meal's timing is Custom or one of the meal types of the package's category. */
async function checkTiming(db: Db, pkg: PackageRow, timing: string) {
  if (timing === CUSTOM_TIMING) return;
  const known = (await mealTimingsFor(db, pkg.category)).some((t) => t.meal_type === timing);
  if (!known) throw new ValidationError({ hypothetical_time: 'Please choose a meal timing from the list' });
}

/**
 * Saves a meal from the meal editor (new, or `meal_id` edited in place) and the day's
 * description; another meal in the slot is replaced only with `overwrite` (else 409, as for a
 * move or copy). The meal and its audit row commit together. Answers the meal's id.
 */
export async function saveMealOfPlan(
  db: Db,
  user: UserRef,
  plan: PlanRow,
  pkg: PackageRow,
  input: z.output<typeof createDaySchema>,
): Promise<number> {
  await checkTiming(db, pkg, input.hypothetical_time);
  const overrides = await checkItems(db, input.items, {
    clientId: pkg.clientId,
    weekday: weekdayOfPlanDay({ day_format: plan.dayFormat, start_date: plan.startDate }, input.day),
  });
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    assertFree(await occupiedDays(tx, plan.id, input.time, [input.day], input.meal_id), input.overwrite);
    const fields = {
      day: input.day,
      time: input.time,
      hypotheticalTime: input.hypothetical_time,
      description: input.meal_description ?? null,
    };
    const [id] = await writeMealsIn(tx, plan.id, [{ mealId: input.meal_id, fields, items: input.items }]);
    if (input.day_description) await ensureDay(tx, plan.id, input.day, input.day_description);
    await writeAudit(tx, {
      userId: user.id,
      action: input.meal_id ? 'update' : 'create',
      entity: 'meal',
      entityId: id,
      changes: { plan_id: plan.id, day: input.day, time: input.time, items: input.items.length },
    });
    await auditOverrides(tx, user.id, id, overrides);
    return id;
  });
}

const mealNotFound = () => new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' });

/** Deletes a meal; one of a plan the viewer may not open answers like a missing one. Answers its plan. */
export async function removeMeal(db: Db, viewer: Viewer & UserRef, mealId: number): Promise<PlanRow> {
  const meal = await findMeal(db, mealId);
  if (!meal) throw mealNotFound();
  const { plan } = await planFor(db, viewer, meal.planId).catch(() => {
    throw mealNotFound();
  });
  await inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    await deleteMeal(tx, meal.id);
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'delete',
      entity: 'meal',
      entityId: meal.id,
      changes: { plan_id: plan.id, day: meal.day, time: meal.time },
    });
  });
  return plan;
}

/**
 * A day change of a plan and its audit row (entity plan, action e.g. 'add_day', the day in
 * `changes`) in one transaction, the plan locked first. Answers what `write` answers.
 */
function dayChange<T>(
  db: Db,
  user: UserRef,
  plan: PlanRow,
  action: string,
  write: (tx: Db) => Promise<{ result: T; changes: Record<string, unknown> }>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    const { result, changes } = await write(tx);
    await writeAudit(tx, { userId: user.id, action, entity: 'plan', entityId: plan.id, changes });
    return result;
  });
}

/** Adds the next day column, up to MAX_PLAN_DAYS. Answers its number. */
export function addDayToPlan(db: Db, user: UserRef, plan: PlanRow): Promise<number> {
  return dayChange(db, user, plan, 'add_day', async (tx) => {
    const days = await loadDays(tx, plan.id);
    if ((days.at(-1)?.day ?? 0) >= MAX_PLAN_DAYS) throw new AppError(422, PLAN_MESSAGES.tooManyDays);
    const day = await addDay(tx, plan.id);
    return { result: day, changes: { day } };
  });
}

/** Names a day (its description). */
export function nameDay(db: Db, user: UserRef, plan: PlanRow, day: number, description: string) {
  return dayChange(db, user, plan, 'name_day', async (tx) => {
    const before = (await loadDays(tx, plan.id)).find((d) => d.day === day)?.dayDescr ?? null;
    await setDayDescription(tx, plan.id, day, description);
    return { result: undefined, changes: { day, description: { from: before, to: description } } };
  });
}

/** Deletes a day column and its meals; the later days move up, all or nothing. */
export function removeDay(db: Db, user: UserRef, plan: PlanRow, day: number): Promise<void> {
  return dayChange(db, user, plan, 'delete_day', async (tx) => {
    await deleteDay(tx, plan.id, day);
    return { result: undefined, changes: { day } };
  });
}
