import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityLevel, DayType, EnergyMethod, PlanTargetsAnswer } from '../../shared/plan-targets';
import { apiWrite, fetchData } from '../lib/api';
import { savedTargetsQuery, targetsKey } from '../lib/plan-reads';

export type SuggestionChoices = { method: EnergyMethod; activity: ActivityLevel | ''; day_type: DayType };
export const DEFAULT_CHOICES: SuggestionChoices = { method: 'mifflin', activity: '', day_type: 'training' };

/**
 * The plan's saved targets and the suggestion for the chosen method, activity and day type: the
 * client's needs from the guidelines, computed at once (decision 303).
 */
export function usePlanTargets(planId: number, choices: SuggestionChoices = DEFAULT_CHOICES, enabled = true) {
  return useQuery({
    queryKey: [...targetsKey(planId), choices.method, choices.activity, choices.day_type],
    queryFn: () =>
      fetchData<PlanTargetsAnswer>('/api/v1/diet/plan/targets', {
        plan_id: planId,
        method: choices.method,
        activity: choices.activity,
        day_type: choices.day_type,
      }),
    enabled: enabled && planId > 0,
    staleTime: 60_000,
  });
}

/** The plan's saved targets alone, no suggestion (the planner's bars and micronutrient panel). */
export function useSavedTargets(planId: number) {
  return useQuery({ ...savedTargetsQuery(planId), enabled: planId > 0 });
}

/** Saves the plan's targets (POST /api/v1/diet/plan/targets); the bars and the modal reload. */
export function useSaveTargets(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiWrite('/api/v1/diet/plan/targets', body),
    onSuccess: () => client.invalidateQueries({ queryKey: targetsKey(planId) }),
  });
}
