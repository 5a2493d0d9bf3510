import type { z } from 'zod';
import { type copyMealSchema, MEAL_MOVE_MESSAGES, type moveMealSchema } from '../../shared/meal-moves';
import type { WorkspaceMeal } from '../../shared/plans';
import type { PackageRow, PlanRow } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { mealName } from './core/plan-versions';
import { saveMeals } from './meals.service';
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
 * Writes the meal into each target day at `time` through the plan core (the gate, the overwrite
 * question and the slots checked with the plan locked) with one audit row, in one transaction.
 * `check` runs first under the lock and answers the target days.
 */
async function writeMeal(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  meal: WorkspaceMeal,
  check: (tx: Db) => Promise<{ day: number; time: string; mealId?: number }[]>,
  overwrite: boolean | undefined,
  action: 'move' | 'copy',
) {
  const items = itemsOf(meal);
  let targets: { day: number; time: string; mealId?: number }[] = [];
  const write = async (tx: Db) => {
    targets = await check(tx);
    const meals = targets.map((target) => ({
      mealId: target.mealId,
      fields: {
        day: target.day,
        time: target.time,
        hypotheticalTime: meal.hypothetical_time,
        description: meal.description,
      },
      items,
    }));
    const form = action === 'move' ? ('Not moved' as const) : ('Not copied' as const);
    const name = mealName({ hypotheticalTime: meal.hypothetical_time, time: timeOf(meal) });
    const summary =
      action === 'move' && targets.length === 1
        ? `Moved ${name} of day ${meal.day} to day ${targets[0].day} at ${targets[0].time}`
        : undefined;
    return { meals, form, overridesTravel: true, slots: { overwrite }, summary };
  };
  await saveMeals(db, user, plan, write, (written) => ({
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
  _pkg: PackageRow,
  input: z.output<typeof moveMealSchema>,
): Promise<void> {
  const meal = await sourceMeal(db, plan.id, input.meal_id);
  if (meal.day === input.day && timeOf(meal) === input.time)
    throw new AppError(422, MEAL_MOVE_MESSAGES.sameSlot, { time: MEAL_MOVE_MESSAGES.sameSlot });
  const check = async (tx: Db) => {
    const days = new Set((await loadDays(tx, plan.id)).map((d) => d.day));
    if (!days.has(input.day))
      throw new AppError(422, MEAL_MOVE_MESSAGES.unknownDay, { day: MEAL_MOVE_MESSAGES.unknownDay });
    return [{ day: input.day, time: input.time, mealId: meal.meal_id }];
  };
  await writeMeal(db, user, plan, meal, check, input.overwrite, 'move');
}

/** Copies a meal to the next day, or to every other day of the plan, at the same time. */
export async function copyMealToDays(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  _pkg: PackageRow,
  input: z.output<typeof copyMealSchema>,
): Promise<void> {
  const meal = await sourceMeal(db, plan.id, input.meal_id);
  const time = timeOf(meal);
  const check = async (tx: Db) => {
    const days = (await loadDays(tx, plan.id)).map((d) => d.day);
    const targets =
      input.target === 'next_day'
        ? days.filter((d) => d === meal.day + 1)
        : days.filter((d) => d !== meal.day);
    if (!targets.length) {
      const message =
        input.target === 'next_day' ? MEAL_MOVE_MESSAGES.noNextDay : MEAL_MOVE_MESSAGES.noOtherDays;
      throw new AppError(422, message, { target: message });
    }
    return targets.map((day) => ({ day, time }));
  };
  await writeMeal(db, user, plan, meal, check, input.overwrite, 'copy');
}
