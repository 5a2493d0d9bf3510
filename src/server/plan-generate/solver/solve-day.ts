import { improveServings } from './local-search';
import type { Lp } from './lp';
import { buildDayModel, type DayChoice, type DayModel, type DayProblem, readChoice, stepOf } from './model';
import { solveWithHighs } from './solve-highs';

export type DaySolution = {
  choice: DayChoice | null;
  /** 'local': a dish day's servings by the descent of local-search.ts (no optimality proven). */
  solver: 'optimal' | 'timedout' | 'infeasible' | 'local';
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
export async function solveDay(problem: DayProblem, maxNodes: number): Promise<DaySolution> {
  const started = performance.now();
  let fixed = problem;
  const picks = problem.slots.map(() => 0);
  if (problem.slots.some((s) => s.candidates.length > 1)) {
    const model = buildDayModel(problem, false);
    const relaxed = await solveWithHighs(relax(model.lp), maxNodes);
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
        for (const spare of [false, true]) {
          slot.candidates.forEach((c, i) => {
            if ((taken.has(c.food.id) && !reuse) || Boolean(c.spare) !== spare) return;
            if (best < 0 || share(i) > share(best) + 1e-6) best = i;
          });
          if (best >= 0) break;
        }
        if (best < 0) best = 0;
        taken.add(slot.candidates[best].food.id);
        picks[s] = best;
        return { ...slot, candidates: [slot.candidates[best]] };
      }),
    };
  }
  const model = buildDayModel(fixed);
  if (fixed.plate)
    return { ...(await servingsOf(problem, fixed, model, picks)), ms: performance.now() - started };
  const solution = await solveWithHighs(model.lp, maxNodes);
  return {
    choice: readChoice(fixed, model, solution),
    solver: solution.status,
    ms: performance.now() - started,
  };
}

/**
 * A dish day's servings (decision 168): the relaxation of the fixed day, rounded to whole half
 * measures and improved step by step, a dish swapped for another candidate of its slot where that
 * helps (local-search.ts); HiGHS's branch and bound over these few integers took most of a second
 * under load.
 */
async function servingsOf(
  problem: DayProblem,
  fixed: DayProblem,
  model: DayModel,
  picks: number[],
): Promise<Omit<DaySolution, 'ms'>> {
  // An LP: no branching, so no node budget to speak of.
  const relaxed = await solveWithHighs(relax(model.lp), 1);
  if (!relaxed.values.length) return { choice: null, solver: 'infeasible' };
  const start = fixed.slots.map((_s, i) => relaxed.values[model.steps[i][0]] ?? 0);
  const best = improveServings(problem, { picks, steps: start });
  return {
    choice: problem.slots.map((slot, i) => {
      const c = slot.candidates[best.picks[i]];
      const steps = best.steps[i];
      return { slot: i, food: c.food, steps, grams: Math.round(steps * stepOf(c) * 10) / 10 };
    }),
    solver: 'local',
  };
}
