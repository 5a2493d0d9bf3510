import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import type { CreateDayInput, Workspace, WorkspaceMeal } from '../../shared/plans';
import { ApiError } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure, toast } from '../lib/notify';
import type { MealDraft } from './meal-editor';
import {
  useAddDay,
  useCopyDay,
  useDeleteDay,
  useDeleteMeal,
  useEditDay,
  useSaveMeal,
} from './planner-mutations';
import { workspaceKey } from './planner-queries';
import { notifyWritten } from './undo-toast';
import { mealTime } from './workspace-view';

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
      override_reason: i.overrideReason?.trim() || undefined,
      measure_label: i.measureLabel || null,
      measure_count: i.measureLabel ? (i.measureCount ?? null) : null,
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
      tags: i.food.tags ?? null,
      override_reason: i.overrideReason?.trim() || null,
      measure_label: i.measureLabel || null,
      measure_count: i.measureLabel ? (i.measureCount ?? null) : null,
      measures: i.food.measures ?? null,
      value: i.value,
      food: i.food,
    })),
  };
}

/**
 * The days a refused write names in its 409 answer: `occupied_days` of a save (another meal in
 * the slot), `filled_days` of a copy day (days that hold meals).
 */
const daysNamed = (error: unknown, key: 'occupied_days' | 'filled_days'): number[] => {
  const data =
    error instanceof ApiError ? (error.envelope?.data as Record<string, unknown> | undefined) : undefined;
  const days = data?.[key];
  return Array.isArray(days) ? (days as number[]) : [];
};

/** A meal named in a question: "Breakfast (08:00) of Day 2: Poha, Tea". */
const mealWords = (meal: WorkspaceMeal) => {
  const time = `${meal.time.hh}:${meal.time.mm}`;
  const name =
    meal.hypothetical_time && meal.hypothetical_time !== 'Custom'
      ? `${meal.hypothetical_time} (${time})`
      : time;
  const foods = meal.items.filter((i) => !i.ref_id).map((i) => i.label);
  return `${name}${foods.length ? `: ${foods.join(', ')}` : ''}`;
};

/**
 * The planner's actions: the questions asked first (overwrite, delete a day), the mutations of
 * planner-mutations.ts, and one toast for each answer.
 */
