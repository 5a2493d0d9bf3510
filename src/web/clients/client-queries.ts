import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDetails } from '../../shared/clients';
import { apiWrite, fetchData } from '../lib/api';
import { CLIENTS_KEY, clientListQuery } from './client-list-query';

export { CLIENTS_KEY };

type Params = Record<string, string | number | undefined | null>;

export function useClientList(params: Params) {
  return useQuery(clientListQuery(params));
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

/** Add (no id) or edit (id) a client profile; lists, details and pickers reload after it. */
export function useSaveClient() {
  const reload = useReloadClients();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { id?: number | null }) =>
      apiWrite<ClientDetails>(
        body.id ? '/api/v1/client/profile/edit' : '/api/v1/client/profile/create',
        body,
      ),
    onSuccess: () => reload(),
  });
}
