import { describe, expect, it } from 'vitest';
import { wholeText } from './client-words';

describe('wholeText: Indian digit grouping without Intl (decision 284)', () => {
  const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

  it('reads as Intl en-IN does, from 0 to crores, negatives and fractions rounded', () => {
    const values = [
      0, 7, 42, 999, 1000, 1820, 12_345, 99_999, 1_00_000, 12_34_567, 9_87_65_432, 1_23_45_67_890,
    ];
    for (const v of values)
      for (const x of [v, -v, v + 0.5, v - 0.49]) {
        if (Object.is(Math.round(x), -0)) continue;
        expect(wholeText(x), String(x)).toBe(intl.format(Math.round(x)));
      }
  });

  it('groups every whole number up to ten lakh exactly as Intl', () => {
    for (let v = 0; v <= 1_000_000; v += 997) expect(wholeText(v)).toBe(intl.format(v));
  });

  it('reads minus zero as 0, and what is not a number as itself', () => {
    expect(wholeText(-0.2)).toBe('0');
    expect(wholeText(Number.NaN)).toBe('NaN');
  });
});
