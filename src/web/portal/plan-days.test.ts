import { describe, expect, it } from 'vitest';
import { mealTimingName, planDayName, text } from './messages';
import { planDayOn, tickDates } from './plan-days';
import { hindiName } from './portal-language';
import type { PortalDay } from './portal-types';

const day = (n: number, name: string, date: string | null): PortalDay => ({ day: n, name, date, meals: [] });

describe('the plan day a tick date shows', () => {
  it('is the day the server dated so in the round that holds today', () => {
    const days = [
      day(1, 'Day 1', '2026-11-24'),
      day(2, 'Day 2', '2026-11-25'),
      day(3, 'Day 3', '2026-11-26'),
    ];
    expect(planDayOn(days, '2026-11-25', '2026-11-26', 3)?.day).toBe(2);
  });

  it('counts back into the previous round of a repeating plan (today day 1: yesterday is its last day)', () => {
    const days = [
      day(1, 'Day 1', '2026-11-26'),
      day(2, 'Day 2', '2026-11-27'),
      day(3, 'Day 3', '2026-11-28'),
    ];
    expect(planDayOn(days, '2026-11-25', '2026-11-26', 1)?.day).toBe(3);
    expect(planDayOn(days, '2026-11-24', '2026-11-26', 1)?.day).toBe(2);
  });

  it('repeats a weekday plan every seven days even without its weekend days', () => {
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    // Monday 23 Nov 2026 is day 1 of the round.
    const days = names.map((name, i) => day(i + 1, name, `2026-11-${23 + i}`));
    // Sunday 22 Nov, the day before Monday's round: no plan day (not Friday).
    expect(planDayOn(days, '2026-11-22', '2026-11-23', 1)).toBeNull();
    expect(planDayOn(days, '2026-11-20', '2026-11-23', 1)?.name).toBe('Friday');
  });

  it('has no day before the plan starts', () => {
    expect(planDayOn([day(1, 'Day 1', '2026-12-01')], '2026-11-26', '2026-11-26', null)).toBeNull();
  });

  it('offers today and the two days before', () => {
    expect(tickDates('2026-12-01')).toEqual(['2026-12-01', '2026-11-30', '2026-11-29']);
  });
});

describe('the Hindi catalogue', () => {
  it('fills values and names the days and meal timings in Devanagari', () => {
    expect(text('hi', 'weightRange', { min: 2, max: 400 })).toBe('वज़न 2 से 400 किलो के बीच होना चाहिए');
    expect(planDayName('hi', 'Day 3', 3)).toBe('दिन 3');
    expect(planDayName('hi', 'Wednesday', 3)).toBe('बुधवार');
    expect(planDayName('en', 'Detox day', 2)).toBe('Detox day');
    expect(mealTimingName('hi', 'Breakfast')).toBe('नाश्ता');
    expect(mealTimingName('en', 'Breakfast')).toBe('Breakfast');
  });
});

describe('a food name in Hindi', () => {
  it("takes IFCT's Hindi entry from a list of every language's names", () => {
    expect(hindiName('A. Chira, Chiura; B. Chide, Chira; E. Flattened rice; H. Poha; Kan. Avalakki')).toBe(
      'Poha',
    );
    expect(hindiName('A. Garoor gakhir; H. Gai ka doodh, Doodh; Tam. Pasumpaal')).toBe('Gai ka doodh');
    expect(hindiName('A. Milat khunda chaul; B. Chowl; Tam. Arisi')).toBeNull();
    expect(hindiName('मसूर दाल')).toBe('मसूर दाल');
    expect(hindiName(null)).toBeNull();
  });
});
