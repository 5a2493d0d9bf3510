/**
 * Each confirmed condition's checks on a day, in one line (issue 35): "Type 2 diabetes:
 * carbohydrate 54 % ✓ · added sugar 0 foods ✓ · fruit 1 serving ✓". Pure: the preview computes it
 * from the day's totals and items; the planner can from the grid's.
 */
import { conditionReasons } from './condition-foods';
import { carbBandOf, DIABETES_FOOD_RULES } from './condition-rules';
import { type ClientCondition, CONDITION_LABELS } from './conditions';

type Item = { label: string; food_group: string | null; quantity: number };
/**
 * `meals`: each meal's items and figures, for the checks that are per meal (left out of the line
 * when absent: a line claims only what was checked).
 */
type DayFacts = {
  totals: { energy_kcal?: number; carbohydrate_g?: number; sodium_mg?: number };
  items: Item[];
  meals?: { timing: string; carbohydrate_g: number; vitamin_c_mg: number; items: Item[] }[];
  sodiumMax: number;
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function conditionCheckLines(conditions: readonly ClientCondition[], day: DayFacts): string[] {
  const lines: string[] = [];
  const refusedBy = (c: ClientCondition) =>
    day.items.filter(
      (i) => conditionReasons({ name: i.label, group: i.food_group, tags: null }, [c]).length > 0,
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
      const fruitOk = servings <= DIABETES_FOOD_RULES.fruitServingsMax.value;
      lines.push(
        `${label}: carbohydrate ${share} % ${mark(share >= band.min && share <= band.max)} · added sugar ${sugar} food${sugar === 1 ? '' : 's'} ${mark(sugar === 0)} · fruit ${servings} serving${servings === 1 ? '' : 's'} ${mark(fruitOk)}${largestMealCarb(day)}`,
      );
    }
    if (c.kind === 'hypertension') {
      const sodium = Math.round(day.totals.sodium_mg ?? 0);
      const salted = refusedBy(c);
      lines.push(
        `${label}: sodium ${sodium} mg of ${day.sodiumMax} ${mark(sodium <= day.sodiumMax)} · pickles, papad, salted snacks ${salted} ${mark(salted === 0)}`,
      );
    }
    if (c.kind === 'soft_texture') {
      const hard = refusedBy(c);
      lines.push(`${label}: hard to chew ${hard} food${hard === 1 ? '' : 's'} ${mark(hard === 0)}`);
    }
  }
  return lines;
}

/** " · largest meal 31 % of carbohydrate ✓" (DIABETES_FOOD_RULES.mealCarbShareMax), or nothing without meals. */
function largestMealCarb(day: DayFacts): string {
  const carbs = day.totals.carbohydrate_g ?? 0;
  if (!day.meals?.length || !carbs) return '';
  const largest = Math.max(...day.meals.map((m) => m.carbohydrate_g));
  const share = Math.round((largest * 100) / carbs);
  return ` · largest meal ${share} % of carbohydrate ${mark(share <= DIABETES_FOOD_RULES.mealCarbShareMax.value)}`;
}
