import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { foodItems, mealItems, meals, planDays, plans } from '../db/schema/index';

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
  return storedMealsWhere(db, and(eq(meals.planId, planId), inArray(meals.day, days)));
}

/** Every meal of the plan after `day` (all of them for 0), as `storedMeals`. */
export function storedMealsAfter(db: Db, planId: number, day: number): Promise<StoredMeal[]> {
  return storedMealsWhere(db, and(eq(meals.planId, planId), gt(meals.day, day)));
}

async function storedMealsWhere(db: Db, where: SQL | undefined): Promise<StoredMeal[]> {
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
    .where(where)
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
