import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackageRow } from '../../shared/packages';
import { apiWrite, fetchData, type PageOf } from '../lib/api';

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

/** Add (no id) or edit (id) a package; every package query reloads after it. */
export function useSavePackage() {
  const reload = useReloadPackages();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { id?: number | null }) =>
      apiWrite<PackageRow>(body.id ? '/api/v1/client/package/edit' : '/api/v1/client/package/create', body),
    onSuccess: () => reload(),
  });
}
