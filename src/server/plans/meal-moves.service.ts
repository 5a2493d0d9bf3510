import type { z } from 'zod';
import { type copyMealSchema, MEAL_MOVE_MESSAGES, type moveMealSchema } from '../../shared/meal-moves';
import type { WorkspaceMeal } from '../../shared/plans';
import type { PackageRow, PlanRow } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { occupiedDays } from './meals.repository';
import { assertFree, saveMeals } from './meals.service';
import { itemInput, loadDays, loadMeals } from './workspace.repository';

const timeOf = (meal: WorkspaceMeal) => `${meal.time.hh}:${meal.time.mm}`;

/** The meal's items as the meal-save path takes them (ref_id = the main item's food id). */
const itemsOf = (meal: WorkspaceMeal) => meal.items.map(itemInput);

async function sourceMeal(db: Db, planId: number, mealId: number) {
  const [meal] = await loadMeals(db, planId, null, mealId);
  // A meal of another plan (or none) answers like a missing one.
  if (!meal) throw new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' });
  return meal;
}

/**
 * Writes the meal into each target day at `time` through the meal-save path (meals.service: the
 * item check, an occupied slot replaced, the day column) with one audit row, in one transaction.
 */
async function writeMeal(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  pkg: PackageRow,
  meal: WorkspaceMeal,
  targets: { day: number; time: string; mealId?: number }[],
  action: 'move' | 'copy',
) {
  const items = itemsOf(meal);
  const list = targets.map((target) => ({
    mealId: target.mealId,
    fields: {
      day: target.day,
      time: target.time,
      hypotheticalTime: meal.hypothetical_time,
      description: meal.description,
    },
    items,
  }));
  await saveMeals(db, user, plan, pkg, list, action === 'move' ? 'Not moved' : 'Not copied', (written) => ({
    action,
    entity: 'meal',
    entityId: meal.meal_id,
    changes: {
      plan_id: plan.id,
      from: { day: meal.day, time: timeOf(meal) },
      to: targets.map((t, i) => ({ day: t.day, time: t.time, meal_id: written[i] })),
    },
  }));
}

/** Moves a meal to another day and/or time of the same plan. */
export async function moveMeal(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  pkg: PackageRow,
  input: z.output<typeof moveMealSchema>,
): Promise<void> {
  const meal = await sourceMeal(db, plan.id, input.meal_id);
  if (meal.day === input.day && timeOf(meal) === input.time)
    throw new AppError(422, MEAL_MOVE_MESSAGES.sameSlot, { time: MEAL_MOVE_MESSAGES.sameSlot });
  const days = new Set((await loadDays(db, plan.id)).map((d) => d.day));
  if (!days.has(input.day))
    throw new AppError(422, MEAL_MOVE_MESSAGES.unknownDay, { day: MEAL_MOVE_MESSAGES.unknownDay });
  assertFree(await occupiedDays(db, plan.id, input.time, [input.day], meal.meal_id), input.overwrite);
  await writeMeal(
    db,
    user,
    plan,
    pkg,
    meal,
    [{ day: input.day, time: input.time, mealId: meal.meal_id }],
    'move',
  );
}

/** Copies a meal to the next day, or to every other day of the plan, at the same time. */
export async function copyMealToDays(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  pkg: PackageRow,
  input: z.output<typeof copyMealSchema>,
): Promise<void> {
  const meal = await sourceMeal(db, plan.id, input.meal_id);
  const days = (await loadDays(db, plan.id)).map((d) => d.day);
  const targets =
    input.target === 'next_day' ? days.filter((d) => d === meal.day + 1) : days.filter((d) => d !== meal.day);
  if (!targets.length) {
    const message =
      input.target === 'next_day' ? MEAL_MOVE_MESSAGES.noNextDay : MEAL_MOVE_MESSAGES.noOtherDays;
    throw new AppError(422, message, { target: message });
  }
  const time = timeOf(meal);
  assertFree(await occupiedDays(db, plan.id, time, targets, meal.meal_id), input.overwrite);
  await writeMeal(
    db,
    user,
    plan,
    pkg,
    meal,
    targets.map((day) => ({ day, time })),
    'copy',
  );
}
