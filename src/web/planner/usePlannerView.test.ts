import { describe, expect, it } from 'vitest';
import type { FoodValues } from '../../shared/nutrition';
import type { MealTiming, Workspace, WorkspaceItem, WorkspaceMeal } from '../../shared/plans';
import { daySodium } from './figures';
import type { GridDay } from './grid-types';
import { draftOfMeal, emptyDraft } from './meal-editor';
import {
  conflictCount,
  dayTotals,
  followsTemplate,
  overMaxSummary,
  planDays,
  standardTimesOf,
} from './usePlannerView';

// What the planner page draws from a workspace, and the drafts its meal editor opens with.

const per100: FoodValues = {
  quantity: 100,
  uom: 'g',
  calories: 0,
  carbohydrate: 0,
  protein: 0,
  fat: 0,
  fibre: 0,
};

/** A food eaten in `grams`, with its kcal and protein for that quantity. */
function item(
  id: number,
  label: string,
  grams: number,
  kcal: number,
  protein: number,
  extra: Partial<WorkspaceItem> = {},
): WorkspaceItem {
  return {
    id,
    food_item_id: id * 10,
    label,
    quantity: grams,
    ref_id: null,
    order: 0,
    is_conflict: false,
    food_group: 'Cereals and Millets',
    value: {
      output: `${grams} g`,
      uom: 'g',
      qty_calories: kcal,
      qty_carbohydrate: 0,
      qty_protein: protein,
      qty_fat: 0,
      qty_fibre: 0,
    },
    food: { ...per100, calories: (kcal * 100) / grams, protein: (protein * 100) / grams },
    ...extra,
  };
}

const meal = (meal_id: number, day: number, hh: string, items: WorkspaceItem[]): WorkspaceMeal => ({
  meal_id,
  day,
  time: { hh, mm: '00' },
  hypothetical_time: 'Breakfast',
  description: null,
  items,
});

// Day 1: poha and tea at 08:00, dal and rice at 13:00 (a chapati offered instead of the rice).
const poha = item(1, 'Poha', 60, 210, 4);
const tea = item(2, 'Tea with milk', 150, 60, 2);
const rice = item(3, 'Rice, raw, milled', 75, 260, 5);
const chapati = item(4, 'Chapati', 60, 180, 6, { ref_id: rice.food_item_id });
const dal = item(5, 'Green gram, dal', 30, 100, 7);
// Day 3: chicken curry for a vegetarian client.
const chicken = item(6, 'Chicken curry', 150, 240, 25, { is_conflict: true, food_group: 'Poultry' });
const meals = [
  meal(11, 1, '08', [poha, tea]),
  meal(12, 1, '13', [rice, chapati, dal]),
  meal(13, 3, '20', [chicken]),
];

function workspace(day_format: Workspace['plan']['day_format']): Workspace {
  return {
    plan: { day_format, max_calories: 1200 } as Workspace['plan'],
    days: [
      { day: 1, dayDescr: null },
      { day: 2, dayDescr: 'Fasting day' },
      { day: 3, dayDescr: null },
    ],
    meals,
  } as Workspace;
}

describe('the planner view', () => {
  it('heads every day of the plan, with or without meals, in the plan’s day format', () => {
    expect(planDays(workspace('day_numbers'))).toEqual([
      { day: 1, description: null, name: 'Day 1', mealCount: 2 },
      { day: 2, description: 'Fasting day', name: 'Day 2', mealCount: 0 },
      { day: 3, description: null, name: 'Day 3', mealCount: 1 },
    ]);
    expect(planDays(workspace('week_day')).map((d) => d.name)).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    expect(planDays(workspace('custom')).map((d) => d.name)).toEqual(['Day 1', 'Fasting day', 'Day 3']);
  });

  it('totals each day without counting an alternative', () => {
    const totals = dayTotals(meals);
    // 210 + 60 + 260 + 100: the chapati stands in for the rice.
    expect(totals.get(1)).toMatchObject({ calories: 630, protein: 18 });
    expect(totals.get(2)).toBeUndefined();
    expect(totals.get(3)).toMatchObject({ calories: 240, protein: 25 });
  });

  it('counts the items that conflict with the food preference', () => {
    expect(conflictCount(meals)).toBe(1);
    expect(conflictCount(meals.slice(0, 2))).toBe(0);
  });

  it('takes the standard meal times as slots, and ignores a timing without one', () => {
    const timings = [
      { default_time: '07:30:00' },
      { default_time: '13:00:00' },
      { default_time: null },
    ] as MealTiming[];
    expect([...standardTimesOf(timings)]).toEqual(['07:30', '13:00']);
  });

  it('names the days over the maximum kcal in one sentence', () => {
    const days: GridDay[] = Array.from({ length: 8 }, (_, i) => ({
      day: i + 1,
      description: null,
      name: `Day ${i + 1}`,
      mealCount: 1,
    }));
    expect(overMaxSummary(days.slice(1, 2), 8)).toBe('Day 2 is');
    expect(overMaxSummary([days[1], days[4]], 8)).toBe('Day 2, Day 5 are');
    expect(overMaxSummary(days, 8)).toBe('Every day is');
    expect(overMaxSummary(days.slice(0, 7), 8)).toBe('Day 1, Day 2, Day 3, Day 4, Day 5 and 2 more days are');
    // A one-day plan over the maximum names its day.
    expect(overMaxSummary(days.slice(0, 1), 1)).toBe('Day 1 is');
  });
});