export function usePlannerActions(planId: number) {
  const client = useQueryClient();
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: workspaceKey(planId) }),
    [client, planId],
  );
  const current = useCallback(() => client.getQueryData<Workspace>(workspaceKey(planId)), [client, planId]);
  /** The success toast, with Undo: the server's message, or what the action did when it said nothing. */
  const toastSaved = useCallback(
    (message: string, fallback = 'Saved') => notifyWritten(planId, message || fallback),
    [planId],
  );
  const { mutateAsync: save } = useSaveMeal(planId);
  const { mutateAsync: removeMeal } = useDeleteMeal(planId);
  const { mutateAsync: appendDay } = useAddDay(planId);
  const { mutateAsync: nameDay } = useEditDay(planId);
  const { mutateAsync: copyDayOnServer } = useCopyDay(planId);
  const { mutateAsync: removeDay } = useDeleteDay(planId);

  /**
   * Answers false when the nutritionist declined to overwrite (the modal then stays open); else
   * true at once: the meal shows as a temporary card while the server saves it.
   */
  const saveMeal = useCallback(
    async (draft: MealDraft): Promise<boolean> => {
      const ws = current();
      if (!ws) return false;
      const time = `${draft.hh}:${draft.mm}`;
      const occupant = ws.meals.find(
        (m) => m.day === draft.day && mealTime(m) === time && m.meal_id !== draft.meal_id,
      );
      if (occupant && !(await confirm(PLAN_MESSAGES.overwrite))) return false;
      const shown = temporaryMeal(draft);
      const send = (payload: CreateDayInput): Promise<void> =>
        save({ payload, shown }).then(
          // What happened, not the API's SPEC word for create-day ('Diet Plan Day added …', decision 213).
          () => toastSaved(PLAN_MESSAGES.mealSaved),
          async (error) => {
            // The server found a meal in the slot this page did not show (saved elsewhere): the
            // same question, then the save again with the answer.
            const unseen = !payload.overwrite && daysNamed(error, 'occupied_days').length > 0;
            if (unseen && (await confirm(PLAN_MESSAGES.overwrite)))
              return send({ ...payload, overwrite: true });
            if (!unseen) notifyFailure(error);
          },
        );
      void send({ ...toPayload(ws, draft), overwrite: Boolean(occupant) });
      return true;
    },
    [current, save, toastSaved],
  );

  /** Asks once, naming the meal and its foods; answers false when the nutritionist declined. */
  const deleteMeal = useCallback(
    async (mealId: number | null): Promise<boolean> => {
      if (!mealId || mealId < 0) {
        toast('red', PLAN_MESSAGES.mealIdMissing);
        return true;
      }
      const meal = current()?.meals.find((m) => m.meal_id === mealId);
      const question = meal
        ? `Delete ${mealWords(meal)} of Day ${meal.day}? You can undo it from the message that follows or from History.`
        : 'Delete this meal?';
      if (!(await confirm(question, 'Delete'))) return false;
      try {
        toastSaved((await removeMeal(mealId)).message);
      } catch (error) {
        notifyFailure(error);
        // SPEC §8: the planner alerts data.meal_id when a delete fails.
        const mealError = error instanceof ApiError ? error.fieldErrors.meal_id : undefined;
        if (mealError) toast('red', mealError);
      }
      return true;
    },
    [current, removeMeal, toastSaved],
  );

  /** Answers the new day's number, or null when it was not added. */
  const addDay = useCallback(async () => {
    try {
      const { data, message } = await appendDay();
      toastSaved(message, PLAN_MESSAGES.dayAdded);
      return data.day;
    } catch (error) {
      notifyFailure(error);
      return null;
    }
  }, [appendDay, toastSaved]);

  /** Answers what the day modal shows under its field, or null when the name was saved. */
  const editDay = useCallback(
    async (day: number, description: string): Promise<string | null> => {
      if (!description.trim()) return PLAN_MESSAGES.dayDescription;
      try {
        toastSaved((await nameDay({ day, description })).message);
        return null;
      } catch (error) {
        notifyFailure(error);
        return (error as Error).message;
      }
    },
    [nameDay, toastSaved],
  );

  const copyDay = useCallback(
    async (sourceDay: number, targetDay: number) => {
      await copyDayOnServer({ planId, sourceDay, targetDay }).then(
        ({ message }) => toastSaved(message),
        notifyFailure,
      );
    },
    [copyDayOnServer, planId, toastSaved],
  );

  /**
   * Copies a day into several days (issue 54 point 3). Days holding meals are named in one
   * question first; a day the page did not show as filled (saved elsewhere) asks the same after
   * the server's 409. Answers what the dialog shows, or null when the copy was made.
   */
  const copyDayTo = useCallback(
    async (
      sourceDay: number,
      targetDays: number[],
      nameOf: (day: number) => string,
    ): Promise<string | null> => {
      const meals = current()?.meals ?? [];
      const ask = (filled: number[]) =>
        confirm(
          `${filled.map(nameOf).join(', ')} ${filled.length === 1 ? 'has' : 'have'} meals. Replace them with the meals of ${nameOf(sourceDay)}? You can undo it from the message that follows or from History.`,
          'Replace',
        );
      const filled = targetDays.filter((d) => meals.some((m) => m.day === d));
      if (filled.length && !(await ask(filled))) return 'Nothing was copied.';
      const send = async (overwrite: boolean): Promise<string | null> => {
        try {
          const { message } = await copyDayOnServer({ planId, sourceDay, targetDays, overwrite });
          toastSaved(message, PLAN_MESSAGES.dayCopied);
          return null;
        } catch (error) {
          const unseen = daysNamed(error, 'filled_days');
          if (!overwrite && unseen.length) return (await ask(unseen)) ? send(true) : 'Nothing was copied.';
          return (error as Error).message;
        }
      };
      return send(filled.length > 0);
    },
    [current, copyDayOnServer, planId, toastSaved],
  );

  const deleteDay = useCallback(
    async (day: number) => {
      const ofDay = (current()?.meals ?? []).filter((m) => m.day === day);
      const removes = ofDay.length
        ? ` It removes Day ${day} and its ${ofDay.length === 1 ? 'meal' : `${ofDay.length} meals`}: ${ofDay.map(mealWords).join('; ')}.`
        : ` It removes Day ${day}, which has no meals.`;
      if (!(await confirm(`${PLAN_MESSAGES.confirmDeleteDay}${removes}`, 'Delete'))) return;
      await removeDay({ day, packageId: current()?.plan.package_id }).then(
        ({ message }) => toastSaved(message),
        notifyFailure,
      );
    },
    [current, removeDay, toastSaved],
  );

  return { saveMeal, deleteMeal, addDay, editDay, copyDay, copyDayTo, deleteDay, reload };
}
