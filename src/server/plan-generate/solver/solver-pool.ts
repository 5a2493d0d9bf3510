import { createWorkerPool } from '../../lib/worker-pool';
import type { PlanJob, SolvedDay } from './solve-plan';

/**
 * Runs the solver in worker threads: the request thread stays responsive, and five concurrent
 * generations hold `size` HiGHS instances, not five (decision 092).
 */
export type SolverPool = { solve: (job: PlanJob) => Promise<SolvedDay[]>; close: () => Promise<void> };

export function createSolverPool(size = 2): SolverPool {
  const pool = createWorkerPool<PlanJob, SolvedDay[]>('solver', {
    name: 'Plan solver',
    size,
  });
  return { solve: pool.run, close: pool.close };
}
