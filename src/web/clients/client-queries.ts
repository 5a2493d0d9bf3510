import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryValue } from '../../shared/category';
import type { ClientDetails, ClientRow } from '../../shared/clients';
import { fetchData, type PageOf } from '../lib/api';

export const CLIENTS_KEY = ['clients'] as const;

type Params = Record<string, string | number | undefined | null>;

export function useClientList(params: Params) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', params],
    queryFn: () => fetchData<PageOf<ClientRow>>('/api/v1/client/package/client-list', params),
    placeholderData: keepPreviousData,
  });
}

export function useClientDetails(id: number | null) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'details', id],
    queryFn: () => fetchData<ClientDetails>('/api/v1/client/profile/details', { id }),
    // Package statuses change when the client submits the assessment form: shown without a reload.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    enabled: id !== null && id > 0,
    retry: false,
  });
}

/** Lists, details and the package modal's client picker reload after a save. */
export function useReloadClients() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: CLIENTS_KEY }),
      client.invalidateQueries({ queryKey: ['client-picker'] }),
    ]);
}

/** A server list of SPEC §3 (Generic/<parent>) as option names. */
export function useGenericList(parent: string, enabled = true) {
  return useQuery({
    queryKey: ['categories', 'Generic', parent],
    queryFn: () => fetchData<CategoryValue[]>('/api/v1/category/categories', { category: 'Generic', parent }),
    staleTime: 5 * 60_000,
    enabled,
    select: (rows) => rows.map((r) => r.name),
  });
}

export const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter(Boolean).join(' ');
