/**
 * The plan core's writes (issue 32, decision 198; issue 50 point 2, decision 289): the one way
 * any feature writes the meals tables. Each write runs in the caller's transaction with the plan's
 * row locked first, so what it checks holds when it commits:
 *
 * - `writeGatedMealsIn`: meals into their slots (editor, swap, move, repeat, copy day, copy and
 *   merge plan, Apply and Undo, the demo seed), through `gateMeals` against the plan's client and
 *   calendar as stored under the lock; the target-slot check (the overwrite question) too;
 * - `deleteDayIn`: a day column deleted and the later days moved up one, refused (409, listing
 *   each food) when the move would put a food on a day its client may not have it;
 * - `startRedating`: a new start date or day format of a plan or of its package, re-checked the
 *   same way before it commits;
 * - `removeMealIn`: one meal deleted.
 *
 * The statements themselves are in `meal-writes.repository.ts`, which only this folder may import
 * (the lint rule `meal-writes-only-in-core`).
 */
import { weekdayOfPlanDay } from '../../../shared/plan-calendar';
import { PLAN_MESSAGES } from '../../../shared/plans';
import type { Viewer } from '../../auth/policy';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { lockPlan, type MealToSave, occupiedDays, storedMeals, storedMealsAfter } from '../meals.repository';
import { ensureDay } from '../workspace.repository';
import { lockedTargets, type PlanTarget } from './gate-target.repository';
import { auditOverrides, type GateRequest, type GateTarget, gateMeals, redateCheck } from './meal-gate';
import { deleteDayAndShift, deleteDayMeals, deleteMealOfPlan, saveMeal } from './meal-writes.repository';
import { mealName, recordVersion, summaryOfMeals } from './plan-versions';

type Writer = { id: number } & Viewer;

/** What a writer asks the core to write. */
export type MealWrite = Omit<GateRequest, 'viewer' | 'target'> & {
  /**
   * Whose rules and which calendar hold. Left out (every request's writer), it is read under the
   * plan's lock, so a date edit committed meanwhile is the one checked against.
   */
  target?: GateTarget;
  /** These days are emptied first (Apply and Undo of a computed week). */
  replaceDays?: number[];
  /**
   * Set: a target slot holding another meal refuses (409, the days in `occupied_days`) unless
   * the nutritionist answered the overwrite question with OK. Left out: the writer replaces
   * the slot's meal by design (merge, Apply).
   */
  slots?: { overwrite: boolean | undefined };
  /** The version's one-line summary (decision 301); left out, it is made from `form` and the meals. */
  summary?: string;
};

/** The client and calendar of the plan as stored, its row locked. */
async function targetOf(tx: Db, planId: number): Promise<GateTarget> {
  const [target] = await lockedTargets(tx, [planId]);
  if (!target) throw new AppError(404, 'Nutrition Plan not found.');
  return target;
}

/** Refuses (409, nothing written) when a meal's slot holds another meal and overwrite was not answered OK. */
async function assertSlotsFree(tx: Db, planId: number, list: MealToSave[], overwrite: boolean | undefined) {
  if (overwrite) return;
  const occupied = new Set<number>();
  for (const meal of list)
    for (const day of await occupiedDays(tx, planId, meal.fields.time, [meal.fields.day], meal.mealId))
      occupied.add(day);
  if (occupied.size)
    throw new AppError(409, PLAN_MESSAGES.overwrite, { occupied_days: [...occupied].sort((a, b) => a - b) });
}

/**
 * Passes the meals through the gate and writes them with their override audit rows, inside the
 * caller's transaction: the plan locked, its target read, the gate, the slots, then the writes.
 * Answers the meals' ids in the request's order.
 */
export async function writeGatedMealsIn(
  tx: Db,
  user: Writer,
  planId: number,
  write: MealWrite,
): Promise<number[]> {
  await lockPlan(tx, planId);
  const { slots, replaceDays, summary, ...request } = write;
  await recordVersion(
    tx,
    user.id,
    planId,
    summary ?? (() => summaryOfMeals(tx, request.form, request.meals)),
  );
  const target = request.target ?? (await targetOf(tx, planId));
  const verdict = await gateMeals(tx, { ...request, target, viewer: user });
  if (slots) await assertSlotsFree(tx, planId, verdict.meals, slots.overwrite);
  for (const day of replaceDays ?? []) await deleteDayMeals(tx, planId, day);
  const ids: number[] = [];
  for (const meal of verdict.meals) {
    ids.push(await saveMeal(tx, planId, meal.mealId, meal.fields, meal.items));
    await ensureDay(tx, planId, meal.fields.day);
  }
  await auditOverrides(tx, user.id, verdict, ids);
  return ids;
}

