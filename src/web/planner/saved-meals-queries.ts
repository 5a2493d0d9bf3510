import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '../../shared/plans';
import type { SavedMealCreateInput, SavedMealInsertInput, SavedMealRow } from '../../shared/saved-meals';
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
