import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Adherence, PlanLinkView, SurveyLinkView } from '../../shared/portal';
import { apiWrite, fetchData } from '../lib/api';

const LINK_KEY = ['plan-link'] as const;

export function usePlanLink(packageId: number) {
  return useQuery({
    queryKey: [...LINK_KEY, 'plan', packageId],
    queryFn: () => fetchData<PlanLinkView>('/api/v1/package/plan-link', { package_id: packageId }),
    enabled: packageId > 0,
  });
}

export function useSurveyLink(packageId: number) {
  return useQuery({
    queryKey: [...LINK_KEY, 'survey', packageId],
    queryFn: () => fetchData<SurveyLinkView>('/api/v1/package/survey-link', { package_id: packageId }),
    enabled: packageId > 0,
  });
}

export function useAdherence(clientId: number) {
  return useQuery({
    queryKey: ['adherence', clientId],
    queryFn: () => fetchData<Adherence>('/api/v1/client/adherence', { client_id: clientId }),
    enabled: clientId > 0,
  });
}

/** Create (or return the current) link, marking the plan shared; `renew`: "New link". */
export function useWritePlanLink(renew: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { package_id: number; plan_id?: number; link_id?: number }) =>
      apiWrite<PlanLinkView>(`/api/v1/package/plan-link/${renew ? 'renew' : 'create'}`, body),
    onSuccess: (written, body) => client.setQueryData([...LINK_KEY, 'plan', body.package_id], written.data),
    // Another click renewed the link first: show the link there is now.
    onError: (_error, body) => client.invalidateQueries({ queryKey: [...LINK_KEY, 'plan', body.package_id] }),
  });
}
