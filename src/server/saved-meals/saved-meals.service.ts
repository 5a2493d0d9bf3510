/**
 * Saved meals and combos (issue 54 point 3, decision 302): create, rename, delete, and insert into
 * a plan's cell. An insert is a meal write like any other: through the plan core's gate
 * (`writeGatedMealsIn`), so a food the client's allergy or diet forbids is refused with the gate's
 * message; the meal and its audit row commit together.
 */
import type { z } from 'zod';
import {
  SAVED_MEAL_MESSAGES,
  type savedMealCreateSchema,
  type savedMealInsertSchema,
} from '../../shared/saved-meals';
import { mayEditSavedMeal, mayUseSavedMeal, type PlanRow, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { savedMeals } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { AppError, notFound, ValidationError } from '../lib/errors';
import { writeGatedMealsIn } from '../plans/index';
import {
  deleteSavedMeal,
  findSavedMeal,
  foodNames,
  insertSavedMeal,
  renameSavedMeal,
} from './saved-meals.repository';

type Writer = { id: number } & Viewer;

const missing = () => notFound(SAVED_MEAL_MESSAGES.notFound);

/** The saved meal if the viewer may see it; 404 exactly like a missing one otherwise. */
export async function savedMealFor(db: Db, viewer: Writer, id: number) {
  const row = await findSavedMeal(db, id);
  if (!row || !mayUseSavedMeal(viewer, row)) throw missing();
  return row;
}

export async function createSavedMeal(
  db: Db,
  user: Writer,
  input: z.output<typeof savedMealCreateSchema>,
): Promise<number> {
  const known = await foodNames(
    db,
    input.items.map((i) => i.id),
  );
  const unknown: Record<string, string> = {};
  input.items.forEach((item, at) => {
    if (!known.has(item.id)) unknown[`items.${at}.id`] = 'This food is not in the food database';
  });
  if (Object.keys(unknown).length) throw new ValidationError(unknown);
  return inTransaction(db, async (tx) => {
    const id = await insertSavedMeal(tx, {
      name: input.name,
      createdBy: user.id,
      isShared: input.shared ?? false,
      items: input.items.map((i) => ({
        food_item_id: i.id,
        quantity: i.qty,
        measure_label: i.measure_label ?? null,
        measure_count: i.measure_count ?? null,
      })),
    });
    await writeAudit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'saved_meal',
      entityId: id,
      changes: { items: input.items.length, shared: input.shared ?? false },
    });
    return id;
  });
}

/** The saved meal under its lock, if this viewer may change it (a shared one of another: 422). */
async function ownLocked(tx: Db, user: Writer, id: number) {
  const row = await lockedFor(tx, savedMeals, id, SAVED_MEAL_MESSAGES.notFound);
  if (!mayUseSavedMeal(user, row)) throw missing();
  if (!mayEditSavedMeal(user, row))
    throw new ValidationError({ id: SAVED_MEAL_MESSAGES.notYours }, SAVED_MEAL_MESSAGES.notYours);
  return row;
}

export function renameOwnSavedMeal(db: Db, user: Writer, id: number, name: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = await ownLocked(tx, user, id);
    await renameSavedMeal(tx, id, name);
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'saved_meal',
      entityId: id,
      changes: { name: { from: row.name, to: name } },
    });
  });
}

export function deleteOwnSavedMeal(db: Db, user: Writer, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    await ownLocked(tx, user, id);
    await deleteSavedMeal(tx, id);
    await writeAudit(tx, {
      userId: user.id,
      action: 'delete',
      entity: 'saved_meal',
      entityId: id,
      changes: {},
    });
  });
}

/**
 * Inserts a saved meal's foods as a new meal at the day and time, through the plan gate; another
 * meal in that slot is replaced only with `overwrite` (else 409). Answers the meal's id and name.
 */
export async function insertSavedMealIntoPlan(
  db: Db,
  user: Writer,
  plan: PlanRow,
  input: z.output<typeof savedMealInsertSchema>,
): Promise<{ mealId: number; name: string }> {
  const saved = await savedMealFor(db, user, input.saved_meal_id);
  if (!saved.items.length) throw new AppError(422, SAVED_MEAL_MESSAGES.noItems);
  return inTransaction(db, async (tx) => {
    const [mealId] = await writeGatedMealsIn(tx, user, plan.id, {
      meals: [
        {
          fields: {
            day: input.day,
            time: input.time,
            hypotheticalTime: input.hypothetical_time,
            description: null,
          },
          items: saved.items.map((i) => ({
            id: i.food_item_id,
            qty: i.quantity,
            measure_label: i.measure_label,
            measure_count: i.measure_count,
          })),
        },
      ],
      form: 'Not saved',
      overridesTravel: false,
      slots: { overwrite: input.overwrite },
    });
    await writeAudit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'meal',
      entityId: mealId,
      changes: { plan_id: plan.id, day: input.day, time: input.time, saved_meal_id: saved.id },
    });
    return { mealId, name: saved.name };
  });
}
