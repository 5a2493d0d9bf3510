import { DIETICIAN, type SessionUser } from '../../shared/auth';
import type { AppConfig } from '../config';
import { creditsLimited, sessionCreditTotals } from '../credits/index';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { type Limit, limitWait, type SlowDown, slowDownWait, waitMessage } from '../lib/throttle';
import { hashToken, newToken } from '../lib/tokens';
import type { Mailer } from '../mail/mailer';
import {
  consumePasswordToken,
  deleteUserSessions,
  failuresBefore,
  findUserByEmail,
  findUserById,
  insertPasswordToken,
  markLoginAttempt,
  nutritionistStatusOf,
  recordLoginAttempt,
  resetLinksSince,
  revokePasswordTokens,
  SIGN_IN_LINK,
  setPasswordHash,
  type UserRow,
  untrustAttempt,
} from './auth.repository';
import { authNow } from './auth-clock';
import { hashPassword, verifyPassword } from './passwords';
import type { RequestUser } from './session';

export const RESET_LINK_HOURS = 1;
export const INVITE_LINK_DAYS = 7;

/** data.user of session-user: the nutritionist's own credits, or the practice's totals for an admin. */
export async function describeSessionUser(db: Db, user: RequestUser): Promise<SessionUser> {
  const numbers = await sessionCreditTotals(db, user);
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    credits: numbers?.credits ?? 0,
    plans: numbers?.plans ?? 0,
    expiry: numbers?.expiry ?? null,
    remaining_plans: numbers?.remaining ?? 0,
    nutritionist_id: user.nutritionistId,
    credits_limited: await creditsLimited(db),
  };
}

/**
 * Creates a single-use password link and mails it. Used by forgot-password and invitations.
 * Given the caller's transaction (`tx`), the link and the mail commit with the caller's write
 * (the caller flushes the outbox after the commit).
 */
/**
 * A fresh password link for the user, replacing whatever was sent before (one live link per user,
 * issue 15); the invitation's "Copy invitation link" shows it instead of mailing it (decision 298).
 */
export async function newPasswordLink(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  userId: number,
  purpose: 'reset' | 'invite',
): Promise<string> {
  const token = newToken();
  await revokePasswordTokens(db, userId);
  const validMs = purpose === 'reset' ? RESET_LINK_HOURS * 3_600_000 : INVITE_LINK_DAYS * 86_400_000;
  await insertPasswordToken(db, {
    userId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(authNow() + validMs),
  });
  return `${config.publicUrl}/reset-password/${token}`;
}

export async function mailPasswordLink(
  deps: { db: Db; mailer: Mailer; config: AppConfig },
  user: { id: number; email: string; firstName: string },
  purpose: 'reset' | 'invite',
  tx?: Db,
) {
  const db = tx ?? deps.db;
  const link = await newPasswordLink(db, deps.config, user.id, purpose);
  const practice = await practiceNameOf(db, deps.config.practiceName);
  const greeting = `Hello ${user.firstName || 'there'},`;
  const text =
    purpose === 'reset'
      ? `${greeting}\n\nSomeone asked to reset the password of your ${practice} account.\nSet a new password here (the link works once, for ${RESET_LINK_HOURS} hour):\n\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`
      : `${greeting}\n\nYou have been added as a nutritionist at ${practice}.\nChoose your password here (the link works once, for ${INVITE_LINK_DAYS} days):\n\n${link}\n\nThen sign in with ${user.email}.\n`;
  await deps.mailer.send(
    {
      to: user.email,
      subject: purpose === 'reset' ? `Reset your ${practice} password` : `Your ${practice} account`,
      text,
    },
    tx ? { db: tx } : undefined,
  );
}

export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; config: AppConfig },
  email: string,
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  // At most 3 reset mails per account in 15 minutes; the answer is the same either way, so the
  // throttle tells nobody whether the account exists.
  if ((await resetLinksSince(deps.db, user.id, new Date(authNow() - 15 * 60_000))) >= 3) return;
  await mailPasswordLink(deps, user, 'reset');
}