/** Deletes one meal of the plan, in the caller's transaction (the plan locked first). */
export async function removeMealIn(tx: Db, user: Writer, planId: number, mealId: number): Promise<void> {
  await lockPlan(tx, planId);
  await recordVersion(tx, user.id, planId, async () => {
    const meal = (await storedMealsAfter(tx, planId, 0)).find((m) => m.mealId === mealId);
    if (!meal) return 'Deleted a meal';
    return (await summaryOfMeals(tx, 'delete', [meal])).replace(/^Changed/, 'Deleted');
  });
  await deleteMealOfPlan(tx, planId, mealId);
}

/**
 * Deletes a day column and its meals and moves the later days up one, in the caller's
 * transaction. The moved meals pass the re-dating check on their new days first: a food the
 * client may not have on its new weekday refuses the whole delete (409, each food, day and rule
 * listed in the message and in `conflicts`); one kept with a reason is audited as an override.
 */
export async function deleteDayIn(tx: Db, user: Writer, planId: number, day: number): Promise<void> {
  const { clientId, calendar } = await targetOf(tx, planId);
  await recordVersion(tx, user.id, planId, async () => {
    const ofDay = await storedMeals(tx, planId, [day]);
    const meals = ofDay.map((m) => mealName(m.fields));
    return `Deleted day ${day}${meals.length ? ` and its meals: ${meals.join(', ')}` : ''}`;
  });
  const later = await storedMealsAfter(tx, planId, day);
  const weekday = (d: number) => weekdayOfPlanDay(calendar, d);
  const moved = later.map((m) => ({
    mealId: m.mealId,
    items: m.items,
    from: { day: m.fields.day, weekday: weekday(m.fields.day) },
    to: { day: m.fields.day - 1, weekday: weekday(m.fields.day - 1) },
  }));
  const { refused, verdict } = await redateCheck(tx, clientId, moved);
  if (refused.length) {
    const message = PLAN_MESSAGES.dayNotDeleted(day, refused);
    throw new AppError(409, message, { day: message, conflicts: refused });
  }
  await deleteDayAndShift(tx, planId, day);
  await auditOverrides(
    tx,
    user.id,
    verdict,
    moved.map((m) => m.mealId),
  );
}

/** What a re-dating would break, per plan: the plan's name and each refusal. */
export type RedateRefusal = { plan: string; refused: string[] };

/**
 * Starts a change of dates of these plans (a plan's start date or day format, its package's start
 * date) in the caller's transaction: locks the plans and keeps their calendars as they are. The
 * caller then writes its change and calls `finish`, which re-reads the calendars and puts every
 * meal whose weekday changes through the re-dating check: it answers what would break (the
 * caller refuses, and its transaction writes nothing), or writes the override audit rows of the
 * foods kept with a reason and answers [].
 */
export async function startRedating(
  tx: Db,
  planIds: number[],
): Promise<{ finish: (userId: number) => Promise<RedateRefusal[]> }> {
  const before = new Map((await lockedTargets(tx, planIds)).map((t) => [t.planId, t]));
  return {
    async finish(userId) {
      const refusals: RedateRefusal[] = [];
      const audits: { verdict: Awaited<ReturnType<typeof redateCheck>>['verdict']; ids: number[] }[] = [];
      for (const after of await lockedTargets(tx, [...before.keys()])) {
        const old = before.get(after.planId) as PlanTarget;
        const same = (a: PlanTarget) => `${a.calendar.dayFormat} ${a.calendar.startDate}`;
        if (same(old) === same(after)) continue;
        const stored = await storedMealsAfter(tx, after.planId, 0);
        const moved = stored.map((m) => ({
          mealId: m.mealId,
          items: m.items,
          from: { day: m.fields.day, weekday: weekdayOfPlanDay(old.calendar, m.fields.day) },
          to: { day: m.fields.day, weekday: weekdayOfPlanDay(after.calendar, m.fields.day) },
        }));
        const { refused, verdict } = await redateCheck(tx, after.clientId, moved);
        if (refused.length) refusals.push({ plan: after.description, refused });
        audits.push({ verdict, ids: moved.map((m) => m.mealId) });
      }
      if (refusals.length) return refusals;
      for (const { verdict, ids } of audits) await auditOverrides(tx, userId, verdict, ids);
      return [];
    },
  };
}
