import { createHash } from 'node:crypto';
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from '../../../shared/micronutrients';
import type { PlanTargets } from '../../../shared/plan-targets';
import { type ClientDishes, contextAt, dishWeekJobs, WEEK_DAY_MAX_NODES } from '../pipelines/dish-week-jobs';
import { WEEK_MAX_USES } from '../pipelines/meal-patterns';
import { DISH_MAX_CANDIDATES } from '../rules/dish-problems';
import type { DayChoice } from '../solver/model';
import type { SolverPool } from '../solver/solver-pool';

/**
 * What a week generated for the client gives on its leanest day (issue 33, decision 276): the
 * suggestion's floors are checked against seven days Generate week composes from them, with the
 * variety rules, household servings, sodium ceiling and meal split that the library's relaxed
 * reach (reach.ts) leaves out. The relaxation said 29 mg of iron was within reach for a North
 * vegetarian woman; the weeks generated from it gave 17.8–24.6 mg, and 0 of 7 days met every target.
 */
export type TrialWeekReach = {
  /** Each floor's amount on the week's day that gives least of it. */
  floors: Partial<Record<MicronutrientKey, number>>;
  /** The protein of the week's day that gives least of it (g; 0 when a day has no plan). */
  protein_g: number;
};

const CACHE_SIZE = 200;
const cache = new Map<string, TrialWeekReach>();

const amountOf = (choice: DayChoice, key: MicronutrientKey | 'protein_g') =>
  choice.reduce((sum, c) => sum + (c.food.perGram[key] ?? 0) * c.grams, 0);

/**
 * Trial weeks for a plan's client, days 1 to 7 of the plan's calendar (a fasting weekday serves
 * what its fast allows), none of the plan's own meals counted, from the client's rules and dishes
 * read once (`clientDishesFor`); each week asked composes its jobs at its targets and solves them.
 * Cached by the week's solver jobs: the same dishes, rules and targets give the same week whichever
 * client has them.
 */
export function trialWeeksFor(
  pool: SolverPool,
  { context, source }: ClientDishes,
): (targets: PlanTargets) => Promise<TrialWeekReach | null> {
  return async (targets) => {
    if (!targets.energy_kcal) return null;
    const generated = dishWeekJobs(source, contextAt(context, targets), [1, 2, 3, 4, 5, 6, 7]);
    const job = {
      days: generated.map((g) => g.job),
      variety: WEEK_MAX_USES,
      apart: true,
      known: [],
      maxNodes: WEEK_DAY_MAX_NODES,
      maxCandidates: DISH_MAX_CANDIDATES,
    };
    const key = createHash('sha256').update(JSON.stringify(job)).digest('hex');
    const known = cache.get(key);
    if (known) return known;
    const solved = await pool.solve(job);
    const floors: TrialWeekReach['floors'] = {};
    for (const k of MICRONUTRIENT_KEYS) {
      if (!targets.micronutrient_floors[k]) continue;
      const amounts = solved.map((d) => (d.choice ? amountOf(d.choice, k) : 0));
      floors[k] = Math.min(...amounts);
    }
    const protein_g = Math.min(...solved.map((d) => (d.choice ? amountOf(d.choice, 'protein_g') : 0)));
    const reach = { floors, protein_g };
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, reach);
    return reach;
  };
}
