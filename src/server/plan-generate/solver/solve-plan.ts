import type { PlanTargets } from '../../../shared/plan-targets';
import type { DayRules } from '../rules/day-rules';
import type { MealShare } from '../rules/meal-shares';
import type { Candidate, DayChoice, DayLimits, DayPlate } from './model';
import { solveDay } from './solve-day';

/** At most this many foods compete for a slot: tens of binaries a day, not hundreds (decision 092). */
export const MAX_CANDIDATES = 6;

export type JobCandidate = Candidate & { staple: boolean };
export type JobSlot = { meal: number; role: string; candidates: JobCandidate[] };
export type JobDay = {
  day: number;
  slots: JobSlot[];
  targets: PlanTargets;
  limits?: DayLimits;
  plate?: DayPlate;
  rules?: DayRules;
  shares?: MealShare[];
};
/**
 * What the worker thread receives: plain data only. `maxCandidates`: a slot's candidates after
 * the rotation (dish plans take a few more, decision 168; MAX_CANDIDATES when absent).
 */
/** maxNodes: HiGHS's branch-and-bound budget per day (deterministic, unlike a time limit). */
/**
 * `known`: the foods of the plan's other days (not generated now), so a day generated alone differs
 * from its neighbours and counts the week's uses (issue 33). `apart`: a non-staple food never on
 * two consecutive days (dish plans, issue 33).
 */
export type PlanJob = {
  days: JobDay[];
  variety: number;
  maxNodes: number;
  maxCandidates?: number;
  known?: { day: number; foods: number[] }[];
  apart?: boolean;
};
export type SolvedDay = {
  day: number;
  choice: DayChoice | null;
  solver: 'optimal' | 'timedout' | 'infeasible' | 'local';
  ms: number;
};

/**
 * Solves the days in order. The variety rule: before each day, a slot's candidates drop the foods
 * already used `variety` times (staples never drop out); the rest rotate by day and slot so the
 * week does not open every day with the same food. Deterministic: no randomness anywhere.
 */
export async function solvePlan(job: PlanJob): Promise<SolvedDay[]> {
  const uses = new Map<number, number>();
  const onDay = new Map<number, Set<number>>();
  const note = (day: number, foods: number[]) => {
    const set = onDay.get(day) ?? new Set<number>();
    for (const id of foods) {
      set.add(id);
      uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    onDay.set(day, set);
  };
  for (const k of job.known ?? []) note(k.day, [...new Set(k.foods)]);
  // A dish that is a slot's only one on a day is that day's (decision 283): the days beside it,
  // solved first, take it only when they have nothing else, so it is not there the day before.
  const onlyOn = new Map<number, Set<number>>();
  if (job.apart)
    for (const day of job.days)
      onlyOn.set(
        day.day,
        new Set(
          day.slots.flatMap((slot) =>
            slot.candidates.length === 1 && !slot.candidates[0].staple ? [slot.candidates[0].food.id] : [],
          ),
        ),
      );
  const solved: SolvedDay[] = [];
  for (const day of job.days) {
    const near = (id: number) =>
      job.apart === true &&
      Boolean(
        onDay.get(day.day - 1)?.has(id) ||
          onDay.get(day.day + 1)?.has(id) ||
          (onlyOn.get(day.day + 1)?.has(id) && !onDay.has(day.day + 1)),
      );
    const count = (id: number) => uses.get(id) ?? 0;
    // The rule in tiers: a slot whose every food is used up takes one used less often rather than
    // break the meal's pattern (a breakfast without its protein); the foods farthest from the rule last.
    const tiers = [
      (c: JobCandidate) => c.staple || (count(c.food.id) < job.variety && !near(c.food.id)),
      (c: JobCandidate) => c.staple || !near(c.food.id),
      () => true,
    ];
    const kept: number[] = [];
    // Never the same dish twice a day (issue 33): a non-staple food competes in one slot of the day
    // only, unless a slot would be left with nothing else.
    const claimed = new Set<number>();
    const isFree = (c: JobCandidate) => c.staple || !claimed.has(c.food.id);
    const unclaimed = (list: JobCandidate[]) => {
      const free = list.filter(isFree);
      return free.length ? free : list;
    };
    const slots = day.slots.flatMap((slot, s) => {
      const lists = tiers.map((tier) => slot.candidates.filter(tier));
      const list = lists.find((l) => l.length) ?? [];
      if (!list.length) return [];
      kept.push(s);
      // Rotated by the plan's day number (not the job's order), so days generated one at a time differ.
      const start = ((day.day - 1) * 2 + s) % list.length;
      const rotated = [...list.slice(start), ...list.slice(0, start)];
      // The least-used first within the rotation, so the week spreads its dishes.
      const ordered = job.apart ? [...rotated].sort((a, b) => count(a.food.id) - count(b.food.id)) : rotated;
      const max = job.maxCandidates ?? MAX_CANDIDATES;
      const candidates: JobCandidate[] = unclaimed(ordered).slice(0, max);
      if (job.apart && !candidates.some(isFree)) {
        // A dish plan's slot whose every dish is another slot's today: the least-used free dish of
        // a lower tier, not served the day before or after, waits as a spare, taken only if the day's other slots take all of these (solve-day.ts),
        // so a dish comes once more in the week rather than twice in a day (issue 33).
        const spare = lists
          .slice(lists.indexOf(list) + 1)
          .flatMap((l) => l.filter((c) => isFree(c) && !near(c.food.id)))
          .sort((a, b) => count(a.food.id) - count(b.food.id))[0];
        if (spare) candidates.splice(max - 1, candidates.length, { ...spare, spare: true });
      }
      for (const c of candidates) if (!c.staple) claimed.add(c.food.id);
      return [{ ...slot, candidates }];
    });
    const answer = await solveDay(
      {
        slots,
        targets: day.targets,
        limits: day.limits,
        plate: day.plate,
        rules: day.rules,
        shares: day.shares,
      },
      job.maxNodes,
    );
    // Slot numbers of the answer are those of the day as given.
    const result = { ...answer, choice: answer.choice?.map((c) => ({ ...c, slot: kept[c.slot] })) ?? null };
    note(
      day.day,
      (result.choice ?? []).map((c) => c.food.id),
    );
    solved.push({ day: day.day, ...result });
  }
  return solved;
}
