import { describe, expect, it } from 'vitest';
import { mealTimingName, planDayName, text } from './messages';
import { formatAmount, formatMealTime } from './plan-days';
import { outsidePeriod, portalDayOn, tickDates } from './portal-calendar';
import type { PortalDay, PortalView } from './portal-types';

const day = (n: number, name: string, date: string | null): PortalDay => ({ day: n, name, date, meals: [] });

/** A page answer of a plan with these days, period and day format, seen on `today`. */
const viewOf = (
  today: string,
  days: PortalDay[],
  period: PortalView['period'],
  day_format: 'day_numbers' | 'week_day' = 'day_numbers',
): PortalView => ({
  first_name: 'Meera',
  practice: { name: 'NutriDesk', phone: null, logo_url: null },
  nutritionist: { name: 'Asha Rao', phone: null },
  link: { state: 'active' },
  today,
  period,
  today_day: null,
  plan: { id: 1, name: 'Week 1', updated_at: '2026-11-20T00:00:00Z', day_format, days },
  supplements: [],
  notes: null,
  rules: [],
  ticks: [],
});
const seven = (name: (n: number) => string) => [1, 2, 3, 4, 5, 6, 7].map((n) => day(n, name(n), null));

describe('the days a client can tick (the plan calendar, from the period the server sends)', () => {
  it('offers no day before the plan starts: a plan starting today has no Yesterday', () => {
    const view = viewOf(
      '2026-11-27',
      seven((n) => `Day ${n}`),
      { start_date: '2026-11-27', end_date: null },
    );
    expect(tickDates(view)).toEqual(['2026-11-27']);
    expect(portalDayOn(view, '2026-11-27')?.day).toBe(1);
    expect(portalDayOn(view, '2026-11-26')).toBeNull();
    expect(outsidePeriod(view)).toBeNull();
  });

  it('offers today and the two days before inside the period, counting the plan days from its start', () => {
    const view = viewOf(
      '2026-12-04',
      seven((n) => `Day ${n}`),
      { start_date: '2026-11-27', end_date: null },
    );
    expect(tickDates(view)).toEqual(['2026-12-04', '2026-12-03', '2026-12-02']);
    expect(portalDayOn(view, '2026-12-04')?.day).toBe(1); // round 2
    expect(portalDayOn(view, '2026-12-03')?.day).toBe(7);
  });

  it('dates a weekday plan by its day format, not by guessing from day names', () => {
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    const days = names.map((name, i) => day(i + 1, name, null));
    // Monday 30-Nov-2026; the plan started on Wednesday 25-Nov.
    const view = viewOf('2026-11-30', days, { start_date: '2026-11-25', end_date: null }, 'week_day');
    expect(tickDates(view)).toEqual(['2026-11-30', '2026-11-29', '2026-11-28']);
    expect(portalDayOn(view, '2026-11-30')?.name).toBe('Monday');
    expect(portalDayOn(view, '2026-11-29')).toBeNull(); // Sunday: the plan has no such day
  });

  it('says when the plan starts, or that it ended, when today lies outside the period', () => {
    const early = viewOf(
      '2026-11-20',
      seven((n) => `Day ${n}`),
      { start_date: '2026-11-27', end_date: null },
    );
    expect(tickDates(early)).toEqual([]);
    expect(outsidePeriod(early)).toEqual({ note: 'planStarts', date: '2026-11-27' });
    const over = viewOf(
      '2026-12-30',
      seven((n) => `Day ${n}`),
      {
        start_date: '2026-11-27',
        end_date: '2026-12-26',
      },
    );
    expect(tickDates(over)).toEqual([]);
    expect(outsidePeriod(over)).toEqual({ note: 'planEnded', date: '2026-12-26' });
    // Ended yesterday: yesterday and the day before can still be ticked, not today.
    const justOver = viewOf(
      '2026-12-27',
      seven((n) => `Day ${n}`),
      {
        start_date: '2026-11-27',
        end_date: '2026-12-26',
      },
    );
    expect(tickDates(justOver)).toEqual(['2026-12-26', '2026-12-25']);
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

describe('amounts and times in Hindi', () => {
  // The server's English amount rounds grams to 5 (shared/client-words.ts clientGrams): Hindi says the same.
  const food = { name: 'Phulka', name_hi: 'फुलका', local_name: null, amount: '2 phulka (65 g)', uom: 'g' };
  it('says household measures and grams in Hindi, with the numbers as digits and the grams as in English', () => {
    expect(formatAmount('hi', { ...food, measure: { label: 'phulka', count: 2 }, quantity: 64 })).toBe(
      '2 फुलका (65 ग्राम)',
    );
    expect(formatAmount('hi', { ...food, measure: null, quantity: 12.4 })).toBe('12 ग्राम');
    expect(formatAmount('hi', { ...food, measure: { label: 'katori', count: 1.5 }, quantity: 225 })).toBe(
      '1½ कटोरी (225 ग्राम)',
    );
    expect(formatAmount('hi', { ...food, measure: null, quantity: 150 })).toBe('150 ग्राम');
    expect(formatAmount('en', { ...food, measure: { label: 'phulka', count: 2 }, quantity: 64 })).toBe(
      '2 phulka (65 g)',
    );
  });
  it('puts the part of the day first, as it is said', () => {
    expect(formatMealTime('hi', '08:00')).toBe('सुबह 8:00');
    expect(formatMealTime('hi', '13:00')).toBe('दोपहर 1:00');
    expect(formatMealTime('hi', '19:30')).toBe('शाम 7:30');
    expect(formatMealTime('en', '08:00')).toBe('8:00 am');
  });
});
