import { PLATE_GROUPS } from '../../../shared/my-plate';
import { isFruitGroup, RULE_WEIGHTS, rulesCost } from '../rules/day-rules';
import { sharesCost } from '../rules/meal-shares';
import {
  type Candidate,
  cerealShareWeight,
  type DayProblem,
  floorsOf,
  limitWeight,
  MACRO_KEYS,
  NUTRIENT_KEYS,
  type Slot,
  stepOf,
  tolerance,
  WEIGHTS,
} from './model';

/**
 * The integer phase of a dish day (decision 168): once each slot has its dish, the servings are a
 * dozen whole numbers of half measures in short ranges. HiGHS's branch and bound took 300–700 ms
 * on such a day (the soft bands leave many near-ties to prove), so the servings start from the
 * relaxation rounded and move one half step (or a half step from one dish to another, or another
 * dish of the slot) while the day's cost falls. The cost is the model's own (model.ts), evaluated
 * exactly from the day's totals, which each move changes by one candidate's values a step.
 */
const KEYS = [...NUTRIENT_KEYS, ...PLATE_GROUPS, 'cereal_kcal'] as const;
const AT = Object.fromEntries(KEYS.map((k, i) => [k, i])) as Record<(typeof KEYS)[number], number>;
/**
 * After the keys: the day's fruit grams, then each meal's carbohydrate, then each meal's vitamin C
 * (the rules of day-rules.ts), then each meal's energy (meal-shares.ts); meals are numbered in the
 * order of their first slot.
 */
const FRUIT = KEYS.length;
const MEAL_CARB = KEYS.length + 1;

/** A candidate's values for one step (its nutrients, plate groups, cereal energy, fruit, its meal's carbohydrate). */
function perStep(c: Candidate, meal: number, meals: number): Float64Array {
  const v = new Float64Array(MEAL_CARB + 3 * meals);
  const step = stepOf(c);
  if (isFruitGroup(c.food.group)) v[FRUIT] = step;
  v[MEAL_CARB + meal] = c.food.perGram.carbohydrate_g * step;
  v[MEAL_CARB + meals + meal] = c.food.perGram.vitamin_c_mg * step;
  v[MEAL_CARB + 2 * meals + meal] = c.food.perGram.energy_kcal * step;
  for (const key of NUTRIENT_KEYS) v[AT[key]] = c.food.perGram[key] * step;
  for (const g of PLATE_GROUPS) v[AT[g]] = (c.food.plate?.[g] ?? 0) * step;
  v[AT.cereal_kcal] = (c.food.cerealKcal ?? 0) * step;
  return v;
}

/** The model's cost of a day's totals (portion costs apart); `meals`: the slots' meal numbers in order. */
function totalsCost(problem: DayProblem, t: Float64Array, meals: number[]): number {
  let cost = 0;
  for (const key of MACRO_KEYS) {
    const target = problem.targets[key];
    if (target === null || target === undefined) continue;
    const tol = tolerance(key, target);
    const dev = Math.abs(t[AT[key]] - target);
    cost += (WEIGHTS.band * dev) / tol + (WEIGHTS.pastBand * Math.max(0, dev - tol)) / tol;
  }
  for (const [key, floor] of floorsOf(problem.targets))
    cost += (WEIGHTS.floor / floor) * Math.min(floor, Math.max(0, floor - t[AT[key]]));
  for (const { key, max } of problem.limits?.nutrients ?? [])
    cost += (limitWeight(key) / Math.max(max, 1e-6)) * Math.max(0, t[AT[key]] - max);
  const fat = problem.limits?.fatShare;
  if (fat)
    cost +=
      WEIGHTS.fatShare * Math.max(0, 9 * t[AT.fat_g] - (fat.percent / 100) * t[AT.energy_kcal] - fat.offset);
  if (problem.plate) {
    for (const { group, min, max } of problem.plate.bands) {
      const amount = t[AT[group]];
      if (min > 0) cost += (WEIGHTS.plate / min) * Math.min(min, Math.max(0, min - amount));
      if (max !== null) cost += (WEIGHTS.plate / Math.max(max, 1)) * Math.max(0, amount - max);
    }
    const share = problem.plate.cerealSharePercent;
    if (share !== null)
      cost += cerealShareWeight(problem) * Math.max(0, t[AT.cereal_kcal] - (share / 100) * t[AT.energy_kcal]);
  }
  if (problem.rules)
    cost += rulesCost(
      problem.rules,
      t[FRUIT],
      t.subarray(MEAL_CARB, MEAL_CARB + meals.length),
      t[AT.carbohydrate_g],
      (meal) => {
        const at = meals.indexOf(meal);
        return at < 0 ? 0 : t[MEAL_CARB + meals.length + at];
      },
      t[AT.protein_g],
    );
  if (problem.shares?.length)
    cost += sharesCost(
      problem.shares,
      (meal) => {
        const at = meals.indexOf(meal);
        return at < 0 ? 0 : t[MEAL_CARB + 2 * meals.length + at];
      },
      t[AT.energy_kcal],
    );
  return cost;
}

export type Servings = { picks: number[]; steps: number[] };

type Range = { lo: number; hi: number; usual: number };
const rangeOf = (c: Candidate): Range => {
  const step = stepOf(c);
  return {
    lo: Math.ceil(c.min / step - 1e-9),
    hi: Math.floor(c.max / step + 1e-9),
    usual: Math.round(c.usual / step),
  };
};
const clampTo = (n: number, r: Range) => Math.min(r.hi, Math.max(r.lo, Math.round(n)));

