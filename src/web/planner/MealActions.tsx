import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { CopyTarget } from '../../shared/meal-moves';
import { MEAL_MINUTES, PLAN_MESSAGES } from '../../shared/plan-options';
import { useMountedOnce } from '../components/useMountedOnce';
import { ApiError } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure } from '../lib/notify';
import type { GridDay, GridMeal } from './grid-types';
import { useCopyMeal, useMoveMeal } from './planner-mutations';
import { HOUR_OPTIONS } from './slots';
import { notifyWritten } from './undo-toast';

// Loaded when first opened: its radio list is not on the planner's first paint (decision 284).
const SwapItemModal = lazy(() => import('./SwapItemModal').then((m) => ({ default: m.SwapItemModal })));
const SwapWeekModal = lazy(() => import('./SwapWeekModal').then((m) => ({ default: m.SwapWeekModal })));

/**
 * Move a meal to another day or time, and 'Copy to next day' / 'Copy to all days', from the
 * meal card's menu. Given through context so the grid's rows need no new props.
 */
type MealActions = {
  move: (meal: GridMeal) => void;
  /** Swap a dish of the meal in place (SwapItemModal). */
  swap: (meal: GridMeal) => void;
  /** Swap a food of the meal on every day of the plan (SwapWeekModal, decision 308). */
  swapWeek: (meal: GridMeal) => void;
  copy: (meal: GridMeal, target: CopyTarget) => void;
};
const MealActionsContext = createContext<MealActions | null>(null);
export const useMealActions = () => useContext(MealActionsContext);

/** Sends the move or copy, with overwrite when the nutritionist agreed; answers the server's message. */
type Send = (overwrite: boolean) => Promise<{ message: string }>;

const occupiedDaysOf = (error: unknown): number[] | null => {
  const data = error instanceof ApiError ? error.envelope?.data : null;
  const days = data && typeof data === 'object' ? (data as { occupied_days?: unknown }).occupied_days : null;
  return Array.isArray(days) ? days.map(Number) : null;
};

/** The SPEC §5 question, naming the days when more than the one in view would change. */
const overwriteQuestion = (days: string[]) =>
  days.length > 1 ? `${PLAN_MESSAGES.overwrite} (${days.join(', ')})` : PLAN_MESSAGES.overwrite;

