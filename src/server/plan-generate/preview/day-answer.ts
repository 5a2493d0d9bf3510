import { MICRONUTRIENTS } from '../../../shared/micronutrients';
import { emptyPlate, myPlateFor, type PlateGroup, plateGroupsOfFood } from '../../../shared/my-plate';
import type {
  GeneratedDay,
  GeneratedMeal,
  GeneratePreview,
  GenerateStatus,
  NutrientAmounts,
} from '../../../shared/plan-generate';
import { MACRO_TARGETS, type PlanTargets } from '../../../shared/plan-targets';
import { floorGaps, type GapFood, proposeSupplements } from '../../../shared/supplement-proposals';
import type { DishFood } from '../persistence/dish-candidates.repository';
import type { FoodRow } from '../persistence/plan-generate.repository';
import type { SupplementsFor } from '../pipelines/dish-week-jobs';
import { amountsOf, type GenDay } from '../pipelines/problems';
import { SODIUM_MAX_MG } from '../rules/limits';
import type { MealShare } from '../rules/meal-shares';
import {
  type DayPlate,
  floorsOf,
  MACRO_KEYS,
  type MacroKey,
  type NutrientKey,
  tolerance,
} from '../solver/model';
import type { SolvedDay } from '../solver/solve-plan';
import { checksOf, plateChecks, previewSummary, shareChecks, summaryOf } from './checks';

/**
 * What a preview says of each solved day, whichever pipeline solved it: totals against the
 * targets, the checks a nutritionist reads, the status and why a day missed.
 */

const LABELS = Object.fromEntries([...MACRO_TARGETS, ...MICRONUTRIENTS].map((n) => [n.key, n]));
const round1 = (n: number) => Math.round(n * 10) / 10;

export type SolvedFood = Pick<FoodRow, 'id' | 'name' | 'group' | 'uom'> & {
  measures?: DishFood['measures'];
  facts?: FoodRow['facts'];
};

/**
 * A solved day's meals: each chosen food in its slot's meal. A dish steps in half measures (a
 * piece in whole ones), so it carries its measure and count; a food by the gram carries none.
 */
function mealsOfSolution(day: GenDay, solved: SolvedDay, byId: Map<number, SolvedFood>): GeneratedMeal[] {
  return day.meals.map((meal, m) => ({
    meal_id: null,
    time: meal.time,
    hypothetical_time: meal.timing,
    description: meal.note,
    items: (solved.choice ?? [])
      .filter((c) => day.job.slots[c.slot].meal === m)
      .map((c) => {
        const food = byId.get(c.food.id) as SolvedFood;
        const measure = food.measures?.[0];
        return {
          food_item_id: food.id,
          label: food.name,
          food_group: food.group,
          facts: food.facts ?? null,
          quantity: c.grams,
          uom: food.uom,
          ref_id: null,
          computed: true,
          ...(measure && {
            measure_label: measure.label,
            measure_count: Math.round((c.grams / measure.grams) * 2) / 2,
          }),
        };
      }),
  }));
}

/**
 * Each generated day's answer from its solution, for Generate's two pipelines: a dish day (issue
 * 33) is also checked against My Plate and its energy split, and applies with its misses listed.
 */
export function solvedDayAnswers(
  generated: GenDay[],
  solved: SolvedDay[],
  byId: Map<number, SolvedFood & AnswerFood>,
  targets: PlanTargets,
  preference: string | null,
  dishDays = false,
): GeneratedDay[] {
  return generated.map((g, d) => {
    const meals = mealsOfSolution(g, solved[d], byId);
    const context = contextOf(preference, meals.length, 'foods');
    return dishDays
      ? dayAnswer(g.job.day, meals, byId, targets, solved[d], context, g.job.plate, true, g.job.shares)
      : dayAnswer(g.job.day, meals, byId, targets, solved[d], context);
  });
}

/** "with vegetarian foods in 3 meals" / "with the foods of this day's 3 meals". */
export function contextOf(preference: string | null, mealCount: number, mode: 'quantities' | 'foods') {
  const meals = `${mealCount} meal${mealCount === 1 ? '' : 's'}`;
  if (mode === 'quantities') return `with the foods of this day's ${meals}`;
  return `with ${preference ? preference.toLowerCase() : 'the chosen'} foods in ${meals}`;
}

type AnswerFood = {
  perGram: Record<NutrientKey, number>;
  sodiumKnown?: boolean;
  group?: string | null;
  plate?: Partial<Record<PlateGroup, number>>;
  cerealKcal?: number;
};

