/**
 * The statements of a plan's versions (issue 54 point 2, decision 301): read the plan's days and
 * meals as a snapshot, keep a version, list them, and put a snapshot's days back. Only plans/core
 * uses them: a restore's meals are written through `writeGatedMealsIn`, through the gate.
 */
import { and, asc, desc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meals, planDays, users } from '../../db/schema/index';
import { type PlanSnapshot, planVersions } from '../../db/schema/plan-versions';
import { storedMealsAfter } from '../meals.repository';

/** The plan's days and meals as they stand (read inside the caller's transaction). */
export async function snapshotOf(tx: Db, planId: number): Promise<PlanSnapshot> {
  const days = await tx
    .select({ day: planDays.day, description: planDays.dayDescription })
    .from(planDays)
    .where(eq(planDays.planId, planId))
    .orderBy(asc(planDays.day));
  return { days, meals: await storedMealsAfter(tx, planId, 0) };
}

export type VersionKind = 'write' | 'undo' | 'restore';

export async function insertVersion(
  tx: Db,
  row: { planId: number; userId: number; kind: VersionKind; summary: string; before: PlanSnapshot },
): Promise<number> {
  const [inserted] = await tx
    .insert(planVersions)
    .values({
      planId: row.planId,
      createdBy: row.userId,
      kind: row.kind,
      summary: row.summary,
      before: row.before,
    })
    .returning({ id: planVersions.id });
  return inserted.id;
}

/** The plan's versions, newest first, with the writer's name. */
export function listVersions(db: Db, planId: number, limit = 200) {
  return db
    .select({
      id: planVersions.id,
      at: planVersions.createdAt,
      kind: planVersions.kind,
      summary: planVersions.summary,
      undoneAt: planVersions.undoneAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(planVersions)
    .leftJoin(users, eq(users.id, planVersions.createdBy))
    .where(eq(planVersions.planId, planId))
    .orderBy(desc(planVersions.id))
    .limit(limit);
}

export async function versionOf(db: Db, planId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.planId, planId), eq(planVersions.id, versionId)));
  return row;
}

/** The version right after `versionId` (its snapshot is the plan as `versionId` left it). */
export async function versionAfter(db: Db, planId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.planId, planId), sql`${planVersions.id} > ${versionId}`))
    .orderBy(asc(planVersions.id))
    .limit(1);
  return row;
}

/** The latest write an undo may take back: not an undo itself, not undone already. */
export async function lastUndoable(tx: Db, planId: number, before?: number) {
  const [row] = await tx
    .select()
    .from(planVersions)
    .where(
      and(
        eq(planVersions.planId, planId),
        ne(planVersions.kind, 'undo'),
        isNull(planVersions.undoneAt),
        before ? lt(planVersions.id, before) : undefined,
      ),
    )
    .orderBy(desc(planVersions.id))
    .limit(1);
  return row;
}

export async function markUndone(tx: Db, versionId: number): Promise<void> {
  await tx.update(planVersions).set({ undoneAt: new Date() }).where(eq(planVersions.id, versionId));
}

/** The plan's day columns become exactly the snapshot's (their names too). */
export async function replaceDays(tx: Db, planId: number, days: PlanSnapshot['days']): Promise<void> {
  const keep = days.map((d) => d.day);
  await tx
    .delete(planDays)
    .where(and(eq(planDays.planId, planId), keep.length ? notInArray(planDays.day, keep) : undefined));
  for (const d of days)
    await tx
      .insert(planDays)
      .values({ planId, day: d.day, dayDescription: d.description })
      .onConflictDoUpdate({
        target: [planDays.planId, planDays.day],
        set: { dayDescription: d.description },
      });
}

/**
 * Parks these meals of the plan on negative days (each its own: -id) so a restore can write them
 * back to their slots, in place and keeping their ids, whatever order their slots are taken in.
 */
export async function parkMeals(tx: Db, planId: number, mealIds: number[]): Promise<void> {
  if (!mealIds.length) return;
  await tx
    .update(meals)
    .set({ day: sql`-${meals.id}` })
    .where(and(eq(meals.planId, planId), inArray(meals.id, mealIds)));
}
