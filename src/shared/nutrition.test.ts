import { describe, expect, it } from 'vitest';
import { MICRONUTRIENT_KEYS, type Micronutrients } from './micronutrients';
import {
  dayMicronutrients,
  dayTotals,
  energyShares,
  type FoodValues,
  floor2,
  foodKind,
  isFoodConflict,
  isOverMaxCalories,
  itemValue,
  PREFERENCE_EXCLUDED_TAGS,
  sumItems,
} from './nutrition';
import { targetStatus } from './plan-targets';
import { DIET_EXCLUDES } from './restrictions';

/**
 * IFCT 2017 rows (per 100 g; energy enerc in kJ, kcal = kJ / 4.184), as seeded:
 *   A015 Rice, raw, milled      enerc 1491  protcnt 7.94   fatce 0.52   choavldf 78.24  fibtg 2.81
 *   B010 Green gram, dal        enerc 1363  protcnt 23.88  fatce 1.35   choavldf 52.59  fibtg 9.37
 *   L002 Milk, whole, Cow       enerc 305   protcnt 3.26   fatce 4.48   choavldf 4.94   fibtg 0
 *   L003 Paneer                 enerc 1079  protcnt 18.86  fatce 14.78  choavldf 12.41  fibtg 0
 */
const ifct = (kj: number, protein: number, fat: number, carbohydrate: number, fibre: number): FoodValues => ({
  quantity: 100,
  uom: 'g',
  calories: kj / 4.184,
  protein,
  fat,
  carbohydrate,
  fibre,
});
const rice = ifct(1491, 7.94, 0.52, 78.24, 2.81);
const moongDal = ifct(1363, 23.88, 1.35, 52.59, 9.37);
const milk = ifct(305, 3.26, 4.48, 4.94, 0);
const paneer = ifct(1079, 18.86, 14.78, 12.41, 0);

describe('itemValue', () => {
  it('scales the per-100 g values by qty / 100', () => {
    // 60 g rice: 1491 kJ × 0.6 = 894.6 kJ; 894.6 / 4.184 = 213.8145… kcal.
    // carbohydrate 78.24 × 0.6 = 46.944; protein 7.94 × 0.6 = 4.764; fat 0.52 × 0.6 = 0.312; fibre 2.81 × 0.6 = 1.686.
    const v = itemValue(rice, 60);
    expect(floor2(v.qty_calories)).toBe(213.81);
    expect(v.qty_carbohydrate).toBeCloseTo(46.944, 10);
    expect(v.qty_protein).toBeCloseTo(4.764, 10);
    expect(v.qty_fat).toBeCloseTo(0.312, 10);
    expect(v.qty_fibre).toBeCloseTo(1.686, 10);
    expect(v.output).toBe('60 g');
    expect(v.uom).toBe('g');
  });

  it('takes any quantity ≥ 0, any step', () => {
    // 12.5 g moong dal: 1363 × 0.125 = 170.375 kJ → 40.7205… kcal.
    expect(floor2(itemValue(moongDal, 12.5).qty_calories)).toBe(40.72);
    expect(itemValue(moongDal, 0).qty_calories).toBe(0);
  });

  it('works for foods kept per another quantity (a sheet food per 1 piece)', () => {
    const idli = {
      quantity: 1,
      uom: 'piece',
      calories: 58,
      carbohydrate: 12,
      protein: 2,
      fat: 0.2,
      fibre: 0.6,
    };
    const v = itemValue(idli, 3);
    expect(v.qty_calories).toBe(174);
    expect(v.output).toBe('3 piece');
  });
});

describe('floor2', () => {
  it('rounds down to 2 decimals, for display only', () => {
    expect(floor2(213.81453)).toBe(213.81);
    expect(floor2(97.729)).toBe(97.72);
    expect(floor2(0.29)).toBe(0.29);
    expect(floor2(1.005)).toBe(1);
    expect(floor2(Number.NaN)).toBe(0);
  });
});

