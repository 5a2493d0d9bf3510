import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  browserOf,
  OTHER_SESSIONS,
  type PasskeyOut,
  passkeyDeleteSchema,
  passkeyLoginSchema,
  passkeyRegisterSchema,
  SECURITY_MESSAGES,
  type SessionsAnswer,
  sessionEndSchema,
  type TotpStatus,
  totpConfirmSchema,
  totpDisableSchema,
  totpRequireSchema,
  totpResetSchema,
  totpSetupSchema,
  totpVerifySchema,
} from '../../shared/security';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { ok } from '../lib/envelope';
import { AppError, parseInput } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { describeRoutes, noBody, type RouteDocs } from '../lib/route-schema';
import { resolveSessionSecret } from '../lib/session-secret';
import { hashToken } from '../lib/tokens';
import { deleteSession, deleteUserSessions, findUserById } from './auth.repository';
import {
  challengeKeyOf,
  loginOptions,
  registerPasskey,
  registrationOptions,
  removePasskey,
  verifyPasskeyLogin,
} from './passkeys';
import {
  hasConfirmedTotp,
  liveSessionsOf,
  passkeysOf,
  recentSignIns,
  totpRequired,
} from './security.repository';
import { clearSessionCookie, requireAdmin, requireUser } from './session';
import { assertMaySignIn, type SignInContext, signedIn } from './sign-in-steps';
import { totpKeyOf } from './totp';
import {
  confirmSetup,
  disableTotp,
  pendingSignIn,
  requireTotpForAll,
  resetTotpOf,
  setUpTotp,
  verifySignInCode,
} from './totp.service';

/** The id a session is shown by: derived from its row id, which is never sent to a browser. */
export const publicSessionId = (id: string) => hashToken(`session:${id}`).slice(0, 32);

const RECENT_SIGN_INS = 20;

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/auth/passkey/register-options': {
    summary: 'Options to register a passkey for your account',
    body: noBody,
  },
  'POST /api/v1/auth/passkey/register': { summary: 'Register a passkey', body: passkeyRegisterSchema },
  'POST /api/v1/auth/passkey/login-options': { summary: 'Options to sign in with a passkey', body: noBody },
  'POST /api/v1/auth/passkey/login': {
    summary: 'Sign in with a passkey (both factors)',
    body: passkeyLoginSchema,
  },
  'GET /api/v1/auth/passkeys': { summary: 'Your passkeys' },
  'POST /api/v1/auth/passkey/delete': { summary: 'Remove one of your passkeys', body: passkeyDeleteSchema },
  'GET /api/v1/auth/totp': {
    summary: 'Whether your authenticator app is set up, and whether the practice requires one',
  },
  'POST /api/v1/auth/totp/setup': {
    summary: 'Start setting up an authenticator app (its secret, shown once)',
    body: totpSetupSchema,
  },
  'POST /api/v1/auth/totp/confirm': {
    summary: 'Confirm the authenticator app with a first code',
    body: totpConfirmSchema,
  },
  'POST /api/v1/auth/totp/verify': {
    summary: "A sign-in's second step: the authenticator app's code",
    body: totpVerifySchema,
  },
  'POST /api/v1/auth/totp/disable': { summary: 'Turn your authenticator app off', body: totpDisableSchema },
  'POST /api/v1/auth/totp/require': {
    summary: 'Require an authenticator app of all staff, or stop requiring it',
    body: totpRequireSchema,
  },
  'POST /api/v1/auth/totp/reset': {
    summary: "Reset a staff member's authenticator app",
    body: totpResetSchema,
  },
  'GET /api/v1/auth/sessions': { summary: 'Your sessions and recent sign-ins' },
  'POST /api/v1/auth/sessions/end': {
    summary: 'Sign out one of your sessions, or all others',
    body: sessionEndSchema,
  },
};

/**
 * Settings → Security and the sign-ins a password attack cannot block (issue 51 point 3):
 * passkeys, the authenticator app, sessions and recent sign-ins.
 */
