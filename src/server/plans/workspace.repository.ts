import { asc, eq, sql } from 'drizzle-orm';
import { isFoodConflict, itemValue } from '../../shared/nutrition';
import type {
  DayDescription,
  DayFormat,
  PlanDetails,
  Workspace,
  WorkspaceItem,
  WorkspaceMeal,
  WorkspacePackage,
} from '../../shared/plans';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { planDays, planLabels, planRecipes, planSupplements } from '../db/schema/index';
import type { PackageRow, PlanRow } from './access';

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

type ItemRow = {
  id: number;
  meal_id: number;
  day: number;
  time: string;
  hypothetical_time: string;
  description: string | null;
  food_item_id: number | null;
  quantity: number | null;
  sort_order: number | null;
  ref_food_id: number | null;
  item_label: string | null;
  name: string | null;
  food_group: string | null;
  uom: string | null;
  food_quantity: number | null;
  calories: number | null;
  carbohydrate: number | null;
  protein: number | null;
  fat: number | null;
  fibre: number | null;
};

/**
 * Every meal of the plan (or of one meal) with its items and their values, in grid order.
 * One query with a left join, so a plan of 840 items costs one round trip.
 */
export async function loadMeals(
  db: Db,
  planId: number,
  preference: string | null,
  onlyMealId?: number,
): Promise<WorkspaceMeal[]> {
  const result = await db.execute(sql`
    select m.id as meal_id, m.day, m.time, m.hypothetical_time, m.description,
      mi.id, mi.food_item_id, mi.quantity, mi.sort_order, ref.food_item_id as ref_food_id,
      mi.label as item_label, f.name, f.food_group, f.uom, f.quantity as food_quantity,
      f.calories, f.carbohydrate, f.protein, f.fat, f.fibre
    from meals m
    left join meal_items mi on mi.meal_id = m.id
    left join meal_items ref on ref.id = mi.ref_item_id
    left join food_items f on f.id = mi.food_item_id
    where m.plan_id = ${planId} ${onlyMealId ? sql`and m.id = ${onlyMealId}` : sql``}
    order by m.day, m.time, mi.sort_order, mi.id`);
  const byMeal = new Map<number, WorkspaceMeal>();
  for (const r of rows<ItemRow>(result)) {
    let meal = byMeal.get(r.meal_id);
    if (!meal) {
      const [hh, mm] = r.time.split(':');
      meal = {
        meal_id: r.meal_id,
        day: r.day,
        time: { hh, mm },
        hypothetical_time: r.hypothetical_time,
        description: r.description,
        items: [],
      };
      byMeal.set(r.meal_id, meal);
    }
    if (r.id === null || r.food_item_id === null) continue;
    const food = {
      quantity: Number(r.food_quantity),
      uom: r.uom ?? 'g',
      calories: Number(r.calories),
      carbohydrate: Number(r.carbohydrate),
      protein: Number(r.protein),
      fat: Number(r.fat),
      fibre: Number(r.fibre),
    };
    const item: WorkspaceItem = {
      id: r.id,
      food_item_id: r.food_item_id,
      label: r.item_label || r.name || '',
      quantity: Number(r.quantity),
      ref_id: r.ref_food_id,
      order: r.sort_order ?? 0,
      is_conflict: isFoodConflict(preference, r.food_group, r.name),
      food_group: r.food_group,
      value: itemValue(food, Number(r.quantity)),
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
export async function loadWorkspace(db: Db, plan: PlanRow, pkg: PackageRow): Promise<Workspace> {
  const preference = preferenceOf(plan, pkg);
  const meals = await loadMeals(db, plan.id, preference);
  const days = await loadDays(db, plan.id);
  const labels = await loadLabels(db, plan.id);
  const recipes = await loadRecipes(db, plan.id);
  const supplements = await loadSupplements(db, plan.id);
  return {
    plan: toPlanDetails(plan, pkg, labels),
    days,
    meals,
    labels,
    recipes,
    supplements,
    package: toPackage(pkg),
    food_preference: preference,
    total_meal_count: meals.length,
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
