import type { z } from 'zod';
import type { GeneratePreview, generateSchema } from '../../../shared/plan-generate';
import type { planFor } from '../../auth/policy';
import type { Db } from '../../db/client';
import type { SolverPool } from '../solver/solver-pool';
import type { generationContextOf } from './dish-week-jobs';

export type GenerateInput = z.output<typeof generateSchema>;

/** What every pipeline is handed: the plan and its package, the days asked and the client's rules. */
export type PipelineRun = {
  db: Db;
  pool: SolverPool;
  input: GenerateInput;
  plan: Awaited<ReturnType<typeof planFor>>['plan'];
  pkg: Awaited<ReturnType<typeof planFor>>['pkg'];
  days: number[];
  preference: string | null;
  /** HiGHS's branch-and-bound budget for each day. */
  maxNodes: number;
  /** performance.now() when the request began, for the preview's solve time. */
  started: number;
  context: Awaited<ReturnType<typeof generationContextOf>>;
};

export type Pipeline = (run: PipelineRun) => Promise<GeneratePreview>;
