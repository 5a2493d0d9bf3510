/**
 * The solver's rows, the local-search cost and the check lines the nutritionist reads agree on which
 * rules a day meets (issue 52 point 2): all three are compiled from the table of nutrition rules
 * (shared/nutrition-rules/), and this property test generates random days of random clients
 * (diabetes, anaemia, CKD before or on dialysis) and asks each of the three, rule by rule:
 * - the solver: each rule's rows of the day model (day-rules.ts addRuleRows), evaluated at the
 *   day's amounts with their slack at 0 — met when every row of the rule holds;
 * - the cost: rulesCost for that rule alone — met when it costs nothing;
 * - the check line (shared/condition-checks.ts): met when its segment says ✓.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionCheckLines, type DayFacts } from '../../../shared/condition-checks';
import { CKD_PROTEIN_PER_KG } from '../../../shared/condition-rules';
import type { ClientCondition } from '../../../shared/conditions';
import { LpBuilder } from '../solver/lp';
import { addRuleRows, type DayRules, dayRulesOf, rulesCost } from './day-rules';

const TIMINGS = ['Breakfast', 'Mid-morning', 'Lunch', 'Evening snack', 'Dinner'] as const;

type Meal = {
  timing: string;
  carbohydrate_g: number;
  vitamin_c_mg: number;
  protein_g: number;
  fruit_g: number;
};
type Day = { conditions: ClientCondition[]; weightKg: number; meals: Meal[] };

/** Amounts to one decimal, as a day's figures are (so no day sits within a rounding error of a bound by chance). */
const amount = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);
const meal = (timing: string) =>
  fc.record({
    timing: fc.constant(timing),
    carbohydrate_g: amount(150),
    vitamin_c_mg: amount(60),
    protein_g: amount(40),
    fruit_g: fc.oneof(fc.constant(0), amount(150)),
  });
const conditionsArb: fc.Arbitrary<ClientCondition[]> = fc
  .record({
    diabetes: fc.constantFrom(null, 'type2_diabetes', 'prediabetes'),
    anaemia: fc.boolean(),
    ckd: fc.constantFrom(null, '3-5', 'dialysis'),
  })
  .filter((c) => Boolean(c.diabetes || c.anaemia || c.ckd))
  .map((c) => [
    ...(c.diabetes ? [{ kind: c.diabetes, carb_band: 'rssdi' } as ClientCondition] : []),
    ...(c.anaemia ? [{ kind: 'anaemia' } as ClientCondition] : []),
    ...(c.ckd ? [{ kind: 'ckd', ckd_stage: c.ckd } as ClientCondition] : []),
  ]);
const dayArb: fc.Arbitrary<Day> = fc.record({
  conditions: conditionsArb,
  weightKg: fc.integer({ min: 40, max: 110 }),
  meals: fc
    .subarray([...TIMINGS], { minLength: 2 })
    .chain((timings) => fc.tuple(...timings.map(meal)))
    .map((ms) => ms as Meal[]),
});

const NONE: DayRules = {
  fruitMaxGrams: null,
  mealCarbSharePercent: null,
  proteinMaxGrams: null,
  mealVitaminC: null,
  highGi: [],
};
type Verdicts = { fruit?: boolean; mealCarb?: boolean; vitaminC?: boolean; protein?: boolean };
const EPS = 1e-9;

/** The solver's verdict: each rule's rows at the day's amounts (one variable per meal at 1). */
function solverVerdicts(rules: DayRules, day: Day): Verdicts {
  const lp = new LpBuilder();
  const x = day.meals.map((_, m) => lp.add(`x${m}`, 1, 1));
  const fruit = day.meals.map((m, i) => [x[i], m.fruit_g] as [number, number]);
  const mealCarbs = new Map(day.meals.map((m, i) => [i, [[x[i], m.carbohydrate_g]] as [number, number][]]));
  const carbs = day.meals.map((m, i) => [x[i], m.carbohydrate_g] as [number, number]);
  const vitC = new Map(day.meals.map((m, i) => [i, [[x[i], m.vitamin_c_mg]] as [number, number][]]));
  const protein = day.meals.map((m, i) => [x[i], m.protein_g] as [number, number]);
  addRuleRows(lp, rules, fruit, mealCarbs, carbs, vitC, protein);
  // Every variable but the meals' is a slack: at 0, a row holds only if the day meets it.
  const value = (v: number) => (x.includes(v) ? 1 : 0);
  const holds = (prefix: string) => {
    const rows = lp.rows.filter((r) => r.name.startsWith(prefix));
    if (!rows.length) return undefined;
    return rows.every((r) => {
      const activity = r.terms.reduce((sum, [v, c]) => sum + c * value(v), 0);
      return activity >= r.lb - EPS && activity <= r.ub + EPS;
    });
  };
  return {
    fruit: holds('u_fruit'),
    mealCarb: holds('u_mcarb'),
    vitaminC: holds('f_vitc'),
    protein: holds('u_ckd_protein'),
  };
}

/** The cost's verdict: each rule's cost alone. */
function costVerdicts(rules: DayRules, day: Day): Verdicts {
  const none: DayRules = NONE;
  const sum = (f: (m: Meal) => number) => day.meals.reduce((s, m) => s + f(m), 0);
  const costOf = (only: Partial<DayRules>) =>
    rulesCost(
      { ...none, ...only },
      sum((m) => m.fruit_g),
      day.meals.map((m) => m.carbohydrate_g),
      sum((m) => m.carbohydrate_g),
      (i) => day.meals[i]?.vitamin_c_mg ?? 0,
      sum((m) => m.protein_g),
    );
  const met = (on: boolean, only: Partial<DayRules>) => (on ? costOf(only) <= EPS : undefined);
  return {
    fruit: met(rules.fruitMaxGrams !== null, { fruitMaxGrams: rules.fruitMaxGrams }),
    mealCarb: met(rules.mealCarbSharePercent !== null, { mealCarbSharePercent: rules.mealCarbSharePercent }),
    vitaminC: met(Boolean(rules.mealVitaminC), { mealVitaminC: rules.mealVitaminC }),
    protein: met(Boolean(rules.proteinMaxGrams), { proteinMaxGrams: rules.proteinMaxGrams }),
  };
}

