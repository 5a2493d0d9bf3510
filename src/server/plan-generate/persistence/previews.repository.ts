import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { GeneratePreview } from '../../../shared/plan-generate';
import type { Db } from '../../db/client';
import { planPreviews } from '../../db/schema/index';
import type { StoredMeal } from '../../plans/index';

export type PreviewRow = Omit<typeof planPreviews.$inferSelect, 'preview' | 'snapshot'> & {
  preview: GeneratePreview;
  snapshot: StoredMeal[] | null;
};

/** Stores a preview until `expiresAt`; expired previews of every plan are removed on the way. Answers its id. */
export async function insertPreview(
  db: Db,
  row: { planId: number; createdBy: number; preview: GeneratePreview; versions: Record<string, string> },
  expiresAt: Date,
): Promise<string> {
  const id = randomUUID();
  await db.delete(planPreviews).where(lt(planPreviews.expiresAt, new Date()));
  await db.insert(planPreviews).values({ id, ...row, expiresAt });
  return id;
}

/** The plan's preview with this id, locked until the transaction ends; undefined when there is none. */
export async function lockedPreview(tx: Db, planId: number, id: string): Promise<PreviewRow | undefined> {
  const [row] = await tx
    .select()
    .from(planPreviews)
    .where(and(eq(planPreviews.id, id), eq(planPreviews.planId, planId)))
    .for('update');
  return row as PreviewRow | undefined;
}

export async function markApplied(
  tx: Db,
  id: string,
  snapshot: StoredMeal[],
  appliedVersions: Record<string, string>,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(planPreviews)
    .set({ snapshot, appliedVersions, appliedAt: new Date(), expiresAt })
    .where(eq(planPreviews.id, id));
}

/** Keeps, on the stored preview, the supplement lines its Apply added, so Undo takes them away again. */
export async function noteAppliedSupplements(tx: Db, id: string, supplementIds: number[]): Promise<void> {
  await tx
    .update(planPreviews)
    .set({
      preview: sql`jsonb_set(${planPreviews.preview}, '{applied_supplement_ids}', ${JSON.stringify(supplementIds)}::jsonb)`,
    })
    .where(eq(planPreviews.id, id));
}

export async function markUndone(tx: Db, id: string): Promise<void> {
  await tx.update(planPreviews).set({ undoneAt: new Date() }).where(eq(planPreviews.id, id));
}
