import { asc } from 'drizzle-orm';
import type { PracticeIdentity } from '../../shared/settings';
import type { Db } from '../db/client';
import { practiceIdentity } from '../db/schema/index';

/** The one practice row (Settings → Practice), or undefined before an admin saved it. */
export async function findPracticeRow(db: Db) {
  const [row] = await db.select().from(practiceIdentity).orderBy(asc(practiceIdentity.id)).limit(1);
  return row;
}

/**
 * The practice's identity as e-mails, the questionnaire and the plan PDF show it: the name saved in
 * Settings, else PRACTICE_NAME (`defaultName`). In lib/ because auth's e-mails use it too.
 */
export async function readPracticeIdentity(db: Db, defaultName: string): Promise<PracticeIdentity> {
  const row = await findPracticeRow(db);
  return {
    name: row?.name || defaultName,
    saved_name: row?.name ?? null,
    default_name: defaultName,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    website: row?.website ?? null,
  };
}

/** Just the name, for an e-mail's subject and signature. */
export async function practiceNameOf(db: Db, defaultName: string): Promise<string> {
  return (await readPracticeIdentity(db, defaultName)).name;
}
