/**
 * Every write of the planner (the grid and the side panel's extras), one TanStack mutation per
 * action over `apiWrite`, each updating the cached workspace so the grid answers at once. (Kept apart from planner-queries.ts, which the
 * app's entry imports for its prefetch and so stays as small as it can be.)
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CopyDayInput,
  CreateDayInput,
  DayDescription,
  DeletedMeal,
  SavedMeal,
  SwapAcrossWeekInput,
  SwapAcrossWeekResult,
  SwapItemInput,
  Workspace,
  WorkspaceMeal,
} from '../../shared/plans';
import { apiWrite } from '../lib/api';
import { workspaceKey } from './planner-queries';
import { mealTime } from './workspace-view';

export function patchWorkspace(client: QueryClient, planId: number, patch: (ws: Workspace) => Workspace) {
  client.setQueryData<Workspace>(workspaceKey(planId), (ws) => (ws ? patch(ws) : ws));
}

/** The meal to save, and the temporary card (negative id) the grid shows until the server answers. */
export type MealSave = { payload: CreateDayInput; shown: WorkspaceMeal };

/**
 * Saves a meal (create-day). The temporary card takes the slot at once (replacing the meal being
 * edited and any meal at that day and time); the saved meal replaces the card, and a refusal
 * reloads the plan (SPEC §8), which takes the card away again.
 */
export function useSaveMeal(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: MealSave) => apiWrite<SavedMeal>('/api/v1/diet/planday/create-day', payload),
    onMutate: ({ payload, shown }) =>
      patchWorkspace(client, planId, (w) => ({
        ...w,
        meals: [
          ...w.meals.filter(
            (m) => m.meal_id !== payload.meal_id && !(m.day === shown.day && mealTime(m) === payload.time),
          ),
          shown,
        ],
      })),
    onSuccess: ({ data }, { shown }) =>
      patchWorkspace(client, planId, (w) => ({
        ...w,
        total_meal_count: data.total_meal_count,
        meals: w.meals.map((m) => (m.meal_id === shown.meal_id ? data.meal : m)),
      })),
    onError: () => client.invalidateQueries({ queryKey: workspaceKey(planId) }),
  });
}

export function useDeleteMeal(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mealId: number) => apiWrite<DeletedMeal>('/api/v1/diet/plandaymeal/delete', { mealId }),
    onSuccess: ({ data }, mealId) =>
      patchWorkspace(client, planId, (w) => ({
        ...w,
        total_meal_count: data.total_meal_count,
        meals: w.meals.filter((m) => m.meal_id !== mealId),
      })),
  });
}

export function useAddDay(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite<DayDescription>('/api/v1/diet/planday/add-day', { diet_plan_id: planId }),
    onSuccess: ({ data }) => patchWorkspace(client, planId, (w) => ({ ...w, days: [...w.days, data] })),
  });
}

/** Names a day (its description, for custom day formats). */
export function useEditDay(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ day, description }: { day: number; description: string }) =>
      apiWrite<DayDescription>('/api/v1/diet/planday/edit-day', {
        diet_plan_id: planId,
        day,
        day_description: description,
      }),
    onSuccess: ({ data }, { day }) =>
      patchWorkspace(client, planId, (w) => ({ ...w, days: w.days.map((d) => (d.day === day ? data : d)) })),
  });
}

/** Deletes a day; the later days move up on the server, so the plan is read again. */
export function useDeleteDay(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ day, packageId }: { day: number; packageId: number | undefined }) =>
      apiWrite('/api/v1/diet/planday/delete', { diet_plan_id: planId, day, package_id: packageId }),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKey(planId) }),
  });
}

/**
 * 'Show empty times', kept with the plan (decision 278): the grid answers at the click; a refusal
 * reads the plan again, which puts the switch back.
 */
export function useSaveEmptyTimes(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shown: boolean) => apiWrite('/api/v1/diet/plan/empty-times', { id: planId, shown }),
    onMutate: (shown) => patchWorkspace(client, planId, (w) => ({ ...w, empty_times_shown: shown })),
    onError: () => client.invalidateQueries({ queryKey: workspaceKey(planId) }),
  });
}

/** A write that answers the whole workspace, which the grid takes as is. */
function useWorkspaceWrite<Body extends Record<string, unknown>>(planId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiWrite<Workspace>(path, body),
    onSuccess: ({ data }) => client.setQueryData(workspaceKey(planId), data),
  });
}

/** Copy day: into one day (SPEC's targetDay) or several (targetDays, issue 54). */
export const useCopyDay = (planId: number) =>
  useWorkspaceWrite<CopyDayInput>(planId, '/api/v1/diet/plan/copy-day');

/** Move… of a meal card (decision 084); `overwrite` after the nutritionist agreed. */
export const useMoveMeal = (planId: number) =>
  useWorkspaceWrite<{
    diet_plan_id: number;
    meal_id: number | null;
    day: number;
    time: string;
    overwrite: boolean;
  }>(planId, '/api/v1/diet/planday/move-meal');

/** Copy to next day / Copy to all days of a meal card (decision 084). */
export const useCopyMeal = (planId: number) =>
  useWorkspaceWrite<{ diet_plan_id: number; meal_id: number | null; target: string; overwrite: boolean }>(
    planId,
    '/api/v1/diet/planday/copy-meal',
  );

/** A write of the side panel's supplements, recipes and labels; the plan is read again after it. */
function useExtrasWrite<Body>(planId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiWrite(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKey(planId) }),
  });
}

type OfPlan = { planId: number; packageId: number };

export const useAddSupplement = (planId: number) =>
  useExtrasWrite<OfPlan & { name: string; link: string; dosage: string }>(
    planId,
    '/api/v1/diet/supplement/create',
  );

export const useDeleteSupplement = (planId: number) =>
  useExtrasWrite<{ id: number }>(planId, '/api/v1/diet/supplement/delete');

/** The plan's recipes become exactly these. */
export const useSaveRecipes = (planId: number) =>
  useExtrasWrite<OfPlan & { recipes: { name: string; link: string; meal: string; dish_type: string }[] }>(
    planId,
    '/api/v1/diet/planrecipe/create',
  );

/** The plan's labels become exactly these. */
export const useSaveLabels = (planId: number) =>
  useExtrasWrite<OfPlan & { labels: string[] }>(planId, '/api/v1/diet/planlabel/create');

/** Swaps one item of a meal in place (decision 213); the saved meal replaces the grid's. */
export function useSwapItem(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SwapItemInput, 'diet_plan_id'>) =>
      apiWrite<SavedMeal>('/api/v1/diet/planday/swap-item', { ...body, diet_plan_id: planId }),
    onSuccess: ({ data }) =>
      patchWorkspace(client, planId, (w) => ({
        ...w,
        meals: w.meals.map((m) => (m.meal_id === data.meal_id ? data.meal : m)),
      })),
  });
}

/** Swaps a food for another on every day of the plan (decision 308); the plan comes back with the counts. */
export function useSwapAcrossWeek(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SwapAcrossWeekInput) =>
      apiWrite<SwapAcrossWeekResult>('/api/v1/diet/plan/swap-across-week', body),
    onSuccess: ({ data }) => client.setQueryData(workspaceKey(planId), data.workspace),
  });
}
