import { describe, expect, it } from 'vitest';
import { type ModelFood, NUTRIENT_KEYS } from './model';
import { type JobDay, solvePlan } from './solve-plan';

/** A dish by its energy and protein per 100 g; nothing else. */
const dish = (id: number, name: string, kcal: number, protein: number): ModelFood => ({
  id,
  name,
  group: 'Pulses and Legumes',
  perGram: {
    ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as ModelFood['perGram']),
    energy_kcal: kcal / 100,
    protein_g: protein / 100,
  },
});
const kadhi = dish(1, 'Kadhi', 100, 3);
const rajma = dish(2, 'Rajma', 150, 7);
const targets = {
  energy_kcal: 300,
  protein_g: 9,
  carbohydrate_g: null,
  fat_g: null,
  fibre_g: null,
  fibre_max_g: null,
  macro_shares: {},
  micronutrient_floors: {},
};
const slotOf = (...foods: ModelFood[]) => ({
  meal: 0,
  role: 'dal',
  candidates: foods.map((food) => ({ food, min: 50, max: 300, usual: 150, step: 50, staple: false })),
});

describe('a week of dishes solved day by day (issue 33, point 4)', () => {
  it("leaves a dish that is a slot's only one to its own day: the day before takes another", async () => {
    // Kadhi fits day 1's targets best (300 g: 300 kcal, 9 g protein), and it is all day 2's slot has.
    const days: JobDay[] = [
      { day: 1, slots: [slotOf(kadhi, rajma)], targets },
      { day: 2, slots: [slotOf(kadhi)], targets },
    ];
    const solved = await solvePlan({ days, variety: 2, maxNodes: 1000, apart: true });
    const names = solved.map((d) => d.choice?.map((c) => c.food.name));
    expect(names).toEqual([['Rajma'], ['Kadhi']]);
    // Without the rule of dishes apart, day 1 takes the better fit.
    const free = await solvePlan({ days, variety: 2, maxNodes: 1000 });
    expect(free.map((d) => d.choice?.map((c) => c.food.name))).toEqual([['Kadhi'], ['Kadhi']]);
  });
});
