import { MICRONUTRIENT_KEYS, type MicronutrientKey } from '../../../shared/micronutrients';
import type { PlateGroup } from '../../../shared/my-plate';
import type { PlanTargets } from '../../../shared/plan-targets';
import { TOLERANCES } from '../../../shared/plan-targets';
import { addRuleRows, type DayRules, isFruitGroup, RULE_WEIGHTS } from '../rules/day-rules';
import { addShareRows, type MealShare } from '../rules/meal-shares';
import { type Lp, LpBuilder, type LpSolution } from './lp';

/**
 * The day model of issue 17 as a mixed-integer program (docs/decisions/092), pure so it is tested
 * without a solver:
 * - every slot of a meal takes one food (Fill to targets: the food already there; Generate: one
 *   of a few candidates, a binary each) in whole steps of 5 g between the food's bounds;
 * - energy and the three macronutrients are soft-banded: deviation inside the tolerance costs
 *   1 per tolerance width, deviation past it costs 1000 (so a day that cannot meet a band still
 *   has a nearest answer, and the band it breaks names the infeasibility);
 * - fibre and micronutrient targets are floors; a shortfall costs in proportion to the floor;
 * - a small cost per 5 g away from the food's usual portion keeps quantities realistic and
 *   makes the optimum unique enough that the same input gives the same plan.
 */

export const STEP_G = 5;
export const MACRO_KEYS = ['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g'] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];
/** Sodium has a ceiling only, never a target or floor (limits.ts, decision 149). */
export type NutrientKey = MacroKey | 'fibre_g' | MicronutrientKey | 'sodium_mg';
export const NUTRIENT_KEYS: NutrientKey[] = [...MACRO_KEYS, 'fibre_g', ...MICRONUTRIENT_KEYS, 'sodium_mg'];

/** A food with its nutrients per gram (per unit of its uom); unknown micronutrients and sodium are 0 here. */
export type ModelFood = {
  id: number;
  name: string;
  group: string | null;
  perGram: Record<NutrientKey, number>;
  /** My Plate group grams per gram of the food (a dish's plate_groups / 100; a fruit counts 1 in fruits). */
  plate?: Partial<Record<PlateGroup, number>>;
  /** Energy from cereals and millets per gram (kcal), for the 45 % ceiling of My Plate. */
  cerealKcal?: number;
};

/**
 * One food a slot may take, with its bounds and usual portion in grams (multiples of `step`).
 * `step`: grams of one step, 5 g for a food (STEP_G), half the household measure for a dish
 * ("½ katori" = 75 g of a 150 g katori), so a serving is always a whole number of half measures.
 */
/**
 * `spare`: taken only when the day's other slots hold every other candidate of its slot (solve-plan.ts:
 * a dish used once more in the week rather than twice in a day).
 */
export type Candidate = {
  food: ModelFood;
  min: number;
  max: number;
  usual: number;
  step?: number;
  spare?: boolean;
};

/** A My Plate group's band for the day, in raw grams (milk and curd in ml), issue 27 (decision 168). */
export type PlateBand = { group: PlateGroup; min: number; max: number | null };

export type Slot = { meal: number; role: string; candidates: Candidate[] };

/**
 * Ceilings of the day (limits.ts): at most `max` of a nutrient, and fat's energy within a share of
 * the day's energy; `offset` is what fixed items leave of that share (kcal; 0 when none).
 */
export type DayLimits = {
  nutrients: { key: NutrientKey; max: number }[];
  fatShare: { percent: number; offset: number } | null;
};

/** My Plate for the day (dish plans): group bands and the cereals' share of energy (percent). */
export type DayPlate = { bands: PlateBand[]; cerealSharePercent: number | null };

/**
 * `rules`: a confirmed condition's rules of the day (day-rules.ts, issue 35); `shares`: each main
 * meal's band of the day's energy (meal-shares.ts, issue 33).
 */
export type DayProblem = {
  slots: Slot[];
  targets: PlanTargets;
  limits?: DayLimits;
  plate?: DayPlate;
  rules?: DayRules;
  shares?: MealShare[];
};

/**
 * The cost weights; exported so the tests can reason about them. `limit` is the cost of going a
 * whole ceiling over it (fat's share: per kcal of fat energy past it, `fatShare`).
 */