export function MealActionsProvider({
  planId,
  packageId,
  days,
  meals,
  children,
}: {
  planId: number;
  packageId: number;
  days: GridDay[];
  meals: GridMeal[];
  children: ReactNode;
}) {
  const [moving, setMoving] = useState<GridMeal | null>(null);
  const [swapping, setSwapping] = useState<GridMeal | null>(null);
  const swapMounted = useMountedOnce(swapping !== null);
  const [swappingWeek, setSwappingWeek] = useState<GridMeal | null>(null);
  const swapWeekMounted = useMountedOnce(swappingWeek !== null);
  // Mounted when first opened, like the swap: a closed modal still runs its hooks (decision 284).
  const moveMounted = useMountedOnce(moving !== null);
  const moveMeal = useMoveMeal(planId);
  const copyMeal = useCopyMeal(planId);
  const nameOf = useCallback((day: number) => days.find((d) => d.day === day)?.name ?? `Day ${day}`, [days]);

  /**
   * Asks before overwriting (from the grid's own meals), then sends; the server checks again and
   * answers 409 with the occupied days if the grid was out of date, and the question is asked then.
   */
  const send = useCallback(
    async (write: Send, occupied: number[]): Promise<boolean> => {
      if (occupied.length && !(await confirm(overwriteQuestion(occupied.map(nameOf))))) return false;
      try {
        notifyWritten(planId, (await write(occupied.length > 0)).message);
        return true;
      } catch (error) {
        const stale = occupiedDaysOf(error);
        if (stale && !occupied.length) return send(write, stale);
        notifyFailure(error);
        return false;
      }
    },
    [nameOf, planId],
  );

  const occupiedAt = useCallback(
    (meal: GridMeal, targetDays: number[], time: string) =>
      targetDays.filter((d) => meals.some((m) => m.day === d && m.time === time && m.key !== meal.key)),
    [meals],
  );

  const actions = useMemo<MealActions>(
    () => ({
      move: setMoving,
      swap: setSwapping,
      swapWeek: setSwappingWeek,
      copy: (meal, target) => {
        const targets =
          target === 'next_day'
            ? days.filter((d) => d.day === meal.day + 1).map((d) => d.day)
            : days.filter((d) => d.day !== meal.day).map((d) => d.day);
        void send(
          (overwrite) =>
            copyMeal.mutateAsync({ diet_plan_id: planId, meal_id: meal.meal_id, target, overwrite }),
          occupiedAt(meal, targets, meal.time),
        );
      },
    }),
    [days, planId, send, occupiedAt, copyMeal.mutateAsync],
  );

  return (
    <MealActionsContext.Provider value={actions}>
      {children}
      {moveMounted && (
        <MoveMealModal
          meal={moving}
          days={days}
          busy={moveMeal.isPending || copyMeal.isPending}
          onClose={() => setMoving(null)}
          onMove={async (meal, day, time) => {
            const moved = await send(
              (overwrite) =>
                moveMeal.mutateAsync({ diet_plan_id: planId, meal_id: meal.meal_id, day, time, overwrite }),
              occupiedAt(meal, [day], time),
            );
            if (moved) setMoving(null);
          }}
        />
      )}
      {swapMounted && (
        <Suspense fallback={null}>
          <SwapItemModal
            meal={swapping}
            dayName={swapping ? nameOf(swapping.day) : ''}
            packageId={packageId}
            planId={planId}
            onClose={() => setSwapping(null)}
          />
        </Suspense>
      )}
      {swapWeekMounted && (
        <Suspense fallback={null}>
          <SwapWeekModal
            meal={swappingWeek}
            nameOf={nameOf}
            packageId={packageId}
            planId={planId}
            onClose={() => setSwappingWeek(null)}
          />
        </Suspense>
      )}
    </MealActionsContext.Provider>
  );
}

function MoveMealModal({
  meal,
  days,
  busy,
  onClose,
  onMove,
}: {
  meal: GridMeal | null;
  days: GridDay[];
  busy: boolean;
  onClose: () => void;
  onMove: (meal: GridMeal, day: number, time: string) => void;
}) {
  const [target, setTarget] = useState<{ day: string; hh: string; mm: string } | null>(null);
  const [shownFor, setShownFor] = useState<GridMeal | null>(null);
  // A new meal to move starts from where it is now.
  if (meal !== shownFor) {
    setShownFor(meal);
    if (meal) {
      const [hh, mm] = meal.time.split(':');
      setTarget({ day: String(meal.day), hh, mm });
    }
  }
  const value = target ?? { day: '1', hh: '08', mm: '00' };
  const unchanged =
    meal !== null && Number(value.day) === meal.day && `${value.hh}:${value.mm}` === meal.time;
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? `Move meal · ${meal.hypothetical_time}` : 'Move meal'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="move-meal-modal"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label="Day"
            data={days.map((d) => ({ value: String(d.day), label: d.name }))}
            value={value.day}
            onChange={(v) => v && setTarget({ ...value, day: v })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Hour"
            data={HOUR_OPTIONS}
            value={value.hh}
            onChange={(v) => v && setTarget({ ...value, hh: v })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Minute"
            data={[...MEAL_MINUTES]}
            value={value.mm}
            onChange={(v) => v && setTarget({ ...value, mm: v })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="teal.9"
            loading={busy}
            disabled={unchanged}
            onClick={() => meal && onMove(meal, Number(value.day), `${value.hh}:${value.mm}`)}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
