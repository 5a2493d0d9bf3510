import type { z } from 'zod';
import { type createRecipesSchema, PLAN_MESSAGES, type PlanSupplement } from '../../shared/plans';
import { type PlanRow, planFor, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { notFound, ValidationError } from '../lib/errors';
import {
  deletePlanSupplement,
  findCatalogueSupplement,
  findPlanSupplement,
  insertPlanSupplement,
  replaceRecipes,
} from './extras.repository';

/** Adds a catalogue supplement to the plan; its link and dosage are defaults the user may change. */
export async function addSupplement(
  db: Db,
  plan: PlanRow,
  input: { name: string; link?: string | null; dosage?: string | null },
): Promise<PlanSupplement> {
  const known = await findCatalogueSupplement(db, input.name);
  if (!known) throw new ValidationError({ name: PLAN_MESSAGES.supplementName }, PLAN_MESSAGES.supplementName);
  const row = await insertPlanSupplement(db, {
    planId: plan.id,
    name: known.name,
    link: input.link ?? known.link,
    dosage: input.dosage ?? known.dosage,
  });
  return { id: row.id, name: row.name, link: row.link, dosage: row.dosage };
}

/** Removes a supplement from its plan; one of a plan the viewer may not open answers like a missing one. */
export async function removeSupplement(db: Db, viewer: Viewer, id: number): Promise<void> {
  const row = await findPlanSupplement(db, id);
  if (!row) throw notFound('Supplement not found.');
  await planFor(db, viewer, row.planId).catch(() => {
    throw notFound('Supplement not found.');
  });
  await deletePlanSupplement(db, id);
}

/** Replaces the plan's recipes, all or nothing. */
export function saveRecipes(db: Db, plan: PlanRow, list: z.output<typeof createRecipesSchema>['recipes']) {
  return inTransaction(db, (tx) => replaceRecipes(tx, plan.id, list));
}
