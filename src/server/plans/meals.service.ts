/**
 * The meal writes of the planner (issue 26, decision 151): the save, the day column and the audit
 * row. Every meal write goes through plans/core/meal-writes.ts (issue 32, issue 50 point 2) inside
 * its transaction: the planner's save, swap, move/repeat, copy day/plan, the computed plan's Apply
 * and Undo, meal and day deletes. Each leaves its audit row in the same transaction.
 */

import type { z } from 'zod';
import {
  CUSTOM_TIMING,
  type createDaySchema,
  MAX_PLAN_DAYS,
  PLAN_MESSAGES,
  SWAP_MESSAGES,
  type swapItemSchema,
} from '../../shared/plans';
import { type PackageRow, type PlanRow, planFor, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import { deleteDayIn, type MealWrite, removeMealIn, writeGatedMealsIn } from './core/meal-writes';
import { mealName, recordVersion } from './core/plan-versions';
import { mealTimingsFor } from './meal-timings.repository';
import { addDay, findMeal, foodToSwapIn, lockPlan, setDayDescription } from './meals.repository';
import { ensureDay, itemInput, loadDays, loadMeals } from './workspace.repository';

type UserRef = { id: number };
type AuditOf = { action: string; entity: string; entityId: number; changes: Record<string, unknown> };

/**
 * Gates and writes meals of the plan with one audit row, in one transaction. `write` runs with the
 * plan locked, so the writer's own checks (the target day exists, is empty) hold at the write.
 * Answers the ids.
 */
export function saveMeals(
  db: Db,
  user: UserRef & Viewer,
  plan: PlanRow,
  write: (tx: Db) => Promise<MealWrite>,
  audit: (ids: number[]) => AuditOf,
): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    const ids = await writeGatedMealsIn(tx, user, plan.id, await write(tx));
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
  user: UserRef & Viewer,
  plan: PlanRow,
  pkg: PackageRow,
  input: z.output<typeof createDaySchema>,
): Promise<number> {
  await checkTiming(db, pkg, input.hypothetical_time);
  const fields = {
    day: input.day,
    time: input.time,
    hypotheticalTime: input.hypothetical_time,
    description: input.meal_description ?? null,
  };
  return inTransaction(db, async (tx) => {
    const [id] = await writeGatedMealsIn(tx, user, plan.id, {
      meals: [{ mealId: input.meal_id, fields, items: input.items }],
      form: 'editor',
      overridesTravel: true,
      slots: { overwrite: input.overwrite },
    });
    if (input.day_description) await ensureDay(tx, plan.id, input.day, input.day_description);
    await writeAudit(tx, {
      userId: user.id,
      action: input.meal_id ? 'update' : 'create',
      entity: 'meal',
      entityId: id,
      changes: { plan_id: plan.id, day: input.day, time: input.time, items: input.items.length },
    });
    return id;
  });
}

const mealNotFound = () => new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' });

/**
 * Swaps one item of a meal for another food in place (issue 33, decision 213): same meal, same
 * position, the other items untouched; the new food in its first household measure × 1 (a dish:
 * "1 katori"), or the swapped item's grams when it has no measures. An alternative stays an
 * alternative to the same main item; a main item's alternatives follow it to the new food. The
 * whole meal passes the gate (a food the client must not have is refused unless kept with a
 * reason) and the meal, its audit row and any override's audit row commit together. Answers the
 * meal's id and the two names.
 */