export const WEIGHTS = {
  band: 1,
  pastBand: 1000,
  floor: 20,
  portion: 0.02,
  limit: 50,
  fatShare: 0.5,
  /** A whole group's band missed (e.g. no milk or curd all day) costs as much as a floor. */
  plate: 200,
  cerealShare: 0.5,
  /** With the energy split on: as heavy as a kcal outside its meal's band, so the split never pushes cereals past 45 %. */
  cerealShareWithSplit: 5,
  /**
   * Sodium's whole ceiling over (issue 33: 2,000 mg is a ceiling, not a soft cost): 50 a mg, so
   * 30 mg over weighs more than a whole energy band missed; the day still has an answer, and says why.
   */
  sodium: 100_000,
} as const;

/** The cost of going a whole ceiling over it: sodium's is a ceiling in all but name. */
export const limitWeight = (key: NutrientKey) => (key === 'sodium_mg' ? WEIGHTS.sodium : WEIGHTS.limit);

/** Energy ±2 % of the target, each macronutrient ±5 g. */
export function tolerance(key: MacroKey, target: number): number {
  return key === 'energy_kcal' ? (target * TOLERANCES.energyPercent) / 100 : TOLERANCES.macroGrams;
}

export type FloorKey = 'fibre_g' | MicronutrientKey;
export function floorsOf(targets: PlanTargets): [FloorKey, number][] {
  const floors: [FloorKey, number][] = [];
  if (targets.fibre_g) floors.push(['fibre_g', targets.fibre_g]);
  for (const key of MICRONUTRIENT_KEYS) {
    const value = targets.micronutrient_floors[key];
    if (value && value > 0) floors.push([key, value]);
  }
  return floors;
}

/** Where each slot's candidate variables live in the LP, to read the answer back. */
export type DayModel = {
  lp: Lp;
  steps: number[][];
  /** The binary of each candidate (-1 for a slot with one food). */
  picks: number[][];
  pastBand: { key: MacroKey; index: number }[];
};

