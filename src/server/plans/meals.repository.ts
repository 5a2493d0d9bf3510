import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { foodItems, mealItems, meals, planDays, plans } from '../db/schema/index';
import { notFound } from '../lib/errors';

export type MealItemInput = {
  id: number;
  qty: number;
  ref_id?: number | null;
  override_reason?: string | null;
  /** A household measure of the food and how many (issue 27); qty = count × its grams. */
  measure_label?: string | null;
  measure_count?: number | null;
};
export type MealFields = { day: number; time: string; hypotheticalTime: string; description: string | null };
/** A meal to write: `mealId` set = that meal edited in place (it may change slot). */
export type MealToSave = { mealId?: number; fields: MealFields; items: MealItemInput[] };
/** A meal as it is stored: what a snapshot keeps and the meal-save path takes back. */
export type StoredMeal = { mealId: number; fields: MealFields; items: MealItemInput[] };

/**
 * Locks the plan's row until the transaction ends, so the meal writes of one plan run one after
 * another: a day's version read inside the transaction stays true until it commits.
 */
export async function lockPlan(tx: Db, planId: number): Promise<void> {
  await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('update');
}

/** The meals of these days with their items in order (ref_id = the main item's food id). */
export async function storedMeals(db: Db, planId: number, days: number[]): Promise<StoredMeal[]> {
  if (!days.length) return [];
  const list = await db
    .select({
      mealId: meals.id,
      day: meals.day,
      time: meals.time,
      hypotheticalTime: meals.hypotheticalTime,
      description: meals.description,
      itemId: mealItems.id,
      foodId: mealItems.foodItemId,
      qty: mealItems.quantity,
      refItemId: mealItems.refItemId,
      measureLabel: mealItems.measureLabel,
      measureCount: mealItems.measureCount,
      overrideReason: mealItems.overrideReason,
    })
    .from(meals)
    .leftJoin(mealItems, eq(mealItems.mealId, meals.id))
    .where(and(eq(meals.planId, planId), inArray(meals.day, days)))
    .orderBy(asc(meals.day), asc(meals.time), asc(mealItems.sortOrder), asc(mealItems.id));
  const foodOfItem = new Map(list.map((r) => [r.itemId, r.foodId]));
  const byMeal = new Map<number, StoredMeal>();
  for (const r of list) {
    let meal = byMeal.get(r.mealId);
    if (!meal) {
      const { day, time, hypotheticalTime, description } = r;
      meal = { mealId: r.mealId, fields: { day, time, hypotheticalTime, description }, items: [] };
      byMeal.set(r.mealId, meal);
    }
    if (r.foodId === null || r.qty === null) continue;
    const ref = r.refItemId === null ? null : (foodOfItem.get(r.refItemId) ?? null);
    meal.items.push({
      id: r.foodId,
      qty: r.qty,
      ref_id: ref,
      measure_label: r.measureLabel,
      measure_count: r.measureCount,
      override_reason: r.overrideReason,
    });
  }
  return [...byMeal.values()];
}

/**
 * Each day's version: a hash of its meals as stored (ids, times, timings, descriptions, items in
 * order). Any write to a day's meals, by whatever path, changes it (decision 150).
 */
export async function dayVersions(db: Db, planId: number, days: number[]): Promise<Record<string, string>> {
  const stored = await storedMeals(db, planId, days);
  return Object.fromEntries(
    days.map((day) => {
      const ofDay = stored.filter((m) => m.fields.day === day);
      return [String(day), createHash('sha256').update(JSON.stringify(ofDay)).digest('base64url')];
    }),
  );
}

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
 * planner asks the SPEC §5 question before sending. With mealId the meal is edited in place
 * (it may move to another slot) and its items replaced.
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

export async function findMeal(db: Db, mealId: number) {
  const [meal] = await db.select().from(meals).where(eq(meals.id, mealId));
  return meal;
}

/** An active food (or dish version) as a swap needs it: name and household measures. */
export async function foodToSwapIn(db: Db, foodId: number) {
  const [food] = await db
    .select({ id: foodItems.id, name: foodItems.name, measures: foodItems.measures })
    .from(foodItems)
    .where(and(eq(foodItems.id, foodId), eq(foodItems.isActive, true)));
  return food;
}

export async function deleteMeal(db: Db, mealId: number) {
  await db.delete(meals).where(eq(meals.id, mealId));
}

/** The days among `days` whose `time` slot holds a meal other than `exceptMealId`. */
export async function occupiedDays(
  db: Db,
  planId: number,
  time: string,
  days: number[],
  exceptMealId?: number,
): Promise<number[]> {
  if (!days.length) return [];
  const found = await db
    .selectDistinct({ day: meals.day })
    .from(meals)
    .where(
      and(
        eq(meals.planId, planId),
        eq(meals.time, time),
        inArray(meals.day, days),
        exceptMealId ? ne(meals.id, exceptMealId) : undefined,
      ),
    );
  return found.map((r) => r.day).sort((a, b) => a - b);
}

export async function dayHasMeals(db: Db, planId: number, day: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meals.id })
    .from(meals)
    .where(and(eq(meals.planId, planId), eq(meals.day, day)))
    .limit(1);
  return Boolean(row);
}

export async function setDayDescription(db: Db, planId: number, day: number, description: string) {
  await db
    .insert(planDays)
    .values({ planId, day, dayDescription: description })
    .onConflictDoUpdate({ target: [planDays.planId, planDays.day], set: { dayDescription: description } });
}

/** Adds the next day column after the last one; answers its number. */
export async function addDay(db: Db, planId: number): Promise<number> {
  const result = await db.execute(sql`
    select greatest(
      coalesce((select max(day) from plan_days where plan_id = ${planId}), 0),
      coalesce((select max(day) from meals where plan_id = ${planId}), 0)) + 1 as next`);
  const next = Number(rows<{ next: number }>(result)[0]?.next ?? 1);
  await db.insert(planDays).values({ planId, day: next }).onConflictDoNothing();
  return next;
}

/**
 * Deletes a day column and its meals; the later days move up one so the columns stay
 * contiguous. The shift goes through negative numbers because PostgreSQL checks the unique
 * (plan, day, time) row by row during an UPDATE.
 */
export async function deleteDay(tx: Db, planId: number, day: number): Promise<void> {
  await tx.delete(meals).where(and(eq(meals.planId, planId), eq(meals.day, day)));
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
