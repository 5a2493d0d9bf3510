import type { GenerateMode, GeneratePreview } from '../../shared/plan-generate';
import type { Workspace, WorkspaceMeal } from '../../shared/plans';
import { apiPost, type Envelope, fetchData } from '../lib/api';

export type GenerateRequest = { planId: number; packageId: number; days: number[]; mode: GenerateMode };

export function requestPlan(r: GenerateRequest, apply: boolean): Promise<Envelope<GeneratePreview>> {
  return apiPost<GeneratePreview>('/api/v1/diet/plan/generate', {
    plan_id: r.planId,
    package_id: r.packageId,
    ...(r.days.length === 1 ? { day: r.days[0] } : { days: r.days }),
    mode: r.mode,
    apply,
  });
}

/** The plan's workspace as the server has it now. */
export const loadWorkspace = (planId: number) =>
  fetchData<Workspace>('/api/v1/diet/plan/meals', { id: planId });

/** The meals of these days as they are now, kept before Apply so Undo can put them back. */
export const snapshotOf = (ws: Workspace | undefined, days: number[]): WorkspaceMeal[] =>
  (ws?.meals ?? []).filter((m) => days.includes(m.day));

/**
 * Undo: the days' meals as they were, through the planner's own calls (delete a meal, save a
 * meal), so the same checks apply. Meals the apply added are deleted; the old ones saved back.
 */
export async function restoreDays(
  planId: number,
  packageId: number,
  days: number[],
  before: WorkspaceMeal[],
  now: Workspace | undefined,
): Promise<void> {
  for (const meal of (now?.meals ?? []).filter((m) => days.includes(m.day)))
    await expectOk(apiPost('/api/v1/diet/plandaymeal/delete', { mealId: meal.meal_id }));
  for (const meal of before) {
    const mains = meal.items.filter((i) => i.ref_id === null);
    if (!mains.length) continue;
    await expectOk(
      apiPost('/api/v1/diet/planday/create-day', {
        package_id: packageId,
        diet_plan_id: planId,
        day: meal.day,
        time: `${meal.time.hh}:${meal.time.mm}`,
        hypothetical_time: meal.hypothetical_time,
        meal_description: meal.description ?? undefined,
        items: meal.items.map((i) => ({ id: i.food_item_id, qty: i.quantity, ref_id: i.ref_id })),
      }),
    );
  }
}

async function expectOk(p: Promise<Envelope<unknown>>) {
  const answer = await p;
  if (answer.success !== 1) throw new Error(answer.message || 'The day could not be restored.');
}
