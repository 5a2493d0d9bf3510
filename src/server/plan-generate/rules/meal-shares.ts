import { boundOf, ruleOf } from '../../../shared/nutrition-rules/index';
import type { LpBuilder } from '../solver/lp';

/**
 * The day's energy split across its meals (issue 33, point 3; decision 255): breakfast 20–25 %,
 * lunch 30–35 %, dinner 25–30 % of the day's energy, the snacks the rest. The bands are the issue's;
 * the nearest published split is ICMR's Guidelines for Management of Type 1 Diabetes (2022):
 * breakfast 20 %, lunch and dinner 25–30 %, each snack 10 % of the day's calories.
 */
const band = (meal: string) => ({
  min: boundOf(`meal-share-${meal}`, 'min'),
  max: boundOf(`meal-share-${meal}`, 'max'),
});
/** Read from the table of nutrition rules (rows meal-share-*, issue 52 point 2). */
export const MEAL_ENERGY_SHARES = {
  breakfast: band('breakfast'),
  lunch: band('lunch'),
  dinner: band('dinner'),
} as const;
export const MEAL_SHARES_SOURCE =
  'Issue 33 (point 3); cf. ICMR Guidelines for Management of Type 1 Diabetes, 2022 (breakfast 20 %, lunch and dinner 25–30 %, snacks 10 % each)';

/** A meal (slot meal number) and its band, percent of the day's energy. */
export type MealShare = { meal: number; min: number; max: number };

/**
 * A kcal outside a meal's band costs 8: 90 kcal (5 % of an 1,800 kcal day) weigh 720, yet a kcal
 * past the day's energy band costs about 28 (model.ts WEIGHTS.pastBand over a 36 kcal tolerance),
 * so the day's targets hold first and the split gives way (weight 1 left 40 % of meals out of band;
 * at 5, with the fruit held to its band (decision 275), a 1,320 kcal breakfast took 30.4 %).
 */
export const SHARE_WEIGHT_PER_KCAL = ruleOf('meal-share-breakfast').weight as number;

type MainType = keyof typeof MEAL_ENERGY_SHARES;
/** The meal a slot name is, as day-rules.ts' isMainMeal reads it ("Breakfast", "Lunch", "Dinner"). */
function mainTypeOf(timing: string): MainType | null {
  if (/breakfast/i.test(timing)) return 'breakfast';
  if (/lunch/i.test(timing)) return 'lunch';
  if (/dinner/i.test(timing)) return 'dinner';
  return null;
}

/**
 * The bands of a day's meals, by their slot names; the first meal of each kind takes its band.
 * Only meals with something to solve count (`slots`: the day's slots' meal numbers): a meal the
 * solver cannot fill would otherwise pull the whole day's energy down. A day with no other such
 * meal (no snack to take "the rest": the bands' tops sum to 90 %) or no main meal gets none.
 */
export function mealSharesOf(
  meals: readonly { timing: string }[],
  slots: readonly { meal: number }[],
): MealShare[] {
  const filled = new Set(slots.map((s) => s.meal));
  const seen = new Set<MainType>();
  const shares: MealShare[] = [];
  for (const meal of [...filled].sort((a, b) => a - b)) {
    const type = mainTypeOf(meals[meal]?.timing ?? '');
    if (!type || seen.has(type)) continue;
    seen.add(type);
    shares.push({ meal, ...MEAL_ENERGY_SHARES[type] });
  }
  return filled.size > shares.length ? shares : [];
}

/**
 * Each band as two rows linear in the grams, like day-rules.ts' carbohydrate share:
 * meal's energy − max × day's − over ≤ 0 and meal's energy − min × day's + short ≥ 0.
 */
export function addShareRows(
  lp: LpBuilder,
  shares: readonly MealShare[],
  mealEnergy: Map<number, [number, number][]>,
  energy: [number, number][],
) {
  for (const { meal, min, max } of shares) {
    const terms = mealEnergy.get(meal) ?? [];
    for (const [bound, p] of [
      ['max', max / 100],
      ['min', min / 100],
    ] as const) {
      const sum = new Map<number, number>();
      for (const [n, per] of terms) sum.set(n, (sum.get(n) ?? 0) + per);
      for (const [n, per] of energy) sum.set(n, (sum.get(n) ?? 0) - p * per);
      const slack = lp.add(`${bound}_share${meal}`, 0, Number.POSITIVE_INFINITY, SHARE_WEIGHT_PER_KCAL);
      if (bound === 'max') lp.row(`u_share${meal}`, [...sum, [slack, -1]], Number.NEGATIVE_INFINITY, 0);
      else lp.row(`l_share${meal}`, [...sum, [slack, 1]], 0, Number.POSITIVE_INFINITY);
    }
  }
}

/** The same rows' cost from a day's amounts (local-search.ts): kcal outside each band. */
export function sharesCost(
  shares: readonly MealShare[],
  mealEnergy: (meal: number) => number,
  energy: number,
) {
  let cost = 0;
  for (const { meal, min, max } of shares) {
    const e = mealEnergy(meal);
    cost +=
      SHARE_WEIGHT_PER_KCAL * (Math.max(0, e - (max / 100) * energy) + Math.max(0, (min / 100) * energy - e));
  }
  return cost;
}

/** A meal's share of the day's energy, percent (0 for a day without energy). */
export const shareOf = (mealKcal: number, dayKcal: number) => (dayKcal > 0 ? (mealKcal * 100) / dayKcal : 0);
