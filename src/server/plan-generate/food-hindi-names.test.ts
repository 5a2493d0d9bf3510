import { describe, expect, it } from 'vitest';
import { FOOD_NAMES_HI } from '../db/seed/foods-hindi-names';
import { ROLE_FOODS } from './pipelines/portions';

/**
 * Issue 53 point 9: a Hindi client reads every food a generated week adds on its own (fruit, nuts,
 * milk, eggs, fish, oils) in Hindi: Litchi, Fig, Pistachios and Orange once printed in English.
 */
describe('Hindi names of the foods a generated week picks', () => {
  it('names every food of every role in Devanagari', () => {
    const codes = [...new Set(Object.values(ROLE_FOODS).flat())];
    expect(codes.filter((code) => !FOOD_NAMES_HI[code])).toEqual([]);
    expect([FOOD_NAMES_HI.E035, FOOD_NAMES_HI.E020, FOOD_NAMES_HI.H018, FOOD_NAMES_HI.E047]).toEqual([
      'लीची',
      'अंजीर',
      'पिस्ता',
      'संतरा',
    ]);
  });
});
