import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createLabelsSchema,
  createRecipesSchema,
  createSupplementSchema,
  deleteSupplementSchema,
  PLAN_MESSAGES,
  type PlanSupplement,
  planSupplementQuerySchema,
  type RecipeCatalogueRow,
  type SupplementCatalogueRow,
} from '../../shared/plans';
import type { AppDeps } from '../app-deps';
import { assertPlanInPackage, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import type { Db } from '../db/client';
import { planRecipes, planSupplements, recipes, supplements } from '../db/schema/index';
import { ok } from '../lib/envelope';
import { notFound, ValidationError } from '../lib/errors';
import { parsePlanInput } from './input';
import { replaceLabels } from './plans.repository';
import { checkLabels } from './plans.routes';
import { loadLabels, loadRecipes, loadSupplements } from './workspace.repository';

/** Supplements, recipes and labels of a plan, and the two catalogues they are chosen from. */
export async function planExtrasRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/diet/supplement/supplements-data', async (request) => {
    requireUser(request);
    const data: SupplementCatalogueRow[] = await db
      .select({
        id: supplements.id,
        name: supplements.name,
        link: supplements.link,
        dosage: supplements.dosage,
      })
      .from(supplements)
      .orderBy(asc(supplements.name));
    return ok(data);
  });

  app.get('/api/v1/diet/planrecipe/recipes-data', async (request) => {
    requireUser(request);
    const data: RecipeCatalogueRow[] = await db
      .select({
        id: recipes.id,
        name: recipes.name,
        link: recipes.link,
        meal: recipes.meal,
        dish_type: recipes.dishType,
      })
      .from(recipes)
      .orderBy(asc(recipes.name));
    return ok(data);
  });

  app.get('/api/v1/diet/supplement/diet-plan-supplement', async (request) => {
    const user = requireUser(request);
    const { diet_plan_id } = parsePlanInput(planSupplementQuerySchema, request.query);
    const { plan } = await planFor(db, user, diet_plan_id);
    return ok(await loadSupplements(db, plan.id));
  });

  app.post('/api/v1/diet/supplement/create', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(createSupplementSchema, request.body);
    const { plan } = await planFor(db, user, input.planId);
    assertPlanInPackage(plan, input.packageId);
    // The name is chosen from the catalogue; its link and dosage are defaults the user may change.
    const [known] = await db.select().from(supplements).where(eq(supplements.name, input.name));
    if (!known)
      throw new ValidationError({ name: PLAN_MESSAGES.supplementName }, PLAN_MESSAGES.supplementName);
    const [row] = await db
      .insert(planSupplements)
      .values({
        planId: plan.id,
        name: known.name,
        link: input.link ?? known.link,
        dosage: input.dosage ?? known.dosage,
      })
      .returning();
    const data: PlanSupplement = { id: row.id, name: row.name, link: row.link, dosage: row.dosage };
    return ok(data, PLAN_MESSAGES.supplementsAdded);
  });

  app.post('/api/v1/diet/supplement/delete', async (request) => {
    const user = requireUser(request);
    const { id } = parsePlanInput(deleteSupplementSchema, request.body);
    const [row] = await db.select().from(planSupplements).where(eq(planSupplements.id, id));
    if (!row) throw notFound('Supplement not found.');
    await planFor(db, user, row.planId).catch(() => {
      throw notFound('Supplement not found.');
    });
    await db.delete(planSupplements).where(eq(planSupplements.id, id));
    return ok({ id }, PLAN_MESSAGES.supplementDeleted);
  });

  app.post('/api/v1/diet/planlabel/create', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(createLabelsSchema, request.body);
    const { plan } = await planFor(db, user, input.planId);
    assertPlanInPackage(plan, input.packageId);
    await checkLabels(db, input.labels, 'labels');
    await db.transaction(async (tx) => replaceLabels(tx as unknown as Db, plan.id, input.labels));
    return ok({ labels: await loadLabels(db, plan.id) }, PLAN_MESSAGES.labelsAdded);
  });

  app.post('/api/v1/diet/planrecipe/create', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(createRecipesSchema, request.body);
    const { plan } = await planFor(db, user, input.planId);
    assertPlanInPackage(plan, input.packageId);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.delete(planRecipes).where(eq(planRecipes.planId, plan.id));
      if (input.recipes.length)
        await t.insert(planRecipes).values(
          input.recipes.map((r) => ({
            planId: plan.id,
            name: r.name,
            link: r.link ?? null,
            meal: r.meal ?? null,
            dishType: r.dish_type ?? null,
          })),
        );
    });
    return ok({ recipes: await loadRecipes(db, plan.id) }, PLAN_MESSAGES.recipesAdded);
  });
}
