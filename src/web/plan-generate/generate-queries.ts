import { useMutation, useQuery } from '@tanstack/react-query';
import type { GenerateMode, GeneratePreview } from '../../shared/plan-generate';
import type { Workspace, WorkspaceMeal } from '../../shared/plans';
import { apiWrite, fetchData } from '../lib/api';

export type GenerateRequest = { planId: number; packageId: number; days: number[]; mode: GenerateMode };

/** apply false: the computed days only (nothing is written); apply true: they replace the days. */
const generate = (r: GenerateRequest, apply: boolean) =>
  apiWrite<GeneratePreview>('/api/v1/diet/plan/generate', {
    plan_id: r.planId,
    package_id: r.packageId,
    ...(r.days.length === 1 ? { day: r.days[0] } : { days: r.days }),
    mode: r.mode,
    apply,
  });

/** The plan's workspace as the server has it now. */
const loadWorkspace = (planId: number) => fetchData<Workspace>('/api/v1/diet/plan/meals', { id: planId });

/**
 * The preview (a POST that changes nothing): computed once per opening of the modal, not again
 * on a retry or a refocus, since the solver may take seconds and its failure is the answer.
 */
export function useGeneratePreview(request: GenerateRequest) {
  return useQuery({
    queryKey: ['plan-generate-preview', request],
    queryFn: async () => (await generate(request, false)).data,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The days as they are before Apply (the preview's 'Now' column and Undo's snapshot). */
export function useDaysNow(planId: number) {
  return useQuery({
    queryKey: ['plan-generate-now', planId],
    queryFn: () => loadWorkspace(planId),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useApplyGenerated() {
  return useMutation({ mutationFn: (request: GenerateRequest) => generate(request, true) });
}

/** The meals of these days as they are now, kept before Apply so Undo can put them back. */
export const snapshotOf = (ws: Workspace | undefined, days: number[]): WorkspaceMeal[] =>
  (ws?.meals ?? []).filter((m) => days.includes(m.day));

/**
 * Undo: the days' meals as they were, through the planner's own calls (delete a meal, save a
 * meal), so the same checks apply. Meals the apply added are deleted; the old ones saved back.
 */
export function useRestoreDays() {
  return useMutation({
    mutationFn: async ({ request, before }: { request: GenerateRequest; before: WorkspaceMeal[] }) => {
      const now = await loadWorkspace(request.planId);
      for (const meal of now.meals.filter((m) => request.days.includes(m.day)))
        await apiWrite('/api/v1/diet/plandaymeal/delete', { mealId: meal.meal_id });
      for (const meal of before) {
        const mains = meal.items.filter((i) => i.ref_id === null);
        if (!mains.length) continue;
        await apiWrite('/api/v1/diet/planday/create-day', {
          package_id: request.packageId,
          diet_plan_id: request.planId,
          day: meal.day,
          time: `${meal.time.hh}:${meal.time.mm}`,
          hypothetical_time: meal.hypothetical_time,
          meal_description: meal.description ?? undefined,
          items: meal.items.map((i) => ({ id: i.food_item_id, qty: i.quantity, ref_id: i.ref_id })),
        });
      }
    },
  });
}
