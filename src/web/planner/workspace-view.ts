import { type QueryClient, useQuery } from '@tanstack/react-query';
import { sumItems } from '../../shared/nutrition';
import type { FoodSearchItem, Workspace, WorkspaceMeal } from '../../shared/plans';
import { apiPost, type Envelope } from '../lib/api';
import { toast } from '../lib/notify';
import type { GridMeal } from './grid-types';
import type { EditorFood } from './meal-editor';
import { mealTimingsQuery, workspaceKey, workspaceQuery } from './planner-queries';

export { workspaceKey };

export type FoodSearchResult = FoodSearchItem;

export function useWorkspace(planId: number) {
  return useQuery({
    ...workspaceQuery(planId),
    enabled: Number.isFinite(planId) && planId > 0,
  });
}

export function useMealTimings(packageId: number) {
  return useQuery({ ...mealTimingsQuery(packageId), enabled: packageId > 0 });
}

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
      label: item.label,
      quantity: item.quantity,
      uom: item.value.uom,
      kcal: item.value.qty_calories,
      is_conflict: item.is_conflict,
      alternative: item.ref_id !== null,
    })),
    kcal: sumItems(meal.items).calories,
    temporary: isTemporary(meal),
    hasConflict: meal.items.some((i) => i.is_conflict),
  };
  gridCache.set(meal, grid);
  return grid;
}

/** The one toast of the web app (lib/notify.ts); the planner's writes show their answers with it. */
export { toast };

/** Shows the answer of a write: success message in green, failure message (and field errors) in red. */
export function notify(envelope: Envelope, successFallback?: string) {
  if (envelope.success === 1) {
    toast('teal', envelope.message || successFallback || 'Saved');
    return true;
  }
  const fields =
    envelope.data && typeof envelope.data === 'object'
      ? Object.values(envelope.data as Record<string, unknown>)
      : [];
  const detail = fields.filter((v) => typeof v === 'string').join(' ');
  toast('red', detail && detail !== envelope.message ? `${envelope.message} ${detail}` : envelope.message);
  return false;
}

/** POSTs and notifies; answers the envelope. Network failures become a red notification too. */
export async function post<T>(path: string, body: unknown, successFallback?: string): Promise<Envelope<T>> {
  try {
    const envelope = await apiPost<T>(path, body);
    notify(envelope, successFallback);
    return envelope;
  } catch (error) {
    toast('red', (error as Error).message);
    return { success: 0, message: (error as Error).message, data: {} as T };
  }
}

export function patchWorkspace(client: QueryClient, planId: number, patch: (ws: Workspace) => Workspace) {
  client.setQueryData<Workspace>(workspaceKey(planId), (ws) => (ws ? patch(ws) : ws));
}
