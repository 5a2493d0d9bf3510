import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/index';

/**
 * A random id of this install, made once and kept in the database (every app server of one
 * practice shares it). It makes ids that leave the app unique across practices: two practices'
 * "appointment 12" are two events in a client's calendar, not one (issue 56 point 6).
 */
export async function installIdOf(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'install_id', value: randomBytes(9).toString('base64url').toLowerCase() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'install_id'));
  return row.value as string;
}
