/**
 * A plan's versions, undo and restore (issue 54 point 2, decision 301): the list, a version's
 * read-only look, and undo and restore with their audit rows in their transactions (the writes
 * themselves are the plan core's, `core/plan-restore.ts`).
 */
import {
  type PlanVersion,
  type UndoAnswer,
  VERSION_MESSAGES,
  type VersionView,
} from '../../shared/plan-versions';
import type { PlanRow, Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { gateFoods } from './core/gate-foods.repository';
import { restoreVersionIn, snapshotAfter, undoLastIn } from './core/plan-restore';
import { mealName } from './core/plan-versions';
import { listVersions } from './core/plan-versions.repository';

type Writer = { id: number } & Viewer;

export async function planVersionList(db: Db, plan: PlanRow): Promise<PlanVersion[]> {
  return (await listVersions(db, plan.id)).map((v) => ({
    id: v.id,
    at: v.at.toISOString(),
    by: [v.firstName, v.lastName].filter(Boolean).join(' ').trim() || 'A former user',
    summary: v.summary,
    kind: v.kind as PlanVersion['kind'],
    undone: v.undoneAt !== null,
  }));
}

/** The plan as the version left it, with food names, for the History drawer's View. */
export async function viewVersion(db: Db, plan: PlanRow, versionId: number): Promise<VersionView> {
  const found = await snapshotAfter(db, plan.id, versionId);
  if (!found)
    throw new AppError(404, VERSION_MESSAGES.versionNotFound, {
      version_id: VERSION_MESSAGES.versionNotFound,
    });
  const { snapshot } = found;
  const foods = await gateFoods(db, [...new Set(snapshot.meals.flatMap((m) => m.items.map((i) => i.id)))]);
  const dayNumbers = [
    ...new Set([...snapshot.days.map((d) => d.day), ...snapshot.meals.map((m) => m.fields.day)]),
  ].sort((a, b) => a - b);
  return {
    id: found.version.id,
    summary: found.version.summary,
    days: dayNumbers.map((day) => ({
      day,
      description: snapshot.days.find((d) => d.day === day)?.description ?? null,
      meals: snapshot.meals
        .filter((m) => m.fields.day === day)
        .sort((a, b) => a.fields.time.localeCompare(b.fields.time))
        .map((m) => ({
          time: m.fields.time,
          timing: mealName(m.fields),
          items: m.items.map((i) => ({
            name: foods.get(i.id)?.name ?? 'A food no longer in the database',
            qty: i.qty,
            measure: i.measure_label && i.measure_count ? `${i.measure_count} ${i.measure_label}` : null,
            alternative: Boolean(i.ref_id),
          })),
        })),
    })),
  };
}

/** Undoes the plan's last write, with its audit row, in one transaction. */
export function undoPlanWrite(db: Db, user: Writer, plan: PlanRow): Promise<UndoAnswer> {
  return inTransaction(db, async (tx) => {
    const summary = await undoLastIn(tx, user, plan.id);
    await writeAudit(tx, {
      userId: user.id,
      action: 'undo',
      entity: 'plan',
      entityId: plan.id,
      changes: { summary },
    });
    return { summary };
  });
}

/** Restores the plan as a version left it, with its audit row, in one transaction. */
export function restorePlanVersion(
  db: Db,
  user: Writer,
  plan: PlanRow,
  versionId: number,
): Promise<UndoAnswer> {
  return inTransaction(db, async (tx) => {
    const summary = await restoreVersionIn(tx, user, plan.id, versionId);
    await writeAudit(tx, {
      userId: user.id,
      action: 'restore_version',
      entity: 'plan',
      entityId: plan.id,
      changes: { version_id: versionId, summary },
    });
    return { summary };
  });
}
