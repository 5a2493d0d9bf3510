import { measureStepGrams } from '../../../shared/measures';
import { isFoodConflict } from '../../../shared/nutrition';
import type { PlanTargets } from '../../../shared/plan-targets';
import type { MealTiming, WorkspaceMeal } from '../../../shared/plans';
import { tagsOf } from '../../../shared/restrictions';
import type { FoodRow } from '../persistence/plan-generate.repository';
import { isAvoided } from '../rules/avoid';
import { upperLimitsOf } from '../rules/limits';
import { type DayLimits, floorsOf, MACRO_KEYS, NUTRIENT_KEYS, type NutrientKey } from '../solver/model';
import type { JobDay, JobSlot } from '../solver/solve-plan';
import {
  boundsFor,
  EARLY_MEAL_NOTE,
  FIRST_FOOD_TIME,
  MAX_FATS_A_DAY,
  ROLE_FOODS,
  rolesFor,
  STAPLES,
} from './portions';

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

/** A meal item in a household measure: its grams a measure (Fill steps pieces whole, the rest in halves). */
export type FillMeasure = { label: string; grams: number; unit?: string | null };

export function fillDay(
  day: number,
  meals: WorkspaceMeal[],
  foods: Map<number, FoodRow>,
  targets: PlanTargets,
  measureOf: (itemId: number) => FillMeasure | undefined = () => undefined,
): FillDay {
  const slots: JobSlot[] = [];
  const slotItems: { meal: number; index: number }[] = [];
  const fixed: FixedItem[] = [];
  meals.forEach((meal, m) => {
    meal.items.forEach((item, index) => {
      if (item.ref_id !== null) return;
      const food = foods.get(item.food_item_id);
      if (!food) return;
      const measure = measureOf(item.id);
      if (measure) {
        // Steps of the measure (whole pieces, half katori), one step to 3 measures (or more when
        // the nutritionist wrote more).
        const step = measureStepGrams(measure);
        const usual = Math.max(1, Math.round(item.quantity / step)) * step;
        slots.push({
          meal: m,
          role: food.group ?? '',
          candidates: [
            { food, min: step, max: Math.max(3 * measure.grams, usual), usual, step, staple: true },
          ],
        });
        slotItems.push({ meal: m, index });
        return;
      }
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
  return {
    job: {
      day,
      slots,
      targets: lessFixed(targets, fixedTotals),
      limits: limitsOf(targets, fixedTotals),
    },
    meals,
    slotItems,
    fixed,
  };
}

/** The day's ceilings (limits.ts), less what fixed items already bring. */
export function limitsOf(targets: PlanTargets, fixed?: Record<NutrientKey, number>): DayLimits {
  const limits = upperLimitsOf(targets);
  return {
    nutrients: limits.nutrients.map(({ key, max }) => ({ key, max: Math.max(0, max - (fixed?.[key] ?? 0)) })),
    fatShare:
      limits.fatSharePercent === null
        ? null
        : {
            percent: limits.fatSharePercent,
            offset: fixed ? (limits.fatSharePercent / 100) * fixed.energy_kcal - 9 * fixed.fat_g : 0,
          },
  };
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
 * Generate: the meals of the category's mandatory timings, at the client's own times from the
 * questionnaire's dietary recall when it has that meal (else the category's), each made of the
 * roles of its type (portions.ts); every candidate passes the food preference (the same rule as
 * food search's is_conflict) and the avoid list. A meal before 06:00 is water or tea/coffee only:
 * it keeps its place in the day with a note and no foods (issue 26).
 */
export type GenMeal = { timing: string; time: string; note: string | null };
export type GenDay = { job: JobDay; meals: GenMeal[] };

const SPARE_TIMES = ['10:30', '15:00', '17:30', '20:30', '21:30', '23:00', '06:30'];

/** Recall rows: the meal type and its time (HH:mm); the earliest row of a type wins. */
export type RecallTime = { meal_type: string; time: string };

export function mealsOf(timings: MealTiming[], recall: RecallTime[] = []): GenMeal[] {
  const own = new Map<string, string>();
  for (const r of [...recall].sort((a, b) => a.time.localeCompare(b.time))) {
    const key = r.meal_type.trim().toLowerCase();
    if (!own.has(key)) own.set(key, r.time.slice(0, 5));
  }
  const used = new Set<string>();
  const meals: GenMeal[] = [];
  for (const t of timings.filter((x) => x.mandatory)) {
    const wanted = own.get(t.meal_type.trim().toLowerCase()) ?? t.default_time;
    const time = wanted && !used.has(wanted) ? wanted : SPARE_TIMES.find((s) => !used.has(s));
    if (!time) continue;
    used.add(time);
    meals.push({ timing: t.meal_type, time, note: time < FIRST_FOOD_TIME ? EARLY_MEAL_NOTE : null });
  }
  return meals.sort((a, b) => slot(a.time).localeCompare(slot(b.time)));
}
// The planner's day runs from 04:00; a meal after midnight ends the day.
const slot = (time: string) => (time < '04:00' ? `2${time}` : `1${time}`);

export function allowedFoods(
  foods: Map<string, FoodRow>,
  preference: string | null,
  avoid: string[],
): Map<string, FoodRow> {
  return new Map(
    [...foods].filter(
      ([, f]) =>
        !isFoodConflict(preference, f.group, f.name, tagsOf(f)) && !isAvoided(avoid, f.name, f.localName),
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
    if (meal.note) return;
    for (const role of rolesFor(meal.timing)) {
      // The day cooks with the first two allowed fats of the list; every meal takes one of them.
      const codes =
        role === 'fat'
          ? ROLE_FOODS.fat.filter((c) => foods.has(c)).slice(0, MAX_FATS_A_DAY)
          : ROLE_FOODS[role];
      const candidates = codes.flatMap((code) => {
        const food = foods.get(code);
        const bounds = food && boundsFor(food.group, food.name);
        return food && bounds ? [{ food, ...bounds, staple: STAPLES.has(code) }] : [];
      });
      if (candidates.length) slots.push({ meal: m, role, candidates });
    }
  });
  return { job: { day, slots, targets, limits: limitsOf(targets) }, meals };
}
