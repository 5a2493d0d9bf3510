import { describe, expect, it } from 'vitest';
import { myPlateFor } from '../../../shared/my-plate';
import { boundsFor, rolesFor } from '../pipelines/portions';
import { regionOfAddress } from '../pipelines/regions';
import { plateChecks, shareChecks, summaryOf } from '../preview/checks';
import { avoidTerms, isAvoided } from '../rules/avoid';
import { plateOf } from '../rules/dish-problems';
import { buildDayModel, type ModelFood, NUTRIENT_KEYS, readChoice, STEP_G, WEIGHTS } from './model';

const food = (id: number, name: string, group: string, kcal: number, protein: number): ModelFood => ({
  id,
  name,
  group,
  perGram: {
    ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as ModelFood['perGram']),
    energy_kcal: kcal / 100,
    protein_g: protein / 100,
  },
});
const rice = food(1, 'Rice, raw, milled', 'Cereals and Millets', 356, 7.94);
const dal = food(2, 'Green gram, dal', 'Grain Legumes', 326, 23.88);
const targets = {
  energy_kcal: 500,
  protein_g: null,
  carbohydrate_g: null,
  fat_g: null,
  fibre_g: null,
  micronutrient_floors: {},
};

describe('the day model', () => {
  it('has one integer step variable per food within its bounds in 5 g steps', () => {
    const model = buildDayModel({
      targets,
      slots: [{ meal: 0, role: 'cereal', candidates: [{ food: rice, min: 20, max: 150, usual: 60 }] }],
    });
    const n = model.lp.vars[model.steps[0][0]];
    expect(n).toMatchObject({ integer: true, lb: 20 / STEP_G, ub: 150 / STEP_G });
  });

  it('adds a binary per candidate and makes the slot take exactly one', () => {
    const model = buildDayModel({
      targets,
      slots: [
        {
          meal: 0,
          role: 'protein',
          candidates: [
            { food: rice, min: 20, max: 150, usual: 60 },
            { food: dal, min: 15, max: 80, usual: 30 },
          ],
        },
      ],
    });
    expect(model.picks[0].map((i) => model.lp.vars[i].binary)).toEqual([true, true]);
    const one = model.lp.rows.find((r) => r.name === 'one0');
    expect(one).toMatchObject({ lb: 1, ub: 1 });
  });

  it('bands energy at ±2 % with a cost past the band a thousand times the cost inside', () => {
    const model = buildDayModel({
      targets,
      slots: [{ meal: 0, role: 'cereal', candidates: [{ food: rice, min: 20, max: 150, usual: 60 }] }],
    });
    const band = model.lp.rows.find((r) => r.name === 'ta_energy_kcal');
    expect(band?.ub).toBeCloseTo(10); // 2 % of 500 kcal
    const past = model.lp.vars[model.pastBand[0].index];
    expect(past.cost).toBeCloseTo(WEIGHTS.pastBand / 10);
  });

  it('reads back the grams, and nothing when a slot is empty', () => {
    const problem = {
      targets,
      slots: [{ meal: 0, role: 'cereal', candidates: [{ food: rice, min: 20, max: 150, usual: 60 }] }],
    };
    const model = buildDayModel(problem);
    const values = model.lp.vars.map(() => 0);
    expect(readChoice(problem, model, { status: 'optimal', values })).toBeNull();
    values[model.steps[0][0]] = 28;
    expect(readChoice(problem, model, { status: 'optimal', values })).toEqual([
      { slot: 0, food: rice, grams: 140, steps: 28 },
    ]);
  });

  it('steps a dish in half measures: ½ to 3 katori of a 150 g katori is 1…6 steps of 75 g', () => {
    const problem = {
      targets,
      slots: [
        { meal: 0, role: 'dal_curry', candidates: [{ food: dal, min: 75, max: 450, usual: 150, step: 75 }] },
      ],
    };
    const model = buildDayModel(problem);
    expect(model.lp.vars[model.steps[0][0]]).toMatchObject({ integer: true, lb: 1, ub: 6 });
    const values = model.lp.vars.map(() => 0);
    values[model.steps[0][0]] = 3;
    expect(readChoice(problem, model, { status: 'optimal', values })).toEqual([
      { slot: 0, food: dal, grams: 225, steps: 3 },
    ]);
  });

  it("adds each My Plate group's band and the cereals' share of energy as soft rows", () => {
    const model = buildDayModel({
      targets,
      slots: [
        {
          meal: 0,
          role: 'staple',
          candidates: [
            {
              food: { ...rice, plate: { cereals: 0.5 }, cerealKcal: 1.6 },
              min: 50,
              max: 300,
              usual: 100,
              step: 50,
            },
          ],
        },
      ],
      plate: { bands: [{ group: 'cereals', min: 150, max: 250 }], cerealSharePercent: 45 },
    });
    const names = model.lp.vars.map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(['ps_cereals', 'pv_cereals', 'o_cereal_share']));
    const low = model.lp.rows.find((r) => r.name === 'pl_cereals');
    // 0.5 g of raw cereal a cooked gram × 50 g a step = 25 g a step.
    expect(low?.terms[0]).toEqual([model.steps[0][0], 25]);
    expect(low?.lb).toBe(150);
  });
});

