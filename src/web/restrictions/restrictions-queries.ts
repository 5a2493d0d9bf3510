import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideRuleInput, RestrictionsInput } from '../../shared/restriction-input';
import type { RestrictionsView } from '../../shared/restrictions';
import { apiWrite, fetchData } from '../lib/api';

const key = (clientId: number) => ['client-restrictions', clientId];

export function useRestrictions(clientId: number) {
  return useQuery({
    queryKey: key(clientId),
    queryFn: () => fetchData<RestrictionsView>('/api/v1/client/restrictions', { id: clientId }),
  });
}

/** Saves the client's whole list; the planner's workspaces reload (they carry the restrictions). */
export function useSaveRestrictions(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RestrictionsInput, 'client_id'>) =>
      apiWrite<RestrictionsView>('/api/v1/client/restrictions/save', { client_id: clientId, ...body }),
    onSuccess: ({ data }) => {
      client.setQueryData(key(clientId), data);
      return client.invalidateQueries({ queryKey: ['plan-workspace'] });
    },
  });
}

/** One click on a proposed rule: confirmed or turned down on the server, with its audit row. */
export function useDecideRule(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<DecideRuleInput, 'client_id'>) =>
      apiWrite<RestrictionsView>('/api/v1/client/restrictions/decide', { client_id: clientId, ...body }),
    onSuccess: ({ data }) => {
      client.setQueryData(key(clientId), data);
      return client.invalidateQueries({ queryKey: ['plan-workspace'] });
    },
  });
}
