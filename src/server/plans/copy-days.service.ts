/**
 * Copy a day into any days of the plan (issue 54 point 3, decision 302): one request, one
 * transaction, one audit row. Days that already hold meals are named in a 409 (`filled_days`)
 * unless the nutritionist answered the question with `overwrite`, which replaces their meals.
 * Each copy passes the plan gate on its own day (a fast or a weekday rule refuses the whole copy).
 */
import { PLAN_MESSAGES, type WorkspaceMeal } from '../../shared/plans';
import type { PlanRow, Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { AppError, ValidationError } from '../lib/errors';
import { dayHasMeals, type MealToSave } from './meals.repository';
import { saveMeals } from './meals.service';
import { itemInput, loadMeals } from './workspace.repository';

/** A loaded meal as the meal-save path takes it, into `day`. */
const copyInto = (day: number, meal: WorkspaceMeal): MealToSave => ({
  fields: {
    day,
    time: `${meal.time.hh}:${meal.time.mm}`,
    hypotheticalTime: meal.hypothetical_time,
    description: meal.description,
  },
  items: meal.items.map(itemInput),
});

export async function copyDayToDays(
  db: Db,
  user: { id: number } & Viewer,
  plan: PlanRow,
  sourceDay: number,
  targetDays: number[],
  overwrite: boolean,
): Promise<number[]> {
  const days = [...new Set(targetDays)].sort((a, b) => a - b);
  if (!days.length)
    throw new ValidationError({ targetDays: PLAN_MESSAGES.noTargetDays }, PLAN_MESSAGES.noTargetDays);
  if (days.includes(sourceDay))
    throw new ValidationError({ targetDays: PLAN_MESSAGES.sameDay }, PLAN_MESSAGES.sameDay);
  const planId = plan.id;
  const filled: number[] = [];
  await saveMeals(
    db,
    user,
    plan,
    async (tx) => {
      const source = (await loadMeals(tx, planId, null)).filter((m) => m.day === sourceDay);
      if (!source.length) throw new AppError(422, PLAN_MESSAGES.sourceDayEmpty);
      // Checked with the plan locked: a meal saved meanwhile is never replaced unasked.
      for (const day of days) if (await dayHasMeals(tx, planId, day)) filled.push(day);
      if (filled.length && !overwrite)
        throw new AppError(409, PLAN_MESSAGES.targetDaysNotEmpty(filled), { filled_days: filled });
      return {
        meals: days.flatMap((day) => source.map((meal) => copyInto(day, meal))),
        form: 'Not copied',
        overridesTravel: true,
        replaceDays: filled,
      };
    },
    () => ({
      action: 'copy_day',
      entity: 'plan',
      entityId: planId,
      changes: { from: sourceDay, to: days, replaced: filled },
    }),
  );
  return days;
}
