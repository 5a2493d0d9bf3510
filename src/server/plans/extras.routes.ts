import type { FastifyInstance } from 'fastify';
import {
  createLabelsSchema,
  createRecipesSchema,
  createSupplementSchema,
  deleteSupplementSchema,
  PLAN_MESSAGES,
  planSupplementQuerySchema,
} from '../../shared/plans';
import type { AppDeps } from '../app-deps';
import { assertPlanInPackage, type IdAt, type PlanPart, planFor, type Viewer } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { recipeCatalogueRows, supplementCatalogueRows } from './extras.repository';
import { addSupplement, removeSupplement, saveRecipes } from './extras.service';
import { saveLabels } from './plans.service';
import { loadLabels, loadRecipes, loadSupplements } from './workspace.repository';

/** SPEC's planner alerts read the one field message from the envelope message. */
const alerts = { fieldMessageAsMessage: true };
const signedIn = { config: { access: 'signed-in' as const } };
const ownerOfPlan = (record: IdAt, part?: PlanPart) => ({
  config: { access: 'owner:plan' as const, record, part },
});

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/diet/supplement/supplements-data': { summary: 'The supplement catalogue for the planner' },
  'GET /api/v1/diet/planrecipe/recipes-data': { summary: 'The recipe catalogue for the planner' },
  'GET /api/v1/diet/supplement/diet-plan-supplement': {
    summary: "A plan's supplements",
    querystring: planSupplementQuerySchema,
  },
  'POST /api/v1/diet/supplement/create': {
    summary: 'Add supplements to a plan',
    body: createSupplementSchema,
  },
  'POST /api/v1/diet/supplement/delete': {
    summary: 'Remove a supplement from a plan',
    body: deleteSupplementSchema,
  },
  'POST /api/v1/diet/planlabel/create': { summary: "Save a plan's labels", body: createLabelsSchema },
  'POST /api/v1/diet/planrecipe/create': { summary: "Save a plan's recipes", body: createRecipesSchema },
};

/** Supplements, recipes and labels of a plan, and the two catalogues they are chosen from. */
export async function planExtrasRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  /** The plan a write names, which must be in the package it names (when it names one). */
  const planOfCall = async (viewer: Viewer, input: { planId: number; packageId?: number }) => {
    const { plan } = await planFor(db, viewer, input.planId);
    assertPlanInPackage(plan, input.packageId);
    return plan;
  };
  const catalogues = {
    '/api/v1/diet/supplement/supplements-data': supplementCatalogueRows,
    '/api/v1/diet/planrecipe/recipes-data': recipeCatalogueRows,
  };
  for (const [url, rowsOf] of Object.entries(catalogues))
    app.get(url, signedIn, async (request) => {
      requireUser(request);
      return ok(await rowsOf(db));
    });

  app.get(
    '/api/v1/diet/supplement/diet-plan-supplement',
    ownerOfPlan('query.diet_plan_id'),
    async (request) => {
      const user = requireUser(request);
      const { diet_plan_id } = parseInput(planSupplementQuerySchema, request.query, alerts);
      const { plan } = await planFor(db, user, diet_plan_id);
      return ok(await loadSupplements(db, plan.id));
    },
  );

  app.post('/api/v1/diet/supplement/create', ownerOfPlan('body.planId'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(createSupplementSchema, request.body, alerts);
    const plan = await planOfCall(user, input);
    return ok(await addSupplement(db, plan, input), PLAN_MESSAGES.supplementsAdded);
  });

  app.post('/api/v1/diet/supplement/delete', ownerOfPlan('body.id', 'supplement'), async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(deleteSupplementSchema, request.body, alerts);
    await removeSupplement(db, user, id);
    return ok({ id }, PLAN_MESSAGES.supplementDeleted);
  });

  app.post('/api/v1/diet/planlabel/create', ownerOfPlan('body.planId'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(createLabelsSchema, request.body, alerts);
    const plan = await planOfCall(user, input);
    await saveLabels(db, plan, input.labels);
    return ok({ labels: await loadLabels(db, plan.id) }, PLAN_MESSAGES.labelsAdded);
  });

  app.post('/api/v1/diet/planrecipe/create', ownerOfPlan('body.planId'), async (request) => {
    const user = requireUser(request);
    const input = parseInput(createRecipesSchema, request.body, alerts);
    const plan = await planOfCall(user, input);
    await saveRecipes(db, plan, input.recipes);
    return ok({ recipes: await loadRecipes(db, plan.id) }, PLAN_MESSAGES.recipesAdded);
  });
}
