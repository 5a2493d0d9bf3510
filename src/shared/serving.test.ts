import { describe, expect, it } from 'vitest';
import { EMPTY_RESTRICTIONS, type Restrictions } from './restrictions';
import { reasonsNotToServe, refusalText, servableMeals } from './serving';

const item = (
  label: string,
  tags: string[] | null,
  override_reason: string | null = null,
  food_group: string | null = null,
) => ({
  label,
  food_group,
  tags,
  override_reason,
});

describe('what a client may be served on a day', () => {
  const tuesdayFast: Restrictions = {
    ...EMPTY_RESTRICTIONS,
    allergies: ['peanut'],
    fasting: [{ weekdays: [2], allowed: ['fruit', 'milk', 'sabudana'] }],
  };

  it('names the allergy and, on a fasting weekday, the fast', () => {
    const rice = { name: 'Rice, raw, milled', group: 'Cereals and Millets', tags: [] };
    expect(reasonsNotToServe(rice, tuesdayFast, 1)).toEqual([]);
    expect(reasonsNotToServe(rice, tuesdayFast, 2)).toEqual(['not a fasting food: Tuesday fast']);
    const chikki = { name: 'Chikki', group: null, tags: ['peanut'] };
    expect(reasonsNotToServe(chikki, tuesdayFast, 2)).toEqual([
      'contains groundnut: peanut allergy',
      'not a fasting food: Tuesday fast',
    ]);
    expect(refusalText('Chikki', 3, ['contains groundnut: peanut allergy'])).toBe(
      'Chikki on Day 3: contains groundnut: peanut allergy',
    );
  });

  it('leaves out a food the client may not have on that day unless it was kept with an override', () => {
    const meals = [
      {
        day: 1,
        items: [item('Rice, raw, milled', []), item('Ground nut', ['peanut']), item('Chikki', null)],
      },
      { day: 2, items: [item('Groundnut oil', ['peanut'], 'Refined oil cleared by her allergist')] },
      { day: 3, items: [item('Rice, raw, milled', []), item('Banana, ripe', [], null, 'Fruits')] },
    ];
    // Day 3 falls on Tuesday: rice is not a fasting food; a banana is (fruit).
    const weekdayOf = (day: number) => day - 1;
    const shown = servableMeals(meals, tuesdayFast, weekdayOf).map((m) => m.items.map((i) => i.label));
    expect(shown).toEqual([['Rice, raw, milled'], ['Groundnut oil'], ['Banana, ripe']]);
    expect(servableMeals(meals, undefined, weekdayOf)).toEqual(meals);
  });
});
