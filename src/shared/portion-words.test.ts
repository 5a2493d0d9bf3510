import { describe, expect, it } from 'vitest';
import { hindiAmount } from './client-hindi';
import { clientAmount } from './client-words';
import { amountText, measureStepGrams, shownUnit } from './measures';

/** Decision 310: what a client can measure — drinks in ml, pieces whole. */
describe('portion words', () => {
  const glass = { one: 'glass', many: 'glasses', grams: 200 };

  it('a drink reads in ml in the planner, on the plan page and in Hindi; a solid keeps grams', () => {
    const milk = { quantity: 200, uom: 'g', facts: { liquid: true } };
    expect(clientAmount(milk, glass)).toBe('1 glass (200 ml)');
    expect(clientAmount({ ...milk, quantity: 100 }, glass)).toBe('½ glass (100 ml)');
    expect(
      amountText({
        quantity: 250,
        uom: 'g',
        measure_label: 'glass',
        measure_count: 1,
        facts: { liquid: true },
      }),
    ).toBe('1 glass (250 ml)');
    expect(
      hindiAmount({
        quantity: 250,
        uom: shownUnit('g', { liquid: true }),
        measure: { label: 'glass', count: 1 },
      }),
    ).toMatch(/\(250 मिली\)$/);
    expect(clientAmount({ quantity: 150, uom: 'g', measure_label: 'katori', measure_count: 1 }, null)).toBe(
      '1 katori (150 g)',
    );
    expect(shownUnit('kcal', { liquid: true })).toBe('kcal');
  });

  it('a piece steps whole, a katori or glass in halves', () => {
    expect(measureStepGrams({ unit: 'piece', grams: 40 })).toBe(40);
    expect(measureStepGrams({ unit: 'katori', grams: 150 })).toBe(75);
    expect(measureStepGrams({ unit: 'glass', grams: 200 })).toBe(100);
  });
});
