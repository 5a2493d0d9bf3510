/**
 * Saved meals and combos (issue 54 point 3, decision 302): create, rename, delete, and insert into
 * a plan's cell. An insert is a meal write like any other: through the plan core's gate
 * (`writeGatedMealsIn`), so a food the client's allergy or diet forbids is refused with the gate's
 * message; the meal and its audit row commit together.
 */
import type { z } from 'zod';
import { CUSTOM_TIMING } from '../../shared/plan-options';
import {
  type FilledMeal,
  type InsertMode,
  SAVED_MEAL_MESSAGES,
  type savedMealCreateSchema,
  type savedMealInsertSchema,
} from '../../shared/saved-meals';
import { mayManageSavedMeal, mayUseSavedMeal, type PlanRow, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { savedMeals } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { AppError, notFound, ValidationError } from '../lib/errors';
import { lockPlan, type MealItemInput, storedMeals, writeGatedMealsIn } from '../plans/index';
import {
  deleteSavedMeal,
  findSavedMeal,
  foodNames,
  insertSavedMeal,
  renameSavedMeal,
  updateSavedMeal,
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

/**
 * The saved meal under its lock, if this viewer may change it. What the list does not show them
 * (another's private one, for an admin too) answers 404; a shared one of another nutritionist 422
 * (decision 302); an admin manages the shared ones (decision 308).
 */
async function ownLocked(tx: Db, user: Writer, id: number) {
  const row = await lockedFor(tx, savedMeals, id, SAVED_MEAL_MESSAGES.notFound);
  if (!row.isShared && row.createdBy !== user.id) throw missing();
  if (!mayManageSavedMeal(user, row))
    throw new ValidationError({ id: SAVED_MEAL_MESSAGES.notYours }, SAVED_MEAL_MESSAGES.notYours);
  return row;
}

/** Renames a saved meal and shares or unshares it (`shared` left out: as it was). */
export function updateOwnSavedMeal(
  db: Db,
  user: Writer,
  input: { id: number; name: string; shared?: boolean },
): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = await ownLocked(tx, user, input.id);
    const shared = input.shared ?? row.isShared;
    await updateSavedMeal(tx, input.id, { name: input.name, isShared: shared });
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'saved_meal',
      entityId: input.id,
      changes: {
        ...(row.name !== input.name ? { name: { from: row.name, to: input.name } } : {}),
        ...(row.isShared !== shared ? { shared: { from: row.isShared, to: shared } } : {}),
      },
    });
  });
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

/** Deletes a saved meal; answers its name. Plans it was inserted into keep their meals. */
export function deleteOwnSavedMeal(db: Db, user: Writer, id: number): Promise<string> {
  return inTransaction(db, async (tx) => {
    const row = await ownLocked(tx, user, id);
    await deleteSavedMeal(tx, id);
    await writeAudit(tx, {
      userId: user.id,
      action: 'delete',
      entity: 'saved_meal',
      entityId: id,
      changes: { name: row.name, shared: row.isShared },
    });
    return row.name;
  });
}

const timingName = (hypotheticalTime: string, time: string) =>
  hypotheticalTime && hypotheticalTime !== CUSTOM_TIMING ? hypotheticalTime : time;

/**
 * Inserts a saved meal's foods at the day and time, through the plan gate. An empty slot gets a new
 * meal. A meal already there (decision 308): `mode` 'append' adds the foods after its own, 'replace'
 * (or the older `overwrite`) puts them in place of its foods; the meal keeps its timing and note.
 * Without a mode it answers 409 naming the meal and its foods (`data.filled_meal`), nothing written.
 * Answers the meal's id, the saved meal's name and what was done.
 */
export async function insertSavedMealIntoPlan(
  db: Db,
  user: Writer,
  plan: PlanRow,
  input: z.output<typeof savedMealInsertSchema>,
): Promise<{ mealId: number; name: string; mode: InsertMode | 'new'; meal: string }> {
  const saved = await savedMealFor(db, user, input.saved_meal_id);
  if (!saved.items.length) throw new AppError(422, SAVED_MEAL_MESSAGES.noItems);
  const mode: InsertMode | undefined = input.mode ?? (input.overwrite ? 'replace' : undefined);
  const items: MealItemInput[] = saved.items.map((i) => ({
    id: i.food_item_id,
    qty: i.quantity,
    measure_label: i.measure_label,
    measure_count: i.measure_count,
  }));
  return inTransaction(db, async (tx) => {
    // Read with the plan locked: a meal saved there meanwhile is never replaced or added to unasked.
    await lockPlan(tx, plan.id);
    const there = (await storedMeals(tx, plan.id, [input.day])).find((m) => m.fields.time === input.time);
    const filled = there && there.items.length > 0 ? there : undefined;
    const meal = timingName(filled?.fields.hypotheticalTime ?? input.hypothetical_time, input.time);
    if (filled && !mode) {
      const names = await foodNames(
        tx,
        filled.items.filter((i) => !i.ref_id).map((i) => i.id),
      );
      const foods = filled.items.filter((i) => !i.ref_id).map((i) => names.get(i.id) ?? 'a food');
      const message = SAVED_MEAL_MESSAGES.mealFilled(meal, input.day, foods);
      const data: FilledMeal = { meal_id: filled.mealId, day: input.day, meal, foods };
      throw new AppError(409, message, { filled_meal: data, occupied_days: [input.day] });
    }
    if (filled && mode === 'append' && filled.items.length + items.length > 60)
      throw new ValidationError({ mode: SAVED_MEAL_MESSAGES.mealTooLong }, SAVED_MEAL_MESSAGES.mealTooLong);
    const done: InsertMode | 'new' = filled ? (mode as InsertMode) : 'new';
    const fields = there
      ? there.fields
      : { day: input.day, time: input.time, hypotheticalTime: input.hypothetical_time, description: null };
    const summary =
      done === 'append'
        ? `Added “${saved.name}” to ${meal} on day ${input.day}`
        : done === 'replace'
          ? `Replaced the foods of ${meal} on day ${input.day} with “${saved.name}”`
          : `Inserted “${saved.name}” as ${meal} on day ${input.day}`;
    const [mealId] = await writeGatedMealsIn(tx, user, plan.id, {
      meals: [
        {
          mealId: there?.mealId,
          fields,
          items: done === 'append' && filled ? [...filled.items, ...items] : items,
        },
      ],
      form: 'Not saved',
      // The meal's own foods keep their reasons (the same client); the saved meal's carry none.
      overridesTravel: true,
      summary,
    });
    await writeAudit(tx, {
      userId: user.id,
      action: done === 'new' ? 'create' : 'update',
      entity: 'meal',
      entityId: mealId,
      changes: {
        plan_id: plan.id,
        day: input.day,
        time: input.time,
        saved_meal_id: saved.id,
        ...(done === 'new' ? {} : { mode: done }),
      },
    });
    return { mealId, name: saved.name, mode: done, meal };
  });
}
