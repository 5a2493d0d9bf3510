import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '../../shared/plans';
import type {
  SavedMealCreateInput,
  SavedMealInsertInput,
  SavedMealRow,
  SavedMealUpdateInput,
} from '../../shared/saved-meals';
import { apiWrite, fetchData } from '../lib/api';
import { workspaceKey } from './planner-queries';

const SAVED_MEALS_KEY = ['saved-meals'] as const;

/** The nutritionist's saved meals and those shared in the practice (issue 54 point 3). */
export function useSavedMeals(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_MEALS_KEY,
    queryFn: () => fetchData<{ saved_meals: SavedMealRow[] }>('/api/v1/diet/saved-meal/list'),
    enabled,
    select: (data) => data.saved_meals,
  });
}

export function useCreateSavedMeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedMealCreateInput) =>
      apiWrite<SavedMealRow>('/api/v1/diet/saved-meal/create', input),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_MEALS_KEY }),
  });
}

/** Inserts a saved meal as a new meal of the plan, through the plan gate; the plan comes back. */
export function useInsertSavedMeal(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedMealInsertInput) => apiWrite<Workspace>('/api/v1/diet/saved-meal/insert', input),
    onSuccess: ({ data }) => client.setQueryData(workspaceKey(planId), data),
  });
}

/** Renames a saved meal and shares or unshares it (decision 308). */
export function useUpdateSavedMeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedMealUpdateInput) =>
      apiWrite<SavedMealRow>('/api/v1/diet/saved-meal/update', input),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_MEALS_KEY }),
  });
}

/** Deletes a saved meal; the plans it went into keep their meals. */
export function useDeleteSavedMeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiWrite<{ id: number }>('/api/v1/diet/saved-meal/delete', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_MEALS_KEY }),
  });
}
