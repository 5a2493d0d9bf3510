import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type CreateDayInput,
  type DayDescription,
  type DeletedMeal,
  PLAN_MESSAGES,
  type SavedMeal,
  type Workspace,
  type WorkspaceMeal,
} from '../../shared/plans';
import type { MealDraft } from './MealModal';
import { mealTime, patchWorkspace, post, toast, workspaceKey } from './planner-api';

let temporaryId = 0;

/** The draft as the create-day call wants it: ref_id is the main item's food id. */
export function toPayload(ws: Workspace, draft: MealDraft): CreateDayInput {
  const byKey = new Map(draft.items.map((i) => [i.key, i]));
  return {
    package_id: ws.plan.package_id,
    diet_plan_id: ws.plan.id,
    day: draft.day,
    time: `${draft.hh}:${draft.mm}`,
    hypothetical_time: draft.hypothetical_time,
    meal_id: draft.meal_id ?? undefined,
    meal_description: draft.description,
    items: draft.items.map((i) => ({
      id: i.food_item_id,
      qty: Number(i.quantity),
      ref_id: i.refKey ? (byKey.get(i.refKey)?.food_item_id ?? null) : null,
    })),
  };
}

/** The meal the grid shows while the server saves it (negative id = temporary). */
function temporaryMeal(draft: MealDraft): WorkspaceMeal {
  const id = -++temporaryId;
  const byKey = new Map(draft.items.map((i) => [i.key, i]));
  return {
    meal_id: id,
    day: draft.day,
    time: { hh: draft.hh, mm: draft.mm },
    hypothetical_time: draft.hypothetical_time,
    description: draft.description || null,
    items: draft.items.map((i, order) => ({
      id: -(order + 1),
      food_item_id: i.food_item_id,
      label: i.label,
      quantity: Number(i.quantity),
      ref_id: i.refKey ? (byKey.get(i.refKey)?.food_item_id ?? null) : null,
      order,
      is_conflict: i.isConflict,
      food_group: i.food.food_group,
      value: i.value,
      food: i.food,
    })),
  };
}

export const confirm = (message: string, confirmLabel = 'OK') =>
  new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: 'Please confirm',
      children: message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: confirmLabel === 'Delete' ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });

/** Every write of the planner, each updating the cached workspace so the grid answers at once. */
export function usePlannerActions(planId: number) {
  const client = useQueryClient();
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: workspaceKey(planId) }),
    [client, planId],
  );
  const current = useCallback(() => client.getQueryData<Workspace>(workspaceKey(planId)), [client, planId]);

  /** Answers false when the nutritionist declined to overwrite (the modal then stays open). */
  const saveMeal = useCallback(
    async (draft: MealDraft): Promise<boolean> => {
      const ws = current();
      if (!ws) return false;
      const time = `${draft.hh}:${draft.mm}`;
      const occupant = ws.meals.find(
        (m) => m.day === draft.day && mealTime(m) === time && m.meal_id !== draft.meal_id,
      );
      if (occupant && !(await confirm(PLAN_MESSAGES.overwrite))) return false;
      const temp = temporaryMeal(draft);
      patchWorkspace(client, planId, (w) => ({
        ...w,
        meals: [
          ...w.meals.filter(
            (m) => m.meal_id !== draft.meal_id && !(m.day === draft.day && mealTime(m) === time),
          ),
          temp,
        ],
      }));
      post<SavedMeal>('/api/v1/diet/planday/create-day', toPayload(ws, draft)).then((envelope) => {
        if (envelope.success !== 1) {
          // SPEC §8: a failed meal save reloads the plan.
          reload();
          return;
        }
        patchWorkspace(client, planId, (w) => ({
          ...w,
          total_meal_count: envelope.data.total_meal_count,
          meals: w.meals.map((m) => (m.meal_id === temp.meal_id ? envelope.data.meal : m)),
        }));
      });
      return true;
    },
    [client, planId, current, reload],
  );

  const deleteMeal = useCallback(
    async (mealId: number | null) => {
      if (!mealId || mealId < 0) {
        toast('red', PLAN_MESSAGES.mealIdMissing);
        return;
      }
      const envelope = await post<DeletedMeal>('/api/v1/diet/plandaymeal/delete', { mealId });
      if (envelope.success === 1) {
        patchWorkspace(client, planId, (w) => ({
          ...w,
          total_meal_count: envelope.data.total_meal_count,
          meals: w.meals.filter((m) => m.meal_id !== mealId),
        }));
      } else if (envelope.data && typeof envelope.data === 'object' && 'meal_id' in envelope.data) {
        toast('red', String((envelope.data as { meal_id: unknown }).meal_id));
      }
    },
    [client, planId],
  );

  const addDay = useCallback(async () => {
    const envelope = await post<DayDescription>(
      '/api/v1/diet/planday/add-day',
      { diet_plan_id: planId },
      PLAN_MESSAGES.dayAdded,
    );
    if (envelope.success !== 1) return null;
    patchWorkspace(client, planId, (w) => ({ ...w, days: [...w.days, envelope.data] }));
    return envelope.data.day;
  }, [client, planId]);

  const editDay = useCallback(
    async (day: number, description: string): Promise<string | null> => {
      if (!description.trim()) return PLAN_MESSAGES.dayDescription;
      const envelope = await post<DayDescription>('/api/v1/diet/planday/edit-day', {
        diet_plan_id: planId,
        day,
        day_description: description,
      });
      if (envelope.success !== 1) return envelope.message;
      patchWorkspace(client, planId, (w) => ({
        ...w,
        days: w.days.map((d) => (d.day === day ? envelope.data : d)),
      }));
      return null;
    },
    [client, planId],
  );

  const copyDay = useCallback(
    async (sourceDay: number, targetDay: number) => {
      const envelope = await post<Workspace>('/api/v1/diet/plan/copy-day', { planId, sourceDay, targetDay });
      if (envelope.success === 1) client.setQueryData(workspaceKey(planId), envelope.data);
    },
    [client, planId],
  );

  const deleteDay = useCallback(
    async (day: number) => {
      if (!(await confirm(PLAN_MESSAGES.confirmDeleteDay, 'Delete'))) return;
      const ws = current();
      const envelope = await post('/api/v1/diet/planday/delete', {
        diet_plan_id: planId,
        day,
        package_id: ws?.plan.package_id,
      });
      if (envelope.success === 1) reload();
    },
    [planId, current, reload],
  );

  return { saveMeal, deleteMeal, addDay, editDay, copyDay, deleteDay, reload };
}
