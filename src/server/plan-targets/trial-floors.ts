import type { MicronutrientKey } from '../../shared/micronutrients';
import { roundDown } from './reach-lowering';

export type Floors = Partial<Record<MicronutrientKey, number>>;

/** Trial weeks that lower the floors at most (decision 276); the 30 region × diet weeks met theirs within three. */
export const LOWERING_ROUNDS = 6;

const SETTLE_FROM_ROUND = 2;
const SETTLE_MARGIN = 0.95;

/**
 * The highest floors, each at most its `ceiling` (the library's reach, decision 258), that the
 * week generated from them meets on every day (decision 276). The generator is deterministic, so
 * a trial week whose leanest day meets its floors is the week Generate makes from them.
 *
 * First each floor the leanest day misses comes down to what that day gave (rounded down), until
 * a week meets them all. Then, once, each floor goes up to what that week's leanest day gave (never
 * above its ceiling): with an unreachable floor no longer pulling the solver, the week often gives
 * more elsewhere; the raised floors stand only if their own week meets them. Raising and lowering
 * together, round after round, went back and forth without settling. `trial` answers each floor's
 * amount on the leanest day, or null when no week can be generated; without a week that meets
 * them, the answer is the last figures lowered, `met` false.
 */
export async function floorsAWeekMeets(
  ceiling: Floors,
  trial: (floors: Floors) => Promise<Floors | null>,
): Promise<{ floors: Floors; rounds: number; met: boolean }> {
  const keys = Object.keys(ceiling) as MicronutrientKey[];
  const meets = (week: Floors, floors: Floors) =>
    keys.every((k) => (week[k] ?? 0) >= (floors[k] as number) - 1e-9);
  const each = (f: (k: MicronutrientKey) => number): Floors => Object.fromEntries(keys.map((k) => [k, f(k)]));
  let floors: Floors = { ...ceiling };
  let rounds = 0;
  let met: { floors: Floors; week: Floors } | null = null;
  while (rounds < LOWERING_ROUNDS) {
    const week = await trial(floors);
    rounds++;
    if (!week) break;
    if (meets(week, floors)) {
      met = { floors, week };
      break;
    }
    const lowered = floors;
    // From the third week on, a missed floor goes 5 % under what its leanest day gave: lowering one
    // floor moves the others, and the exact figures chased each other for up to eight weeks.
    const margin = rounds >= SETTLE_FROM_ROUND ? SETTLE_MARGIN : 1;
    floors = each((k) =>
      (week[k] ?? 0) >= (lowered[k] as number) - 1e-9
        ? (lowered[k] as number)
        : Math.min(lowered[k] as number, roundDown((week[k] ?? 0) * margin)),
    );
  }
  if (!met) return { floors, rounds, met: false };
  const kept = met.floors;
  const given = met.week;
  const raised = each((k) =>
    Math.min(ceiling[k] as number, Math.max(kept[k] as number, roundDown(given[k] ?? 0))),
  );
  if (keys.every((k) => raised[k] === kept[k])) return { floors: kept, rounds, met: true };
  const week = await trial(raised);
  rounds++;
  return { floors: week && meets(week, raised) ? raised : kept, rounds, met: true };
}
