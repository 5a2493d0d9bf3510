import type { Db } from '../../db/client';
import { loadMeals } from '../../plans/index';
import type { DishFood } from '../persistence/dish-candidates.repository';
import type { FoodRow } from '../persistence/plan-generate.repository';
import { previewOf, solvedDayAnswers } from '../preview/day-answer';
import { DISH_MAX_CANDIDATES } from '../rules/dish-problems';
import { dishWeekJobs, dishWeekSource } from './dish-week-jobs';
import { WEEK_MAX_USES } from './meal-patterns';
import type { Pipeline } from './pipeline-run';

/**
 * "Generate week" from the dish library: the client's safe dishes and foods, in the region's
 * meal patterns, each day solved to the targets and My Plate with the week's variety rule.
 */
export const dishWeek: Pipeline = async ({
  db,
  pool,
  plan,
  pkg,
  days,
  preference,
  maxNodes,
  started,
  input,
  context,
}) => {
  const { targets, supplements } = context;
  const source = await dishWeekSource(db, pkg, preference, context, input.region);
  const { region, safeDishes, safeIfct } = source;
  // The plan's other days: counted by the variety rule, and their dals steer a day's staple.
  const known = await otherDaysOf(db, plan.id, preference, days);
  const generated = dishWeekJobs(source, context, days, known);
  const solved = await pool.solve({
    days: generated.map((g) => g.job),
    // At most twice a week and never on consecutive days (issue 33), counting the plan's other days.
    variety: Math.min(input.variety, WEEK_MAX_USES),
    apart: true,
    known,
    maxNodes,
    maxCandidates: DISH_MAX_CANDIDATES,
  });
  const byId = new Map<number, FoodRow & { measures?: DishFood['measures'] }>([
    ...safeIfct.map((f) => [f.id, f] as const),
    ...safeDishes.map((d) => [d.id, d] as const),
  ]);
  const out = solvedDayAnswers(generated, solved, byId, targets, preference, true);
  return {
    ...previewOf('dishes', targets, out, performance.now() - started, supplements, [...byId.values()]),
    region,
    region_from_address: input.region === undefined,
  };
};

/**
 * The foods of the plan's other days in the weeks being generated and beside them, so the week's
 * variety rule counts them (a day generated alone is never a copy of its neighbours, issue 33).
 */
async function otherDaysOf(db: Db, planId: number, preference: string | null, days: number[]) {
  const weeks = new Set(days.map((d) => Math.floor((d - 1) / 7)));
  const near = (d: number) =>
    !days.includes(d) && (weeks.has(Math.floor((d - 1) / 7)) || days.includes(d - 1) || days.includes(d + 1));
  const meals = (await loadMeals(db, planId, preference)).filter((m) => near(m.day));
  const byDay = new Map<number, number[]>();
  for (const m of meals)
    byDay.set(m.day, [...(byDay.get(m.day) ?? []), ...m.items.map((i) => i.food_item_id)]);
  return [...byDay].map(([day, foods]) => ({ day, foods }));
}
