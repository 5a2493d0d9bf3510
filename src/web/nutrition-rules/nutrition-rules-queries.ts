import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChooseRuleInput, RulesAnswer } from '../../shared/nutrition-rules-api';
import { apiWrite, fetchData } from '../lib/api';

const RULES_KEY = ['nutrition-rules'] as const;
const RULES_PATH = '/api/v1/nutrition/rules';

/** Every nutrition rule the app applies, and the practice's choices (issue 52 point 3). */
export function useNutritionRules() {
  return useQuery({ queryKey: RULES_KEY, queryFn: () => fetchData<RulesAnswer>(RULES_PATH) });
}

/** An admin chooses one of a rule's cited alternatives. */
export function useChooseRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChooseRuleInput) => apiWrite<RulesAnswer>(`${RULES_PATH}/choose`, input),
    onSuccess: (written) => client.setQueryData(RULES_KEY, written.data),
  });
}
