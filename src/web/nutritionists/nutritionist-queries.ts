import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditChangeRow, NutritionistDetails, NutritionistRow } from '../../shared/nutritionists';
import { apiWrite, fetchData, type PageOf } from '../lib/api';

export const NUTRITIONISTS_KEY = ['nutritionists'] as const;

type Params = Record<string, string | number | undefined | null>;

export function useNutritionistList(params: Params) {
  return useQuery({
    queryKey: [...NUTRITIONISTS_KEY, 'list', params],
    queryFn: () => fetchData<PageOf<NutritionistRow>>('/api/v1/client/package/dietitian-list', params),
    placeholderData: keepPreviousData,
  });
}

export function useNutritionistDetails(id: number | null) {
  return useQuery({
    queryKey: [...NUTRITIONISTS_KEY, 'details', id],
    queryFn: () => fetchData<NutritionistDetails>('/api/v1/dietitian/profile/details', { id }),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useCreditHistory(id: number) {
  return useQuery({
    queryKey: [...NUTRITIONISTS_KEY, 'credit-history', id],
    queryFn: () => fetchData<CreditChangeRow[]>('/api/v1/dietitian/profile/credit-history', { id }),
  });
}

/** Lists, details, the package pickers and the top bar's credit figures reload after a save. */
export function useReloadNutritionists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: NUTRITIONISTS_KEY }),
      client.invalidateQueries({ queryKey: ['dietitian-picker'] }),
      client.invalidateQueries({ queryKey: ['session-user'] }),
    ]);
}

/** Add (no id) or edit (id) a nutritionist profile; lists, pickers and the top bar reload after it. */
export function useSaveNutritionist() {
  const reload = useReloadNutritionists();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { id?: number | null }) =>
      apiWrite<NutritionistDetails>(
        body.id ? '/api/v1/dietitian/profile/edit' : '/api/v1/dietitian/profile/create',
        body,
      ),
    onSuccess: () => reload(),
  });
}
