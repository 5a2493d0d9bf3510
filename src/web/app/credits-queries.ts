import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditsLimitInput, CreditsLimitState, PlansRequested } from '../../shared/credits-api';
import { apiWrite } from '../lib/api';
import { SESSION_KEY } from './session';

/** Settings → Plan credits: the admin's "Limit plans by credits" switch (decision 191). */
export function useSetCreditsLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditsLimitInput) =>
      apiWrite<CreditsLimitState>('/api/v1/settings/credits-limit', input),
    // The top bar, the plans page and the dashboard read the switch from the session user.
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

/** The top bar's "Request for plans": mails the practice's admins (the server keeps one an hour). */
export function useRequestPlans() {
  return useMutation({ mutationFn: () => apiWrite<PlansRequested>('/api/v1/credits/request-plans', {}) });
}
