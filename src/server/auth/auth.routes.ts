import type { FastifyInstance } from 'fastify';
import { DIETICIAN, forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../shared/auth';
import type { AppDeps } from '../app-deps';
import { ok } from '../lib/envelope';
import { AppError, parseInput } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import {
  consumePasswordToken,
  deleteSession,
  deleteUserSessions,
  findUserByEmail,
  nutritionistCredits,
  recentFailures,
  recordLoginAttempt,
  setPasswordHash,
} from './auth.repository';
import { describeSessionUser, requestPasswordReset } from './auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { clearSessionCookie, requireUser, startSession } from './session';

const THROTTLE_WINDOW_MS = 15 * 60_000;
const THROTTLE_LIMIT = 10;
export const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const secureCookies = config.publicUrl.startsWith('https:');

  app.post('/api/v1/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
    const failures = await recentFailures(db, input.email, request.ip, since);
    if (failures.byEmail >= THROTTLE_LIMIT || failures.byIp >= THROTTLE_LIMIT) {
      throw new AppError(429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    }
    const user = await findUserByEmail(db, input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid || !user.isActive) {
      await recordLoginAttempt(db, input.email, request.ip, false);
      throw new AppError(401, 'Invalid email or password.');
    }
    if (user.type === DIETICIAN && (await nutritionistCredits(db, user.id))?.status !== 'ACTIVE') {
      await recordLoginAttempt(db, input.email, request.ip, false);
      throw new AppError(403, 'Your account is not active. Please contact your practice admin.');
    }
    await recordLoginAttempt(db, input.email, request.ip, true);
    await startSession(db, reply, request, user.id, input.remember, secureCookies);
    return ok({ id: user.id, type: user.type }, 'Signed in successfully.');
  });

  app.get('/api/v1/logout', async (request, reply) => {
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

  app.get('/api/v1/auth/session-user', async (request) => {
    const user = requireUser(request);
    return ok({ user: await describeSessionUser(db, user) });
  });

  app.post('/api/v1/auth/forgot-password', async (request) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    await requestPasswordReset(deps, input.email);
    return ok(null, FORGOT_MESSAGE);
  });

  app.post('/api/v1/auth/reset-password', async (request) => {
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
