import { describe, expect, it } from 'vitest';
import { FASTING_FOODS, fastingReason, isFastingFood } from './fasting';
import { calendarOf, weekdayOfPlanDay } from './plan-calendar';
import { EMPTY_RESTRICTIONS } from './restrictions';

const food = (name: string, group: string | null = null, tags: string[] | null = null) => ({
  name,
  group,
  tags,
});

describe('fasting days', () => {
  it("falls on the plan calendar's weekdays: the package's start date when the plan has none", () => {
    const tuesdayFast = { ...EMPTY_RESTRICTIONS, fasting: [{ weekdays: [2], allowed: FASTING_FOODS }] };
    const rice = food('Rice, raw, milled', 'Cereals and Millets');
    const reasonOn = (plan: { dayFormat: string; startDate: string | null }, day: number) =>
      fastingReason(
        rice,
        tuesdayFast,
        weekdayOfPlanDay(
          calendarOf({ ...plan, endDate: null }, { startDate: '2026-11-29', endDate: null }),
          day,
        ),
      );
    // Weekday columns: day 2 is Tuesday.
    expect(reasonOn({ dayFormat: 'week_day', startDate: null }, 2)).toBe('not a fasting food: Tuesday fast');
    expect(reasonOn({ dayFormat: 'week_day', startDate: null }, 3)).toBeNull();
    // Day numbers from the plan's start, Tuesday 01-Dec-2026: day 1.
    expect(reasonOn({ dayFormat: 'day_numbers', startDate: '2026-12-01' }, 1)).toBe(
      'not a fasting food: Tuesday fast',
    );
    // No start date of its own: from the package's, Sunday 29-Nov-2026, so day 3 is Tuesday.
    expect(reasonOn({ dayFormat: 'day_numbers', startDate: null }, 3)).toBe(
      'not a fasting food: Tuesday fast',
    );
    expect(reasonOn({ dayFormat: 'custom', startDate: null }, 2)).toBeNull();
  });

  it('allows the vrat foods by group, tag, fasting name or word, and nothing else', () => {
    for (const f of [
      food('Apple, big', 'Fruits'),
      food('Paneer', 'Milk and Milk Products'),
      food('Dahi, homemade', 'Sweets'),
      food('Sago', 'Cereals and Millets'),
      food('Buckwheat flour', 'Cereals and Millets'),
      food('Water Chestnut', 'Roots and Tubers'),
      food('Amaranth seed, pale brown', 'Cereals and Millets'),
      food('Samai', 'Cereals and Millets'),
      food('Sweet potato, pink skin', 'Roots and Tubers'),
      food('Almond', 'Nuts and Oil Seeds'),
      food('Roasted makhana', 'Snacks', []),
    ])
      expect(isFastingFood(f, FASTING_FOODS), f.name).toBe(true);
    for (const f of [
      food('Rice, raw, milled', 'Cereals and Millets'),
      food('Green gram, dal', 'Grain Legumes'),
      food('Amaranth leaves, green', 'Green Leafy Vegetables'),
      food('Onion, big', 'Other Vegetables'),
    ])
      expect(isFastingFood(f, FASTING_FOODS), f.name).toBe(false);
  });

  it('names the fast in the reason, only on its weekdays', () => {
    const r = { ...EMPTY_RESTRICTIONS, fasting: [{ weekdays: [2], allowed: ['fruit'] }] };
    expect(fastingReason(food('Rice, raw, milled'), r, 2)).toBe('not a fasting food: Tuesday fast');
    expect(fastingReason(food('Banana, ripe', 'Fruits'), r, 2)).toBeNull();
    expect(fastingReason(food('Rice, raw, milled'), r, 3)).toBeNull();
    expect(fastingReason(food('Rice, raw, milled'), r, null)).toBeNull();
  });
});
