/**
 * Undo and restore of a plan's versions (issue 54 point 2, decision 301). Both put a snapshot of
 * the plan's days and meals back through the plan core, under the plan's lock, as one write that
 * keeps its own version (so a restore can itself be undone):
 *
 * - the meals pass the gate against the client's rules as they are NOW: a food a since-added
 *   allergy (or any rule) forbids is not restored silently: the whole restore is refused (409,
 *   nothing written), each food, day and rule listed in the message and in `conflicts`; a food kept
 *   with an override reason keeps it, as when Generate's Undo puts meals back;
 * - the day columns and their names become the snapshot's.
 */

import { VERSION_MESSAGES } from '../../../shared/plan-versions';
import type { Viewer } from '../../auth/policy';
import type { Db } from '../../db/client';
import type { PlanSnapshot } from '../../db/schema/plan-versions';
import { AppError } from '../../lib/errors';
import { lockPlan, storedMealsAfter } from '../meals.repository';
import { writeGatedMealsIn } from './meal-writes';
import { deleteMealOfPlan } from './meal-writes.repository';
import { recordVersion } from './plan-versions';
import {
  lastUndoable,
  markUndone,
  parkMeals,
  replaceDays,
  snapshotOf,
  versionAfter,
  versionOf,
} from './plan-versions.repository';

type Writer = { id: number } & Viewer;

/**
 * Puts the snapshot back: the meals it kept that still exist are written back in place (their ids
 * kept, so days the version did not touch keep their day versions), the others are new, the rest
 * go; the gate first (a refusal writes nothing: the transaction rolls back), then the days.
 */
async function putBack(tx: Db, user: Writer, planId: number, snapshot: PlanSnapshot, verb: string) {
  const now = await storedMealsAfter(tx, planId, 0);
  const kept = new Set(snapshot.meals.map((m) => m.mealId).filter((id): id is number => Boolean(id)));
  for (const meal of now) if (!kept.has(meal.mealId)) await deleteMealOfPlan(tx, planId, meal.mealId);
  await parkMeals(
    tx,
    planId,
    now.map((m) => m.mealId).filter((id) => kept.has(id)),
  );
  const stillThere = new Set(now.map((m) => m.mealId));
  try {
    await writeGatedMealsIn(tx, user, planId, {
      meals: snapshot.meals.map(({ mealId, fields, items }) => ({
        mealId: mealId && stillThere.has(mealId) ? mealId : undefined,
        fields,
        items: items.map((i) => ({ ...i })),
      })),
      form: 'Not restored',
      overridesTravel: true,
    });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.statusCode === 422 &&
      error.data &&
      typeof error.data === 'object'
    ) {
      const texts = [
        ...new Set(
          Object.entries(error.data as Record<string, string>)
            .filter(([key]) => key !== 'items')
            .map(([, text]) => text),
        ),
      ];
      const message = VERSION_MESSAGES.refused(verb, texts);
      throw new AppError(409, message, { version_id: message, conflicts: texts });
    }
    throw error;
  }
  await replaceDays(tx, planId, snapshot.days);
}

/** Undoes the plan's last write that is not undone yet (its own version kept). Answers its summary. */
export async function undoLastIn(tx: Db, user: Writer, planId: number): Promise<string> {
  await lockPlan(tx, planId);
  const last = await lastUndoable(tx, planId);
  if (!last)
    throw new AppError(409, VERSION_MESSAGES.nothingToUndo, { plan_id: VERSION_MESSAGES.nothingToUndo });
  await recordVersion(tx, user.id, planId, VERSION_MESSAGES.undone(last.summary), 'undo');
  await putBack(tx, user, planId, last.before, 'Not undone');
  await markUndone(tx, last.id);
  return last.summary;
}

/**
 * The plan as a version left it: the next version's snapshot, or the plan as it is now for the
 * latest. Answers undefined for a version not of this plan.
 */
export async function snapshotAfter(db: Db, planId: number, versionId: number) {
  const version = await versionOf(db, planId, versionId);
  if (!version) return undefined;
  const next = await versionAfter(db, planId, versionId);
  return { version, next, snapshot: next ? next.before : await snapshotOf(db, planId) };
}

/** Restores the plan as the version left it (its own version kept). Answers the version's summary. */
export async function restoreVersionIn(
  tx: Db,
  user: Writer,
  planId: number,
  versionId: number,
): Promise<string> {
  await lockPlan(tx, planId);
  const found = await snapshotAfter(tx, planId, versionId);
  if (!found)
    throw new AppError(404, VERSION_MESSAGES.versionNotFound, {
      version_id: VERSION_MESSAGES.versionNotFound,
    });
  if (!found.next)
    throw new AppError(409, VERSION_MESSAGES.alreadyCurrent, { version_id: VERSION_MESSAGES.alreadyCurrent });
  await recordVersion(tx, user.id, planId, VERSION_MESSAGES.restored(found.version.summary), 'restore');
  await putBack(tx, user, planId, found.snapshot, 'Not restored');
  return found.version.summary;
}
