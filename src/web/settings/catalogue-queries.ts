import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiWrite, fetchData, type PageOf } from '../lib/api';
import type { CatalogueConfig } from './catalogue-config';

export type CatalogueRow = { id: number; name: string } & Record<string, string | number>;

const catalogueKey = (config: CatalogueConfig) => ['catalogue', config.kind] as const;

export function useCatalogueList(config: CatalogueConfig, q: string, page: number) {
  return useQuery({
    queryKey: [...catalogueKey(config), q, page],
    queryFn: () => fetchData<PageOf<CatalogueRow>>(`${config.path}/list`, { q, page }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every write of a catalogue reloads its list. A list's first fetch still under way (a new search)
 * is cancelled first: invalidating would otherwise share that fetch, which read the list before
 * the write, and show the old row as fresh (CI caught an edited dosage shown unedited).
 */
function useCatalogueWrite<TVars>(
  config: CatalogueConfig,
  write: (vars: TVars) => ReturnType<typeof apiWrite>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await client.cancelQueries({ queryKey: catalogueKey(config) });
      await client.invalidateQueries({ queryKey: catalogueKey(config) });
    },
  });
}

/** Add (no id) or edit (id) one entry. */
export const useSaveCatalogueEntry = (config: CatalogueConfig) =>
  useCatalogueWrite(config, (body: Record<string, unknown> & { id?: number }) =>
    apiWrite(`${config.path}/${body.id ? 'edit' : 'create'}`, body),
  );

export const useDeleteCatalogueEntry = (config: CatalogueConfig) =>
  useCatalogueWrite(config, (id: number) => apiWrite(`${config.path}/delete`, { id }));

/** CSV import from a file or a sheet address: all rows or none. */
export const useImportCatalogue = (config: CatalogueConfig) =>
  useCatalogueWrite(config, (source: File | string) => {
    if (typeof source === 'string') return apiWrite(`${config.path}/import`, { url: source });
    const body = new FormData();
    body.append('file', source);
    return apiWrite(`${config.path}/import`, body);
  });
