/**
 * Swap a dish across the week in one action (issue 54 point 3, decision 308): every item of the
 * plan holding one food, main or alternative, on every day, becomes another food. One request,
 * one transaction through the plan core's `writeGatedMealsIn` (one version, so one Undo), one
 * audit row. The new food keeps each item's household measure and count where it has a measure
 * of that name, else the item's grams; an override reason given for the old food does not carry
 * over to the new one (the gate checks it afresh, and one refusal refuses the whole swap).
 */
import { SWAP_WEEK_MESSAGES } from '../../shared/plans';
import type { PlanRow, Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import { writeGatedMealsIn } from './core/meal-writes';
import { mealName } from './core/plan-versions';
import {
  foodToSwapIn,
  lockPlan,
  type MealItemInput,
  type MealToSave,
  storedMealsAfter,
} from './meals.repository';

type NewFood = NonNullable<Awaited<ReturnType<typeof foodToSwapIn>>>;

/** One item of the old food as the new food: the same measure and count if it has it, else the grams. */
function swappedItem(item: MealItemInput, to: NewFood): MealItemInput {
  const measure = item.measure_label ? to.measures?.find((m) => m.label === item.measure_label) : undefined;
  const count = item.measure_count ?? null;
  if (measure && count)
    return {
      id: to.id,
      qty: Math.round(count * measure.grams * 1000) / 1000,
      ref_id: item.ref_id ?? null,
      override_reason: null,
      measure_label: measure.label,
      measure_count: count,
    };
  return {
    id: to.id,
    qty: item.qty,
    ref_id: item.ref_id ?? null,
    override_reason: null,
    measure_label: null,
    measure_count: null,
  };
}

export type SwapAcross = {
  swapped: number;
  meals: number;
  days: number[];
  skipped: { day: number; meal: string }[];
};

export async function swapAcrossWeek(
  db: Db,
  user: { id: number } & Viewer,
  plan: PlanRow,
  fromFoodId: number,
  toFoodId: number,
): Promise<SwapAcross & { from: string; to: string }> {
  const refuse = (field: 'fromFoodId' | 'toFoodId', message: string) =>
    new ValidationError({ [field]: message }, message);
  if (fromFoodId === toFoodId) throw refuse('toFoodId', SWAP_WEEK_MESSAGES.sameFood);
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    const stored = await storedMealsAfter(tx, plan.id, 0);
    const holding = stored.filter((m) => m.items.some((i) => i.id === fromFoodId));
    if (!holding.length) throw refuse('fromFoodId', SWAP_WEEK_MESSAGES.notInPlan);
    const to = await foodToSwapIn(tx, toFoodId);
    // A food gone or hidden is the gate's 404, as for every meal write; a missing one is said here.
    if (!to)
      throw new AppError(404, 'This food is not in the food database', {
        toFoodId: 'This food is not in the food database',
      });
    const from = (await foodToSwapIn(tx, fromFoodId))?.name ?? 'the food';
    const skipped = holding
      .filter((m) => m.items.some((i) => i.id === toFoodId))
      .map((m) => ({ day: m.fields.day, meal: mealName(m.fields) }));
    const changed = holding.filter((m) => !m.items.some((i) => i.id === toFoodId));
    if (!changed.length) throw refuse('toFoodId', SWAP_WEEK_MESSAGES.allHaveIt(to.name));
    let swapped = 0;
    const meals: MealToSave[] = changed.map((m) => ({
      mealId: m.mealId,
      fields: m.fields,
      items: m.items.map((item) => {
        if (item.id === fromFoodId) {
          swapped++;
          return swappedItem(item, to);
        }
        // The old food's alternatives are linked by its food id: they follow it to the new one.
        return item.ref_id === fromFoodId ? { ...item, ref_id: toFoodId } : item;
      }),
    }));
    const days = [...new Set(changed.map((m) => m.fields.day))].sort((a, b) => a - b);
    await writeGatedMealsIn(tx, user, plan.id, {
      meals,
      form: 'Not swapped',
      overridesTravel: true,
      summary: `${SWAP_WEEK_MESSAGES.swapped(from, to.name, meals.length, days)}`,
    });
    await writeAudit(tx, {
      userId: user.id,
      action: 'swap_across_week',
      entity: 'plan',
      entityId: plan.id,
      changes: {
        from: { food_item_id: fromFoodId },
        to: { food_item_id: toFoodId },
        items: swapped,
        meals: meals.map((m) => m.mealId),
        days,
        skipped,
      },
    });
    return { swapped, meals: meals.length, days, skipped, from, to: to.name };
  });
}
