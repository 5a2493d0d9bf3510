import type { PlanTargets } from '../../shared/plan-targets';
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
};
/**
 * What the worker thread receives: plain data only. `maxCandidates`: a slot's candidates after
 * the rotation (dish plans take a few more, decision 168; MAX_CANDIDATES when absent).
 */
/** maxNodes: HiGHS's branch-and-bound budget per day (deterministic, unlike a time limit). */
export type PlanJob = { days: JobDay[]; variety: number; maxNodes: number; maxCandidates?: number };
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
  const solved: SolvedDay[] = [];
  for (const [d, day] of job.days.entries()) {
    // A slot whose every food is used up is left out that day rather than break the rule.
    const kept: number[] = [];
    const slots = day.slots.flatMap((slot, s) => {
      const list = slot.candidates.filter((c) => c.staple || (uses.get(c.food.id) ?? 0) < job.variety);
      if (!list.length) return [];
      kept.push(s);
      const start = (d * 2 + s) % list.length;
      return [
        {
          ...slot,
          candidates: [...list.slice(start), ...list.slice(0, start)].slice(
            0,
            job.maxCandidates ?? MAX_CANDIDATES,
          ),
        },
      ];
    });
    const answer = await solveDay(
      { slots, targets: day.targets, limits: day.limits, plate: day.plate },
      job.maxNodes,
    );
    // Slot numbers of the answer are those of the day as given.
    const result = { ...answer, choice: answer.choice?.map((c) => ({ ...c, slot: kept[c.slot] })) ?? null };
    for (const item of result.choice ?? []) uses.set(item.food.id, (uses.get(item.food.id) ?? 0) + 1);
    solved.push({ day: day.day, ...result });
  }
  return solved;
}
