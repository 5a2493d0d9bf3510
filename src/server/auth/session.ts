import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DIETICIAN } from '../../shared/auth';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';
import { findSessionUser, insertSession, touchSession } from './auth.repository';

export const SESSION_COOKIE = 'sid';
const PERSISTENT_DAYS = 30;
/** A browser-session cookie still needs a server-side end: 12 hours without "Remember password". */
const BROWSER_SESSION_HOURS = 12;

export type RequestUser = {
  id: number;
  type: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /**
   * The nutritionist profile id: a nutritionist's own, or an admin's who also practises (decision
   * 309; only while that profile is ACTIVE). Null for an admin who does not practise.
   */
  nutritionistId: number | null;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

export async function startSession(
  db: Db,
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
  persistent: boolean,
  secure: boolean,
) {
  const token = newToken();
  const ms = persistent ? PERSISTENT_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + ms);
  await insertSession(db, {
    id: hashToken(token),
    userId,
    persistent,
    expiresAt,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Reads the session cookie of every /api request into request.user. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const sessionId = hashToken(unsigned.value);
    const row = await findSessionUser(opts.db, sessionId);
    if (!row || !row.user.isActive) return;
    if (row.user.type === DIETICIAN && row.nutritionistStatus && row.nutritionistStatus !== 'ACTIVE') return;
    request.user = {
      id: row.user.id,
      type: row.user.type,
      email: row.user.email,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      isAdmin: row.user.type !== DIETICIAN,
      // An admin's own profile counts only while ACTIVE (turned off, it stays for the history).
      nutritionistId:
        row.user.type !== DIETICIAN && row.nutritionistStatus !== 'ACTIVE'
          ? null
          : (row.nutritionistId ?? null),
      sessionId,
    };
    // Refresh last-seen at most every 5 minutes, not on every request.
    if (Date.now() - row.lastSeenAt.getTime() > 300_000) await touchSession(opts.db, sessionId);
  });
});

export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): RequestUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only an admin can do this.');
  return user;
}
