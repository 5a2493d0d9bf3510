import { arrayMove } from '@dnd-kit/sortable';
import type { HouseholdMeasure } from '../../shared/dishes';
import { toHalfSteps } from '../../shared/measures';
import {
  type FoodValues,
  type ItemValue,
  isFoodConflict,
  itemValue,
  type NutrientTotals,
  sumItems,
} from '../../shared/nutrition';
import { CUSTOM_TIMING } from '../../shared/plan-options';
import type { WorkspaceMeal } from '../../shared/plans';
import { tagsOf } from '../../shared/restrictions';

/** A food as the editor needs it: per-quantity values plus what decides a preference conflict. */
export type EditorFood = FoodValues & {
  id: number;
  name: string;
  food_group: string | null;
  /** Allergen and diet tags (null or absent = derived from group and name). */
  tags?: string[] | null;
  /** Household measures (a dish's "1 phulka" = 32 g); null or absent = grams only (issue 27). */
  measures?: HouseholdMeasure[] | null;
};

/**
 * One row of the meal editor. `key` is local (the same food may be added twice); `refKey`
 * points at the main item's key while editing and becomes ref_id (a food id) when saved.
 */
export type EditorItem = {
  key: string;
  food: EditorFood;
  food_item_id: number;
  label: string;
  uom: string;
  quantity: number | '';
  refKey: string | null;
  value: ItemValue;
  isConflict: boolean;
  hasAlternatives: boolean;
  /** Why a food the client must not have is kept (issue 26); sent as override_reason. */
  overrideReason?: string;
  /** The household measure and its count in halves (issue 27); null = the quantity in grams. */
  measureLabel?: string | null;
  measureCount?: number | null;
};

/** What the meal editor edits; meal_id null = a new meal (or a dragged copy). */
export type MealDraft = {
  meal_id: number | null;
  day: number;
  dayName: string;
  hh: string;
  mm: string;
  hypothetical_time: string;
  description: string;
  items: EditorItem[];
};

let counter = 0;
export const newKey = () => `i${++counter}`;

/** Recomputes the derived fields (values, conflict, whether an item has alternatives). */
export function derive(items: EditorItem[], preference: string | null): EditorItem[] {
  const referenced = new Set(items.map((i) => i.refKey).filter(Boolean));
  return items.map((item) => ({
    ...item,
    value: itemValue(item.food, item.quantity === '' ? 0 : item.quantity),
    isConflict: isFoodConflict(
      preference,
      item.food.food_group,
      item.food.name,
      tagsOf({ name: item.food.name, group: item.food.food_group, tags: item.food.tags ?? null }),
    ),
    hasAlternatives: referenced.has(item.key),
  }));
}

/** Grams of `count` of a measure, to the milligram (so 3 × 33.3 g does not print 99.89999). */
export const measureGrams = (measure: HouseholdMeasure, count: number) =>
  Math.round(count * measure.grams * 1000) / 1000;

/**
 * A food newly added: a dish in 1 of its first measure ("1 phulka"), any other food in its
 * usual quantity.
 */
export function addedItem(food: EditorFood, preference: string | null): EditorItem {
  const [first] = food.measures ?? [];
  if (!first) return makeItem(food, food.quantity || 100, preference);
  return {
    ...makeItem(food, measureGrams(first, 1), preference),
    measureLabel: first.label,
    measureCount: 1,
  };
}

/**
 * Sets an item's measure and count (quantity = count × its grams); label null = back to grams,
 * keeping the grams it had.
 */
export function setMeasure(
  items: EditorItem[],
  key: string,
  label: string | null,
  count: number,
): EditorItem[] {
  return items.map((i) => {
    if (i.key !== key) return i;
    const measure = label ? i.food.measures?.find((m) => m.label === label) : undefined;
    if (!measure) return { ...i, measureLabel: null, measureCount: null };
    const quantity = measureGrams(measure, toHalfSteps(count));
    return {
      ...i,
      measureLabel: measure.label,
      measureCount: toHalfSteps(count),
      quantity,
      value: itemValue(i.food, quantity),
    };
  });
}

