import { asc, eq, sql } from 'drizzle-orm';
import type { HouseholdMeasure } from '../../shared/dishes';
import type { FoodFacts } from '../../shared/food-facts';
import { MICRONUTRIENT_KEYS, type Micronutrients } from '../../shared/micronutrients';
import { isFoodConflict, itemValue } from '../../shared/nutrition';
import { calendarOf, type PlanCalendar, weekdayOfPlanDay } from '../../shared/plan-calendar';
import type {
  DayDescription,
  DayFormat,
  PlanDetails,
  Workspace,
  WorkspaceItem,
  WorkspaceMeal,
  WorkspacePackage,
} from '../../shared/plans';
import type { Restrictions } from '../../shared/restrictions';
import { tagsOf } from '../../shared/restrictions';
import { reasonsNotToServe } from '../../shared/serving';
import type { PackageRow, PlanRow } from '../auth/policy';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { planDays, planLabels, planRecipes, planSupplements } from '../db/schema/index';
import { restrictionsOfClient } from '../restrictions/index';
import type { MealItemInput } from './meals.repository';
import { workspaceConditions } from './workspace-conditions';

/** Grid order of a time: the planner's day runs 04:00 … 03:45, so 00:00–03:45 come last. */
export const slotKey = (time: string) => (time < '04:00' ? `2${time}` : `1${time}`);

export function toPackage(pkg: PackageRow): WorkspacePackage {
  return {
    id: pkg.id,
    category: pkg.category,
    sub_category: pkg.subCategory,
    client_id: pkg.clientId,
    client_name: pkg.clientFirstName,
    last_name: pkg.clientLastName,
    dietitian_id: pkg.dietitianId,
    food_preferences: pkg.clientFoodPreferences,
  };
}

export function toPlanDetails(plan: PlanRow, pkg: PackageRow, tags: string[]): PlanDetails {
  return {
    id: plan.id,
    package_id: plan.packageId,
    description: plan.description,
    start_date: plan.startDate,
    end_date: plan.endDate,
    day_format: plan.dayFormat as DayFormat,
    note: plan.note,
    created_at: plan.createdAt.toISOString(),
    tags,
    category: plan.category,
    sub_category: plan.subCategory,
    food_preferences: plan.foodPreferences,
    max_calories: plan.maxCalories,
    client_name: pkg.clientFirstName,
    last_name: pkg.clientLastName,
    contact_email: pkg.clientEmail,
  };
}

/** The plan's own preference wins; otherwise the client's. */
export const preferenceOf = (plan: PlanRow, pkg: PackageRow) =>
  plan.foodPreferences || pkg.clientFoodPreferences;

/**
 * One row per item (or per empty meal): [meal_id, day, time, hypothetical_time, description,
 * item id, food_item_id, quantity, sort_order, ref food id, item label, food name, food_group,
 * uom, food quantity, calories, carbohydrate, protein, fat, fibre, energy note, then the ten
 * micronutrients in MICRONUTRIENT_KEYS order].
 */
type ItemTuple = [
  number,
  number,
  string,
  string,
  string | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  ...(number | null)[],
];

/** The micronutrient columns, in MICRONUTRIENT_KEYS order (their names are the keys). */
const MICRO_COLUMNS = sql.raw(MICRONUTRIENT_KEYS.map((k) => `f.${k}`).join(', '));
const MICRO_FROM = 21;
/** After the micronutrients: the item's override reason, then the food's tags (issue 26). */
const TAGS_AT = MICRO_FROM + MICRONUTRIENT_KEYS.length + 1;
/** Then the item's household measure and count, and the food's measures (issue 27). */
const MEASURE_AT = TAGS_AT + 1;
/** Then the food's sodium (mg for its quantity), which the grid's day totals show (issue 33). */
const SODIUM_AT = MEASURE_AT + 3;
/** The food's facts (shared/food-facts.ts, decision 292): what the condition rules read. */
const FACTS_AT = SODIUM_AT + 1;