describe('portions and meal patterns', () => {
  it('serves household portions: oils up to 15 g, cereals 20–100 g raw, greens 100 g, nuts 30 g, milk 300 ml a meal', () => {
    expect(boundsFor('Edible Oils and Fats', 'Groundnut oil')).toMatchObject({ max: 15 });
    expect(boundsFor('Cereals and Millets', 'Bajra')).toMatchObject({ min: 20, max: 100 });
    expect(boundsFor('Green Leafy Vegetables', 'Drumstick leaves')).toMatchObject({ max: 100 });
    expect(boundsFor('Nuts and Oil Seeds', 'Almond')).toMatchObject({ max: 30 });
    expect(boundsFor('Milk and Milk Products', 'Milk, whole, Cow')).toMatchObject({ max: 300 });
    expect(boundsFor('Milk and Milk Products', 'Paneer')).toMatchObject({ max: 100 });
    expect(boundsFor('Condiments and Spices', 'Turmeric')).toBeNull();
  });
  it('builds lunch from cereal, pulse, vegetable and fat', () => {
    expect(rolesFor('Lunch')).toEqual(['cereal', 'protein', 'vegetable', 'leafy', 'fat']);
    expect(rolesFor('Some custom meal')).toEqual(['fruit']);
  });
});

describe('upper limits (issue 26)', () => {
  it('caps each limited nutrient and fat’s share of the day’s energy with a costly overshoot', () => {
    const model = buildDayModel({
      targets,
      limits: { nutrients: [{ key: 'energy_kcal', max: 600 }], fatShare: { percent: 30, offset: 0 } },
      slots: [{ meal: 0, role: 'cereal', candidates: [{ food: rice, min: 20, max: 150, usual: 60 }] }],
    });
    const cap = model.lp.rows.find((r) => r.name === 'u_energy_kcal');
    expect(cap).toMatchObject({ ub: 600 });
    const over = model.lp.vars[cap!.terms.at(-1)![0]];
    expect(over.cost).toBeCloseTo(WEIGHTS.limit / 600);
    // 9 × fat − 0.3 × energy per 5 g step of rice: fat is 0 here, so only the energy term.
    const share = model.lp.rows.find((r) => r.name === 'u_fat_share');
    expect(share).toMatchObject({ ub: 0 });
    expect(share!.terms[0][1]).toBeCloseTo(-0.3 * 3.56 * STEP_G);
  });
});

describe('the avoid list', () => {
  it('reads free text, drops NA, and finds IFCT names for common words', () => {
    const terms = avoidTerms(['Peanuts; brinjal and mushrooms', 'NA']);
    expect(terms).toEqual(expect.arrayContaining(['peanut', 'groundnut', 'brinjal', 'mushroom']));
    expect(isAvoided(terms, 'Groundnut oil', null)).toBe(true);
    expect(isAvoided(terms, 'Brinjal - all varieties', null)).toBe(true);
    expect(isAvoided(terms, 'Rice, raw, milled', 'Chawal')).toBe(false);
    expect(avoidTerms(['NA'])).toEqual([]);
  });
});

