import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientCondition, ConditionKind, ConditionsView } from '../../shared/conditions';
import { apiWrite, fetchData } from '../lib/api';

const key = (clientId: number) => ['client-conditions', clientId];

export function useConditions(clientId: number) {
  return useQuery({
    queryKey: key(clientId),
    queryFn: () => fetchData<ConditionsView>('/api/v1/client/conditions', { id: clientId }),
  });
}

/** What one click sends: a kind, confirm or turn down, and the detail the kind needs. */
export type DecideBody = Partial<Omit<ClientCondition, 'kind'>> & {
  kind: ConditionKind;
  decision: 'confirm' | 'turn_down';
};

/** Conditions move targets and the generator's rules: the planner's workspaces reload. */
function useWrite<B>(clientId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiWrite<ConditionsView>(path, { client_id: clientId, ...body }),
    onSuccess: ({ data }) => {
      client.setQueryData(key(clientId), data);
      return client.invalidateQueries({ queryKey: ['plan-workspace'] });
    },
  });
}

/** Confirms (with its detail) or turns down one proposed condition, audited on the server. */
export const useDecideCondition = (clientId: number) =>
  useWrite<DecideBody>(clientId, '/api/v1/client/conditions/decide');

/** Saves the whole confirmed list: a detail changed or a condition removed. */
export const useSaveConditions = (clientId: number) =>
  useWrite<{ conditions: ClientCondition[] }>(clientId, '/api/v1/client/conditions/save');