/** The day as the search holds it: picks, steps, totals, and the cost of a change. */
class Day {
  vecs: Float64Array[][];
  ranges: Range[][];
  totals: Float64Array;
  highGi: Set<number>;
  meals: number[];
  constructor(
    readonly problem: DayProblem,
    public picks: number[],
    public steps: number[],
  ) {
    const meals = [...new Set(problem.slots.map((s) => s.meal))];
    this.meals = meals;
    this.totals = new Float64Array(MEAL_CARB + 3 * meals.length);
    this.vecs = problem.slots.map((s) =>
      s.candidates.map((c) => perStep(c, meals.indexOf(s.meal), meals.length)),
    );
    this.highGi = new Set(problem.rules?.highGi ?? []);
    this.ranges = problem.slots.map((s) => s.candidates.map(rangeOf));
    picks.forEach((p, s) => {
      this.add(this.vecs[s][p], steps[s]);
    });
  }
  private add(v: Float64Array, times: number) {
    for (let k = 0; k < v.length; k++) this.totals[k] += v[k] * times;
  }
  range = (s: number) => this.ranges[s][this.picks[s]];
  /** A slot's own cost: its distance from the usual portion, and a high-GI staple's pick (issue 35). */
  portion(s: number, pick = this.picks[s], steps = this.steps[s]) {
    const gi = this.highGi.has(this.problem.slots[s].candidates[pick].food.id) ? RULE_WEIGHTS.highGi : 0;
    return WEIGHTS.portion * Math.abs(steps - this.ranges[s][pick].usual) + gi;
  }
  cost(): number {
    let c = totalsCost(this.problem, this.totals, this.meals);
    for (let s = 0; s < this.steps.length; s++) c += this.portion(s);
    return c;
  }
  /** Sets slot s to candidate `pick` at `steps` (the totals follow). */
  set(s: number, pick: number, steps: number) {
    this.add(this.vecs[s][this.picks[s]], -this.steps[s]);
    this.picks[s] = pick;
    this.steps[s] = steps;
    this.add(this.vecs[s][pick], steps);
  }
  /** The cost after a change, the day left as it was. */
  try(changes: [number, number, number][]): number {
    const before = changes.map(([s]) => [s, this.picks[s], this.steps[s]] as const);
    for (const [s, p, n] of changes) this.set(s, p, n);
    const c = this.cost();
    for (const [s, p, n] of before.reverse()) this.set(s, p, n);
    return c;
  }
  snapshot = (): Servings => ({ picks: [...this.picks], steps: [...this.steps] });
}

/** Step moves: one slot a half step, or a half step from one slot to another. */
function stepMoves(day: Day, pairs: boolean): [number, number, number][][] {
  const moves: [number, number, number][][] = [];
  const n = day.steps.length;
  for (let i = 0; i < n; i++)
    for (const d of [1, -1]) {
      const r = day.range(i);
      const to = day.steps[i] + d;
      if (to < r.lo || to > r.hi) continue;
      moves.push([[i, day.picks[i], to]]);
      if (!pairs) continue;
      for (let j = 0; j < n; j++) {
        const rj = day.range(j);
        const back = day.steps[j] - d;
        if (j !== i && back >= rj.lo && back <= rj.hi)
          moves.push([
            [i, day.picks[i], to],
            [j, day.picks[j], back],
          ]);
      }
    }
  return moves;
}

/** Swaps: another candidate of a slot in about the same grams (a food takes one slot a day). */
function swapMoves(day: Day): [number, number, number][] {
  const taken = new Set(day.picks.map((p, s) => day.problem.slots[s].candidates[p].food.id));
  const moves: [number, number, number][] = [];
  day.problem.slots.forEach((slot: Slot, s) => {
    const grams = day.steps[s] * stepOf(slot.candidates[day.picks[s]]);
    slot.candidates.forEach((c, k) => {
      if (k === day.picks[s] || c.spare || (taken.has(c.food.id) && slot.role !== 'fat')) return;
      moves.push([s, k, clampTo(grams / stepOf(c), day.ranges[s][k])]);
    });
  });
  return moves;
}

function descend(day: Day, pairs: boolean, maxRounds: number): number {
  let best = day.cost();
  for (let round = 0; round < maxRounds; round++) {
    let move: [number, number, number][] | null = null;
    let moveCost = best - 1e-9;
    for (const m of stepMoves(day, pairs)) {
      const c = day.try(m);
      if (c < moveCost) {
        moveCost = c;
        move = m;
      }
    }
    if (!move) break;
    for (const [s, p, n] of move) day.set(s, p, n);
    best = moveCost;
  }
  return best;
}

/**
 * Best-improvement descent over step moves; at each local optimum every swap is tried with its
 * servings settled by single steps, and the best that lowers the cost is taken. Deterministic.
 */
export function improveServings(problem: DayProblem, start: Servings, maxRounds = 30): Servings {
  const steps = start.steps.map((n, s) => clampTo(n, rangeOf(problem.slots[s].candidates[start.picks[s]])));
  const day = new Day(problem, [...start.picks], steps);
  let best = descend(day, true, 200);
  for (let round = 0; round < maxRounds; round++) {
    const here = day.snapshot();
    let found: Servings | null = null;
    let foundCost = best - 1e-6;
    for (const [s, p, n] of swapMoves(day)) {
      day.set(s, p, n);
      const c = descend(day, false, 12);
      if (c < foundCost) {
        foundCost = c;
        found = day.snapshot();
      }
      here.picks.forEach((pick, i) => {
        day.set(i, pick, here.steps[i]);
      });
    }
    if (!found) break;
    found.picks.forEach((pick, i) => {
      day.set(i, pick, found.steps[i]);
    });
    best = descend(day, true, 200);
  }
  return day.snapshot();
}