/** `portions: false` leaves out the usual-portion cost (the relaxation that picks foods needs none). */
export function buildDayModel(problem: DayProblem, portions = true): DayModel {
  const lp = new LpBuilder();
  const steps: number[][] = [];
  const picks: number[][] = [];
  const nutrientTerms = new Map<NutrientKey, [number, number][]>(NUTRIENT_KEYS.map((k) => [k, []]));

  const plateTerms = new Map<PlateGroup | 'cereal_kcal', [number, number][]>();
  const push = (key: PlateGroup | 'cereal_kcal', n: number, per: number) => {
    if (!per) return;
    const list = plateTerms.get(key) ?? [];
    list.push([n, per]);
    plateTerms.set(key, list);
  };
  const fruitTerms: [number, number][] = [];
  const mealCarbs = new Map<number, [number, number][]>();
  const mealVitaminC = new Map<number, [number, number][]>();
  const mealEnergy = new Map<number, [number, number][]>();
  const highGi = new Set(problem.rules?.highGi ?? []);
  const addTerms = (n: number, c: Candidate, meal: number) => {
    const step = stepOf(c);
    if (isFruitGroup(c.food.group)) fruitTerms.push([n, step]);
    const carb = c.food.perGram.carbohydrate_g * step;
    if (carb) mealCarbs.set(meal, [...(mealCarbs.get(meal) ?? []), [n, carb]]);
    const vitc = c.food.perGram.vitamin_c_mg * step;
    if (vitc) mealVitaminC.set(meal, [...(mealVitaminC.get(meal) ?? []), [n, vitc]]);
    const kcal = c.food.perGram.energy_kcal * step;
    if (kcal) mealEnergy.set(meal, [...(mealEnergy.get(meal) ?? []), [n, kcal]]);
    for (const key of NUTRIENT_KEYS) {
      const per = c.food.perGram[key] * step;
      if (per) nutrientTerms.get(key)?.push([n, per]);
    }
    for (const [group, perGram] of Object.entries(c.food.plate ?? {}))
      push(group as PlateGroup, n, (perGram ?? 0) * step);
    push('cereal_kcal', n, (c.food.cerealKcal ?? 0) * step);
  };
  problem.slots.forEach((slot, s) => {
    const one = slot.candidates.length === 1;
    const chosen: [number, number][] = [];
    const slotPicks: number[] = [];
    picks.push(slotPicks);
    /**
     * The yes/no choice of a candidate in a slot of several: lo·y ≤ n ≤ hi·y, so the food has
     * grams only when chosen (and then at least its minimum). Answers y.
     */
    const linkToChoice = (n: number, lo: number, hi: number, tag: string, food: number) => {
      const y = lp.add(`y${tag}`, 0, 1, highGi.has(food) ? RULE_WEIGHTS.highGi : 0, true, true);
      chosen.push([y, 1]);
      slotPicks.push(y);
      lp.row(
        `lo${tag}`,
        [
          [n, 1],
          [y, -lo],
        ],
        0,
        Number.POSITIVE_INFINITY,
      );
      lp.row(
        `hi${tag}`,
        [
          [n, 1],
          [y, -hi],
        ],
        Number.NEGATIVE_INFINITY,
        0,
      );
      return y;
    };
    steps.push(
      slot.candidates.map((c, i) => {
        const tag = `${s}_${i}`;
        const step = stepOf(c);
        const lo = Math.ceil(c.min / step - 1e-9);
        const hi = Math.floor(c.max / step + 1e-9);
        const n = lp.add(`n${tag}`, one ? lo : 0, hi, 0, true);
        const usual = Math.round(c.usual / step);
        if (!portions) {
          if (one) slotPicks.push(-1);
          else linkToChoice(n, lo, hi, tag, c.food.id);
          addTerms(n, c, slot.meal);
          return n;
        }
        // |n − usual| as over − under, only counted for the chosen food (y scales usual).
        const over = lp.add(`po${tag}`, 0, Number.POSITIVE_INFINITY, WEIGHTS.portion);
        const under = lp.add(`pu${tag}`, 0, Number.POSITIVE_INFINITY, WEIGHTS.portion);
        if (one) {
          lp.row(
            `p${tag}`,
            [
              [n, 1],
              [over, -1],
              [under, 1],
            ],
            usual,
            usual,
          );
          slotPicks.push(-1);
        } else {
          const y = linkToChoice(n, lo, hi, tag, c.food.id);
          lp.row(
            `p${tag}`,
            [
              [n, 1],
              [y, -usual],
              [over, -1],
              [under, 1],
            ],
            0,
            0,
          );
        }
        addTerms(n, c, slot.meal);
        return n;
      }),
    );
    if (!one) lp.row(`one${s}`, chosen, 1, 1);
  });

  const pastBand: { key: MacroKey; index: number }[] = [];
  for (const key of MACRO_KEYS) {
    const target = problem.targets[key];
    if (target === null || target === undefined) continue;
    const tol = tolerance(key, target);
    const above = lp.add(`a_${key}`, 0, Number.POSITIVE_INFINITY, WEIGHTS.band / tol);
    const below = lp.add(`b_${key}`, 0, Number.POSITIVE_INFINITY, WEIGHTS.band / tol);
    const past = lp.add(`x_${key}`, 0, Number.POSITIVE_INFINITY, WEIGHTS.pastBand / tol);
    lp.row(`t_${key}`, [...(nutrientTerms.get(key) ?? []), [above, -1], [below, 1]], target, target);
    lp.row(
      `ta_${key}`,
      [
        [above, 1],
        [past, -1],
      ],
      Number.NEGATIVE_INFINITY,
      tol,
    );
    lp.row(
      `tb_${key}`,
      [
        [below, 1],
        [past, -1],
      ],
      Number.NEGATIVE_INFINITY,
      tol,
    );
    pastBand.push({ key, index: past });
  }
  for (const [key, floor] of floorsOf(problem.targets)) {
    const short = lp.add(`s_${key}`, 0, floor, WEIGHTS.floor / floor);
    lp.row(`f_${key}`, [...(nutrientTerms.get(key) ?? []), [short, 1]], floor, Number.POSITIVE_INFINITY);
  }
  for (const { key, max } of problem.limits?.nutrients ?? []) {
    const terms = nutrientTerms.get(key) ?? [];
    if (!terms.length) continue;
    const over = lp.add(`o_${key}`, 0, Number.POSITIVE_INFINITY, limitWeight(key) / Math.max(max, 1e-6));
    lp.row(`u_${key}`, [...terms, [over, -1]], Number.NEGATIVE_INFINITY, max);
  }
  const fatShare = problem.limits?.fatShare;
  if (fatShare) {
    // 9 × fat − share × energy ≤ offset: linear in the grams, so the share of the day's own energy.
    const p = fatShare.percent / 100;
    const terms = new Map<number, number>();
    for (const [n, per] of nutrientTerms.get('fat_g') ?? []) terms.set(n, (terms.get(n) ?? 0) + 9 * per);
    for (const [n, per] of nutrientTerms.get('energy_kcal') ?? [])
      terms.set(n, (terms.get(n) ?? 0) - p * per);
    const over = lp.add('o_fat_share', 0, Number.POSITIVE_INFINITY, WEIGHTS.fatShare);
    lp.row('u_fat_share', [...terms, [over, -1]], Number.NEGATIVE_INFINITY, fatShare.offset);
  }
  if (problem.plate)
    addPlate(
      lp,
      problem.plate,
      plateTerms,
      nutrientTerms.get('energy_kcal') ?? [],
      cerealShareWeight(problem),
    );
  if (problem.rules)
    addRuleRows(
      lp,
      problem.rules,
      fruitTerms,
      mealCarbs,
      nutrientTerms.get('carbohydrate_g') ?? [],
      mealVitaminC,
      nutrientTerms.get('protein_g') ?? [],
    );
  if (problem.shares?.length)
    addShareRows(lp, problem.shares, mealEnergy, nutrientTerms.get('energy_kcal') ?? []);
  return { lp: lp.build(), steps, picks, pastBand };
}

