import type { FastifyReply, FastifyRequest } from 'fastify';
import { DIETICIAN } from '../../shared/auth';
import type { SignInAnswer } from '../../shared/security';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';
import { nutritionistStatusOf, type UserRow } from './auth.repository';
import { INACTIVE_ACCOUNT } from './auth.service';
import { authNow } from './auth-clock';
import { setDeviceCookie } from './device-cookie';
import { hasConfirmedTotp, insertChallenge, recordSignInEvent, totpRequired } from './security.repository';
import { startSession } from './session';

/** A half-done sign-in waits this long for its authenticator code. */
export const PENDING_SIGN_IN_MINUTES = 10;

/** What the last step of any sign-in needs: the database, the request and reply, Secure cookies. */
export type SignInContext = { db: Db; request: FastifyRequest; reply: FastifyReply; secure: boolean };

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 300) ?? null;

/**
 * After a password or an e-mail link: the session, or the authenticator-app step when the account
 * has an app (or the practice requires one and it has none yet). A passkey never comes here: it is
 * both factors at once (possession and the device's own PIN or fingerprint).
 */
export async function afterFirstFactor(
  ctx: SignInContext,
  user: UserRow,
  method: 'password' | 'link',
  persistent: boolean,
): Promise<SignInAnswer> {
  const factor = (await hasConfirmedTotp(ctx.db, user.id))
    ? 'totp'
    : (await totpRequired(ctx.db))
      ? 'totp-setup'
      : null;
  if (!factor) return signedIn(ctx, user, method, persistent);
  const token = newToken();
  await insertChallenge(ctx.db, {
    id: hashToken(token),
    purpose: factor,
    userId: user.id,
    method,
    persistent,
    expiresAt: new Date(authNow() + PENDING_SIGN_IN_MINUTES * 60_000),
  });
  return { second_factor: factor, pending_token: token };
}

/** The account may sign in at all: active, and a nutritionist's profile active too. */
export async function assertMaySignIn(db: Db, user: UserRow | undefined): Promise<UserRow> {
  if (!user?.isActive) throw new AppError(403, INACTIVE_ACCOUNT);
  if (user.type === DIETICIAN && (await nutritionistStatusOf(db, user.id)) !== 'ACTIVE') {
    throw new AppError(403, INACTIVE_ACCOUNT);
  }
  return user;
}

/** Every factor given: the session, the browser trusted for the account, the sign-in recorded. */
export async function signedIn(
  ctx: SignInContext,
  user: UserRow,
  method: string,
  persistent: boolean,
): Promise<SignInAnswer> {
  await startSession(ctx.db, ctx.reply, ctx.request, user.id, persistent, ctx.secure);
  setDeviceCookie(ctx.reply, user.id, ctx.secure);
  await recordSignInEvent(ctx.db, {
    userId: user.id,
    method,
    succeeded: true,
    ip: ctx.request.ip,
    userAgent: userAgentOf(ctx.request),
  });
  return { id: user.id, type: user.type };
}

/** A wrong authenticator code, for the owner to see in Settings → Security. */
export async function recordWrongCode(ctx: SignInContext, userId: number) {
  await recordSignInEvent(ctx.db, {
    userId,
    method: 'totp',
    succeeded: false,
    ip: ctx.request.ip,
    userAgent: userAgentOf(ctx.request),
  });
}