export async function securityRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db, config } = deps;
  const secure = config.publicUrl.startsWith('https:');
  const sessionSecret = await resolveSessionSecret(db, config.sessionSecret);
  const totpKey = totpKeyOf(sessionSecret);
  const challengeKey = challengeKeyOf(sessionSecret);
  const ctxOf = (request: FastifyRequest, reply: FastifyReply): SignInContext => ({
    db,
    request,
    reply,
    secure,
  });

  // Passkeys -------------------------------------------------------------------------------
  app.post('/api/v1/auth/passkey/register-options', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    return ok(await registrationOptions(db, config, user));
  });

  app.post('/api/v1/auth/passkey/register', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(passkeyRegisterSchema, request.body);
    const row = await registerPasskey(db, config, user, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return ok({ id: row.id, name: row.name }, SECURITY_MESSAGES.passkeyAdded);
  });

  app.post('/api/v1/auth/passkey/login-options', { config: { access: 'public' } }, async () =>
    ok(await loginOptions(config, challengeKey)),
  );

  // Not under the password throttles: a passkey cannot be guessed (see passkeys.ts).
  app.post('/api/v1/auth/passkey/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(passkeyLoginSchema, request.body);
    const userId = await verifyPasskeyLogin(db, config, challengeKey, input.response);
    const user = await assertMaySignIn(db, await findUserById(db, userId));
    const answer = await signedIn(ctxOf(request, reply), user, 'passkey', input.remember);
    return ok(answer, 'Signed in successfully.');
  });

  app.get('/api/v1/auth/passkeys', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const rows = await passkeysOf(db, user.id);
    const list: PasskeyOut[] = rows.map((p) => ({
      id: p.id,
      name: p.name,
      synced: p.deviceType === 'multiDevice',
      created_at: p.createdAt.toISOString(),
      last_used_at: p.lastUsedAt?.toISOString() ?? null,
    }));
    return ok(list);
  });

  app.post('/api/v1/auth/passkey/delete', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(passkeyDeleteSchema, request.body);
    if (!(await removePasskey(db, user.id, input.id, request.ip))) throw new AppError(404, 'Not found.');
    return ok(null, SECURITY_MESSAGES.passkeyRemoved);
  });

  // Authenticator app (TOTP) ----------------------------------------------------------------
  app.get('/api/v1/auth/totp', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const status: TotpStatus = {
      enabled: await hasConfirmedTotp(db, user.id),
      required: await totpRequired(db),
    };
    return ok(status);
  });

  // Signed in (Settings), or a pending sign-in that must set one up first (the practice requires it).
  app.post('/api/v1/auth/totp/setup', { config: { access: 'public' } }, async (request) => {
    const input = parseInput(totpSetupSchema, request.body);
    const user = input.pending_token
      ? await findUserById(db, (await pendingSignIn(db, input.pending_token, ['totp-setup'])).userId!)
      : requireUser(request);
    if (!user) throw new AppError(400, SECURITY_MESSAGES.totpExpired);
    const issuer = await practiceNameOf(db, config.practiceName);
    return ok(await setUpTotp(db, totpKey, user, issuer));
  });

  app.post('/api/v1/auth/totp/confirm', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(totpConfirmSchema, request.body);
    const pending = input.pending_token ? await pendingSignIn(db, input.pending_token, ['totp-setup']) : null;
    const userId = pending ? pending.userId! : requireUser(request).id;
    const answer = await confirmSetup(ctxOf(request, reply), totpKey, userId, input.code, pending);
    return ok(answer, answer ? 'Signed in successfully.' : SECURITY_MESSAGES.totpEnabled);
  });

  app.post('/api/v1/auth/totp/verify', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(totpVerifySchema, request.body);
    const answer = await verifySignInCode(ctxOf(request, reply), totpKey, input.pending_token, input.code);
    return ok(answer, 'Signed in successfully.');
  });

  app.post('/api/v1/auth/totp/disable', { config: { access: 'signed-in' } }, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(totpDisableSchema, request.body);
    await disableTotp(ctxOf(request, reply), totpKey, user.id, input.code);
    return ok(null, SECURITY_MESSAGES.totpDisabled);
  });

  app.post('/api/v1/auth/totp/require', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const input = parseInput(totpRequireSchema, request.body);
    const before = await totpRequired(db);
    if (before !== input.required) await requireTotpForAll(db, admin.id, input.required, before, request.ip);
    return ok(
      { required: input.required },
      input.required
        ? 'Every staff member now needs an authenticator app to sign in.'
        : 'An authenticator app is now optional.',
    );
  });

  app.post('/api/v1/auth/totp/reset', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const input = parseInput(totpResetSchema, request.body);
    if (!(await resetTotpOf(db, admin.id, input.user_id, request.ip)))
      throw new AppError(404, SECURITY_MESSAGES.totpNotOn);
    return ok(
      null,
      'Their authenticator app is turned off. They can set up a new one at their next sign-in.',
    );
  });

  // Sessions and recent sign-ins ------------------------------------------------------------
  app.get('/api/v1/auth/sessions', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const [live, events] = await Promise.all([
      liveSessionsOf(db, user.id),
      recentSignIns(db, user.id, RECENT_SIGN_INS),
    ]);
    const answer: SessionsAnswer = {
      sessions: live.map((s) => ({
        id: publicSessionId(s.id),
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        ip: s.ip,
        browser: browserOf(s.userAgent),
        current: s.id === user.sessionId,
      })),
      sign_ins: events.map((e) => ({
        at: e.createdAt.toISOString(),
        ip: e.ip,
        browser: browserOf(e.userAgent),
        method: e.method,
        succeeded: e.succeeded,
      })),
    };
    return ok(answer);
  });

  app.post('/api/v1/auth/sessions/end', { config: { access: 'signed-in' } }, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(sessionEndSchema, request.body);
    if (input.id === OTHER_SESSIONS) {
      await inTransaction(db, async (tx) => {
        await deleteUserSessions(tx, user.id, user.sessionId);
        await writeAudit(tx, {
          userId: user.id,
          action: 'sign-out-others',
          entity: 'session',
          entityId: null,
          ip: request.ip,
        });
      });
      return ok(null, SECURITY_MESSAGES.othersEnded);
    }
    const session = (await liveSessionsOf(db, user.id)).find((s) => publicSessionId(s.id) === input.id);
    if (!session) throw new AppError(404, SECURITY_MESSAGES.sessionUnknown);
    await inTransaction(db, async (tx) => {
      await deleteSession(tx, session.id);
      await writeAudit(tx, {
        userId: user.id,
        action: 'sign-out',
        entity: 'session',
        entityId: null,
        changes: { browser: browserOf(session.userAgent) },
        ip: request.ip,
      });
    });
    if (session.id === user.sessionId) clearSessionCookie(reply);
    return ok(null, SECURITY_MESSAGES.sessionEnded);
  });
}
