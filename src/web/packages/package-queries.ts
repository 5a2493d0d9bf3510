import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryValue } from '../../shared/category';
import type { PackageRow } from '../../shared/packages';
import { fetchData, type PageOf } from '../lib/api';

export const PACKAGES_KEY = ['packages'] as const;

type Params = Record<string, string | number | undefined | null>;

export function usePackageList(params: Params, enabled = true) {
  return useQuery({
    queryKey: [...PACKAGES_KEY, 'list', params],
    queryFn: () => fetchData<PageOf<PackageRow>>('/api/v1/client/package/list', params),
    placeholderData: keepPreviousData,
    enabled,
    // A client submitting the assessment form elsewhere changes a status: shown without a reload.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

/** Every package query (list, client section) reloads after a save. */
export function useReloadPackages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PACKAGES_KEY });
}

/** A server list as option names; `parent` '' with Categories = the package categories. */
export function useServerList(category: 'Generic' | 'Categories', parent: string, enabled = true) {
  return useQuery({
    queryKey: ['categories', category, parent],
    queryFn: () => fetchData<CategoryValue[]>('/api/v1/category/categories', { category, parent }),
    staleTime: 5 * 60_000,
    enabled,
    select: (rows) => rows.map((r) => r.name),
  });
}

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

export const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter(Boolean).join(' ');
