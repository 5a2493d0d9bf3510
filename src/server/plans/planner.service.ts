import type { z } from 'zod';
import { CUSTOM_TIMING, type createDaySchema, MAX_PLAN_DAYS, PLAN_MESSAGES } from '../../shared/plans';
import { type PackageRow, type PlanRow, planFor, type Viewer } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import { auditOverrides } from '../restrictions/index';
import { mealTimingsFor } from './meal-timings.repository';
import { addDay, deleteDay, deleteMeal, findMeal, saveMeal } from './meals.repository';
import { checkItems } from './meals.service';
import { ensureDay, loadDays } from './workspace.repository';

/** A meal's timing is Custom or one of the meal types of the package's category. */
async function checkTiming(db: Db, pkg: PackageRow, timing: string) {
  if (timing === CUSTOM_TIMING) return;
  const known = (await mealTimingsFor(db, pkg.category)).some((t) => t.meal_type === timing);
  if (!known) throw new ValidationError({ hypothetical_time: 'Please choose a meal timing from the list' });
}

/**
 * Saves a meal from the meal editor (new, or `meal_id` edited in place) and the day's
 * description; the meal and its audit row commit together. Answers the meal's id.
 */
export async function saveMealOfPlan(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  pkg: PackageRow,
  input: z.output<typeof createDaySchema>,
): Promise<number> {
  await checkTiming(db, pkg, input.hypothetical_time);
  const overrides = await checkItems(db, input.items, { clientId: pkg.clientId });
  return inTransaction(db, async (tx) => {
    const fields = {
      day: input.day,
      time: input.time,
      hypotheticalTime: input.hypothetical_time,
      description: input.meal_description ?? null,
    };
    const id = await saveMeal(tx, plan.id, input.meal_id, fields, input.items);
    await ensureDay(tx, plan.id, input.day, input.day_description);
    // Saves, moves and copies of meals leave the same kind of audit row (meal-moves.service).
    await writeAudit(tx, {
      userId: user.id,
      action: input.meal_id ? 'update' : 'create',
      entity: 'meal',
      entityId: id,
      changes: { plan_id: plan.id, day: input.day, time: input.time, items: input.items.length },
    });
    await auditOverrides(tx, user.id, id, overrides);
    return id;
  });
}

const mealNotFound = () => new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' });

/** Deletes a meal; one of a plan the viewer may not open answers like a missing one. Answers its plan. */
export async function removeMeal(db: Db, viewer: Viewer, mealId: number): Promise<PlanRow> {
  const meal = await findMeal(db, mealId);
  if (!meal) throw mealNotFound();
  const { plan } = await planFor(db, viewer, meal.planId).catch(() => {
    throw mealNotFound();
  });
  await deleteMeal(db, meal.id);
  return plan;
}

/** Adds the next day column, up to MAX_PLAN_DAYS. Answers its number. */
export async function addDayToPlan(db: Db, plan: PlanRow): Promise<number> {
  const days = await loadDays(db, plan.id);
  if ((days.at(-1)?.day ?? 0) >= MAX_PLAN_DAYS) throw new AppError(422, PLAN_MESSAGES.tooManyDays);
  return addDay(db, plan.id);
}

/** Deletes a day column and its meals; the later days move up, all or nothing. */
export function removeDay(db: Db, plan: PlanRow, day: number): Promise<void> {
  return inTransaction(db, (tx) => deleteDay(tx, plan.id, day));
}
