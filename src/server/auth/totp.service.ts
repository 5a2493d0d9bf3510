import { SECURITY_MESSAGES } from '../../shared/security';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { type Limit, limitWait, waitMessage } from '../lib/throttle';
import { hashToken } from '../lib/tokens';
import { findUserById } from './auth.repository';
import { authNow } from './auth-clock';
import {
  type ChallengeRow,
  confirmTotp,
  countChallengeAttempt,
  deleteChallenge,
  deleteTotp,
  hasConfirmedTotp,
  peekChallenge,
  savePendingTotp,
  setTotpRequired,
  takeChallenge,
  takeTotpStep,
  totpOf,
  wrongCodesSince,
} from './security.repository';
import { assertMaySignIn, recordWrongCode, type SignInContext, signedIn } from './sign-in-steps';
import { decryptSecret, encryptSecret, newTotpSecret, stepOfCode, type TotpKey } from './totp';

/**
 * The authenticator-app step and its settings (issue 51 point 3). Codes are only asked after a
 * right password or a used e-mail link, so a stranger without either never reaches them; one who
 * has the password gets 5 codes per sign-in and 10 wrong codes per account in 15 minutes.
 */
const CODES_PER_SIGN_IN = 5;
const WRONG_CODES: Limit = { limit: 10, windowMs: 15 * 60_000 };

const wrongCode = () => new AppError(422, SECURITY_MESSAGES.totpWrong, { code: SECURITY_MESSAGES.totpWrong });
const expired = () => new AppError(400, SECURITY_MESSAGES.totpExpired);

/** The pending sign-in of a token, or a 400 asking to sign in again. */
export async function pendingSignIn(db: Db, token: string, purposes: string[]): Promise<ChallengeRow> {
  const pending = await peekChallenge(db, hashToken(token), purposes);
  if (!pending?.userId) throw expired();
  return pending;
}

/** Refuses while the account has had too many wrong codes (the wait is told). */
async function assertCodesAllowed(db: Db, userId: number) {
  const times = await wrongCodesSince(db, userId, new Date(authNow() - WRONG_CODES.windowMs));
  const wait = limitWait(times, WRONG_CODES, authNow());
  if (wait > 0) throw new AppError(429, waitMessage('Too many wrong codes.', wait));
}

/** A wrong code: recorded for the owner to see, counted against the sign-in (5, then sign in again). */
async function refuseCode(ctx: SignInContext, userId: number, pending: ChallengeRow | null): Promise<never> {
  await recordWrongCode(ctx, userId);
  if (pending && (await countChallengeAttempt(ctx.db, pending.id)) >= CODES_PER_SIGN_IN) {
    await deleteChallenge(ctx.db, pending.id);
    throw expired();
  }
  throw wrongCode();
}

/** Setup: a new secret, kept encrypted until its first code confirms it; shown this once. */
export async function setUpTotp(db: Db, key: TotpKey, user: { id: number; email: string }, issuer: string) {
  if (await hasConfirmedTotp(db, user.id)) throw new AppError(409, SECURITY_MESSAGES.totpAlready);
  const fresh = await newTotpSecret(issuer, user.email);
  await savePendingTotp(db, user.id, encryptSecret(key, fresh.secret));
  return fresh;
}

/**
 * Confirms the secret shown at setup with its first code; the app is on from then (audited with
 * the write). With a pending sign-in (the practice requires an app), the sign-in completes too.
 */
export async function confirmSetup(
  ctx: SignInContext,
  key: TotpKey,
  userId: number,
  code: string,
  pending: ChallengeRow | null,
) {
  await assertCodesAllowed(ctx.db, userId);
  const row = await totpOf(ctx.db, userId);
  const secret = row?.pendingSecret ? decryptSecret(key, row.pendingSecret) : null;
  if (!row?.pendingSecret || !secret) throw new AppError(400, SECURITY_MESSAGES.totpNoSetup);
  const step = stepOfCode(secret, code);
  if (step === null) return refuseCode(ctx, userId, pending);
  const ip = ctx.request.ip;
  const completed = await inTransaction(ctx.db, async (tx) => {
    if (pending && !(await takeChallenge(tx, pending.id, ['totp-setup']))) return false;
    await confirmTotp(tx, userId, row.pendingSecret!, step);
    await writeAudit(tx, { userId, action: 'totp-enable', entity: 'user', entityId: userId, ip });
    return true;
  });
  if (!completed) throw expired();
  if (!pending) return null;
  const user = await assertMaySignIn(ctx.db, await findUserById(ctx.db, userId));
  return signedIn(ctx, user, `${pending.method}+totp`, pending.persistent);
}

/** The code after the password or the e-mail link: the session. */
export async function verifySignInCode(ctx: SignInContext, key: TotpKey, token: string, code: string) {
  const pending = await pendingSignIn(ctx.db, token, ['totp']);
  const userId = pending.userId!;
  await assertCodesAllowed(ctx.db, userId);
  const row = await totpOf(ctx.db, userId);
  const secret = row?.secret ? decryptSecret(key, row.secret) : null;
  const step = secret ? stepOfCode(secret, code) : null;
  if (step === null || !(await takeTotpStep(ctx.db, userId, step))) return refuseCode(ctx, userId, pending);
  if (!(await takeChallenge(ctx.db, pending.id, ['totp']))) throw expired();
  const user = await assertMaySignIn(ctx.db, await findUserById(ctx.db, userId));
  return signedIn(ctx, user, `${pending.method}+totp`, pending.persistent);
}

/** Turns the app off with a current code (a borrowed session alone cannot). */
export async function disableTotp(ctx: SignInContext, key: TotpKey, userId: number, code: string) {
  await assertCodesAllowed(ctx.db, userId);
  const row = await totpOf(ctx.db, userId);
  if (!row?.secret) throw new AppError(400, SECURITY_MESSAGES.totpNotOn);
  const secret = decryptSecret(key, row.secret);
  const step = secret ? stepOfCode(secret, code) : null;
  if (step === null || !(await takeTotpStep(ctx.db, userId, step))) return refuseCode(ctx, userId, null);
  const ip = ctx.request.ip;
  await inTransaction(ctx.db, async (tx) => {
    await deleteTotp(tx, userId);
    await writeAudit(tx, { userId, action: 'totp-disable', entity: 'user', entityId: userId, ip });
  });
}

/** An admin turns off a staff member's app (a lost phone); their next sign-in may set up another. */
export async function resetTotpOf(db: Db, adminId: number, userId: number, ip: string) {
  return inTransaction(db, async (tx) => {
    if (!(await deleteTotp(tx, userId))) return false;
    await writeAudit(tx, { userId: adminId, action: 'totp-reset', entity: 'user', entityId: userId, ip });
    return true;
  });
}

export async function requireTotpForAll(
  db: Db,
  adminId: number,
  required: boolean,
  before: boolean,
  ip: string,
) {
  await inTransaction(db, async (tx) => {
    await setTotpRequired(tx, required);
    await writeAudit(tx, {
      userId: adminId,
      action: 'update',
      entity: 'totp_required',
      entityId: null,
      changes: { required: { from: before, to: required } },
      ip,
    });
  });
}
