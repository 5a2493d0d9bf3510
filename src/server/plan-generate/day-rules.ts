import { DIABETES_FOOD_RULES } from '../../shared/condition-rules';
import type { ClientCondition } from '../../shared/conditions';
import { giStapleOf } from '../../shared/glycaemic-index';
import type { LpBuilder } from './lp';

/**
 * A confirmed condition's rules as rows of the day model (issue 35, decision 244): so the generator
 * and Fill keep them, rather than the preview reporting them broken. Each is a ceiling "hard in all
 * but name", as sodium's is (decision 149): breaking it costs more than missing any target band, so
 * the solver keeps it wherever the day's foods allow, and a day that cannot still has an answer whose
 * check line says ✗ (never an empty day).
 */
export type DayRules = {
  /** Most grams of fruit (IFCT group "Fruits", as shared/condition-checks.ts counts servings). */
  fruitMaxGrams: number | null;
  /** Most share of the day's carbohydrate one meal may carry, percent. */
  mealCarbSharePercent: number | null;
  /** Foods whose pick costs `RULE_WEIGHTS.highGi` (high-GI staples, shared/glycaemic-index.ts). */
  highGi: number[];
};

/**
 * fruitPerGram: 10 g of fruit over costs 500, half a whole band past its edge (model.ts WEIGHTS);
 * carbPerGram: a gram of carbohydrate over a meal's share costs 2.5 times a gram past the day's
 * carbohydrate band, so the load moves between meals before the band gives; highGi: a preference,
 * a tenth of a missed floor's cost, so rice still comes when phulka would break a band.
 */
export const RULE_WEIGHTS = { fruitPerGram: 50, carbPerGram: 500, highGi: 2 } as const;

export const isFruitGroup = (group: string | null) => (group ?? '').trim().toLowerCase() === 'fruits';

/** Adds the rules' rows: `fruit` and `mealCarbs` are [variable, per step] terms, `carbs` the day's. */
export function addRuleRows(
  lp: LpBuilder,
  rules: DayRules,
  fruit: [number, number][],
  mealCarbs: Map<number, [number, number][]>,
  carbs: [number, number][],
) {
  if (rules.fruitMaxGrams !== null && fruit.length) {
    const over = lp.add('o_fruit', 0, Number.POSITIVE_INFINITY, RULE_WEIGHTS.fruitPerGram);
    lp.row('u_fruit', [...fruit, [over, -1]], Number.NEGATIVE_INFINITY, rules.fruitMaxGrams);
  }
  if (rules.mealCarbSharePercent === null) return;
  const p = rules.mealCarbSharePercent / 100;
  for (const [meal, terms] of mealCarbs) {
    // meal's carbohydrate − p × the day's ≤ 0: linear in the grams, like fat's share of energy.
    const sum = new Map<number, number>();
    for (const [n, per] of terms) sum.set(n, (sum.get(n) ?? 0) + per);
    for (const [n, per] of carbs) sum.set(n, (sum.get(n) ?? 0) - p * per);
    const over = lp.add(`o_mcarb${meal}`, 0, Number.POSITIVE_INFINITY, RULE_WEIGHTS.carbPerGram);
    lp.row(`u_mcarb${meal}`, [...sum, [over, -1]], Number.NEGATIVE_INFINITY, 0);
  }
}

/** The same rules' cost from a day's amounts (local-search.ts evaluates moves with it). */
export function rulesCost(rules: DayRules, fruitGrams: number, mealCarbs: ArrayLike<number>, carbs: number) {
  let cost = 0;
  if (rules.fruitMaxGrams !== null)
    cost += RULE_WEIGHTS.fruitPerGram * Math.max(0, fruitGrams - rules.fruitMaxGrams);
  if (rules.mealCarbSharePercent !== null) {
    const cap = (rules.mealCarbSharePercent / 100) * carbs;
    for (let m = 0; m < mealCarbs.length; m++)
      cost += RULE_WEIGHTS.carbPerGram * Math.max(0, mealCarbs[m] - cap);
  }
  return cost;
}

/**
 * The rules a client's confirmed conditions bring to every generated or filled day; undefined when
 * none does. Diabetes and prediabetes: DIABETES_FOOD_RULES (RSSDI 2022, ICMR-NIN 2024, decision
 * 220) and the cited high-GI staples among `foods`.
 */
export function dayRulesOf(
  conditions: readonly ClientCondition[],
  foods: Iterable<{ id: number; name: string }>,
): DayRules | undefined {
  if (!conditions.some((c) => c.kind === 'type2_diabetes' || c.kind === 'prediabetes')) return undefined;
  const { fruitServingsMax, fruitServingGrams, mealCarbShareMax } = DIABETES_FOOD_RULES;
  return {
    fruitMaxGrams: fruitServingsMax.value * fruitServingGrams.value,
    mealCarbSharePercent: mealCarbShareMax.value,
    highGi: [...foods].filter((f) => giStapleOf(f.name)?.band === 'high').map((f) => f.id),
  };
}
