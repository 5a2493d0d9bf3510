import { describe, expect, it } from 'vitest';
import { dishFacts, type FoodFacts, inSeason, isHardToChew, NO_FACTS } from './food-facts';

/** A dish's facts from its form and ingredients (issue 52, decision 292). */
const f = (facts: Partial<FoodFacts>): FoodFacts => ({ ...NO_FACTS, added_sugar_g: 0, ...facts });
const peanut = f({ texture: 'whole_nut_seed' });
const rice = f({ texture: 'soft' });
const jaggery = f({ texture: 'soft', added_sugar_g: 95 });
const mango = f({ texture: 'soft', season_months: { all: [4, 5, 6, 7], south: [3, 4, 5, 6, 7] } });
const peas = f({ texture: 'soft', season_months: { all: [11, 12, 1, 2, 3] } });

describe('dishFacts', () => {
  it('a whole nut makes a soft dish whole_nut_seed; ground, it does not', () => {
    expect(
      dishFacts(
        [
          { facts: rice, grams: 100 },
          { facts: peanut, grams: 10 },
        ],
        300,
        'soft',
        '',
      ).texture,
    ).toBe('whole_nut_seed');
    expect(
      dishFacts(
        [
          { facts: rice, grams: 100 },
          { facts: peanut, grams: 10, form: 'mashed' },
        ],
        300,
        'soft',
        '',
      ).texture,
    ).toBe('soft');
  });

  it('a raw dish stays raw; its cooked-soft ingredients do not soften it', () => {
    const d = dishFacts([{ facts: rice, grams: 50 }], 100, 'raw', '');
    expect(d.texture).toBe('raw');
    expect(isHardToChew(d)).toBe(true);
  });

  it('added sugar per 100 g cooked from the recipe grams', () => {
    // 10 g jaggery at 95 g sugar per 100 g in a 500 g batch: 1.9 g per 100 g.
    expect(
      dishFacts(
        [
          { facts: jaggery, grams: 10 },
          { facts: rice, grams: 200 },
        ],
        500,
        'soft',
        '',
      ).added_sugar_g,
    ).toBe(1.9);
  });

  it('a season where the ingredients’ seasons meet, by region', () => {
    const d = dishFacts([{ facts: mango, grams: 50 }], 100, 'liquid', '');
    expect(d.liquid).toBe(true);
    expect(inSeason(d, 'north', 12)).toBe(false);
    expect(inSeason(d, 'north', 5)).toBe(true);
    expect(inSeason(d, 'south', 3)).toBe(true);
    const both = dishFacts(
      [
        { facts: mango, grams: 50 },
        { facts: peas, grams: 50 },
      ],
      100,
      'soft',
      '',
    );
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => inSeason(both, 'north', m))).toEqual([]);
    expect(inSeason(dishFacts([{ facts: rice, grams: 1 }], 1, null, ''), 'east', 12)).toBe(true);
  });
});
