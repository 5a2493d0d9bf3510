import type { DishesReach } from '../../plan-targets/index';
import { clientDishesFor } from '../pipelines/dish-week-jobs';
import type { SolverPool } from '../solver/solver-pool';
import { libraryReach } from './reach';
import { trialWeeksFor } from './trial-week';

/**
 * The targets' port to the generator (plan-targets/dishes-reach.ts): the client's dishes read once,
 * the library's reach at the guideline, and trial weeks on the shared solver pool. app.ts passes it
 * to the targets' routes, so plan-targets never imports plan-generate (issue 52 point 4).
 */
export function dishesReachOf(solver: SolverPool): DishesReach {
  return async (db, plan, pkg, guideline) => {
    const dishes = await clientDishesFor(db, plan, pkg, guideline);
    return {
      library: await libraryReach(dishes.source, guideline),
      trialWeek: trialWeeksFor(solver, dishes),
    };
  };
}
