import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/index';

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept in the database, so
 * every app server behind a load balancer signs cookies with the same key (see docs/decisions).
 */
export async function resolveSessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'session_secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
  return row.value as string;
}