/**
 * Sign-in throttles (decision 130, after 062 and 101), counted in `login_attempts`:
 * - one email from one address: 10 failures in 15 minutes, then wait;
 * - one address: 30 failures in 15 minutes, then wait;
 * - one account from browsers it does not know: after 20 failures in an hour (more than one
 *   address's 10, so it takes a spread-out attack) each further try waits 15 s after the latest
 *   failure, then 30 s, then a minute — slower, never locked (refused tries are not counted, so
 *   someone hammering gets about one guess a minute, and the owner waits at most a minute);
 * - a browser with the account's device cookie skips the account's slow-down (failures elsewhere
 *   never keep the owner out), unless it failed 10 times itself in 15 minutes.
 */
const PAIR: Limit = { limit: 10, windowMs: 15 * 60_000 };
const ADDRESS: Limit = { limit: 30, windowMs: 15 * 60_000 };
const DEVICE: Limit = { limit: 10, windowMs: 15 * 60_000 };
const ACCOUNT: SlowDown = { free: 20, windowMs: 60 * 60_000, firstDelayMs: 15_000, maxDelayMs: 60_000 };
const TOO_MANY = 'Too many failed sign-in attempts.';
export const INVALID_SIGN_IN = 'Invalid email or password.';
export const INACTIVE_ACCOUNT = 'Your account is not active. Please contact your practice admin.';

/** Who is signing in: the address, and the device cookie the browser holds for an account, if any. */
export type SignInClient = { ip: string; deviceOf: (userId: number) => string | null };

/** How long this attempt must wait under the throttles (0: it may be evaluated now). */
function signInWait(
  earlier: Awaited<ReturnType<typeof failuresBefore>>,
  email: string,
  client: SignInClient,
  device: string | null,
) {
  const now = authNow();
  const key = email.trim().toLowerCase();
  const times = (keep: (r: (typeof earlier)[number]) => boolean) => earlier.filter(keep).map((r) => r.at);
  const pair = limitWait(
    times((r) => r.email === key && r.ip === client.ip),
    PAIR,
    now,
  );
  const address = limitWait(
    times((r) => r.ip === client.ip),
    ADDRESS,
    now,
  );
  const trusted =
    device !== null &&
    limitWait(
      times((r) => r.device === device),
      DEVICE,
      now,
    ) === 0;
  // Failures from trusted browsers do not slow strangers down, nor the other way round.
  const account = trusted
    ? 0
    : slowDownWait(
        times((r) => r.email === key && r.device === null),
        ACCOUNT,
        now,
      );
  return { wait: Math.max(pair, address, account), trusted };
}

/**
 * Checks a sign-in under the throttles and answers the user. The attempt is recorded (as a
 * failure) before it is evaluated and turned into a success after, so parallel attempts count
 * each other; a refused (429) attempt is deleted again: it does not prolong the wait.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string },
  client: SignInClient,
): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const cookieDevice = user ? client.deviceOf(user.id) : null;
  const attempt = await recordLoginAttempt(db, input.email, client.ip, false, cookieDevice);
  const earlier = await failuresBefore(
    db,
    attempt,
    input.email,
    client.ip,
    new Date(authNow() - ACCOUNT.windowMs),
  );
  const { wait, trusted } = signInWait(earlier, input.email, client, cookieDevice);
  if (wait > 0) {
    await markLoginAttempt(db, attempt, 'forget');
    throw new AppError(429, waitMessage(TOO_MANY, wait));
  }
  // A device cookie that failed too often counts as a stranger's browser from now on.
  if (cookieDevice && !trusted) await untrustAttempt(db, attempt);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.isActive) throw new AppError(401, INVALID_SIGN_IN);
  if (user.type === DIETICIAN && (await nutritionistStatusOf(db, user.id)) !== 'ACTIVE') {
    throw new AppError(403, INACTIVE_ACCOUNT);
  }
  await markLoginAttempt(db, attempt, true);
  return user;
}

/**
 * How long Change Password must wait before checking another current password: wrong ones count
 * with failed sign-ins of the same email from the same address (a stolen session cannot guess
 * on), and failures from other addresses never hold the signed-in owner back.
 */
export async function currentPasswordWait(db: Db, email: string, ip: string): Promise<number> {
  const key = email.trim().toLowerCase();
  const earlier = await failuresBefore(db, INT4_MAX, email, ip, new Date(authNow() - PAIR.windowMs));
  return limitWait(
    earlier.filter((r) => r.email === key && r.ip === ip).map((r) => r.at),
    PAIR,
    authNow(),
  );
}

