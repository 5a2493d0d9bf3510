import type { FastifyInstance } from 'fastify';
import {
  GENERATE_MESSAGES,
  generateSchema,
  type PreviewApplied,
  previewActionSchema,
} from '../../shared/plan-generate';
import type { AppDeps } from '../app-deps';
import { planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { applyPreview, undoPreview } from './persistence/preview-apply.service';
import { generatePlan } from './plan-generate.service';

const ownerOfPlan = { config: { access: 'owner:plan' as const, record: 'body.plan_id' as const } };

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/diet/plan/generate': {
    summary: 'Compute a preview: Fill a day to its targets, or Generate days in dishes',
    body: generateSchema,
  },
  'POST /api/v1/diet/plan/generate/apply': {
    summary: 'Apply the stored preview, exactly as shown (refused after an edit)',
    body: previewActionSchema,
  },
  'POST /api/v1/diet/plan/generate/undo': {
    summary: 'Undo an applied preview from its snapshot',
    body: previewActionSchema,
  },
};

/** Computed plans (issue 17, docs/decisions/092): Fill to targets and Generate, preview, apply, undo. */
export async function planGenerateRoutes(app: FastifyInstance, { db, solver: pool }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.post('/api/v1/diet/plan/generate', ownerOfPlan, async (request) => {
    const user = requireUser(request);
    const input = parseInput(generateSchema, request.body);
    return ok(await generatePlan(db, pool, user, input), GENERATE_MESSAGES.preview);
  });

  // Apply and Undo of a stored preview (issue 26, decision 150): no solving, exactly what was shown.
  app.post('/api/v1/diet/plan/generate/apply', ownerOfPlan, async (request) => {
    const user = requireUser(request);
    const input = parseInput(previewActionSchema, request.body, { fieldMessageAsMessage: true });
    const { plan, pkg } = await planFor(db, user, input.plan_id);
    const data: PreviewApplied = {
      preview_id: input.preview_id,
      days: await applyPreview(db, user, plan, pkg, input.preview_id, input.supplements),
    };
    return ok(data, GENERATE_MESSAGES.applied);
  });

  app.post('/api/v1/diet/plan/generate/undo', ownerOfPlan, async (request) => {
    const user = requireUser(request);
    const input = parseInput(previewActionSchema, request.body, { fieldMessageAsMessage: true });
    const { plan, pkg } = await planFor(db, user, input.plan_id);
    const data: PreviewApplied = {
      preview_id: input.preview_id,
      days: await undoPreview(db, user, plan, pkg, input.preview_id),
    };
    return ok(data, GENERATE_MESSAGES.undone);
  });
}
