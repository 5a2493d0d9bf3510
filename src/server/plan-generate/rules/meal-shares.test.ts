import { describe, expect, it } from 'vitest';
import { inWholePieces } from '../pipelines/nut-counts';
import { type DayProblem, type ModelFood, NUTRIENT_KEYS, totalsOf } from '../solver/model';
import { solveDay } from '../solver/solve-day';
import { MEAL_ENERGY_SHARES, mealSharesOf, shareOf } from './meal-shares';

const food = (id: number, name: string, kcal: number): ModelFood => ({
  id,
  name,
  group: 'Cereals and Millets',
  perGram: {
    ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as ModelFood['perGram']),
    energy_kcal: kcal / 100,
  },
});
const MEALS = [
  { timing: 'Breakfast' },
  { timing: 'Lunch' },
  { timing: 'Evening Snacks' },
  { timing: 'Dinner' },
];
const targets = {
  energy_kcal: 1600,
  protein_g: null,
  carbohydrate_g: null,
  fat_g: null,
  fibre_g: null,
  micronutrient_floors: {},
};

describe('the energy split across meals (issue 33, point 3)', () => {
  it('gives breakfast, lunch and dinner their bands by slot name, the snacks the rest', () => {
    const slots = MEALS.map((_m, meal) => ({ meal }));
    expect(mealSharesOf(MEALS, slots)).toEqual([
      { meal: 0, ...MEAL_ENERGY_SHARES.breakfast },
      { meal: 1, ...MEAL_ENERGY_SHARES.lunch },
      { meal: 3, ...MEAL_ENERGY_SHARES.dinner },
    ]);
    // No snack to take the rest (the bands' tops sum to 90 %): no split.
    expect(mealSharesOf(MEALS, [{ meal: 0 }, { meal: 1 }, { meal: 3 }])).toEqual([]);
    // A meal with nothing to solve has no band (it would pull the day's energy down).
    expect(mealSharesOf(MEALS, [{ meal: 1 }, { meal: 2 }]).map((s) => s.meal)).toEqual([1]);
  });

  it('moves a day whose usual portions load breakfast into the bands, the day still on target', async () => {
    // Poha 300 g usual at breakfast, a little at the other meals: the portions alone give breakfast half the day.
    const usual = [300, 120, 60, 120];
    const problem: DayProblem = {
      targets,
      slots: MEALS.map((_m, meal) => ({
        meal,
        role: 'cereal',
        candidates: [{ food: food(meal + 1, `Cereal ${meal}`, 350), min: 20, max: 400, usual: usual[meal] }],
      })),
    };
    const shareOfMeal = (choice: NonNullable<Awaited<ReturnType<typeof solveDay>>['choice']>) => {
      const day = totalsOf(choice).energy_kcal;
      return choice.map((c) => shareOf(c.food.perGram.energy_kcal * c.grams, day));
    };
    const without = await solveDay(problem, 1000);
    expect(shareOfMeal(without.choice ?? [])[0]).toBeGreaterThan(30);
    const withShares = await solveDay({ ...problem, shares: mealSharesOf(MEALS, problem.slots) }, 1000);
    const choice = withShares.choice ?? [];
    const [breakfast, lunch, , dinner] = shareOfMeal(choice);
    expect(breakfast).toBeGreaterThanOrEqual(20 - 0.5);
    expect(breakfast).toBeLessThanOrEqual(25 + 0.5);
    expect(lunch).toBeGreaterThanOrEqual(30 - 0.5);
    expect(lunch).toBeLessThanOrEqual(35 + 0.5);
    expect(dinner).toBeGreaterThanOrEqual(25 - 0.5);
    expect(dinner).toBeLessThanOrEqual(30 + 0.5);
    expect(Math.abs(totalsOf(choice).energy_kcal - 1600)).toBeLessThanOrEqual(32);
  });
});

describe('nuts in whole pieces (issue 33, point 2)', () => {
  it('steps almonds by one almond of USDA weight, so the grams are a whole count', () => {
    const almonds = inWholePieces('H001', { min: 5, max: 30, usual: 15 });
    expect(almonds.step).toBeCloseTo(1.23);
    for (const g of [almonds.min, almonds.max, almonds.usual])
      expect(Number.isInteger(Math.round((g / 1.23) * 1e6) / 1e6)).toBe(true);
    expect(Math.round(almonds.usual / 1.23)).toBe(12);
    expect(Math.round(inWholePieces('E017', { min: 5, max: 30, usual: 15 }).usual / 7.1)).toBe(2);
  });

  it('leaves a food counted by the spoon (seeds) or not at all in 5 g steps', () => {
    expect(inWholePieces('H014', { min: 5, max: 30, usual: 15 })).toEqual({ min: 5, max: 30, usual: 15 });
    expect(inWholePieces('H012', { min: 5, max: 30, usual: 15 })).toEqual({ min: 5, max: 30, usual: 15 });
  });
});
