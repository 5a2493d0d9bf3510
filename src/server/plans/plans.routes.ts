import type { FastifyInstance } from 'fastify';
import {
  type CopiedPlan,
  type CreatedPlan,
  copyPlanSchema,
  createPlanSchema,
  deletePlanSchema,
  editPlanSchema,
  emptyTimesSchema,
  type PackagePlans,
  PLAN_MESSAGES,
  PLAN_PAGE_SIZE,
  packageIdQuerySchema,
  planIdQuerySchema,
  planListQuerySchema,
} from '../../shared/plans';
import { practiceToday } from '../../shared/practice-date';
import type { AppDeps } from '../app-deps';
import { type IdAt, packageFor, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { creditsLeftOf } from '../credits/index';
import { ok, page } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { copyPlan } from './copy.service';
import { listPlans } from './plans.repository';
import { createPlan, deletePlan, editPlan, saveEmptyTimes } from './plans.service';
import { loadLabels, loadWorkspace, toPackage, toPlanDetails } from './workspace.repository';

/** SPEC's planner alerts read the one field message from the envelope message. */
const alerts = { fieldMessageAsMessage: true };
const signedIn = { config: { access: 'signed-in' as const } };
const ownerOfPackage = (record: IdAt) => ({ config: { access: 'owner:package' as const, record } });
const ownerOfPlan = (record: IdAt) => ({ config: { access: 'owner:plan' as const, record } });

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/diet/plan/list': {
    summary: 'A page of the plans the viewer may see',
    querystring: planListQuerySchema,
  },
  'GET /api/v1/diet/plan/list-by-package': {
    summary: "A package's plans and its nutritionist's credits",
    querystring: packageIdQuerySchema,
  },
  'GET /api/v1/diet/plan/meals': {
    summary: "The planner's workspace: the plan, its days, meals, targets and calendar",
    querystring: planIdQuerySchema,
  },
  'POST /api/v1/diet/plan/create-plan': {
    summary: 'Add a plan to a package (uses a credit when plans are limited)',
    body: createPlanSchema,
  },
  'POST /api/v1/diet/plan/edit': {
    summary: "Edit a plan's details (fields left out keep their values)",
    body: editPlanSchema,
  },
  'POST /api/v1/diet/plan/empty-times': {
    summary: "Show or hide the template's empty meal times",
    body: emptyTimesSchema,
  },
  'POST /api/v1/diet/plan/delete': { summary: 'Delete a plan', body: deletePlanSchema },
  'POST /api/v1/diet/plan/copy-plan': {
    summary: "Copy a plan's meals into a new plan, or merge them into another",
    body: copyPlanSchema,
  },
};

/** A plan's record: the lists, create, edit, delete and copy. */
export async function planRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/diet/plan/list', signedIn, async (request) => {
    const user = requireUser(request);
    const query = parseInput(planListQuerySchema, request.query, alerts);
    const { rows, total } = await listPlans(db, user, query);
    return ok(page(rows, total, query.page, PLAN_PAGE_SIZE));
  });

  app.get('/api/v1/diet/plan/list-by-package', ownerOfPackage('query.id'), async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(packageIdQuerySchema, request.query, alerts);
    const pkg = await packageFor(db, user, id);
    const all = await listPlans(db, user, {
      package_id: id,
      page: 1,
      order: 'desc',
      col: 'created_at',
      tags: [],
    });
    // A package rarely has more than a handful of plans; the first page is all of them.
    const credits = (await creditsLeftOf(db, pkg.dietitianId, practiceToday())) ?? { left: 0, expiry: null };
    const data: PackagePlans = { package: toPackage(pkg), data: all.rows, last_page: 1, credits };
    return ok(data);
  });

  app.get('/api/v1/diet/plan/meals', ownerOfPlan('query.id'), async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(planIdQuerySchema, request.query, alerts);
    const { plan, pkg } = await planFor(db, user, id);
    return ok(await loadWorkspace(db, plan, pkg));
  });

  app.post('/api/v1/diet/plan/create-plan', ownerOfPackage('body.packageId'), async (request) => {
    const user = requireUser(request);
    const { packageId } = parseInput(createPlanSchema, request.body, alerts);
    const pkg = await packageFor(db, user, packageId);
    const id = await createPlan(db, user, pkg);
    const data: CreatedPlan = { package_id: pkg.id, id };
    return ok(data, PLAN_MESSAGES.planCreated);
  });

  app.post('/api/v1/diet/plan/edit', ownerOfPlan('body.id'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(editPlanSchema, request.body, alerts);
    const { plan, pkg } = await planFor(db, user, input.id);
    const body = request.body;
    const sent = (field: string) => typeof body === 'object' && body !== null && field in body;
    await editPlan(db, user, plan, input, sent);
    const { plan: saved } = await planFor(db, user, plan.id);
    return ok(toPlanDetails(saved, pkg, await loadLabels(db, plan.id)), PLAN_MESSAGES.planEdited);
  });

  app.post('/api/v1/diet/plan/empty-times', ownerOfPlan('body.id'), async (request) => {
    const user = requireUser(request);
    const { id, shown } = parseInput(emptyTimesSchema, request.body, alerts);
    const { plan } = await planFor(db, user, id);
    await saveEmptyTimes(db, user, plan, shown);
    return ok({ id: plan.id, empty_times_shown: shown });
  });

  app.post('/api/v1/diet/plan/delete', ownerOfPlan('body.planId'), async (request) => {
    const user = requireUser(request);
    const { planId } = parseInput(deletePlanSchema, request.body, alerts);
    const { plan } = await planFor(db, user, planId);
    await deletePlan(db, user, plan);
    return ok({ id: plan.id }, PLAN_MESSAGES.planDeleted);
  });

  app.post('/api/v1/diet/plan/copy-plan', ownerOfPlan('body.sourcePlanId'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(copyPlanSchema, request.body, alerts);
    // copyPlan writes its audit row in its own transaction.
    const { planId, merged } = await copyPlan(db, user, input);
    const data: CopiedPlan = { planId };
    return ok(data, merged ? PLAN_MESSAGES.planMerged : PLAN_MESSAGES.planCopied);
  });
}