export function makeItem(
  food: EditorFood,
  quantity: number,
  preference: string | null,
  refKey: string | null = null,
): EditorItem {
  return derive(
    [
      {
        key: newKey(),
        food,
        food_item_id: food.id,
        label: food.name,
        uom: food.uom,
        quantity,
        refKey,
        value: itemValue(food, quantity),
        isConflict: false,
        hasAlternatives: false,
      },
    ],
    preference,
  )[0];
}

export function setQuantity(items: EditorItem[], key: string, quantity: number | ''): EditorItem[] {
  return items.map((i) =>
    i.key === key ? { ...i, quantity, value: itemValue(i.food, quantity === '' ? 0 : quantity) } : i,
  );
}

/** Links an item as an alternative (refKey) or unlinks it (null). An alternative never has its own. */
export function setLink(items: EditorItem[], key: string, refKey: string | null): EditorItem[] {
  const next = items.map((i) => (i.key === key ? { ...i, refKey } : i));
  return next.map((i) => ({ ...i, hasAlternatives: next.some((o) => o.refKey === i.key) }));
}

/** Removing a main item turns its alternatives back into main items rather than dropping them. */
export function removeItem(items: EditorItem[], key: string): EditorItem[] {
  const next = items.filter((i) => i.key !== key).map((i) => (i.refKey === key ? { ...i, refKey: null } : i));
  return next.map((i) => ({ ...i, hasAlternatives: next.some((o) => o.refKey === i.key) }));
}

export function moveItem(items: EditorItem[], fromKey: string, toKey: string): EditorItem[] {
  const from = items.findIndex((i) => i.key === fromKey);
  const to = items.findIndex((i) => i.key === toKey);
  return from < 0 || to < 0 ? items : arrayMove(items, from, to);
}

/** The meal's totals, alternatives excluded (the shared rule). */
export function editorTotals(items: EditorItem[]): NutrientTotals {
  return sumItems(items.map((i) => ({ ref_id: i.refKey ? 1 : null, value: i.value })));
}

/** Where a draft goes: the day (and its name as shown) and the time, 'HH:MM'. */
export type DraftPlace = { day: number; dayName: string; time: string };

/** An empty meal at a grid cell ('+' on an empty slot). */
export function emptyDraft({ day, dayName, time }: DraftPlace): MealDraft {
  const [hh, mm] = time.split(':');
  return {
    meal_id: null,
    day,
    dayName,
    hh,
    mm,
    hypothetical_time: CUSTOM_TIMING,
    description: '',
    items: [],
  };
}

/**
 * A workspace meal as an editable draft at `place`: the same meal (keepId) or a copy of it.
 * Alternatives point at their main item's row (the first row of the food they stand in for).
 */
export function draftOfMeal(
  source: WorkspaceMeal,
  place: DraftPlace,
  keepId: boolean,
  preference: string | null,
): MealDraft {
  const rows = source.items.map((item) => ({ item, key: newKey() }));
  const mainKey = new Map<number, string>();
  for (const r of rows)
    if (r.item.ref_id === null && !mainKey.has(r.item.food_item_id)) mainKey.set(r.item.food_item_id, r.key);
  const items: EditorItem[] = rows.map(({ item, key }) => ({
    key,
    food: {
      ...item.food,
      id: item.food_item_id,
      name: item.label,
      food_group: item.food_group,
      tags: item.tags ?? null,
      measures: item.measures ?? null,
    },
    food_item_id: item.food_item_id,
    label: item.label,
    uom: item.value.uom,
    quantity: item.quantity,
    refKey: item.ref_id !== null ? (mainKey.get(item.ref_id) ?? null) : null,
    value: item.value,
    isConflict: item.is_conflict,
    hasAlternatives: false,
    overrideReason: item.override_reason ?? '',
    measureLabel: item.measure_label ?? null,
    measureCount: item.measure_count ?? null,
  }));
  return {
    ...emptyDraft(place),
    meal_id: keepId ? source.meal_id : null,
    hypothetical_time: source.hypothetical_time,
    description: source.description ?? '',
    items: derive(items, preference),
  };
}
