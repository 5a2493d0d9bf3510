import type { Lp } from './lp';
import { buildDayModel, type DayChoice, type DayProblem, readChoice } from './model';
import { solveWithHighs } from './solve-highs';

export type DaySolution = {
  choice: DayChoice | null;
  solver: 'optimal' | 'timedout' | 'infeasible';
  ms: number;
};

/** The LP relaxation: binaries become 0…1 and steps continuous. */
const relax = (lp: Lp): Lp => ({
  ...lp,
  vars: lp.vars.map((v) => ({ ...v, integer: false, binary: false })),
});

/**
 * Solves one day. With several candidate foods per slot it is relax-and-fix (decision 092): the LP
 * relaxation says which food of each slot carries the day (the largest share; ties go to the
 * earlier candidate, so the answer is stable), then the integer program sets the grams of those
 * foods. The full branch-and-bound over the binaries did not prove
 * optimality within 5 s in HiGHS (and cycled or ran past a minute in yalps).
 */
export async function solveDay(problem: DayProblem, timeLimitMs: number): Promise<DaySolution> {
  const started = performance.now();
  let fixed = problem;
  if (problem.slots.some((s) => s.candidates.length > 1)) {
    const model = buildDayModel(problem, false);
    const relaxed = await solveWithHighs(relax(model.lp), timeLimitMs);
    // A food takes one slot of the day at most (so the week's variety count holds).
    const taken = new Set(
      problem.slots.flatMap((s) => (s.candidates.length === 1 ? [s.candidates[0].food.id] : [])),
    );
    fixed = {
      ...problem,
      slots: problem.slots.map((slot, s) => {
        if (slot.candidates.length === 1) return slot;
        const share = (i: number) => relaxed.values[model.picks[s][i]] ?? 0;
        let best = -1;
        // Cooking fats are the exception: the day's two fats serve every meal (portions.ts).
        const reuse = slot.role === 'fat';
        slot.candidates.forEach((c, i) => {
          if (taken.has(c.food.id) && !reuse) return;
          if (best < 0 || share(i) > share(best) + 1e-6) best = i;
        });
        if (best < 0) best = 0;
        taken.add(slot.candidates[best].food.id);
        return { ...slot, candidates: [slot.candidates[best]] };
      }),
    };
  }
  const model = buildDayModel(fixed);
  const left = Math.max(50, timeLimitMs - (performance.now() - started));
  const solution = await solveWithHighs(model.lp, left);
  return {
    choice: readChoice(fixed, model, solution),
    solver: solution.status,
    ms: performance.now() - started,
  };
}
