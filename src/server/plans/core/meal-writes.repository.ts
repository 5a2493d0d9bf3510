/**
 * Every statement that writes the meals tables (meals, meal_items) and the day shift of a deleted
 * day (issue 50 point 2, decision 289). Only plans/core imports this module (the
 * dependency-cruiser rule `meal-writes-only-in-core`): a feature writes meals through
 * `meal-writes.ts`, where each write passes the gate or the re-dating check first.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealItems, meals, planDays } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { MealFields, MealItemInput } from '../meals.repository';

/** Deletes every meal of a day (its items go with them). */
export async function deleteDayMeals(tx: Db, planId: number, day: number): Promise<void> {
  await tx.delete(meals).where(and(eq(meals.planId, planId), eq(meals.day, day)));
}

/** Inserts the items in their order, then links each alternative to its main item's row. */
async function insertItems(tx: Db, mealId: number, items: MealItemInput[]): Promise<void> {
  const inserted = await tx
    .insert(mealItems)
    .values(
      items.map((item, order) => ({
        mealId,
        foodItemId: item.id,
        quantity: item.qty,
        sortOrder: order,
        overrideReason: item.override_reason?.trim() || null,
        measureLabel: item.measure_label || null,
        measureCount: item.measure_label ? (item.measure_count ?? null) : null,
      })),
    )
    .returning({ id: mealItems.id });
  const mainRowOfFood = new Map<number, number>();
  items.forEach((item, i) => {
    if (!item.ref_id && !mainRowOfFood.has(item.id)) mainRowOfFood.set(item.id, inserted[i].id);
  });
  for (const [i, item] of items.entries()) {
    if (!item.ref_id) continue;
    await tx
      .update(mealItems)
      .set({ refItemId: mainRowOfFood.get(item.ref_id) ?? null })
      .where(eq(mealItems.id, inserted[i].id));
  }
}

/**
 * Saves a meal into its slot. A meal already in that slot (another meal) is overwritten: the
 * writer has asked the overwrite question (or replaces by design). With mealId the meal is edited
 * in place (it may move to another slot) and its items replaced.
 */
export async function saveMeal(
  tx: Db,
  planId: number,
  mealId: number | undefined,
  fields: MealFields,
  items: MealItemInput[],
): Promise<number> {
  const slot = and(eq(meals.planId, planId), eq(meals.day, fields.day), eq(meals.time, fields.time));
  await tx.delete(meals).where(mealId ? and(slot, ne(meals.id, mealId)) : slot);
  let id = mealId;
  if (id) {
    // Scoped to the plan: a meal id of another plan is not found (the transaction rolls back).
    const updated = await tx
      .update(meals)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(meals.id, id), eq(meals.planId, planId)))
      .returning({ id: meals.id });
    if (!updated.length) throw notFound('Meal not found.');
    await tx.delete(mealItems).where(eq(mealItems.mealId, id));
  } else {
    const [row] = await tx
      .insert(meals)
      .values({ planId, ...fields })
      .returning({ id: meals.id });
    id = row.id;
  }
  await insertItems(tx, id, items);
  return id;
}

/** Deletes one meal of the plan (its items go with it). */
export async function deleteMealOfPlan(tx: Db, planId: number, mealId: number): Promise<void> {
  await tx.delete(meals).where(and(eq(meals.id, mealId), eq(meals.planId, planId)));
}

/**
 * Deletes a day column and its meals; the later days move up one so the columns stay
 * contiguous. The shift goes through negative numbers because PostgreSQL checks the unique
 * (plan, day, time) row by row during an UPDATE.
 */
export async function deleteDayAndShift(tx: Db, planId: number, day: number): Promise<void> {
  await deleteDayMeals(tx, planId, day);
  await tx.delete(planDays).where(and(eq(planDays.planId, planId), eq(planDays.day, day)));
  for (const table of [meals, planDays]) {
    await tx
      .update(table)
      .set({ day: sql`-(${table.day} - 1)` })
      .where(and(eq(table.planId, planId), sql`${table.day} > ${day}`));
    await tx
      .update(table)
      .set({ day: sql`-${table.day}` })
      .where(and(eq(table.planId, planId), sql`${table.day} < 0`));
  }
}
