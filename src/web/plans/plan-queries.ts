import { useQuery } from '@tanstack/react-query';
import type { CategoryValue } from '../../shared/category';
import type { PackagePlans } from '../../shared/plans';
import { fetchData } from '../lib/api';

export const packagePlansKey = (packageId: number) => ['plans-by-package', packageId] as const;

export function usePackagePlans(packageId: number) {
  return useQuery({
    queryKey: packagePlansKey(packageId),
    queryFn: () => fetchData<PackagePlans>('/api/v1/diet/plan/list-by-package', { id: packageId }),
    enabled: packageId > 0,
  });
}

/** A server list (Generic/<parent> or Categories/<parent>) as select options. */
export function useCategoryValues(category: 'Generic' | 'Categories', parent: string, enabled = true) {
  return useQuery({
    queryKey: ['categories', category, parent],
    queryFn: () => fetchData<CategoryValue[]>('/api/v1/category/categories', { category, parent }),
    staleTime: 5 * 60_000,
    enabled,
    select: (rows) => rows.map((r) => r.name),
  });
}
