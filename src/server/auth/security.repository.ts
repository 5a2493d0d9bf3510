import { and, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, authChallenges, passkeys, sessions, signInEvents, userTotp } from '../db/schema/index';
import { authClock } from './auth-clock';

/** Passkeys, challenges, authenticator secrets and sign-in events (issue 51 point 3). */

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof authChallenges.$inferSelect;

export async function insertChallenge(
  db: Db,
  values: Omit<typeof authChallenges.$inferInsert, 'createdAt'>,
): Promise<void> {
  // Expired challenges go as new ones come: the table holds only the last few minutes' worth.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, authClock.now()));
  await db.insert(authChallenges).values({ ...values, createdAt: authClock.now() });
}

/** Takes a live challenge away (single use): the row, or undefined when unknown, used or expired. */
export async function takeChallenge(
  db: Db,
  id: string,
  purposes: string[],
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        gt(authChallenges.expiresAt, authClock.now()),
        sql`${authChallenges.purpose} in ${purposes}`,
      ),
    )
    .returning();
  return row;
}

/** Records a signed challenge as used: false when it was used already (a replay). */
export async function recordChallengeUse(
  db: Db,
  id: string,
  purpose: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, authClock.now()));
  const rows = await db
    .insert(authChallenges)
    .values({ id, purpose, expiresAt, createdAt: authClock.now() })
    .onConflictDoNothing()
    .returning({ id: authChallenges.id });
  return rows.length > 0;
}

/** A live challenge, left in place (a pending sign-in between its steps). */
export async function peekChallenge(
  db: Db,
  id: string,
  purposes: string[],
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        gt(authChallenges.expiresAt, authClock.now()),
        sql`${authChallenges.purpose} in ${purposes}`,
      ),
    )
    .limit(1);
  return row;
}

/** Counts one wrong code against a pending sign-in; answers the attempts made so far. */
export async function countChallengeAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ attempts: authChallenges.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.delete(authChallenges).where(eq(authChallenges.id, id));
}

export async function passkeysOf(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.createdAt, passkeys.id);
}

export async function passkeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row;
}

/** Records a use: the authenticator's new counter and the time. */
export async function passkeyUsed(db: Db, id: number, counter: number): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: authClock.now() }).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export type TotpRow = typeof userTotp.$inferSelect;

export async function totpOf(db: Db, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/** Keeps a secret shown at setup, waiting for its first code (the confirmed one, if any, stays). */
export async function savePendingTotp(db: Db, userId: number, pendingSecret: string): Promise<void> {
  await db
    .insert(userTotp)
    .values({ userId, pendingSecret, createdAt: authClock.now() })
    .onConflictDoUpdate({ target: userTotp.userId, set: { pendingSecret } });
}

export async function confirmTotp(db: Db, userId: number, secret: string, step: number): Promise<void> {
  await db
    .update(userTotp)
    .set({ secret, pendingSecret: null, lastStep: step, confirmedAt: authClock.now() })
    .where(eq(userTotp.userId, userId));
}

/** Takes a code's step (a code works once): false when that step or a later one was used already. */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(
      and(eq(userTotp.userId, userId), sql`(${userTotp.lastStep} is null or ${userTotp.lastStep} < ${step})`),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userTotp)
    .where(eq(userTotp.userId, userId))
    .returning({ id: userTotp.userId });
  return rows.length > 0;
}

export async function hasConfirmedTotp(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.secret)))
    .limit(1);
  return row !== undefined;
}

const TOTP_REQUIRED = 'totp_required';

export async function totpRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, TOTP_REQUIRED)).limit(1);
  return row?.value === true;
}

export async function setTotpRequired(db: Db, required: boolean): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: TOTP_REQUIRED, value: required })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: new Date() } });
}

export async function recordSignInEvent(
  db: Db,
  values: { userId: number; method: string; succeeded: boolean; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(signInEvents).values({ ...values, createdAt: authClock.now() });
}

/** Wrong authenticator codes for the account since a moment (the per-account code throttle). */
export async function wrongCodesSince(db: Db, userId: number, since: Date): Promise<number[]> {
  const found = await db
    .select({ at: signInEvents.createdAt })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.userId, userId),
        eq(signInEvents.method, 'totp'),
        eq(signInEvents.succeeded, false),
        gt(signInEvents.createdAt, since),
      ),
    );
  return found.map((r) => r.at.getTime());
}

export async function recentSignIns(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(signInEvents)
    .where(eq(signInEvents.userId, userId))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(limit);
}

/** The user's unexpired sessions, the most recently used first. */
export async function liveSessionsOf(db: Db, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
}