const INT4_MAX = 2_147_483_647;

/**
 * Sets a new password with a single-use link: the link is used up, the password set, every
 * session of the account ended and the audit row written in one transaction (all or nothing).
 * Answers false when the link is unknown, used or expired.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }, ip: string) {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const userId = await consumePasswordToken(tx, hashToken(input.token));
    if (!userId) return false;
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    await writeAudit(tx, { userId, action: 'reset', entity: 'user_password', entityId: userId, ip });
    return true;
  });
}

/**
 * One-time sign-in links (issue 34 point 10, decision 188; budgets of issue 51): while strangers
 * hammer an account the password form slows every browser the account does not know, so the owner
 * asks for a link to the account's e-mail instead. 256 random bits, stored hashed, 15 minutes,
 * single use. Every link sent stays valid: asking never voids a link already sent. Budgets:
 * - per account and requesting address: 3 in 15 minutes, so an attacker's requests spend the
 *   attacker's addresses' budgets, never the owner's;
 * - per account: 20 in 15 minutes, against flooding the owner's inbox from many addresses. While
 *   that ceiling holds, the owner's inbox already holds 20 links made in the last 15 minutes, none
 *   expired (a link lives 15 minutes) and none usable without the inbox: the owner still gets in.
 * Using one signs in and trusts the browser (device cookie), like a password sign-in.
 */
export const SIGN_IN_LINK_MINUTES = 15;
const SIGN_IN_LINKS_PER_ADDRESS: Limit = { limit: 3, windowMs: 15 * 60_000 };
const SIGN_IN_LINKS_PER_ACCOUNT: Limit = { limit: 20, windowMs: 15 * 60_000 };

export async function requestSignInLink(
  deps: { db: Db; mailer: Mailer; config: AppConfig },
  email: string,
  ip: string,
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const since = new Date(authNow() - SIGN_IN_LINKS_PER_ADDRESS.windowMs);
  const fromHere = await resetLinksSince(deps.db, user.id, since, SIGN_IN_LINK, ip);
  if (fromHere >= SIGN_IN_LINKS_PER_ADDRESS.limit) return;
  const accountSince = new Date(authNow() - SIGN_IN_LINKS_PER_ACCOUNT.windowMs);
  if (
    (await resetLinksSince(deps.db, user.id, accountSince, SIGN_IN_LINK)) >= SIGN_IN_LINKS_PER_ACCOUNT.limit
  )
    return;
  const token = newToken();
  const link = `${deps.config.publicUrl}/sign-in/${token}`;
  const practice = await practiceNameOf(deps.db, deps.config.practiceName);
  await inTransaction(deps.db, async (tx) => {
    await insertPasswordToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      purpose: SIGN_IN_LINK,
      expiresAt: new Date(authNow() + SIGN_IN_LINK_MINUTES * 60_000),
      requestedIp: ip,
    });
    await deps.mailer.send(
      {
        to: user.email,
        subject: `Sign in to ${practice}`,
        text: `Hello ${user.firstName || 'there'},\n\nSign in to your ${practice} account here (the link works once, for ${SIGN_IN_LINK_MINUTES} minutes, and this browser is remembered for your next sign-in):\n\n${link}\n\nIf you did not ask for it, ignore this email: nobody can use it without your inbox.\n`,
      },
      { db: tx },
    );
  });
}

/** Uses a sign-in link: the signed-in user, or null when it is unknown, used or expired. */
export async function signInWithLink(db: Db, token: string, ip: string): Promise<UserRow | null> {
  return inTransaction(db, async (tx) => {
    const userId = await consumePasswordToken(tx, hashToken(token), SIGN_IN_LINK);
    if (!userId) return null;
    const user = await findUserById(tx, userId);
    if (!user?.isActive) return null;
    if (user.type === DIETICIAN && (await nutritionistStatusOf(tx, user.id)) !== 'ACTIVE') {
      throw new AppError(403, INACTIVE_ACCOUNT);
    }
    await writeAudit(tx, { userId, action: 'sign-in-link', entity: 'user', entityId: userId, ip });
    return user;
  });
}
