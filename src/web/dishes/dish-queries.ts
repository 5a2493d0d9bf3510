import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DishDetails, DishListRow, DishNutritionView } from '../../shared/dish-api';
import type { FoodSearchItem } from '../../shared/plans';
import { apiWrite, fetchData, type PageOf } from '../lib/api';

export const DISHES_KEY = ['dishes'] as const;

type Params = Record<string, string | number | undefined | null>;

export function useDishList(params: Params) {
  return useQuery({
    queryKey: [...DISHES_KEY, 'list', params],
    queryFn: () => fetchData<PageOf<DishListRow>>('/api/v1/food/dish/list', params),
    placeholderData: keepPreviousData,
  });
}

export function useDishDetails(id: number | null) {
  return useQuery({
    queryKey: [...DISHES_KEY, 'details', id],
    queryFn: () => fetchData<DishDetails>('/api/v1/food/dish/details', { id: id ?? undefined }),
    enabled: id !== null,
  });
}

/**
 * The editor's live values: the server computes them with the same arithmetic it saves with
 * (decision 164). A POST that writes nothing; an incomplete recipe answers field errors, and the
 * last good values stay on screen meanwhile.
 */
export function useDishPreview(body: unknown, enabled: boolean) {
  return useQuery({
    queryKey: [...DISHES_KEY, 'preview', body],
    queryFn: async () => (await apiWrite<DishNutritionView>('/api/v1/food/dish/preview', body)).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** Ingredient foods (never dishes) for the editor's ingredient search. */
export function useIngredientSearch(q: string) {
  return useQuery({
    queryKey: ['food-search', 'ingredients', q],
    queryFn: () => fetchData<FoodSearchItem[]>('/api/v1/food/item/search', { q, foods_only: 1 }),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
}

function useReloadDishes() {
  const client = useQueryClient();
  // The planner's search offers dishes too: its cached answers are stale after a change.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: DISHES_KEY }),
      client.invalidateQueries({ queryKey: ['food-search'] }),
    ]);
}

/** Create (no id) or edit (id) a dish. */
export function useSaveDish() {
  const reload = useReloadDishes();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { id?: number | null }) =>
      apiWrite<{ id?: number; version: number }>(
        body.id ? '/api/v1/food/dish/edit' : '/api/v1/food/dish/create',
        body,
      ),
    onSuccess: () => reload(),
  });
}

export function useDeleteDish() {
  const reload = useReloadDishes();
  return useMutation({
    mutationFn: (id: number) => apiWrite('/api/v1/food/dish/delete', { id }),
    onSuccess: () => reload(),
  });
}

export function useShareDish() {
  const reload = useReloadDishes();
  return useMutation({
    mutationFn: (body: { id: number; is_shared: boolean }) => apiWrite('/api/v1/food/dish/share', body),
    onSuccess: () => reload(),
  });
}