describe('a meal draft', () => {
  it('starts empty at the cell that was clicked', () => {
    expect(emptyDraft({ day: 2, dayName: 'Tuesday', time: '07:45' })).toEqual({
      meal_id: null,
      day: 2,
      dayName: 'Tuesday',
      hh: '07',
      mm: '45',
      hypothetical_time: 'Custom',
      description: '',
      items: [],
    });
  });

  it('edits a saved meal with its alternatives linked to their main item', () => {
    const draft = draftOfMeal(meals[1], { day: 1, dayName: 'Day 1', time: '13:00' }, true, 'Vegetarian');
    expect(draft).toMatchObject({ meal_id: 12, day: 1, hh: '13', mm: '00', hypothetical_time: 'Breakfast' });
    const [riceRow, chapatiRow, dalRow] = draft.items;
    expect(draft.items.map((i) => [i.label, i.quantity])).toEqual([
      ['Rice, raw, milled', 75],
      ['Chapati', 60],
      ['Green gram, dal', 30],
    ]);
    expect(chapatiRow.refKey).toBe(riceRow.key);
    expect(riceRow.hasAlternatives).toBe(true);
    expect(dalRow).toMatchObject({ refKey: null, hasAlternatives: false });
    // Values are recomputed from the food's per-100 g values for the quantity eaten.
    expect(riceRow.value.qty_calories).toBeCloseTo(260);
  });

  it('copies a meal to another day as a new meal, its conflicts judged by the preference', () => {
    const draft = draftOfMeal(meals[2], { day: 2, dayName: 'Day 2', time: '19:30' }, false, 'Vegetarian');
    expect(draft).toMatchObject({ meal_id: null, day: 2, dayName: 'Day 2', hh: '19', mm: '30' });
    expect(draft.items[0].isConflict).toBe(true);
    const forEveryone = draftOfMeal(meals[2], { day: 2, dayName: 'Day 2', time: '19:30' }, false, null);
    expect(forEveryone.items[0].isConflict).toBe(false);
  });
});

describe('the template times and the day sodium (issue 33)', () => {
  const standard = new Set(['04:00', '06:00', '09:00', '12:00']);

  it('shows the template while every meal sits on it (or there is none), hides it once one does not', () => {
    expect(followsTemplate([], standard)).toBe(true);
    expect(followsTemplate(['06:00', '12:00'], standard)).toBe(true);
    // A generated day's 06:30 breakfast.
    expect(followsTemplate(['06:00', '06:30'], standard)).toBe(false);
  });

  it("sums the main items' sodium per day (IFCT mg per food quantity), flags over 2,000 mg and unknowns", () => {
    // Rice 75 g at 5 mg/100 g = 3.75 mg; dal 30 g at 28 mg/100 g = 8.4 mg; the chapati is an alternative.
    const salty = item(7, 'Papad', 20, 70, 5, { food: { ...per100, sodium_mg: 10_000 } });
    const withNa = (i: WorkspaceItem, mg: number | null) => ({ ...i, food: { ...i.food, sodium_mg: mg } });
    const list = [
      meal(21, 1, '13', [withNa(rice, 5), withNa(chapati, 400), withNa(dal, 28)]),
      meal(22, 2, '13', [salty, withNa(poha, null)]),
    ];
    const sodium = daySodium(list);
    expect(sodium.get(1)?.mg).toBeCloseTo(12.15, 6);
    expect(sodium.get(1)).toMatchObject({ unknown: 0, over: false });
    // Papad 20 g at 10,000 mg/100 g = 2,000 mg: not over; the poha's sodium is unknown.
    expect(sodium.get(2)).toMatchObject({ mg: 2000, unknown: 1, over: false });
    expect(daySodium([meal(23, 1, '13', [withNa(salty, 10_001)])]).get(1)?.over).toBe(true);
  });
});
