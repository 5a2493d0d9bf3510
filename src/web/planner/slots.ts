/**
 * The planner's time axis (SPEC §9): 96 quarter-hour slots from 04:00 to 03:45 the next
 * morning, so a late dinner and a bedtime snack stay in the same column as the day's breakfast.
 */

import { MEAL_HOURS, MEAL_MINUTES } from '../../shared/plan-options';

const pad = (n: number) => String(n).padStart(2, '0');

/** The hour picker reads like the grid: '6 AM', '12 PM' (the value stays 'HH', 24-hour). */
export const HOUR_OPTIONS = MEAL_HOURS.map((hh) => {
  const h = Number(hh);
  return { value: hh, label: `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}` };
});

/** Every slot as 'HH:mm', in planner order (hours 04 … 23, 00 … 03). */
export const SLOTS: string[] = MEAL_HOURS.flatMap((h) => MEAL_MINUTES.map((m) => `${h}:${m}`));

const SLOT_INDEX = new Map(SLOTS.map((s, i) => [s, i]));

/** 'HH:mm' or 'HH:mm:ss' → 'HH:mm' (the key the grid uses). */
export function slotKey(time: string): string {
  return time.slice(0, 5);
}

/** Position of a time on the planner axis; -1 when not on a quarter hour. */
export function slotIndex(time: string): number {
  return SLOT_INDEX.get(slotKey(time)) ?? -1;
}

/** Orders times the way the planner shows them (04:00 first, 03:45 last). */
export function compareSlots(a: string, b: string): number {
  return slotIndex(a) - slotIndex(b);
}

/** 'HH:mm' → '07:30 AM' without a date library (hot path: every meal card). */
export function slotLabel(time: string): string {
  const [h, m] = slotKey(time).split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${pad(hour)}:${pad(m)} ${h >= 12 ? 'PM' : 'AM'}`;
}

/**
 * The rows to show. The full view is all 96 slots; the compact view keeps the slots that hold a
 * meal plus the category's standard meal times, so an empty plan still shows where meals go.
 */
export function visibleSlots(
  compact: boolean,
  occupied: Iterable<string>,
  standardTimes: Iterable<string>,
): string[] {
  if (!compact) return SLOTS;
  const keep = new Set<string>();
  for (const t of occupied) keep.add(slotKey(t));
  for (const t of standardTimes) keep.add(slotKey(t));
  return SLOTS.filter((s) => keep.has(s));
}
