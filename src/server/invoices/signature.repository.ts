import { createHash } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema/index';

/**
 * The signature image of Settings → Billing (decision 314) is a stored file of this kind, like
 * the logo (kind 'logo'); the newest is the current one and a new upload or a removal deletes
 * the others in its transaction, so there is one at a time and no column points at it.
 */
export const SIGNATURE_KIND = 'signature';

export type NewSignature = { bytes: Buffer; mimeType: string; originalName: string };

export async function findSignatureFile(db: Db) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.kind, SIGNATURE_KIND))
    .orderBy(desc(storedFiles.id))
    .limit(1);
  return row;
}

export async function findSignatureFileById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, SIGNATURE_KIND)))
    .limit(1);
  return row;
}

/** Stores the new signature and deletes the ones before it, in the caller's transaction. */
export async function replaceSignatureFile(tx: Db, file: NewSignature, userId: number) {
  const [saved] = await tx
    .insert(storedFiles)
    .values({
      kind: SIGNATURE_KIND,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
      createdBy: userId,
    })
    .returning();
  await tx.delete(storedFiles).where(and(eq(storedFiles.kind, SIGNATURE_KIND), lt(storedFiles.id, saved.id)));
  return saved;
}

/** Deletes every signature file (the current one and any a concurrent upload left), answering how many. */
export async function deleteSignatureFiles(tx: Db) {
  const gone = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.kind, SIGNATURE_KIND))
    .returning({ id: storedFiles.id });
  return gone.length;
}
