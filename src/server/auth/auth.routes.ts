import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInLinkUseSchema,
} from '../../shared/auth';
import { SECURITY_MESSAGES } from '../../shared/security';
import type { AppDeps } from '../app-deps';
import { ok } from '../lib/envelope';
import { AppError, parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { memoryThrottle, waitMessage } from '../lib/throttle';
import { deleteSession } from './auth.repository';
import {
  describeSessionUser,
  requestPasswordReset,
  requestSignInLink,
  resetPassword,
  SIGN_IN_LINK_MINUTES,
  signIn,
  signInWithLink,
} from './auth.service';
import { authNow } from './auth-clock';
import { deviceOf } from './device-cookie';
import { securityRoutes } from './security.routes';
import { clearSessionCookie, requireUser } from './session';
import { afterFirstFactor } from './sign-in-steps';

export const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';

export const SIGN_IN_LINK_MESSAGE = `If an account exists for this email, we have sent it a sign-in link that works once, for ${SIGN_IN_LINK_MINUTES} minutes. Please check your inbox.`;
export const SIGN_IN_LINK_INVALID =
  'This sign-in link is invalid, used or has expired. Please ask for a new one.';

/** A sign-in's message: signed in, or which second step comes. */
function signInMessage(answer: Awaited<ReturnType<typeof afterFirstFactor>>): string {
  if (!('second_factor' in answer)) return 'Signed in successfully.';
  return answer.second_factor === 'totp' ? SECURITY_MESSAGES.totpAsk : SECURITY_MESSAGES.totpSetupAsk;
}

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/auth/login': {
    summary: 'Sign in with e-mail and password (then a second step when the account has one)',
    body: loginSchema,
  },
  'GET /api/v1/logout': { summary: 'Sign out (a write by GET)' },
  'GET /api/v1/auth/session': { summary: 'Whether this browser is signed in, and as whom' },
  'GET /api/v1/auth/session-user': { summary: 'The signed-in user with their role and credits' },
  'POST /api/v1/auth/forgot-password': {
    summary: 'E-mail a password reset link',
    body: forgotPasswordSchema,
  },
  'POST /api/v1/auth/sign-in-link': { summary: 'E-mail a one-time sign-in link', body: signInLinkSchema },
  'POST /api/v1/auth/sign-in-link/use': {
    summary: 'Sign in with a one-time link',
    body: signInLinkUseSchema,
  },
  'POST /api/v1/auth/reset-password': {
    summary: 'Set a new password with a reset link',
    body: resetPasswordSchema,
  },
};

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db, config } = deps;
  // Forgot-password requests per address: 10 in 15 minutes (in memory: it only stops noise).
  const forgotRequests = memoryThrottle({ limit: 10, windowMs: 15 * 60_000 });
  // Sign-in link requests per address, for any accounts: 10 in 15 minutes (in memory; the budgets
  // per account and address, and per account, are in the database: auth.service.ts).
  const signInLinkRequests = memoryThrottle({ limit: 10, windowMs: 15 * 60_000 });
  const secureCookies = config.publicUrl.startsWith('https:');

  app.post('/api/v1/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const user = await signIn(db, input, {
      ip: request.ip,
      deviceOf: (userId) => deviceOf(request, userId),
    });
    const answer = await afterFirstFactor(
      { db, request, reply, secure: secureCookies },
      user,
      'password',
      input.remember,
    );
    return ok(answer, signInMessage(answer));
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
    const wait = forgotRequests.wait(request.ip, authNow());
    if (wait > 0) throw new AppError(429, waitMessage('Too many requests.', wait));
    forgotRequests.hit(request.ip, authNow());
    await requestPasswordReset(deps, input.email);
    return ok(null, FORGOT_MESSAGE);
  });

  // The owner's way in while strangers hammer the password form (decision 188).
  app.post('/api/v1/auth/sign-in-link', { config: { access: 'public' } }, async (request) => {
    const input = parseInput(signInLinkSchema, request.body);
    const wait = signInLinkRequests.wait(request.ip, authNow());
    if (wait > 0) throw new AppError(429, waitMessage('Too many requests.', wait));
    signInLinkRequests.hit(request.ip, authNow());
    await requestSignInLink(deps, input.email, request.ip);
    void deps.mailer.flush().catch(() => undefined);
    return ok(null, SIGN_IN_LINK_MESSAGE);
  });

  app.post('/api/v1/auth/sign-in-link/use', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(signInLinkUseSchema, request.body);
    const user = await signInWithLink(db, input.token, request.ip);
    if (!user) throw new AppError(400, SIGN_IN_LINK_INVALID, { token: SIGN_IN_LINK_INVALID });
    const answer = await afterFirstFactor({ db, request, reply, secure: secureCookies }, user, 'link', false);
    return ok(answer, signInMessage(answer));
  });

  await securityRoutes(app, deps);

  app.post('/api/v1/auth/reset-password', { config: { access: 'public' } }, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    if (!(await resetPassword(db, input, request.ip))) {
      throw new AppError(400, 'This password link is invalid or has expired. Please ask for a new one.', {
        token: 'This password link is invalid or has expired.',
      });
    }
    return ok(null, 'Your password has been set. Please sign in with your new password.');
  });
}
