import type { PlanTargets } from '../../shared/plan-targets';
import type { PackageRow, PlanRow } from '../auth/policy';
import type { Db } from '../db/client';
import type { Reach } from './reach-lowering';

/**
 * What a client's dishes reach at given targets (decisions 258, 276), asked of the generator
 * without importing it (issue 52 point 4): plans → plan-targets → plan-generate only go one way, so
 * the generator's reach and trial weeks reach the targets through this port, which app.ts (the
 * composition root) fills from plan-generate/index.ts.
 */
export type DishesReach = (
  db: Db,
  plan: PlanRow,
  pkg: PackageRow,
  guideline: PlanTargets,
) => Promise<{
  /** The library's reach at the guideline's energy; null when there is no energy to reach. */
  library: Reach | null;
  /** One generated trial week at the targets given: its least day's protein and floors. */
  trialWeek: (targets: PlanTargets) => Promise<Reach | null>;
}>;
