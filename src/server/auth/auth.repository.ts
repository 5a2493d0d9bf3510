import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Db, inTransaction, rows } from '../db/client';
import { loginAttempts, nutritionists, passwordTokens, sessions, users } from '../db/schema/index';
import { authClock } from './auth-clock';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Sets the password and ends every unused password link of the user (reset or invitation) with it. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokePasswordTokens(tx, userId);
  });
}

/** A one-time sign-in link's purpose (decision 188): never a password link, never revoked by one. */
export const SIGN_IN_LINK = 'sign-in';
const passwordLink = ne(passwordTokens.purpose, SIGN_IN_LINK);

/**
 * Ends the user's unused password links (all, or those of one purpose). Sign-in links stay: a
 * stranger asking for a reset must not void the link the owner is about to use.
 */
export async function revokePasswordTokens(db: Db, userId: number, purpose?: 'reset' | 'invite') {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        purpose ? eq(passwordTokens.purpose, purpose) : passwordLink,
      ),
    );
}

/** Links of one purpose made for the user since a moment (the per-account mail throttles). */
export async function resetLinksSince(
  db: Db,
  userId: number,
  since: Date,
  purpose: 'reset' | typeof SIGN_IN_LINK = 'reset',
  requestedIp?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        gt(passwordTokens.createdAt, since),
        requestedIp === undefined ? undefined : eq(passwordTokens.requestedIp, requestedIp),
      ),
    );
  return Number(row.n);
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export type SessionUser = {
  lastSeenAt: Date;
  user: Pick<UserRow, 'id' | 'type' | 'email' | 'firstName' | 'lastName' | 'isActive'>;
  nutritionistId: number | null;
  nutritionistStatus: string | null;
};

type SessionLookupRow = {
  last_seen_at: string | Date;
  user_id: number;
  user_type: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  nutritionist_id: number | null;
  nutritionist_status: string | null;
};

/**
 * The unexpired session's user, with the nutritionist profile's id and status when the user is
 * one. Every API request asks this, so it is the `session_lookup` function (migration 0008),
 * whose plan the database keeps, rather than a query planned again each time (decision 064).
 */
export async function findSessionUser(db: Db, sessionId: string): Promise<SessionUser | undefined> {
  const [row] = rows<SessionLookupRow>(await db.execute(sql`select * from session_lookup(${sessionId})`));
  if (!row) return undefined;
  return {
    // PGlite answers the text, node-postgres a Date.
    lastSeenAt: new Date(row.last_seen_at),
    user: {
      id: row.user_id,
      type: row.user_type,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      isActive: row.is_active,
    },
    nutritionistId: row.nutritionist_id,
    nutritionistStatus: row.nutritionist_status,
  };
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function recordLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  succeeded: boolean,
  device: string | null = null,
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email: email.trim().toLowerCase(), ip, succeeded, device, createdAt: authClock.now() })
    .returning({ id: loginAttempts.id });
  return row.id;
}

export async function markLoginAttempt(db: Db, id: number, succeeded: boolean | 'forget') {
  if (succeeded === 'forget') await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  else await db.update(loginAttempts).set({ succeeded }).where(eq(loginAttempts.id, id));
}

/** The attempt counts as one from a browser the account does not know (its device cookie failed too often). */
export async function untrustAttempt(db: Db, id: number) {
  await db.update(loginAttempts).set({ device: null }).where(eq(loginAttempts.id, id));
}

export type AttemptRow = { at: number; email: string; ip: string; device: string | null };

/**
 * The failed (or still running) sign-in attempts recorded before attempt `beforeId`, since a
 * moment, for this email or from this address: what the sign-in throttles count (decision 130).
 * Attempts that are still running count as failures, so parallel attempts see each other.
 */
export async function failuresBefore(
  db: Db,
  beforeId: number,
  email: string,
  ip: string,
  since: Date,
): Promise<AttemptRow[]> {
  const key = email.trim().toLowerCase();
  const found = await db
    .select({
      at: loginAttempts.createdAt,
      email: loginAttempts.email,
      ip: loginAttempts.ip,
      device: loginAttempts.device,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        lt(loginAttempts.id, beforeId),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.email, key), eq(loginAttempts.ip, ip)),
      ),
    );
  return found.map((r) => ({ ...r, at: r.at.getTime() }));
}

export async function insertPasswordToken(db: Db, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values({ createdAt: authClock.now(), ...values });
}

/**
 * Marks the token used and answers its user id, only if it was unused and unexpired (single use):
 * a password link (reset, invitation), or with `SIGN_IN_LINK` a sign-in link — never one for the other.
 */
export async function consumePasswordToken(
  db: Db,
  tokenHash: string,
  purpose?: typeof SIGN_IN_LINK,
): Promise<number | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: authClock.now() })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, authClock.now()),
        purpose ? eq(passwordTokens.purpose, purpose) : passwordLink,
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row?.userId ?? null;
}

export async function findValidPasswordToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
        passwordLink,
      ),
    )
    .limit(1);
  return row;
}

/** The status of a nutritionist's profile (an INACTIVE one may not sign in), by their account. */
export async function nutritionistStatusOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: nutritionists.status })
    .from(nutritionists)
    .where(eq(nutritionists.userId, userId))
    .limit(1);
  return row?.status;
}
