import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackageRow } from '../../shared/packages';
import { apiWrite } from '../lib/api';
import { PACKAGES_KEY, packageListQuery } from './package-list-query';

export { PACKAGES_KEY } from './package-list-query';

export function usePackageList(params: Parameters<typeof packageListQuery>[0], enabled = true) {
  return useQuery({
    ...packageListQuery(params),
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
