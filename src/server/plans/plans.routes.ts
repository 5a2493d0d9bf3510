import type { FastifyInstance } from 'fastify';
import {
  type CopiedPlan,
  type CreatedPlan,
  copyPlanSchema,
  createPlanSchema,
  deletePlanSchema,
  editPlanSchema,
  type PackagePlans,
  PLAN_MESSAGES,
  PLAN_PAGE_SIZE,
  packageIdQuerySchema,
  planIdQuerySchema,
  planListQuerySchema,
} from '../../shared/plans';
import type { AppDeps } from '../app-deps';
import { packageFor, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ok, page } from '../lib/envelope';
import { ValidationError } from '../lib/errors';
import { isListValue } from '../lib/list-values';
import { copyPlan } from './copy.service';
import { spendCredit } from './credits';
import { parsePlanInput } from './input';
import {
  insertPlan,
  listPlans,
  nextPlanName,
  replaceLabels,
  softDeletePlan,
  updatePlan,
} from './plans.repository';
import { loadLabels, loadWorkspace, toPackage, toPlanDetails } from './workspace.repository';

/** Every label must be one of the server's Diet_Plan_Labels. */
export async function checkLabels(db: Db, labels: string[], field: string) {
  for (const label of labels)
    if (!(await isListValue(db, 'Generic', 'Diet_Plan_Labels', label)))
      throw new ValidationError({ [field]: `'${label}' is not one of the Nutrition Plan labels` });
}

export async function planRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/diet/plan/list', async (request) => {
    const user = requireUser(request);
    const query = parsePlanInput(planListQuerySchema, request.query);
    const { rows, total } = await listPlans(db, user, query);
    return ok(page(rows, total, query.page, PLAN_PAGE_SIZE));
  });

  app.get('/api/v1/diet/plan/list-by-package', async (request) => {
    const user = requireUser(request);
    const { id } = parsePlanInput(packageIdQuerySchema, request.query);
    const pkg = await packageFor(db, user, id);
    const all = await listPlans(db, user, {
      package_id: id,
      page: 1,
      order: 'desc',
      col: 'created_at',
      tags: [],
    });
    // A package rarely has more than a handful of plans; the first page is all of them.
    const data: PackagePlans = { package: toPackage(pkg), data: all.rows, last_page: 1 };
    return ok(data);
  });

  app.get('/api/v1/diet/plan/meals', async (request) => {
    const user = requireUser(request);
    const { id } = parsePlanInput(planIdQuerySchema, request.query);
    const { plan, pkg } = await planFor(db, user, id);
    return ok(await loadWorkspace(db, plan, pkg));
  });

  app.post('/api/v1/diet/plan/create-plan', async (request) => {
    const user = requireUser(request);
    const { packageId } = parsePlanInput(createPlanSchema, request.body);
    const pkg = await packageFor(db, user, packageId);
    const description = await nextPlanName(db, pkg.id);
    // The credit, the plan and the audit row commit together or not at all.
    const id = await inTransaction(db, async (t) => {
      await spendCredit(t, pkg.dietitianId, PLAN_MESSAGES.outOfCreditsCreate);
      const created = await insertPlan(t, {
        packageId: pkg.id,
        chargedNutritionistId: pkg.dietitianId,
        description,
        category: pkg.category,
        subCategory: pkg.subCategory,
        createdBy: user.id,
      });
      await writeAudit(t, { userId: user.id, action: 'create', entity: 'plan', entityId: created });
      return created;
    });
    const data: CreatedPlan = { package_id: pkg.id, id };
    return ok(data, PLAN_MESSAGES.planCreated);
  });

  app.post('/api/v1/diet/plan/edit', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(editPlanSchema, request.body);
    const { plan, pkg } = await planFor(db, user, input.id);
    if (input.category && !(await isListValue(db, 'Categories', '', input.category)))
      throw new ValidationError({ category: 'Please choose a category from the list' });
    if (
      input.sub_category &&
      (!input.category || !(await isListValue(db, 'Categories', input.category, input.sub_category)))
    )
      throw new ValidationError({ sub_category: 'Please choose a sub category of the chosen category' });
    if (input.tags) await checkLabels(db, input.tags, 'tags');
    // A field left out of the call keeps its stored value; '' or null clears it.
    const sent = (key: string) =>
      typeof request.body === 'object' && request.body !== null && key in request.body;
    const kept = <T>(key: string, value: T, stored: T) => (sent(key) ? value : stored);
    const values = {
      description: input.description,
      startDate: kept('start_date', input.start_date ?? null, plan.startDate),
      endDate: kept('end_date', input.end_date ?? null, plan.endDate),
      dayFormat: input.day_format ?? plan.dayFormat,
      note: kept('note', input.note ?? null, plan.note),
      category: kept('category', input.category ?? null, plan.category),
      subCategory: kept('sub_category', input.sub_category ?? null, plan.subCategory),
      foodPreferences: kept('food_preferences', input.food_preferences ?? null, plan.foodPreferences),
      maxCalories: kept('max_calories', input.max_calories ?? null, plan.maxCalories),
    };
    await inTransaction(db, async (t) => {
      await updatePlan(t, plan.id, values);
      if (input.tags) await replaceLabels(t, plan.id, input.tags);
      await writeAudit(t, {
        userId: user.id,
        action: 'update',
        entity: 'plan',
        entityId: plan.id,
        changes: diffForAudit(plan, values),
      });
    });
    const { plan: saved } = await planFor(db, user, plan.id);
    return ok(toPlanDetails(saved, pkg, await loadLabels(db, plan.id)), PLAN_MESSAGES.planEdited);
  });

  app.post('/api/v1/diet/plan/delete', async (request) => {
    const user = requireUser(request);
    const { planId } = parsePlanInput(deletePlanSchema, request.body);
    const { plan } = await planFor(db, user, planId);
    await inTransaction(db, async (t) => {
      await softDeletePlan(t, plan.id);
      await writeAudit(t, { userId: user.id, action: 'delete', entity: 'plan', entityId: plan.id });
    });
    return ok({ id: plan.id }, PLAN_MESSAGES.planDeleted);
  });

  app.post('/api/v1/diet/plan/copy-plan', async (request) => {
    const user = requireUser(request);
    const input = parsePlanInput(copyPlanSchema, request.body);
    // copyPlan writes its audit row in its own transaction.
    const { planId, merged } = await copyPlan(db, user, input);
    const data: CopiedPlan = { planId };
    return ok(data, merged ? PLAN_MESSAGES.planMerged : PLAN_MESSAGES.planCopied);
  });
}
