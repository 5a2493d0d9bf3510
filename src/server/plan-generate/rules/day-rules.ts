import {
  ANAEMIA_FOOD_RULES,
  CKD_PROTEIN_PER_KG,
  DIABETES_FOOD_RULES,
  isMainMeal,
  isTeaOrCoffee,
} from '../../../shared/condition-rules';
import type { ClientCondition } from '../../../shared/conditions';
import { type FoodFacts, isHighGi } from '../../../shared/food-facts';
import { ruleOf } from '../../../shared/nutrition-rules/index';
import type { LpBuilder } from '../solver/lp';

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
  /** CKD: most grams of protein a day (KDIGO 2020 per kg of the latest weight, decision 245). */
  proteinMaxGrams?: number | null;
  /** Anaemia: the meals (slot meal numbers) that carry at least `min` mg of vitamin C. */
  mealVitaminC?: { meals: number[]; min: number } | null;
  /** Foods whose pick costs `RULE_WEIGHTS.highGi` (high-GI staples, shared/glycaemic-index.ts). */
  highGi: number[];
};

/**
 * proteinPerGram: CKD's protein ceiling weighs as a meal's carbohydrate share: the band's upper
 * half is given up before it (the target sits at the ceiling, so the day lands just under it).
 * vitaminCPerMg: a main meal without its 25 mg costs 750 (500 let a breakfast of 14 mg stand, decision 277), yet less than a band
 * broken: vitamin C comes from a tomato, lemon or amla side, rarely at the cost of the targets.
 * fruitPerGram: 10 g of fruit over costs 500, half a whole band past its edge (model.ts WEIGHTS);
 * carbPerGram: a gram of carbohydrate over a meal's share costs 2.5 times a gram past the day's
 * carbohydrate band, so the load moves between meals before the band gives; highGi: a preference,
 * a tenth of a missed floor's cost, so rice still comes when phulka would break a band.
 */
export const RULE_WEIGHTS = {
  fruitPerGram: weightOf('diabetes-fruit'),
  carbPerGram: weightOf('diabetes-meal-carb-share'),
  highGi: weightOf('diabetes-high-gi'),
  vitaminCPerMg: weightOf('anaemia-meal-vitamin-c'),
  // The same weight on both CKD rows (the table's); the dialysis row's is read where it applies.
  proteinPerGram: weightOf('ckd-protein-3-5'),
} as const;

/** A weighted row's weight (shared/nutrition-rules/, issue 52 point 2). */
function weightOf(id: string): number {
  const weight = ruleOf(id).weight;
  if (weight === undefined) throw new Error(`Nutrition rule "${id}" has no weight`);
  return weight;
}

export const isFruitGroup = (group: string | null) => (group ?? '').trim().toLowerCase() === 'fruits';

