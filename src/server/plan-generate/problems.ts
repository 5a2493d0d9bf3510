import { isFoodConflict } from '../../shared/nutrition';
import type { PlanTargets } from '../../shared/plan-targets';
import type { MealTiming, WorkspaceMeal } from '../../shared/plans';
import { isAvoided } from './avoid';
import { floorsOf, MACRO_KEYS, NUTRIENT_KEYS, type NutrientKey } from './model';
import type { FoodRow } from './plan-generate.repository';
import { boundsFor, ROLE_FOODS, rolesFor, STAPLES } from './portions';
import type { JobDay, JobSlot } from './solve-plan';

/**
 * Turns a plan's day into solver input (pure). Fill to targets: each main item of the day is a slot
 * with one food; an item the rules have no bounds for (spices, a practice's own units) stays as it
 * is and its nutrients are taken off the targets. Alternatives never count (as in the day totals).
 */
export type FixedItem = { meal: number; index: number; food: FoodRow; quantity: number };
export type FillDay = {
  job: JobDay;
  meals: WorkspaceMeal[];
  slotItems: { meal: number; index: number }[];
  fixed: FixedItem[];
};

export function fillDay(
  day: number,
  meals: WorkspaceMeal[],
  foods: Map<number, FoodRow>,
  targets: PlanTargets,
): FillDay {
  const slots: JobSlot[] = [];
  const slotItems: { meal: number; index: number }[] = [];
  const fixed: FixedItem[] = [];
  meals.forEach((meal, m) => {
    meal.items.forEach((item, index) => {
      if (item.ref_id !== null) return;
      const food = foods.get(item.food_item_id);
      if (!food) return;
      const bounds = food.uom === 'g' ? boundsFor(food.group, food.name, item.quantity) : null;
      if (!bounds) {
        fixed.push({ meal: m, index, food, quantity: item.quantity });
        return;
      }
      slots.push({ meal: m, role: food.group ?? '', candidates: [{ food, ...bounds, staple: true }] });
      slotItems.push({ meal: m, index });
    });
  });
  const fixedTotals = amountsOf(fixed.map((f) => ({ food: f.food, grams: f.quantity })));
  return { job: { day, slots, targets: lessFixed(targets, fixedTotals) }, meals, slotItems, fixed };
}

/** Targets minus what the fixed items already bring. */
function lessFixed(targets: PlanTargets, fixed: Record<NutrientKey, number>): PlanTargets {
  const out: PlanTargets = { ...targets, micronutrient_floors: { ...targets.micronutrient_floors } };
  for (const key of MACRO_KEYS) if (out[key] !== null) out[key] = (out[key] as number) - fixed[key];
  for (const [key, floor] of floorsOf(targets)) {
    const rest = Math.max(0, floor - fixed[key]);
    if (key === 'fibre_g') out.fibre_g = rest || null;
    else out.micronutrient_floors[key] = rest;
  }
  return out;
}

export function amountsOf(
  items: { food: FoodRow | { perGram: Record<NutrientKey, number> }; grams: number }[],
) {
  const totals = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Record<NutrientKey, number>;
  for (const item of items)
    for (const key of NUTRIENT_KEYS) totals[key] += item.food.perGram[key] * item.grams;
  return totals;
}

/**
 * Generate: the meals of the category's mandatory timings, each made of the roles of its type
 * (portions.ts); every candidate passes the food preference (the same rule as food search's
 * is_conflict) and the avoid list.
 */
export type GenMeal = { timing: string; time: string };
export type GenDay = { job: JobDay; meals: GenMeal[] };

const SPARE_TIMES = ['05:00', '10:30', '15:00', '17:30', '20:30', '21:30', '23:00'];

export function mealsOf(timings: MealTiming[]): GenMeal[] {
  const used = new Set<string>();
  const meals: GenMeal[] = [];
  for (const t of timings.filter((x) => x.mandatory)) {
    const time =
      t.default_time && !used.has(t.default_time) ? t.default_time : SPARE_TIMES.find((s) => !used.has(s));
    if (!time) continue;
    used.add(time);
    meals.push({ timing: t.meal_type, time });
  }
  return meals.sort((a, b) => slot(a.time).localeCompare(slot(b.time)));
}
const slot = (time: string) => (time < '04:00' ? `2${time}` : `1${time}`);

export function allowedFoods(
  foods: Map<string, FoodRow>,
  preference: string | null,
  avoid: string[],
): Map<string, FoodRow> {
  return new Map(
    [...foods].filter(
      ([, f]) => !isFoodConflict(preference, f.group, f.name) && !isAvoided(avoid, f.name, f.localName),
    ),
  );
}

export function generateDay(
  day: number,
  meals: GenMeal[],
  foods: Map<string, FoodRow>,
  targets: PlanTargets,
): GenDay {
  const slots: JobSlot[] = [];
  meals.forEach((meal, m) => {
    for (const role of rolesFor(meal.timing)) {
      const candidates = ROLE_FOODS[role].flatMap((code) => {
        const food = foods.get(code);
        const bounds = food && boundsFor(food.group, food.name);
        return food && bounds ? [{ food, ...bounds, staple: STAPLES.has(code) }] : [];
      });
      if (candidates.length) slots.push({ meal: m, role, candidates });
    }
  });
  return { job: { day, slots, targets }, meals };
}