describe('day totals and energy shares', () => {
  // A breakfast and lunch on day 1: 60 g rice, 30 g moong dal, 200 g cow milk; 50 g paneer
  // offered as an alternative to the dal (ref_id set) is not counted.
  const meals = [
    {
      day: 1,
      items: [
        { ref_id: null, value: itemValue(rice, 60) },
        { ref_id: null, value: itemValue(moongDal, 30) },
        { ref_id: 2, value: itemValue(paneer, 50) },
      ],
    },
    { day: 1, items: [{ ref_id: null, value: itemValue(milk, 200) }] },
    { day: 2, items: [{ ref_id: null, value: itemValue(rice, 100) }] },
  ];

  it('sums full-precision values of main items only', () => {
    // kJ: 1491×0.6 + 1363×0.3 + 305×2 = 894.6 + 408.9 + 610 = 1913.5 → 1913.5 / 4.184 = 457.3374… kcal
    // carbohydrate 46.944 + 15.777 + 9.88 = 72.601; protein 4.764 + 7.164 + 6.52 = 18.448
    // fat 0.312 + 0.405 + 8.96 = 9.677; fibre 1.686 + 2.811 + 0 = 4.497
    const t = dayTotals(meals, 1);
    expect(floor2(t.calories)).toBe(457.33);
    expect(t.carbohydrate).toBeCloseTo(72.601, 9);
    expect(t.protein).toBeCloseTo(18.448, 9);
    expect(t.fat).toBeCloseTo(9.677, 9);
    expect(t.fibre).toBeCloseTo(4.497, 9);
    // Summing floored item kcal would give 213.81 + 97.72 + 145.79 = 457.32: sums use full precision.
    expect(floor2(t.calories)).not.toBe(457.32);
  });

  it('computes the shares at 4 / 4 / 9 kcal per gram of the day kcal', () => {
    // carbohydrate 72.601 × 4 = 290.404 kcal / 457.3375 = 63.49 %
    // protein 18.448 × 4 = 73.792 kcal / 457.3375 = 16.13 %
    // fat 9.677 × 9 = 87.093 kcal / 457.3375 = 19.04 %
    const s = energyShares(dayTotals(meals, 1));
    expect(floor2(s.carbohydrate)).toBe(63.49);
    expect(floor2(s.protein)).toBe(16.13);
    expect(floor2(s.fat)).toBe(19.04);
  });

  it('answers zero shares for an empty day and keeps days apart', () => {
    expect(energyShares(dayTotals(meals, 3))).toEqual({ carbohydrate: 0, protein: 0, fat: 0 });
    // Day 2: 100 g rice = 1491 / 4.184 = 356.357… kcal.
    expect(floor2(dayTotals(meals, 2).calories)).toBe(356.35);
  });

  it('sumItems skips alternatives', () => {
    const meal = sumItems(meals[0].items);
    // 894.6 + 408.9 = 1303.5 kJ → 311.5439… kcal
    expect(floor2(meal.calories)).toBe(311.54);
  });

  it('warns over max_calories only when a limit is set', () => {
    const t = dayTotals(meals, 1);
    expect(isOverMaxCalories(t, 450)).toBe(true);
    expect(isOverMaxCalories(t, 1800)).toBe(false);
    expect(isOverMaxCalories(t, null)).toBe(false);
  });
});

describe('food preference conflicts (IFCT food groups)', () => {
  const groups = {
    chicken: 'Poultry',
    mutton: 'Animal Meat',
    rohu: 'Fresh Water Fish and Shellfish',
    pomfret: 'Marine Fish',
    prawn: 'Marine Shellfish',
    squid: 'Marine Mollusks',
    egg: 'Egg and Egg Products',
    milk: 'Milk and Milk Products',
    rice: 'Cereals and Millets',
  };
  const clash = (pref: string, group: string, name?: string) => isFoodConflict(pref, group, name);

  it('Vegetarian excludes meat, poultry, fish and egg, allows dairy', () => {
    for (const g of [
      groups.chicken,
      groups.mutton,
      groups.rohu,
      groups.pomfret,
      groups.prawn,
      groups.squid,
      groups.egg,
    ])
      expect(clash('Vegetarian', g)).toBe(true);
    expect(clash('Vegetarian', groups.milk)).toBe(false);
    expect(clash('Vegetarian', groups.rice)).toBe(false);
  });

  it('Eggetarian allows egg', () => {
    expect(clash('Eggetarian', groups.egg)).toBe(false);
    expect(clash('Eggetarian', groups.chicken)).toBe(true);
    expect(clash('Eggetarian', groups.pomfret)).toBe(true);
  });

  it('Vegan also excludes dairy, ghee included (IFCT files it under oils)', () => {
    expect(clash('Vegan', groups.milk)).toBe(true);
    expect(clash('Vegan', groups.egg)).toBe(true);
    expect(clash('Vegan', 'Edible Oils and Fats', 'Ghee')).toBe(true);
    expect(clash('Vegan', 'Edible Oils and Fats', 'Groundnut oil')).toBe(false);
    expect(foodKind('Edible Oils and Fats', 'Ghee')).toBe('dairy');
  });

  it('Pescetarian allows fish and egg, not meat or poultry', () => {
    expect(clash('Pescetarian', groups.rohu)).toBe(false);
    expect(clash('Pescetarian', groups.prawn)).toBe(false);
    expect(clash('Pescetarian', groups.egg)).toBe(false);
    expect(clash('Pescetarian', groups.mutton)).toBe(true);
    expect(clash('Pescetarian', groups.chicken)).toBe(true);
  });

  it('with the food tags given, the tags decide, with the same lists as the diet rules', () => {
    expect(PREFERENCE_EXCLUDED_TAGS.Vegetarian).toEqual(DIET_EXCLUDES.vegetarian);
    expect(PREFERENCE_EXCLUDED_TAGS.Eggetarian).toEqual(DIET_EXCLUDES.eggetarian);
    expect(PREFERENCE_EXCLUDED_TAGS.Vegan).toEqual(DIET_EXCLUDES.vegan);
    expect(isFoodConflict('Vegetarian', 'Ready to eat', 'Galouti kebab', ['meat'])).toBe(true);
    expect(isFoodConflict('Vegan', groups.milk, 'Tofu bhurji', ['soy'])).toBe(false);
    expect(isFoodConflict('Vegan', 'Sweets', 'Honey chikki', ['honey', 'peanut'])).toBe(true);
    expect(isFoodConflict('Pescetarian', groups.prawn, 'Prawn curry', ['crustacean'])).toBe(false);
    expect(isFoodConflict('Unknown', groups.chicken, 'Chicken', ['poultry'])).toBe(false);
  });

  it('Non Vegetarian, Non Veg (Occasionally) and no preference allow everything', () => {
    for (const pref of ['Non Vegetarian', 'Non Veg (Occasionally)', '', 'Unknown'])
      for (const g of Object.values(groups)) expect(clash(pref, g)).toBe(false);
    expect(isFoodConflict(null, groups.chicken)).toBe(false);
  });
});

