/**
 * What the planner page draws, worked out from the workspace: its days, the grid's meals and time
 * slots, each day's totals, the warnings above the grid. No JSX and no writes; the page composes.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import {
  addTotals,
  isOverMaxCalories,
  type NutrientTotals,
  sumItems,
  ZERO_TOTALS,
} from '../../shared/nutrition';
import { dayName } from '../../shared/plan-options';
import type { MealTiming, Workspace, WorkspaceMeal } from '../../shared/plans';
import { daySodium } from './figures';
import type { GridDay } from './grid-types';
import { slotKey, visibleSlots } from './slots';
import { toGridMeal } from './workspace-view';

/** The plan's days as the grid heads them, named in the plan's day format, with their meal counts. */
export function planDays(ws: Workspace): GridDay[] {
  const format = ws.plan.day_format ?? 'day_numbers';
  const counts = new Map<number, number>();
  for (const m of ws.meals) counts.set(m.day, (counts.get(m.day) ?? 0) + 1);
  return ws.days.map((d) => ({
    day: d.day,
    description: d.dayDescr,
    name: dayName(format, d.day, d.dayDescr),
    mealCount: counts.get(d.day) ?? 0,
  }));
}

/** Each day's totals over its meals (alternatives excluded: the shared rule of sumItems). */
export function dayTotals(meals: readonly WorkspaceMeal[]): Map<number, NutrientTotals> {
  const map = new Map<number, NutrientTotals>();
  for (const m of meals) map.set(m.day, addTotals(map.get(m.day) ?? ZERO_TOTALS, sumItems(m.items)));
  return map;
}

/**
 * Whether the compact view shows the practice's standard times that hold no meal (decision 211):
 * while every meal of the plan sits at a standard time (an empty plan, or one built on the
 * template), they show where meals go; once a meal sits off them (a generated day's 06:30 and
 * 08:30, say) they are hidden, unless the nutritionist asks for them ('Show empty times').
 */
export function followsTemplate(mealTimes: readonly string[], standardTimes: ReadonlySet<string>): boolean {
  return mealTimes.every((t) => standardTimes.has(slotKey(t)));
}

/** How many items of the plan conflict with the client's food preference. */
export const conflictCount = (meals: readonly WorkspaceMeal[]) =>
  meals.reduce((n, m) => n + m.items.filter((i) => i.is_conflict).length, 0);

/** The practice's standard meal times, as grid slot keys. */
export const standardTimesOf = (timings: readonly MealTiming[]) =>
  new Set(timings.filter((t) => t.default_time).map((t) => slotKey(t.default_time!)));

/** 'Day 2 is', 'Day 2, Day 5 are', 'Every day is', or the first five and how many more. */
export function overMaxSummary(over: readonly GridDay[], dayCount: number): string {
  if (over.length === dayCount && dayCount > 1) return 'Every day is';
  if (over.length === 1) return `${over[0].name} is`;
  const shown = over.slice(0, 5).map((d) => d.name);
  const more = over.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more days` : ''} are`;
}

type ViewInput = {
  ws: Workspace | undefined;
  timings: MealTiming[] | undefined;
  compact: boolean;
  printMode: boolean;
  /** A phone shows one day with a day switcher (a week of columns is 1.3 days wide). */
  phone: boolean;
  /** 'Show empty times' as the nutritionist set it; null = as the plan goes (followsTemplate). */
  showEmptyTimes?: boolean | null;
};

export function usePlannerView({ ws, timings, compact, printMode, phone, showEmptyTimes = null }: ViewInput) {
  // The grid and what is worked out from the plan's meals follow the workspace a moment later, in
  // a render React can interrupt: a query's answer re-renders its readers at once and in one piece
  // (useSyncExternalStore), which for a long plan's grid kept a phone busy some 200 ms before
  // anything was painted. The title and buttons come first; the grid follows in time slices.
  // Only the first drawing waits: after it the grid follows every change at once, so a meal being
  // saved shows as its temporary card at the click, not after the server has answered.
  // (Once a deferred render has been committed, the deferred value is never null again.)
  const deferredWs = useDeferredValue(ws, null);
  const deferredTimings = useDeferredValue(timings, null);
  const firstDrawn = deferredWs !== null;
  const gridWs = firstDrawn ? ws : deferredWs;
  const gridTimings = firstDrawn ? timings : deferredTimings;
  const format = gridWs?.plan.day_format ?? 'day_numbers';

  const gridMeals = useMemo(() => (gridWs ? gridWs.meals.map(toGridMeal) : []), [gridWs]);
  const days = useMemo(() => (gridWs ? planDays(gridWs) : []), [gridWs]);
  const [phoneDay, setPhoneDay] = useState(1);
  const oneDay = phone && !printMode && days.length > 0;
  const shownDay = days.find((d) => d.day === phoneDay) ?? days[0];
  // One array for as long as the day shown is the same: a new one each render redrew the whole grid.
  const gridDays = useMemo(() => (oneDay && shownDay ? [shownDay] : days), [oneDay, shownDay, days]);
  const totals = useMemo(() => dayTotals(gridWs?.meals ?? []), [gridWs]);
  const standardTimes = useMemo(() => standardTimesOf(gridTimings ?? []), [gridTimings]);
  const sodium = useMemo(() => daySodium(gridWs?.meals ?? []), [gridWs]);
  const onTemplate = useMemo(
    () =>
      followsTemplate(
        gridMeals.map((m) => m.time),
        standardTimes,
      ),
    [gridMeals, standardTimes],
  );
  // An empty plan always shows where meals go.
  const emptyTimesShown = gridMeals.length === 0 || (showEmptyTimes ?? onTemplate);
  const slots = useMemo(() => {
    const shown = visibleSlots(
      compact,
      gridMeals.map((m) => m.time),
      emptyTimesShown ? standardTimes : [],
    );
    return shown.length ? shown : visibleSlots(false, [], []);
  }, [compact, gridMeals, standardTimes, emptyTimesShown]);
  const conflicts = useMemo(() => conflictCount(gridWs?.meals ?? []), [gridWs]);
  const maxCalories = gridWs?.plan.max_calories ?? null;
  // Said once above the grid: a long plan draws only the columns in view, so a day's own warning
  // may be off screen (and would be announced again each time its column is drawn).
  const overMaxDays = useMemo(
    () => days.filter((d) => isOverMaxCalories(totals.get(d.day) ?? ZERO_TOTALS, maxCalories)),
    [days, totals, maxCalories],
  );

  return {
    /** The workspace the grid draws: undefined until its first (deferred) drawing. */
    gridWs,
    format,
    days,
    gridDays,
    gridMeals,
    slots,
    standardTimes,
    totals,
    sodium,
    /** The compact view shows the standard times that hold no meal. */
    emptyTimesShown,
    maxCalories,
    conflictCount: conflicts,
    overMaxDays,
    /** The day a phone shows, when it shows one. */
    shownDay: oneDay ? shownDay : undefined,
    setPhoneDay,
  };
}