/**
 * Every meal of the plan (or of one meal) with its items and their values, in grid order.
 * PostgreSQL packs the rows into one JSON array: decoding 840 rows × 20 columns one value at a
 * time costs PGlite several times more than one JSON.parse.
 */
export async function loadMeals(
  db: Db,
  planId: number,
  preference: string | null,
  onlyMealId?: number,
): Promise<WorkspaceMeal[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(m.id, m.day, m.time, m.hypothetical_time, m.description,
      mi.id, mi.food_item_id, mi.quantity, mi.sort_order, ref.food_item_id, mi.label, f.name, f.food_group,
      f.uom, f.quantity, f.calories, f.carbohydrate, f.protein, f.fat, f.fibre, f.energy_note, ${MICRO_COLUMNS},
      mi.override_reason, f.tags, mi.measure_label, mi.measure_count, f.measures, f.sodium_mg, f.facts)
      order by m.day, m.time, mi.sort_order, mi.id)::text, '[]') as list
    from meals m
    left join meal_items mi on mi.meal_id = m.id
    left join meal_items ref on ref.id = mi.ref_item_id
    left join food_items f on f.id = mi.food_item_id
    where m.plan_id = ${planId} ${onlyMealId ? sql`and m.id = ${onlyMealId}` : sql``}`);
  const tuples = JSON.parse(rows<{ list: string }>(result)[0]?.list ?? '[]') as ItemTuple[];
  const byMeal = new Map<number, WorkspaceMeal>();
  for (const r of tuples) {
    const [
      mealId,
      day,
      time,
      timing,
      description,
      itemId,
      foodId,
      qty,
      order,
      refFoodId,
      itemLabel,
      name,
      group,
    ] = r;
    let meal = byMeal.get(mealId);
    if (!meal) {
      const [hh, mm] = time.split(':');
      meal = { meal_id: mealId, day, time: { hh, mm }, hypothetical_time: timing, description, items: [] };
      byMeal.set(mealId, meal);
    }
    if (itemId === null || foodId === null) continue;
    const food = {
      quantity: Number(r[14]),
      uom: r[13] ?? 'g',
      calories: Number(r[15]),
      carbohydrate: Number(r[16]),
      protein: Number(r[17]),
      fat: Number(r[18]),
      fibre: Number(r[19]),
      energy_note: r[20] as string | null,
      micronutrients: Object.fromEntries(
        MICRONUTRIENT_KEYS.map((k, i) => {
          const v = r[MICRO_FROM + i];
          return [k, v === null || v === undefined ? null : Number(v)];
        }),
      ) as Micronutrients,
      sodium_mg: r[SODIUM_AT] === null || r[SODIUM_AT] === undefined ? null : Number(r[SODIUM_AT]),
    };
    const tags = (r[TAGS_AT] as unknown as string[] | null) ?? null;
    const item: WorkspaceItem = {
      id: itemId,
      food_item_id: foodId,
      label: itemLabel || name || '',
      quantity: Number(qty),
      ref_id: refFoodId,
      order: order ?? 0,
      is_conflict: isFoodConflict(preference, group, name, tagsOf({ name: name ?? '', group, tags })),
      food_group: group,
      tags,
      facts: (r[FACTS_AT] as unknown as FoodFacts | null) ?? null,
      override_reason: (r[TAGS_AT - 1] as unknown as string | null) ?? null,
      measure_label: (r[MEASURE_AT] as unknown as string | null) ?? null,
      measure_count: (r[MEASURE_AT + 1] as number | null) ?? null,
      measures: (r[MEASURE_AT + 2] as unknown as HouseholdMeasure[] | null) ?? null,
      value: itemValue(food, Number(qty)),
      food,
    };
    meal.items.push(item);
  }
  return [...byMeal.values()].sort(
    (a, b) =>
      a.day - b.day ||
      slotKey(`${a.time.hh}:${a.time.mm}`).localeCompare(slotKey(`${b.time.hh}:${b.time.mm}`)),
  );
}

/** A loaded item as the meal-save path takes it back (copy, move, repeat): food, grams, link, measure. */
export const itemInput = (item: WorkspaceItem): MealItemInput => ({
  id: item.food_item_id,
  qty: item.quantity,
  ref_id: item.ref_id,
  override_reason: item.override_reason,
  measure_label: item.measure_label ?? null,
  measure_count: item.measure_count ?? null,
});

/** Day columns: the saved day rows plus any day that has meals, in order. */
export async function loadDays(db: Db, planId: number): Promise<DayDescription[]> {
  const result = await db.execute(sql`
    select d.day, max(d.descr) as descr from (
      select day, day_description as descr from plan_days where plan_id = ${planId}
      union all
      select distinct day, null from meals where plan_id = ${planId}
    ) d group by d.day order by d.day`);
  return rows<{ day: number; descr: string | null }>(result).map((r) => ({
    day: Number(r.day),
    dayDescr: r.descr,
  }));
}

export async function loadLabels(db: Db, planId: number): Promise<string[]> {
  const list = await db
    .select({ label: planLabels.label })
    .from(planLabels)
    .where(eq(planLabels.planId, planId))
    .orderBy(asc(planLabels.label));
  return list.map((r) => r.label);
}

export async function loadSupplements(db: Db, planId: number) {
  return db
    .select({
      id: planSupplements.id,
      name: planSupplements.name,
      link: planSupplements.link,
      dosage: planSupplements.dosage,
    })
    .from(planSupplements)
    .where(eq(planSupplements.planId, planId))
    .orderBy(asc(planSupplements.id));
}

export async function loadRecipes(db: Db, planId: number) {
  return db
    .select({
      name: planRecipes.name,
      link: planRecipes.link,
      meal: planRecipes.meal,
      dish_type: planRecipes.dishType,
    })
    .from(planRecipes)
    .where(eq(planRecipes.planId, planId))
    .orderBy(asc(planRecipes.id));
}

/** The whole workspace of GET /api/v1/diet/plan/meals. */
/** Marks each item the client may not be served on its day and that carries no override (shared/serving.ts). */
function markNotServed(meals: WorkspaceMeal[], rules: Restrictions, calendar: PlanCalendar): void {
  for (const meal of meals) {
    const weekday = weekdayOfPlanDay(calendar, meal.day);
    for (const item of meal.items) {
      if (item.override_reason) continue;
      const reasons = reasonsNotToServe(
        { name: item.label, group: item.food_group, tags: item.tags ?? null, facts: item.facts },
        rules,
        weekday,
      );
      if (reasons.length) item.not_served = reasons;
    }
  }
}

export async function loadWorkspace(db: Db, plan: PlanRow, pkg: PackageRow): Promise<Workspace> {
  const preference = preferenceOf(plan, pkg);
  const meals = await loadMeals(db, plan.id, preference);
  const days = await loadDays(db, plan.id);
  const labels = await loadLabels(db, plan.id);
  const recipes = await loadRecipes(db, plan.id);
  const supplements = await loadSupplements(db, plan.id);
  const rules = (await restrictionsOfClient(db, pkg.clientId)).effective;
  const calendar = calendarOf(plan, pkg);
  markNotServed(meals, rules, calendar);
  return {
    plan: toPlanDetails(plan, pkg, labels),
    empty_times_shown: plan.emptyTimesShown,
    days,
    meals,
    labels,
    recipes,
    supplements,
    package: toPackage(pkg),
    food_preference: preference,
    restrictions: rules,
    calendar,
    total_meal_count: meals.length,
    ...(await workspaceConditions(db, pkg.clientId, rules, meals)),
  };
}

export async function countMeals(db: Db, planId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from meals where plan_id = ${planId}`);
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

/** Makes sure the day column exists (a meal saved into a new day creates it). */
export async function ensureDay(db: Db, planId: number, day: number, description?: string) {
  await db
    .insert(planDays)
    .values({ planId, day, dayDescription: description ?? null })
    .onConflictDoUpdate({
      target: [planDays.planId, planDays.day],
      set: description ? { dayDescription: description } : { day },
    });
}