describe("the client's region from their address (decision 169)", () => {
  it('reads the state or city, the widest place last, and gives Mixed for none', () => {
    expect(regionOfAddress('12 Anna Salai, Chennai, Tamil Nadu 600002')).toBe('south');
    expect(regionOfAddress('Flat 3B, Salt Lake, Kolkata, West Bengal')).toBe('east');
    expect(regionOfAddress('Andheri West, Mumbai 400053')).toBe('west');
    expect(regionOfAddress('House 41, Gomti Nagar, Lucknow, UP')).toBe('north');
    expect(regionOfAddress('Koramangala, Bengaluru')).toBe('south');
    expect(regionOfAddress('221B Baker Street, London')).toBe('mixed');
    expect(regionOfAddress(null)).toBe('mixed');
  });
});

describe('a day summary', () => {
  it('names a floor missed by a hair as short by a tenth of a percent, never +0 %', () => {
    const magnesium = {
      key: 'magnesium_mg',
      label: 'Magnesium',
      unit: 'mg',
      kind: 'floor' as const,
      target: 320,
      amount: 319.6,
      met: false,
      difference: -0.4,
      percent: 0,
    };
    expect(summaryOf([magnesium])).toBe('Meets energy and macros; 1 floor short: magnesium \u22120.1 %');
  });
});

describe('My Plate checks (decision 168)', () => {
  it('lists each group against its band and names a missed one in the summary', () => {
    const plate = plateOf(2000);
    const scaled = myPlateFor(2000);
    const amounts = { ...scaled, green_leafy: 0, vegetables: 320 };
    const checks = plateChecks({ ...plate, scaled }, amounts, 700, 2000);
    const greens = checks.find((c) => c.key === 'green_leafy');
    expect(greens).toMatchObject({ kind: 'group', met: false, min: 100, max: 200, amount: 0 });
    expect(checks.find((c) => c.key === 'cereals')).toMatchObject({ met: true, min: 188, max: 313 });
    // 700 of 2000 kcal from cereals is 35 %: within the 45 % ceiling.
    expect(checks.find((c) => c.key === 'cereal_share')).toMatchObject({ met: true, amount: 35 });
    expect(summaryOf(checks)).toBe(
      'Meets energy and macros; 1 food group off: green leafy vegetables \u2212100 %',
    );
  });
});

describe('the energy split across meals (issue 33, point 3; decision 282)', () => {
  const meals = [
    { hypothetical_time: 'On Waking Up' },
    { hypothetical_time: 'Breakfast' },
    { hypothetical_time: 'Lunch' },
  ];
  const shares = [
    { meal: 1, min: 20, max: 25 },
    { meal: 2, min: 30, max: 35 },
  ];

  it('lists each main meal against its band, met to the whole percent as shown', () => {
    // 1,800 kcal: breakfast 452 kcal is 25.1 % (shown 25 %: met), lunch 684 kcal is 38 %.
    const checks = shareChecks(shares, meals, [0, 452, 684], 1800);
    expect(checks[0]).toMatchObject({
      kind: 'share',
      label: 'Breakfast',
      amount: 25.1,
      met: true,
      min: 20,
      max: 25,
    });
    expect(checks[1]).toMatchObject({ kind: 'share', label: 'Lunch', amount: 38, met: false, difference: 3 });
    expect(summaryOf(checks)).toBe('Meets energy and macros; energy split off: lunch 38 % (30\u201335 %)');
  });

  it('reads a share as the dialog shows it: 35.46 % is 35.5 %, shown as 36 %, over 30–35 %', () => {
    const [lunch] = shareChecks([{ meal: 2, min: 30, max: 35 }], meals, [0, 0, 638.3], 1800);
    expect(lunch).toMatchObject({ amount: 35.5, met: false, difference: 1 });
  });

  it('says "Meets every target" only when every meal is within its band', () => {
    expect(summaryOf(shareChecks(shares, meals, [0, 400, 600], 1800))).toBe('Meets every target');
    expect(summaryOf(shareChecks(shares, meals, [0, 300, 600], 1800))).toBe(
      'Meets energy and macros; energy split off: breakfast 17 % (20\u201325 %)',
    );
  });
});
