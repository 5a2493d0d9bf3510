import type { FastifyInstance } from 'fastify';
import { GENERATE_MESSAGES, generateSchema } from '../../shared/plan-generate';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { generatePlan } from './plan-generate.service';
import { createSolverPool } from './solver-pool';

/** Computed plans (issue 17, docs/decisions/092): Fill to targets and Generate, preview or apply. */
export async function planGenerateRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Two solves at once on this 2-core machine; more requests wait in line (memory stays bounded).
  const pool = createSolverPool(2);
  app.addHook('onClose', () => pool.close());

  app.post(
    '/api/v1/diet/plan/generate',
    { config: { access: 'owner:plan', record: 'body.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(generateSchema, request.body);
      const preview = await generatePlan(db, pool, user, input);
      return ok(preview, preview.applied ? GENERATE_MESSAGES.applied : GENERATE_MESSAGES.preview);
    },
  );
}