export async function swapMealItem(
  db: Db,
  user: UserRef & Viewer,
  plan: PlanRow,
  _pkg: PackageRow,
  input: z.output<typeof swapItemSchema>,
): Promise<{ mealId: number; from: string; to: string }> {
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    const [meal] = await loadMeals(tx, plan.id, null, input.meal_id);
    if (!meal) throw mealNotFound();
    const at = meal.items.findIndex((i) => i.id === input.item_id);
    if (at < 0) throw new AppError(404, SWAP_MESSAGES.itemGone, { item_id: SWAP_MESSAGES.itemGone });
    const old = meal.items[at];
    const food = await foodToSwapIn(tx, input.food_item_id);
    const refuse = (message: string) => new ValidationError({ food_item_id: message }, message);
    if (input.food_item_id === old.food_item_id) throw refuse(SWAP_MESSAGES.sameFood);
    if (meal.items.some((i) => i.food_item_id === input.food_item_id))
      throw refuse(SWAP_MESSAGES.inMeal(food?.name ?? 'This food'));
    // A missing food goes on to the gate, which answers it as for every meal write (404).
    const measure = food?.measures?.[0];
    const swapped = {
      id: input.food_item_id,
      qty: measure ? measure.grams : old.quantity,
      ref_id: old.ref_id,
      override_reason: input.override_reason ?? null,
      measure_label: measure?.label ?? null,
      measure_count: measure ? 1 : null,
    };
    const items = meal.items.map((item, i) => {
      if (i === at) return swapped;
      const kept = itemInput(item);
      // The main item's alternatives are linked by its food id (meal-save's ref_id).
      return old.ref_id === null && item.ref_id === old.food_item_id ? { ...kept, ref_id: swapped.id } : kept;
    });
    const fields = {
      day: meal.day,
      time: `${meal.time.hh}:${meal.time.mm}`,
      hypotheticalTime: meal.hypothetical_time,
      description: meal.description,
    };
    const [id] = await writeGatedMealsIn(tx, user, plan.id, {
      meals: [{ mealId: meal.meal_id, fields, items }],
      form: 'Not saved',
      overridesTravel: true,
      summary: `Swapped ${old.label} for ${food?.name ?? 'another food'} in ${mealName(fields)} on day ${meal.day}`,
    });
    await writeAudit(tx, {
      userId: user.id,
      action: 'swap_item',
      entity: 'meal',
      entityId: id,
      changes: {
        plan_id: plan.id,
        day: meal.day,
        time: fields.time,
        position: at,
        from: { food_item_id: old.food_item_id, qty: old.quantity },
        to: { food_item_id: swapped.id, qty: swapped.qty, measure: swapped.measure_label },
      },
    });
    return { mealId: id, from: old.label, to: food?.name ?? '' };
  });
}

/** Deletes a meal; one of a plan the viewer may not open answers like a missing one. Answers its plan. */
export async function removeMeal(db: Db, viewer: Viewer & UserRef, mealId: number): Promise<PlanRow> {
  const meal = await findMeal(db, mealId);
  if (!meal) throw mealNotFound();
  const { plan } = await planFor(db, viewer, meal.planId).catch(() => {
    throw mealNotFound();
  });
  await inTransaction(db, async (tx) => {
    await removeMealIn(tx, viewer, plan.id, meal.id);
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
  /** The version's summary; left out when the core's writer keeps the version (delete a day). */
  summary?: string,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    // A day change is a plan write: it keeps a version too (decision 301).
    if (summary) await recordVersion(tx, user.id, plan.id, summary);
    const { result, changes } = await write(tx);
    await writeAudit(tx, { userId: user.id, action, entity: 'plan', entityId: plan.id, changes });
    return result;
  });
}

/** Adds the next day column, up to MAX_PLAN_DAYS. Answers its number. */
export function addDayToPlan(db: Db, user: UserRef, plan: PlanRow): Promise<number> {
  return dayChange(
    db,
    user,
    plan,
    'add_day',
    async (tx) => {
      const days = await loadDays(tx, plan.id);
      if ((days.at(-1)?.day ?? 0) >= MAX_PLAN_DAYS) throw new AppError(422, PLAN_MESSAGES.tooManyDays);
      const day = await addDay(tx, plan.id);
      return { result: day, changes: { day } };
    },
    'Added a day',
  );
}

/** Names a day (its description). */
export function nameDay(db: Db, user: UserRef, plan: PlanRow, day: number, description: string) {
  return dayChange(
    db,
    user,
    plan,
    'name_day',
    async (tx) => {
      const before = (await loadDays(tx, plan.id)).find((d) => d.day === day)?.dayDescr ?? null;
      await setDayDescription(tx, plan.id, day, description);
      return { result: undefined, changes: { day, description: { from: before, to: description } } };
    },
    `Named day ${day}: ${description}`,
  );
}

/**
 * Deletes a day column and its meals; the later days move up, all or nothing, refused (409) when
 * that would put a food on a day its client may not have it (plans/core `deleteDayIn`).
 */
export function removeDay(db: Db, user: UserRef & Viewer, plan: PlanRow, day: number): Promise<void> {
  return dayChange(db, user, plan, 'delete_day', async (tx) => {
    await deleteDayIn(tx, user, plan.id, day);
    return { result: undefined, changes: { day } };
  });
}
