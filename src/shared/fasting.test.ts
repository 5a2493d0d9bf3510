import { describe, expect, it } from 'vitest';
import { FASTING_FOODS, fastingReason, isFastingFood, weekdayOfPlanDay } from './fasting';
import { EMPTY_RESTRICTIONS } from './restrictions';

const food = (name: string, group: string | null = null, tags: string[] | null = null) => ({
  name,
  group,
  tags,
});

describe('fasting days', () => {
  it('maps plan days to weekdays by column name, else by start date, else not at all', () => {
    expect(weekdayOfPlanDay({ day_format: 'week_day', start_date: null }, 1)).toBe(1); // Monday
    expect(weekdayOfPlanDay({ day_format: 'week_day', start_date: null }, 7)).toBe(0); // Sunday
    expect(weekdayOfPlanDay({ day_format: 'week_day', start_date: null }, 9)).toBe(2); // Tuesday again
    expect(weekdayOfPlanDay({ day_format: 'day_numbers', start_date: '2026-12-01' }, 1)).toBe(2);
    expect(weekdayOfPlanDay({ day_format: 'day_numbers', start_date: '2026-12-01' }, 31)).toBe(4); // 31 Dec
    expect(weekdayOfPlanDay({ day_format: 'day_numbers', start_date: null }, 2)).toBeNull();
    expect(weekdayOfPlanDay({ day_format: 'custom', start_date: null }, 2)).toBeNull();
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
