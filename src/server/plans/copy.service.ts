import type { z } from 'zod';
import { type copyPlanSchema, PLAN_MESSAGES, type WorkspaceMeal } from '../../shared/plans';
import { assertPlanInPackage, type PackageRow, type PlanRow, packageFor, planFor } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { spendCredit } from '../credits/index';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { writeGatedMealsIn } from './core/meal-writes';
import { copyRecipesAndSupplements } from './extras.repository';
import { dayHasMeals, type MealToSave } from './meals.repository';
import { saveMeals } from './meals.service';
import { moveOnWithPlan } from './package-status';
import { insertDays, insertPlan, replaceLabels } from './plans.repository';
import { ensureDay, itemInput, loadDays, loadLabels, loadMeals } from './workspace.repository';

const refuse = (message: string) => new AppError(422, message);

/** A loaded meal as the meal-save path takes it, into `day` (an occupied slot is overwritten). */
const toSave = (day: number, meal: WorkspaceMeal): MealToSave => ({
  fields: {
    day,
    time: `${meal.time.hh}:${meal.time.mm}`,
    hypotheticalTime: meal.hypothetical_time,
    description: meal.description,
  },
  items: meal.items.map(itemInput),
});

/**
 * Copies the meals of the chosen timings of a plan: into a new plan of the target package
 * (spending one credit of that package's nutritionist), or merged into targetPlanId (no credit;
 * a source meal replaces a target meal in the same day and time).
 * The copy and its audit row commit together.
 */
export async function copyPlan(
  db: Db,
  user: RequestUser,
  input: z.output<typeof copyPlanSchema>,
): Promise<{ planId: number; merged: boolean }> {
  const source = await planFor(db, user, input.sourcePlanId);
  assertPlanInPackage(source.plan, input.sourcePackageId);
  const targetPkg = await packageFor(db, user, input.targetPackageId);
  const target = input.targetPlanId ? await planFor(db, user, input.targetPlanId) : null;
  if (target) assertPlanInPackage(target.plan, input.targetPackageId);
  if (target && target.plan.id === source.plan.id)
    throw refuse('Please choose another Nutrition Plan to merge into.');

  const timings = new Set(input.selectTimeList);
  const chosen = (await loadMeals(db, source.plan.id, null)).filter((m) => timings.has(m.hypothetical_time));
  if (!chosen.length) throw refuse(PLAN_MESSAGES.emptySource);
  const sourceDays = await loadDays(db, source.plan.id);
  const copies = chosen.map((meal) => toSave(meal.day, meal));

  return inTransaction(db, async (t) => {
    let planId: number;
    if (target) {
      planId = target.plan.id;
      const existing = new Set((await loadDays(t, planId)).map((d) => d.day));
      for (const d of sourceDays)
        if (!existing.has(d.day)) await ensureDay(t, planId, d.day, d.dayDescr ?? undefined);
    } else {
      await spendCredit(t, targetPkg.dietitianId, PLAN_MESSAGES.outOfCreditsCopy);
      const s = source.plan;
      planId = await insertPlan(
        t,
        {
          packageId: targetPkg.id,
          chargedNutritionistId: targetPkg.dietitianId,
          description: s.description,
          dayFormat: s.dayFormat,
          note: s.note,
          category: targetPkg.category,
          subCategory: targetPkg.subCategory,
          foodPreferences: s.foodPreferences,
          maxCalories: s.maxCalories,
          // The copy's grid looks as its source's did (decision 278).
          emptyTimesShown: s.emptyTimesShown,
          createdBy: user.id,
        },
        0,
      );
      await insertDays(t, planId, sourceDays);
      await moveOnWithPlan(t, user.id, targetPkg.id, 'plan created');
      await replaceLabels(t, planId, await loadLabels(t, s.id));
      await copyRecipesAndSupplements(t, s.id, planId);
    }
    // The copy's days fall on the target plan's calendar (a new copy has no dates of its own: its
    // package's), which the core reads with the plan locked.
    await writeGatedMealsIn(t, user, planId, {
      meals: copies,
      form: 'Not copied',
      // An override was given for the client it was given for: it never covers another client.
      overridesTravel: targetPkg.clientId === source.pkg.clientId,
    });
    // The audit row commits with the copy, or neither does.
    await writeAudit(t, {
      userId: user.id,
      action: target ? 'merge' : 'copy',
      entity: 'plan',
      entityId: planId,
      changes: { sourcePlanId: input.sourcePlanId, selectTimeList: input.selectTimeList },
    });
    return { planId, merged: Boolean(target) };
  });
}

/**
 * Copies every meal of one day into an empty day of the same plan, with its audit row. The
 * target day is checked empty with the plan locked, so a meal saved meanwhile is never replaced.
 */
export async function copyDay(
  db: Db,
  user: RequestUser,
  plan: PlanRow,
  _pkg: PackageRow,
  sourceDay: number,
  targetDay: number,
): Promise<void> {
  const planId = plan.id;
  if (sourceDay === targetDay) throw refuse(PLAN_MESSAGES.sameDay);
  await saveMeals(
    db,
    user,
    plan,
    async (tx) => {
      if (await dayHasMeals(tx, planId, targetDay)) throw refuse(PLAN_MESSAGES.targetDayNotEmpty);
      const source = (await loadMeals(tx, planId, null)).filter((m) => m.day === sourceDay);
      if (!source.length) throw refuse(PLAN_MESSAGES.sourceDayEmpty);
      return {
        meals: source.map((meal) => toSave(targetDay, meal)),
        form: 'Not copied',
        overridesTravel: true,
      };
    },
    () => ({
      action: 'copy_day',
      entity: 'plan',
      entityId: planId,
      changes: { from: sourceDay, to: targetDay },
    }),
  );
}
