import { useQuery } from '@tanstack/react-query';
import type { CategoryValue } from '../../shared/category';
import { fetchData } from './api';

/**
 * A server list of SPEC §3 as option names: `Generic`/<parent> (statuses, referral sources, plan
 * labels…) or `Categories`/<parent> ('' = the package categories, a category = its sub-categories).
 */
export function useCategoryValues(category: 'Generic' | 'Categories', parent: string, enabled = true) {
  return useQuery({
    queryKey: ['categories', category, parent],
    queryFn: () => fetchData<CategoryValue[]>('/api/v1/category/categories', { category, parent }),
    staleTime: 5 * 60_000,
    enabled,
    select: (rows) => rows.map((r) => r.name),
  });
}

/** A `Generic` server list (Client_Status, Nutritionist_Status, …) as option names. */
export const useGenericList = (parent: string, enabled = true) =>
  useCategoryValues('Generic', parent, enabled);
