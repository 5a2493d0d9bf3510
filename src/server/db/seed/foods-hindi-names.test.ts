import { describe, expect, it } from 'vitest';
import { STARTER_DISHES } from './dishes-data';
import { builtinFoods } from './foods';
import { FOOD_NAMES_HI, foodNameHiSource } from './foods-hindi-names';
import { hindiNameOf } from './foods-plain-names';

/** Devanagari letters, spaces, brackets and a hyphen: one name, no Latin letters, no list. */
const ONE_HINDI_NAME = /^[\u0900-\u097F][\u0900-\u097F ()-]*$/;

describe('Hindi names of the IFCT foods in the starter dishes (decision 249)', () => {
  const used = new Set(
    STARTER_DISHES.flatMap((d) => d.ingredients.flatMap((i) => ('ifctCode' in i ? [i.ifctCode] : []))),
  );

  it('names every IFCT food a starter dish uses, at least 150, in Devanagari', () => {
    expect(used.size).toBeGreaterThanOrEqual(150);
    const missing = [...used].filter((code) => !FOOD_NAMES_HI[code]);
    expect(missing).toEqual([]);
    for (const [code, name] of Object.entries(FOOD_NAMES_HI)) expect(name, code).toMatch(ONE_HINDI_NAME);
  });

  it("says IFCT 2017 only where IFCT gives a Hindi name, and lists only IFCT's foods", () => {
    const foods = new Map(builtinFoods().map((f) => [f.code, f]));
    for (const code of Object.keys(FOOD_NAMES_HI)) {
      const food = foods.get(code);
      expect(food, code).toBeDefined();
      if (foodNameHiSource(code) === 'IFCT 2017') expect(hindiNameOf(food?.localName), code).toBeTruthy();
    }
    expect(foodNameHiSource('D076')).toBe('IFCT 2017');
    expect(foodNameHiSource('T013')).toBe('everyday Hindi');
    expect(foodNameHiSource('E999')).toBeUndefined();
  });
});
