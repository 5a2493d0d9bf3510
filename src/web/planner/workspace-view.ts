/** The server's workspace and food search answers turned into what the planner draws and edits. */

import type { HouseholdMeasure } from '../../shared/dishes';
import { amountText, shownUnit } from '../../shared/measures';
import { sumItems } from '../../shared/nutrition';
import type { FoodSearchItem, WorkspaceMeal } from '../../shared/plans';
import { whole } from './figures';
import type { GridMeal } from './grid-types';
import type { EditorFood } from './meal-editor';

export type FoodSearchResult = FoodSearchItem;

export const toEditorFood = (food: FoodSearchItem): EditorFood => ({
  id: food.id,
  name: food.name,
  food_group: food.food_group,
  quantity: food.quantity,
  uom: food.uom,
  calories: food.calories,
  carbohydrate: food.carbohydrate,
  protein: food.protein,
  fat: food.fat,
  fibre: food.fibre,
  energy_note: food.energy_note ?? null,
  tags: food.tags ?? null,
  // Search rows carry a dish's measures once search offers dishes (issue 27, the dish-manage slice).
  measures: (food as FoodSearchItem & { measures?: HouseholdMeasure[] | null }).measures ?? null,
});

export const mealTime = (meal: WorkspaceMeal) => `${meal.time.hh}:${meal.time.mm}`;

/** A meal shown before the server has answered carries a negative id. */
export const isTemporary = (meal: WorkspaceMeal) => meal.meal_id < 0;

/**
 * Workspace meals → what the grid draws. Cached per meal object so a save re-renders only the
 * cells whose meal changed (the memoised cards compare by identity).
 */
const gridCache = new WeakMap<WorkspaceMeal, GridMeal>();
export function toGridMeal(meal: WorkspaceMeal): GridMeal {
  const cached = gridCache.get(meal);
  if (cached) return cached;
  const grid: GridMeal = {
    key: isTemporary(meal) ? `t${-meal.meal_id}` : String(meal.meal_id),
    meal_id: isTemporary(meal) ? null : meal.meal_id,
    day: meal.day,
    time: mealTime(meal),
    hypothetical_time: meal.hypothetical_time,
    description: meal.description,
    items: meal.items.map((item, i) => ({
      key: `${item.id}-${i}`,
      item_id: item.id,
      label: item.label,
      quantity: item.quantity,
      uom: item.value.uom,
      measured: Boolean(item.measure_label && item.measure_count),
      amount:
        item.measure_label && item.measure_count
          ? amountText({ ...item, uom: item.value.uom })
          : `${whole(item.quantity)} ${shownUnit(item.value.uom, item.facts)}`,
      kcal: item.value.qty_calories,
      is_conflict: item.is_conflict,
      override: item.override_reason ?? null,
      notServed: item.not_served?.length ? item.not_served.join('; ') : null,
      alternative: item.ref_id !== null,
    })),
    kcal: sumItems(meal.items).calories,
    temporary: isTemporary(meal),
    hasConflict: meal.items.some((i) => i.is_conflict),
  };
  gridCache.set(meal, grid);
  return grid;
}