/** Adds the rules' rows: `fruit` and `mealCarbs` are [variable, per step] terms, `carbs` the day's. */
export function addRuleRows(
  lp: LpBuilder,
  rules: DayRules,
  fruit: [number, number][],
  mealCarbs: Map<number, [number, number][]>,
  carbs: [number, number][],
  mealVitaminC: Map<number, [number, number][]>,
  protein: [number, number][],
) {
  if (rules.proteinMaxGrams) {
    const over = lp.add('o_ckd_protein', 0, Number.POSITIVE_INFINITY, RULE_WEIGHTS.proteinPerGram);
    lp.row('u_ckd_protein', [...protein, [over, -1]], Number.NEGATIVE_INFINITY, rules.proteinMaxGrams);
  }
  if (rules.mealVitaminC) {
    const { min } = rules.mealVitaminC;
    for (const meal of rules.mealVitaminC.meals) {
      const short = lp.add(`s_vitc${meal}`, 0, min, RULE_WEIGHTS.vitaminCPerMg);
      lp.row(`f_vitc${meal}`, [...(mealVitaminC.get(meal) ?? []), [short, 1]], min, Number.POSITIVE_INFINITY);
    }
  }
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
export function rulesCost(
  rules: DayRules,
  fruitGrams: number,
  mealCarbs: ArrayLike<number>,
  carbs: number,
  mealVitaminC: (meal: number) => number,
  protein: number,
) {
  let cost = 0;
  if (rules.proteinMaxGrams)
    cost += RULE_WEIGHTS.proteinPerGram * Math.max(0, protein - rules.proteinMaxGrams);
  if (rules.mealVitaminC)
    for (const meal of rules.mealVitaminC.meals)
      cost +=
        RULE_WEIGHTS.vitaminCPerMg *
        Math.min(rules.mealVitaminC.min, Math.max(0, rules.mealVitaminC.min - mealVitaminC(meal)));
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
 * The rules a client's confirmed conditions bring to a generated day; undefined when none does.
 * Diabetes and prediabetes: DIABETES_FOOD_RULES (decision 220) and the cited high-GI staples among
 * `foods`; anaemia: ANAEMIA_FOOD_RULES' vitamin C in each main meal (decision 245).
 */
export function dayRulesOf(
  conditions: readonly ClientCondition[],
  foods: Iterable<{ id: number; name?: string; facts?: FoodFacts | null }>,
  meals: readonly { timing: string }[] = [],
  weightKg: number | null = null,
): DayRules | undefined {
  const ckd = conditions.find((c) => c.kind === 'ckd');
  const diabetic = conditions.some((c) => c.kind === 'type2_diabetes' || c.kind === 'prediabetes');
  const anaemic = conditions.some((c) => c.kind === 'anaemia');
  const proteinMaxGrams = ckd && weightKg ? CKD_PROTEIN_PER_KG[ckd.ckd_stage ?? '3-5'].max * weightKg : null;
  if (!diabetic && !anaemic && !proteinMaxGrams) return undefined;
  const { fruitServingsMax, fruitServingGrams, mealCarbShareMax } = DIABETES_FOOD_RULES;
  const main = meals.flatMap((m, i) => (isMainMeal(m.timing) ? [i] : []));
  return {
    fruitMaxGrams: diabetic ? fruitServingsMax.value * fruitServingGrams.value : null,
    mealCarbSharePercent: diabetic ? mealCarbShareMax.value : null,
    highGi: diabetic ? [...foods].filter((f) => isHighGi(f.facts)).map((f) => f.id) : [],
    proteinMaxGrams,
    mealVitaminC:
      anaemic && main.length ? { meals: main, min: ANAEMIA_FOOD_RULES.mealVitaminCMin.value } : null,
  };
}

/**
 * A generated day with its conditions' rules: the rows above, and for anaemia no tea or coffee
 * among a main meal's candidates (a slot left with none is dropped: the meal goes without its tea).
 */
export function withConditionRules<
  J extends { slots: { meal: number; candidates: { food: { id: number; name: string } }[] }[] },
>(
  job: J,
  meals: readonly { timing: string }[],
  conditions: readonly ClientCondition[],
  foods: Iterable<{ id: number; name?: string; facts?: FoodFacts | null }>,
  weightKg: number | null,
): J & { rules?: DayRules } {
  const list = [...foods];
  const rules = dayRulesOf(conditions, list, meals, weightKg);
  if (!conditions.some((c) => c.kind === 'anaemia')) return { ...job, rules };
  // Tea or coffee by the food fact (row anaemia-tea-coffee), looked up by id among the day's foods.
  const teaOrCoffee = new Set(list.filter((f) => isTeaOrCoffee(f.facts)).map((f) => f.id));
  const slots = job.slots.flatMap((slot) => {
    if (!isMainMeal(meals[slot.meal]?.timing ?? '')) return [slot];
    const candidates = slot.candidates.filter((c) => !teaOrCoffee.has(c.food.id));
    return candidates.length ? [{ ...slot, candidates }] : [];
  });
  return { ...job, slots, rules };
}
