/**
 * Each confirmed condition's checks on a day, in one line (issue 35): "Type 2 diabetes:
 * carbohydrate 54 % ✓ · added sugar 0 foods ✓ · fruit 1 serving ✓". Pure: the preview computes it
 * from the day's totals and items; the planner can from the grid's.
 */
import { conditionReasons } from './condition-foods';
import {
  ANAEMIA_FOOD_RULES,
  CKD_PROTEIN_PER_KG,
  carbBandOf,
  DIABETES_FOOD_RULES,
  isMainMeal,
  isTeaOrCoffee,
} from './condition-rules';
import { type ClientCondition, CONDITION_LABELS } from './conditions';
import type { FoodFacts } from './food-facts';

export type Item = {
  label: string;
  food_group: string | null;
  quantity: number;
  /** The food's facts (shared/food-facts.ts): what the food rules read, never the label. */
  facts?: FoodFacts | null;
};
/**
 * `meals`: each meal's items and figures, for the checks that are per meal (left out of the line
 * when absent: a line claims only what was checked).
 */
export type DayFacts = {
  totals: { energy_kcal?: number; carbohydrate_g?: number; sodium_mg?: number; protein_g?: number };
  items: Item[];
  meals?: { timing: string; carbohydrate_g: number; vitamin_c_mg: number; items: Item[] }[];
  sodiumMax: number;
  /** Foods of the day without a sodium value: the sodium is then a lower bound, never ✓. */
  sodiumUnknownFoods?: number;
  /** The client's latest weight, kg (CKD's protein per kg); null: not checked. */
  weightKg?: number | null;
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');
/**
 * A bound met as the solver's row and the local-search cost see it: the exact amount against the
 * row's figure (shared/nutrition-rules/), never the rounded words; 1e-6 absorbs the solver's float noise.
 */
const withinMax = (amount: number, max: number) => amount <= max + 1e-6;
const withinMin = (amount: number, min: number) => amount >= min - 1e-6;

export function conditionCheckLines(conditions: readonly ClientCondition[], day: DayFacts): string[] {
  const lines: string[] = [];
  const refusedBy = (c: ClientCondition) =>
    day.items.filter(
      (i) =>
        conditionReasons({ name: i.label, group: i.food_group, tags: null, facts: i.facts }, [c]).length > 0,
    ).length;
  for (const c of conditions) {
    const label = CONDITION_LABELS[c.kind];
    if (c.kind === 'type2_diabetes' || c.kind === 'prediabetes') {
      const band = carbBandOf([c])!;
      const kcal = day.totals.energy_kcal ?? 0;
      const share = kcal ? Math.round(((day.totals.carbohydrate_g ?? 0) * 400) / kcal) : 0;
      const sugar = refusedBy(c);
      const fruitGrams = day.items
        .filter((i) => (i.food_group ?? '').trim().toLowerCase() === 'fruits')
        .reduce((sum, i) => sum + i.quantity, 0);
      const servings = Math.round((fruitGrams / DIABETES_FOOD_RULES.fruitServingGrams.value) * 10) / 10;
      // The mark reads the grams against the row's ceiling, as the solver's row and its cost do
      // (issue 52: 200.1 g showed "2 servings ✓" while the solver counted it over); the words round.
      const fruitOk = withinMax(
        fruitGrams,
        DIABETES_FOOD_RULES.fruitServingsMax.value * DIABETES_FOOD_RULES.fruitServingGrams.value,
      );
      lines.push(
        `${label}: carbohydrate ${share} % ${mark(share >= band.min && share <= band.max)} · added sugar ${sugar} food${sugar === 1 ? '' : 's'} ${mark(sugar === 0)} · fruit ${servings} serving${servings === 1 ? '' : 's'} ${mark(fruitOk)}${largestMealCarb(day)}`,
      );
    }
    if (c.kind === 'hypertension') {
      const sodium = Math.round(day.totals.sodium_mg ?? 0);
      const salted = refusedBy(c);
      const unknown = day.sodiumUnknownFoods ?? 0;
      // Under the ceiling with foods unmeasured is not a pass: the line says what was not checked.
      const sodiumMark =
        unknown && sodium <= day.sodiumMax
          ? `not checked: no data for ${unknown} food${unknown === 1 ? '' : 's'}`
          : mark(sodium <= day.sodiumMax);
      lines.push(
        `${label}: sodium ${unknown ? '≥ ' : ''}${sodium} mg of ${day.sodiumMax} ${sodiumMark} · pickles, papad, salted snacks ${salted} ${mark(salted === 0)}`,
      );
    }
    if (c.kind === 'anaemia' && day.meals) lines.push(`${label}: ${anaemiaChecks(day.meals)}`);
    if (c.kind === 'ckd') lines.push(`${label}: ${ckdChecks(c, day)}`);
    if (c.kind === 'soft_texture') {
      const hard = refusedBy(c);
      lines.push(`${label}: hard to chew ${hard} food${hard === 1 ? '' : 's'} ${mark(hard === 0)}`);
    }
  }
  return lines;
}

type Meals = NonNullable<DayFacts['meals']>;

/** Vitamin C in each main meal (iron's absorption) and tea or coffee kept out of them (decision 245). */
function anaemiaChecks(meals: Meals): string {
  const min = ANAEMIA_FOOD_RULES.mealVitaminCMin.value;
  const main = meals.filter((m) => isMainMeal(m.timing));
  const paired = main.filter((m) => m.vitamin_c_mg >= min).length;
  const tea = main.filter((m) => m.items.some((i) => isTeaOrCoffee(i.facts))).length;
  return `vitamin C ${min} mg or more in ${paired} of ${main.length} main meals ${mark(paired === main.length)} · tea or coffee with a main meal ${tea} ${mark(tea === 0)}`;
}

/** Protein per kg of the latest weight within KDIGO's band; potassium and phosphorus have no data. */
function ckdChecks(c: ClientCondition, day: DayFacts): string {
  const rule = CKD_PROTEIN_PER_KG[c.ckd_stage ?? '3-5'];
  const max = rule.max;
  const protein = day.weightKg
    ? (() => {
        const grams = day.totals.protein_g ?? 0;
        const perKg = Math.round((grams / day.weightKg) * 100) / 100;
        const ok = withinMin(grams, rule.min * day.weightKg) && withinMax(grams, max * day.weightKg);
        return `protein ${perKg} g/kg of ${rule.min}–${max} ${mark(ok)}`;
      })()
    : 'protein not checked: no weight';
  return `${protein} · potassium not checked: no data · phosphorus not checked: no data`;
}

/** " · largest meal 31 % of carbohydrate ✓" (DIABETES_FOOD_RULES.mealCarbShareMax), or nothing without meals. */
function largestMealCarb(day: DayFacts): string {
  const carbs = day.totals.carbohydrate_g ?? 0;
  if (!day.meals?.length || !carbs) return '';
  const largest = Math.max(...day.meals.map((m) => m.carbohydrate_g));
  const share = Math.round((largest * 100) / carbs);
  const ok = withinMax(largest, (DIABETES_FOOD_RULES.mealCarbShareMax.value / 100) * carbs);
  return ` · largest meal ${share} % of carbohydrate ${mark(ok)}`;
}
