import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchData, type PageOf } from './api';

/** People pickers of the forms (packages, body vitals): searchable clients, ACTIVE nutritionists. */
export type PersonOption = { id: number; first_name: string; last_name: string };

/** Pickers answer either rows or a page of rows; both become a list. */
const rowsOf = (data: PersonOption[] | PageOf<PersonOption>) => (Array.isArray(data) ? data : data.data);

/** The client picker: the clients feature's list in picker mode (auto=1), searched by name. */
export function useClientOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['client-picker', q],
    queryFn: async () =>
      rowsOf(
        await fetchData<PersonOption[] | PageOf<PersonOption>>('/api/v1/client/package/client-list', {
          auto: 1,
          q,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

/** The nutritionist picker: ACTIVE nutritionists only (SPEC §6). */
export function useNutritionistOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['dietitian-picker', 'ACTIVE'],
    queryFn: async () =>
      rowsOf(
        await fetchData<PersonOption[] | PageOf<PersonOption>>('/api/v1/client/package/dietitian-list', {
          auto: 1,
          status: 'ACTIVE',
        }),
      ),
    staleTime: 60_000,
    enabled,
  });
}