export function dayAnswer(
  day: number,
  meals: GeneratedMeal[],
  foods: Map<number, AnswerFood>,
  targets: PlanTargets,
  solved: SolvedDay,
  context: string,
  plate?: DayPlate,
  /**
   * A dish day is never a dead end (issue 33): a day that misses a band is still applied, its
   * misses listed in its checks and its explanation; only a day with no meals at all is infeasible.
   */
  missesApply = false,
  /** The energy split the day was solved to (dish days): listed as met or missed. */
  shares: readonly MealShare[] = [],
): GeneratedDay {
  const items = meals.flatMap((m) =>
    m.items.flatMap((i) => {
      const food = foods.get(i.food_item_id);
      return i.ref_id === null && food ? [{ food, grams: i.quantity }] : [];
    }),
  );
  const amounts = amountsOf(items);
  const totals: NutrientAmounts = {};
  const deviation: NutrientAmounts = {};
  for (const key of [
    ...MACRO_KEYS,
    'fibre_g',
    ...MICRONUTRIENTS.map((m) => m.key),
    'sodium_mg',
  ] as NutrientKey[])
    totals[key] = round1(amounts[key]);
  for (const key of MACRO_KEYS)
    if (targets[key] !== null) deviation[key] = round1(amounts[key] - (targets[key] as number));
  for (const [key, floor] of floorsOf(targets)) deviation[key] = round1(Math.min(0, amounts[key] - floor));

  let status: GenerateStatus = solved.solver === 'optimal' ? 'optimal' : 'feasible';
  let explanation: string | null = null;
  if (!solved.choice) {
    status = 'infeasible';
    explanation = `No plan was found ${context} within the time limit.`;
  } else {
    // The worst band broken, in tolerance widths.
    let worst: { key: MacroKey; excess: number } | null = null;
    for (const key of MACRO_KEYS) {
      const target = targets[key];
      if (target === null) continue;
      const excess =
        (Math.abs(round1(amounts[key]) - target) - tolerance(key, target)) / tolerance(key, target);
      if (excess > 1e-6 && (!worst || excess > worst.excess)) worst = { key, excess };
    }
    if (worst) {
      if (!missesApply) status = 'infeasible';
      const { label, unit } = LABELS[worst.key];
      const target = targets[worst.key] as number;
      const energy =
        worst.key !== 'energy_kcal' && targets.energy_kcal ? ` at ${targets.energy_kcal} kcal` : '';
      explanation = `${label} ${target} ${unit} is out of reach ${context}${energy}: the closest is ${round1(amounts[worst.key])} ${unit}.`;
    }
  }
  const sodiumUnknown = new Set(
    meals
      .flatMap((m) =>
        m.items.filter((i) => i.ref_id === null && foods.get(i.food_item_id)?.sodiumKnown === false),
      )
      .map((i) => i.food_item_id),
  ).size;
  const checks = checksOf(targets, amounts, sodiumUnknown);
  const sodiumMax = targets.sodium_max_mg ?? SODIUM_MAX_MG;
  if (missesApply && solved.choice && amounts.sodium_mg > sodiumMax && !explanation)
    explanation = `Sodium ${Math.round(amounts.sodium_mg)} mg is over the ${sodiumMax} mg ceiling: the dishes this client may have carry that much salt at these servings.`;
  if (plate && targets.energy_kcal) {
    const { groups, cerealKcal } = plateAmountsOf(items);
    checks.push(
      ...plateChecks(
        { ...plate, scaled: myPlateFor(targets.energy_kcal) },
        groups,
        cerealKcal,
        amounts.energy_kcal,
      ),
    );
  }
  // Each meal's own figures: the condition checks that are per meal (issue 35), the energy split (issue 33).
  const meal_amounts = meals.map((m) => {
    const a = amountsOf(
      m.items.flatMap((i) => {
        const food = foods.get(i.food_item_id);
        return i.ref_id === null && food ? [{ food, grams: i.quantity }] : [];
      }),
    );
    return {
      carbohydrate_g: round1(a.carbohydrate_g),
      vitamin_c_mg: round1(a.vitamin_c_mg),
      energy_kcal: round1(a.energy_kcal),
    };
  });
  if (solved.choice)
    checks.push(
      ...shareChecks(
        shares,
        meals,
        meal_amounts.map((m) => m.energy_kcal),
        amounts.energy_kcal,
      ),
    );
  const summary = summaryOf(checks);
  return { day, status, checks, summary, explanation, meals, totals, deviation, meal_amounts };
}

/** The day's My Plate groups (a dish by its plate groups, an IFCT food by its group) and cereal energy. */
export function plateAmountsOf(items: { food: AnswerFood; grams: number }[]) {
  const groups = emptyPlate();
  let cerealKcal = 0;
  for (const { food, grams } of items) {
    if (food.plate)
      for (const [g, per] of Object.entries(food.plate)) groups[g as PlateGroup] += (per ?? 0) * grams;
    else for (const g of plateGroupsOfFood(food.group)) groups[g] += grams;
    if (food.cerealKcal !== undefined) cerealKcal += food.cerealKcal * grams;
    else if (plateGroupsOfFood(food.group).includes('cereals'))
      cerealKcal += food.perGram.energy_kcal * grams;
  }
  return { groups, cerealKcal };
}

const RANK: Record<GenerateStatus, number> = { optimal: 0, feasible: 1, infeasible: 2 };

export function previewOf(
  mode: GeneratePreview['mode'],
  targets: PlanTargets,
  days: GeneratedDay[],
  ms: number,
  supplements: SupplementsFor,
  /** The foods the days were chosen from: the library's foods named for a floor the days miss. */
  library: readonly GapFood[] = [],
): GeneratePreview {
  const worst = days.reduce((a, b) => (RANK[b.status] > RANK[a.status] ? b : a));
  // A week whose days all apply still says the first day's miss (issue 33: misses are listed, not hidden).
  const told = worst.explanation ? worst : (days.find((d) => d.explanation) ?? worst);
  const explanation =
    told.explanation && (days.length > 1 ? `Day ${told.day}: ${told.explanation}` : told.explanation);
  const proposals = proposeSupplements(days, supplements.client, supplements.rda);
  return {
    mode,
    status: worst.status,
    summary: previewSummary(days),
    explanation,
    targets,
    days,
    preview_id: '',
    solve_ms: Math.round(ms),
    supplement_proposals: proposals,
    floor_gaps: floorGaps(days, library, proposals),
  };
}
