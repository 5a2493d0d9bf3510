import type { FastifyInstance } from 'fastify';
import { DIETICIAN, forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../shared/auth';
import type { AppDeps } from '../app-deps';
import { ok } from '../lib/envelope';
import { AppError, parseInput } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import {
  attemptCounts,
  consumePasswordToken,
  deleteSession,
  deleteUserSessions,
  findUserByEmail,
  markLoginAttempt,
  nutritionistStatusOf,
  recordLoginAttempt,
  setPasswordHash,
} from './auth.repository';
import { describeSessionUser, requestPasswordReset } from './auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { clearSessionCookie, requireUser, startSession } from './session';

/**
 * Sign-in throttles (decision 062): 10 failures for one email from one address, or 30 from one
 * address, within 15 minutes; 50 for one email from anywhere within an hour (a slower ceiling,
 * so a stranger elsewhere cannot lock the owner out for long, and a spread-out guess stays slow).
 */
const THROTTLE_WINDOW_MS = 15 * 60_000;
const PAIR_LIMIT = 10;
const ADDRESS_LIMIT = 30;
const EMAIL_WINDOW_MS = 60 * 60_000;
const EMAIL_LIMIT = 50;
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';

/** Forgot-password requests per address: 10 in 15 minutes (kept in memory: it only stops noise). */
function addressThrottle(limit: number, windowMs: number) {
  const seen = new Map<string, number[]>();
  return (address: string) => {
    const now = Date.now();
    const recent = (seen.get(address) ?? []).filter((t) => t > now - windowMs);
    if (seen.size > 10_000) seen.clear();
    if (recent.length >= limit) {
      seen.set(address, recent);
      return false;
    }
    seen.set(address, [...recent, now]);
    return true;
  };
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const forgotAllowed = addressThrottle(10, THROTTLE_WINDOW_MS);
  const secureCookies = config.publicUrl.startsWith('https:');

  app.post('/api/v1/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    // Counted before it is evaluated (as a failure until it succeeds), so parallel attempts see
    // each other: no more than the limit are ever checked.
    const attempt = await recordLoginAttempt(db, input.email, request.ip, false);
    const now = Date.now();
    const counts = await attemptCounts(
      db,
      input.email,
      request.ip,
      new Date(now - THROTTLE_WINDOW_MS),
      new Date(now - EMAIL_WINDOW_MS),
    );
    if (counts.pair > PAIR_LIMIT || counts.byIp > ADDRESS_LIMIT || counts.byEmail > EMAIL_LIMIT) {
      // A refused attempt is not evaluated and does not prolong the wait.
      await markLoginAttempt(db, attempt, 'forget');
      throw new AppError(429, TOO_MANY);
    }
    const user = await findUserByEmail(db, input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid || !user.isActive) {
      throw new AppError(401, 'Invalid email or password.');
    }
    if (user.type === DIETICIAN && (await nutritionistStatusOf(db, user.id)) !== 'ACTIVE') {
      throw new AppError(403, 'Your account is not active. Please contact your practice admin.');
    }
    await markLoginAttempt(db, attempt, true);
    await startSession(db, reply, request, user.id, input.remember, secureCookies);
    return ok({ id: user.id, type: user.type }, 'Signed in successfully.');
  });

  app.get('/api/v1/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.user) await deleteSession(db, request.user.sessionId);
    clearSessionCookie(reply);
    return ok(null, 'Signed out.');
  });

  // The web app's session check: signed out is an answer here, not an error (no 401 in the
  // browser console on /login). /session-user keeps SPEC's 401 for API clients.
  app.get('/api/v1/auth/session', { config: { access: 'public' } }, async (request) => {
    const user = request.user ? await describeSessionUser(db, request.user) : null;
    return ok({ user }, user ? 'Signed in.' : 'Not signed in.');
  });

  app.get('/api/v1/auth/session-user', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    return ok({ user: await describeSessionUser(db, user) });
  });

  app.post('/api/v1/auth/forgot-password', { config: { access: 'public' } }, async (request) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    if (!forgotAllowed(request.ip)) {
      throw new AppError(429, 'Too many requests. Please wait 15 minutes and try again.');
    }
    await requestPasswordReset(deps, input.email);
    return ok(null, FORGOT_MESSAGE);
  });

  app.post('/api/v1/auth/reset-password', { config: { access: 'public' } }, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const passwordHash = await hashPassword(input.password);
    const userId = await consumePasswordToken(db, hashToken(input.token));
    if (!userId) {
      throw new AppError(400, 'This password link is invalid or has expired. Please ask for a new one.', {
        token: 'This password link is invalid or has expired.',
      });
    }
    await setPasswordHash(db, userId, passwordHash);
    await deleteUserSessions(db, userId);
    return ok(null, 'Your password has been set. Please sign in with your new password.');
  });
}