export const stepOf = (c: Candidate) => c.step ?? STEP_G;

/** The cereal share's cost a kcal over: heavier on a day with the energy split (decision 253). */
export const cerealShareWeight = (problem: Pick<DayProblem, 'shares'>) =>
  problem.shares?.length ? WEIGHTS.cerealShareWithSplit : WEIGHTS.cerealShare;

/**
 * My Plate for the day (issue 27, decision 168): each group's grams within its band (soft: a group
 * short or over by its whole band costs `WEIGHTS.plate`, like a floor), and the cereals' energy at
 * most a share of the day's energy (linear: cereal kcal − share × energy ≤ 0, like fat's share).
 */
function addPlate(
  lp: LpBuilder,
  plate: DayPlate,
  terms: Map<PlateGroup | 'cereal_kcal', [number, number][]>,
  energy: [number, number][],
  cerealWeight: number,
) {
  for (const { group, min, max } of plate.bands) {
    const list = terms.get(group) ?? [];
    if (min > 0) {
      const short = lp.add(`ps_${group}`, 0, min, WEIGHTS.plate / min);
      lp.row(`pl_${group}`, [...list, [short, 1]], min, Number.POSITIVE_INFINITY);
    }
    if (max !== null && list.length) {
      const over = lp.add(`pv_${group}`, 0, Number.POSITIVE_INFINITY, WEIGHTS.plate / Math.max(max, 1));
      lp.row(`pu_${group}`, [...list, [over, -1]], Number.NEGATIVE_INFINITY, max);
    }
  }
  const cereal = terms.get('cereal_kcal') ?? [];
  if (plate.cerealSharePercent !== null && cereal.length) {
    const p = plate.cerealSharePercent / 100;
    const sum = new Map<number, number>();
    for (const [n, per] of cereal) sum.set(n, (sum.get(n) ?? 0) + per);
    for (const [n, per] of energy) sum.set(n, (sum.get(n) ?? 0) - p * per);
    const over = lp.add('o_cereal_share', 0, Number.POSITIVE_INFINITY, cerealWeight);
    lp.row('u_cereal_share', [...sum, [over, -1]], Number.NEGATIVE_INFINITY, 0);
  }
}

/**
 * The chosen food and its grams per slot (null when the solver found nothing); `steps` is the
 * number of the candidate's steps (half measures of a dish).
 */
export type DayChoice = { slot: number; food: ModelFood; grams: number; steps: number }[];

export function readChoice(problem: DayProblem, model: DayModel, solution: LpSolution): DayChoice | null {
  if (!solution.values.length) return null;
  const choice: DayChoice = [];
  problem.slots.forEach((slot, s) => {
    let best = -1;
    let bestSteps = 0;
    slot.candidates.forEach((_c, i) => {
      const n = Math.round(solution.values[model.steps[s][i]] ?? 0);
      if (n > bestSteps) {
        best = i;
        bestSteps = n;
      }
    });
    if (best >= 0) {
      const c = slot.candidates[best];
      // Rounded to 0.1 g: a half phulka of 16.25 g stays exact enough and free of float noise.
      const grams = Math.round(bestSteps * stepOf(c) * 10) / 10;
      choice.push({ slot: s, food: c.food, grams, steps: bestSteps });
    }
  });
  // Every slot takes at least one step; a slot left empty means the solver found no solution.
  return choice.length === problem.slots.length ? choice : null;
}

export function totalsOf(choice: DayChoice): Record<NutrientKey, number> {
  const totals = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Record<NutrientKey, number>;
  for (const item of choice)
    for (const key of NUTRIENT_KEYS) totals[key] += item.food.perGram[key] * item.grams;
  return totals;
}