/** The check line's verdict: each rule's segment, ✓ or ✗. */
function checkVerdicts(day: Day): Verdicts {
  const sum = (f: (m: Meal) => number) => day.meals.reduce((s, m) => s + f(m), 0);
  const item = (label: string, group: string | null, quantity: number) => ({
    label,
    food_group: group,
    quantity,
  });
  const itemsOf = (m: Meal) => (m.fruit_g ? [item('Guava', 'Fruits', m.fruit_g)] : []);
  const facts: DayFacts = {
    totals: {
      energy_kcal: sum((m) => m.carbohydrate_g * 4 + m.protein_g * 4) + 500,
      carbohydrate_g: sum((m) => m.carbohydrate_g),
      protein_g: sum((m) => m.protein_g),
      sodium_mg: 0,
    },
    items: day.meals.flatMap(itemsOf),
    meals: day.meals.map((m) => ({
      timing: m.timing,
      carbohydrate_g: m.carbohydrate_g,
      vitamin_c_mg: m.vitamin_c_mg,
      items: itemsOf(m),
    })),
    sodiumMax: 2000,
    weightKg: day.weightKg,
  };
  const text = conditionCheckLines(day.conditions, facts).join('\n');
  const segment = (re: RegExp) => {
    const m = text.match(re);
    return m ? m[1] === '✓' : undefined;
  };
  return {
    fruit: segment(/fruit [\d.]+ servings? (✓|✗)/),
    mealCarb: segment(/largest meal \d+ % of carbohydrate (✓|✗)/),
    vitaminC: segment(/vitamin C \d+ mg or more in \d+ of \d+ main meals (✓|✗)/),
    protein: segment(/protein [\d.]+ g\/kg of [\d.]+–[\d.]+ (✓|✗)/),
  };
}

describe('the table’s rules, as the solver, the cost and the check lines apply them', () => {
  it('agree on which rules a random day meets', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        // No rule brings rows to a day without main meals for an anaemic client alone: nothing to break.
        const rules = dayRulesOf(day.conditions, [], day.meals, day.weightKg) ?? NONE;
        const solver = solverVerdicts(rules, day);
        const cost = costVerdicts(rules, day);
        const check = checkVerdicts(day);
        // CKD's check mark also holds the band's floor (a target band the targets keep, not a solver row).
        const ckd = day.conditions.find((c) => c.kind === 'ckd');
        const floorMet = ckd
          ? day.meals.reduce((s, m) => s + m.protein_g, 0) >=
            CKD_PROTEIN_PER_KG[ckd.ckd_stage ?? '3-5'].min * day.weightKg - EPS
          : true;
        // A day without carbohydrate has no largest meal: the line claims nothing there (trivially met).
        const noCarbs = day.meals.every((m) => m.carbohydrate_g === 0);
        const anaemic = day.conditions.some((c) => c.kind === 'anaemia');
        const mains = day.meals.some((m) => /breakfast|lunch|dinner/i.test(m.timing));
        const solverSaid: Verdicts = {
          ...solver,
          mealCarb: noCarbs ? undefined : solver.mealCarb,
          // "in 0 of 0 main meals ✓": a day without a main meal has no vitamin C row to break.
          vitaminC: anaemic && !mains ? true : solver.vitaminC,
          protein: solver.protein === undefined ? undefined : solver.protein && floorMet,
        };
        expect(solverSaid).toEqual(check);
        expect(cost).toEqual(solver);
      }),
      { numRuns: 2000, seed: 52 },
    );
  });

  it('a dialysis client’s ceiling is the KDOQI 2020 row’s 1.2 g/kg in all three (1.1 is only the suggested target)', () => {
    const day: Day = {
      conditions: [{ kind: 'ckd', ckd_stage: 'dialysis' } as ClientCondition],
      weightKg: 60,
      // 69 g protein: 1.15 g/kg, over 1.1 and under 1.2.
      meals: [
        { timing: 'Breakfast', carbohydrate_g: 60, vitamin_c_mg: 30, protein_g: 20, fruit_g: 0 },
        { timing: 'Lunch', carbohydrate_g: 80, vitamin_c_mg: 30, protein_g: 25, fruit_g: 0 },
        { timing: 'Dinner', carbohydrate_g: 70, vitamin_c_mg: 30, protein_g: 24, fruit_g: 0 },
      ],
    };
    const rules = dayRulesOf(day.conditions, [], day.meals, day.weightKg) as DayRules;
    expect(rules.proteinMaxGrams).toBeCloseTo(72, 6);
    expect(solverVerdicts(rules, day).protein).toBe(true);
    expect(costVerdicts(rules, day).protein).toBe(true);
    expect(checkVerdicts(day).protein).toBe(true);
    // 1.25 g/kg is over in all three.
    day.meals[0].protein_g = 26;
    expect(solverVerdicts(rules, day).protein).toBe(false);
    expect(costVerdicts(rules, day).protein).toBe(false);
    expect(checkVerdicts(day).protein).toBe(false);
  });
});