describe('dayMicronutrients', () => {
  // IFCT 2017 per 100 g as seeded: A015 rice iron 0.65 mg, calcium 7.49 mg;
  // B010 green gram dal iron 3.9 mg, calcium 75.1 mg (figures rounded for the test).
  const riceM = { ...rice, micronutrients: micro({ iron_mg: 0.65, calcium_mg: 7.49 }) };
  const dal = { ...moongDal, micronutrients: micro({ iron_mg: 3.9, calcium_mg: 75.1 }) };
  const homemade = { ...milk, micronutrients: micro({ iron_mg: null, calcium_mg: 40 }) };
  const item = (label: string, food: FoodValues, quantity: number, ref_id: number | null = null) => ({
    label,
    food,
    quantity,
    ref_id,
  });

  it('sums per day, skips alternatives, lists the top foods', () => {
    const meals = [
      { day: 1, items: [item('Rice', riceM, 60), item('Moong dal', dal, 30), item('Paneer', dal, 500, 7)] },
      { day: 1, items: [item('Rice', riceM, 40)] },
      { day: 2, items: [item('Rice', riceM, 500)] },
    ];
    const t = dayMicronutrients(meals, 1);
    // iron: rice 0.65 × (60 + 40)/100 = 0.65; dal 3.9 × 30/100 = 1.17 → 1.82 mg
    expect(t.iron_mg.total).toBeCloseTo(1.82, 10);
    expect(t.iron_mg.unknown).toEqual([]);
    expect(t.iron_mg.top).toEqual([
      { label: 'Moong dal', amount: expect.closeTo(1.17, 10) },
      { label: 'Rice', amount: expect.closeTo(0.65, 10) },
    ]);
  });

  it('a food without a value makes the total incomplete instead of counting 0', () => {
    const t = dayMicronutrients(
      [{ day: 1, items: [item('Rice', riceM, 100), item('Ghar ka kadhi', homemade, 200)] }],
      1,
    );
    expect(t.iron_mg).toMatchObject({ total: 0.65, unknown: ['Ghar ka kadhi'] });
    expect(t.calcium_mg).toMatchObject({ total: expect.closeTo(7.49 + 80, 10), unknown: [] });
    // A draft item whose food carries no micronutrients at all is unknown for every one.
    const draft = dayMicronutrients([{ day: 1, items: [item('Rice', rice, 100)] }], 1);
    expect(draft.zinc_mg).toEqual({ total: 0, unknown: ['Rice'], top: [] });
  });
});

describe('targetStatus', () => {
  it('energy ±2 %, macros ±5 g, fibre a floor', () => {
    expect(targetStatus('energy_kcal', 1764, 1800)).toBe('met'); // −36 = −2 %
    expect(targetStatus('energy_kcal', 1763, 1800)).toBe('under');
    expect(targetStatus('energy_kcal', 1837, 1800)).toBe('over');
    expect(targetStatus('protein_g', 55, 60)).toBe('met');
    expect(targetStatus('protein_g', 54.9, 60)).toBe('under');
    expect(targetStatus('fat_g', 65.1, 60)).toBe('over');
    // Fibre has a ceiling: 1.5 × the target unless one is set (issue 26: 74–107 g read "on target").
    expect(targetStatus('fibre_g', 52.5, 35)).toBe('met');
    expect(targetStatus('fibre_g', 52.6, 35)).toBe('over');
    expect(targetStatus('fibre_g', 80, 35)).toBe('over');
    expect(targetStatus('fibre_g', 80, 35, 90)).toBe('met');
    expect(targetStatus('fibre_g', 34.9, 35)).toBe('under');
  });
});

function micro(known: Partial<Micronutrients>): Micronutrients {
  const all = Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, 0])) as Micronutrients;
  return { ...all, ...known };
}
