import type { z } from 'zod';
import { type editPlanSchema, PLAN_MESSAGES } from '../../shared/plans';
import type { PackageRow, PlanRow } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { spendCredit } from '../credits/index';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { isListValue } from '../lib/list-values';
import { startRedating } from './core/meal-writes';
import { moveOnWithPlan } from './package-status';
import {
  insertPlan,
  nextPlanName,
  replaceLabels,
  setEmptyTimesShown,
  softDeletePlan,
  updatePlan,
} from './plans.repository';

/** Every label must be one of the server's Diet_Plan_Labels. */
export async function checkLabels(db: Db, labels: string[], field: string) {
  for (const label of labels)
    if (!(await isListValue(db, 'Generic', 'Diet_Plan_Labels', label)))
      throw new ValidationError({ [field]: `'${label}' is not one of the Nutrition Plan labels` });
}

/** The category must be one of the server's Categories, the sub category one of that category's. */
async function checkCategory(
  db: Db,
  category: string | null | undefined,
  subCategory: string | null | undefined,
) {
  if (category && !(await isListValue(db, 'Categories', '', category)))
    throw new ValidationError({ category: 'Please choose a category from the list' });
  if (subCategory && (!category || !(await isListValue(db, 'Categories', category, subCategory))))
    throw new ValidationError({ sub_category: 'Please choose a sub category of the chosen category' });
}

/** A new empty plan in the package; its credit, the plan and the audit row commit together or not at all. */
export async function createPlan(db: Db, user: RequestUser, pkg: PackageRow): Promise<number> {
  const description = await nextPlanName(db, pkg.id);
  return inTransaction(db, async (tx) => {
    await spendCredit(tx, pkg.dietitianId, PLAN_MESSAGES.outOfCreditsCreate);
    const id = await insertPlan(tx, {
      packageId: pkg.id,
      chargedNutritionistId: pkg.dietitianId,
      description,
      category: pkg.category,
      subCategory: pkg.subCategory,
      createdBy: user.id,
    });
    await writeAudit(tx, { userId: user.id, action: 'create', entity: 'plan', entityId: id });
    await moveOnWithPlan(tx, user.id, pkg.id, 'plan created');
    return id;
  });
}

/**
 * Saves the plan's details and, when sent, its labels. A field left out of the call keeps its
 * stored value; '' or null clears it (an API caller never loses data by omission).
 */
export async function editPlan(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  input: z.output<typeof editPlanSchema>,
  sent: (field: string) => boolean,
): Promise<void> {
  await checkCategory(db, input.category, input.sub_category);
  if (input.tags) await checkLabels(db, input.tags, 'tags');
  const kept = <T>(field: string, value: T, stored: T) => (sent(field) ? value : stored);
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
  // A new start date or day format moves every day to another date: the plan core re-checks the
  // meals against the client's fasts with the plan locked (decision 289), refusing what breaks.
  const redating = values.startDate !== plan.startDate || values.dayFormat !== plan.dayFormat;
  await inTransaction(db, async (tx) => {
    const redate = redating ? await startRedating(tx, [plan.id]) : null;
    await updatePlan(tx, plan.id, values);
    const broken = (await redate?.finish(user.id)) ?? [];
    if (broken.length) {
      const field = values.startDate !== plan.startDate ? 'start_date' : 'day_format';
      const what = field === 'start_date' ? 'start date' : 'day format';
      const message = PLAN_MESSAGES.datesNotChanged(
        what,
        broken.flatMap((b) => b.refused),
      );
      throw new ValidationError({ [field]: message }, message);
    }
    if (input.tags) await replaceLabels(tx, plan.id, input.tags);
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'plan',
      entityId: plan.id,
      changes: diffForAudit(plan, values),
    });
  });
}

/** Hides the plan (soft delete) with its audit row. */
export async function deletePlan(db: Db, user: RequestUser, plan: PlanRow): Promise<void> {
  await inTransaction(db, async (tx) => {
    await softDeletePlan(tx, plan.id);
    await writeAudit(tx, { userId: user.id, action: 'delete', entity: 'plan', entityId: plan.id });
  });
}

/**
 * Saves 'Show empty times' for the plan (decision 278) with its audit row. It changes no meal, so
 * the plan's updated time stays as it is.
 */
export async function saveEmptyTimes(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  shown: boolean,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await setEmptyTimesShown(tx, plan.id, shown);
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'plan',
      entityId: plan.id,
      changes: { empty_times_shown: { from: before, to: shown } },
    });
  });
}

/** Replaces the plan's labels after checking each against Diet_Plan_Labels. */
export async function saveLabels(db: Db, plan: PlanRow, labels: string[]): Promise<void> {
  await checkLabels(db, labels, 'labels');
  await inTransaction(db, (tx) => replaceLabels(tx, plan.id, labels));
}
