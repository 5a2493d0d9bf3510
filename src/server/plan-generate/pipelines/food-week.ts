import { inSeason } from '../../../shared/food-facts';
import { mealTimingsFor } from '../../plans/index';
import { withoutConflicts } from '../../restrictions/index';
import { avoidAnswers, ifctFoodsByCodes, recallTimes } from '../persistence/plan-generate.repository';
import { previewOf, solvedDayAnswers } from '../preview/day-answer';
import { avoidTerms } from '../rules/avoid';
import { withConditionRules } from '../rules/day-rules';
import type { Pipeline } from './pipeline-run';
import { ROLE_FOODS } from './portions';
import { allowedFoods, generateDay, mealsOf } from './problems';

/**
 * "Generate" from single IFCT foods in roles (a cereal, a pulse, a vegetable…), in the package's
 * meal timings or the client's recalled ones: the older generator, kept for foods-only plans.
 */
export const foodWeek: Pipeline = async ({
  db,
  pool,
  pkg,
  days,
  preference,
  maxNodes,
  started,
  input,
  context,
}) => {
  const { targets, restrictions, conditions, weightKg, supplements, servableOn, monthOf } = context;
  // The season of a food (decision 292): the chosen region's months, else India's.
  const seasonRegion = input.region && input.region !== 'mixed' ? input.region : 'all';
  const timings = mealsOf(
    await mealTimingsFor(db, pkg.category, { householdTimes: true }),
    await recallTimes(db, pkg.id),
  );
  const codes = [...new Set(Object.values(ROLE_FOODS).flat())];
  const candidates = allowedFoods(
    await ifctFoodsByCodes(db, codes),
    preference,
    avoidTerms(await avoidAnswers(db, pkg.id)),
  );
  // The client's allergies, intolerances, diet rules and dislikes (issue 26) keep foods out too.
  const safe = new Set(withoutConflicts([...candidates.values()], restrictions));
  const foods = new Map([...candidates].filter(([, f]) => safe.has(f)));
  // A fasting day (decision 143) draws only from the foods its fast allows.
  const foodsOn = (day: number) => {
    const month = monthOf(day);
    const today = new Set(
      servableOn(day, [...foods.values()]).filter((f) => inSeason(f.facts, seasonRegion, month)),
    );
    return new Map([...foods].filter(([, f]) => today.has(f)));
  };
  const generated = days.map((day) => {
    const g = generateDay(day, timings, foodsOn(day), targets);
    return { ...g, job: withConditionRules(g.job, g.meals, conditions, foods.values(), weightKg) };
  });
  const solved = await pool.solve({
    days: generated.map((g) => g.job),
    variety: input.variety,
    maxNodes,
  });
  const byId = new Map([...foods.values()].map((f) => [f.id, f]));
  const out = solvedDayAnswers(generated, solved, byId, targets, preference);
  return previewOf('foods', targets, out, performance.now() - started, supplements);
};
