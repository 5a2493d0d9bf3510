import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../db/client';
import { practiceIdentity, printSettings, storedFiles, users } from '../db/schema/index';
import { findPracticeRow } from '../lib/practice-identity';

export const LOGO_KIND = 'logo';

export async function findPrintSettings(db: Db) {
  const [row] = await db.select().from(printSettings).orderBy(asc(printSettings.id)).limit(1);
  return row;
}

export type NewLogo = { bytes: Buffer; mimeType: string; originalName: string };

/**
 * Saves the one print settings row, with a new logo when given (else the stored logo stays).
 * The replaced logo file is deleted in the same transaction, so files never pile up.
 */
export async function savePrintSettings(
  db: Db,
  values: { generalDisclaimer: string; sportsDisclaimer: string; updatedBy: number },
  logo: NewLogo | null,
) {
  return inTransaction(db, async (tx) => {
    const current = await findPrintSettings(tx);
    let logoFileId = current?.logoFileId ?? null;
    let logoName = current?.logoName ?? null;
    if (logo) {
      const [file] = await tx
        .insert(storedFiles)
        .values({
          kind: LOGO_KIND,
          originalName: logo.originalName,
          mimeType: logo.mimeType,
          size: logo.bytes.length,
          sha256: createHash('sha256').update(logo.bytes).digest('hex'),
          bytes: logo.bytes,
          createdBy: values.updatedBy,
        })
        .returning({ id: storedFiles.id });
      logoFileId = file.id;
      logoName = logo.originalName;
    }
    const row = { ...values, logoFileId, logoName, updatedAt: new Date() };
    const [saved] = current
      ? await tx.update(printSettings).set(row).where(eq(printSettings.id, current.id)).returning()
      : await tx.insert(printSettings).values(row).returning();
    if (logo && current?.logoFileId)
      await tx.delete(storedFiles).where(eq(storedFiles.id, current.logoFileId));
    return { before: current, after: saved };
  });
}

export async function findLogoFile(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, LOGO_KIND)))
    .limit(1);
  return row;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

/** Writes the one practice row (insert the first time), answering it before and after. */
export async function upsertPractice(db: Db, values: Omit<typeof practiceIdentity.$inferInsert, 'id'>) {
  const before = await findPracticeRow(db);
  const [after] = before
    ? await db.update(practiceIdentity).set(values).where(eq(practiceIdentity.id, before.id)).returning()
    : await db.insert(practiceIdentity).values(values).returning();
  return { before, after };
}
