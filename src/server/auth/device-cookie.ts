import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../lib/tokens';

/**
 * OWASP's "device cookie" (decision 130): a browser that has signed in to an account gets a signed
 * cookie naming that account and a random nonce. Its later sign-ins to that account skip the
 * per-account slow-down that strangers elsewhere can trigger, so they cannot keep the owner out.
 * The cookie is signed with the session secret (a copied value for another account does not
 * verify) and goes only to the sign-in route.
 */
const DEVICE_COOKIE_PREFIX = 'device_';
const DEVICE_COOKIE_PATH = '/api/v1/auth/login';
const DEVICE_COOKIE_DAYS = 365;

const cookieName = (userId: number) => `${DEVICE_COOKIE_PREFIX}${userId}`;

/** The SHA-256 of the nonce of this browser's device cookie for the account, if it has a valid one. */
export function deviceOf(request: FastifyRequest, userId: number): string | null {
  const raw = request.cookies[cookieName(userId)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [owner, nonce] = unsigned.value.split('.');
  return owner === String(userId) && nonce ? hashToken(nonce) : null;
}

/** Marks this browser as one that signed in to the account (a new nonce at every sign-in). */
export function setDeviceCookie(reply: FastifyReply, userId: number, secure: boolean) {
  reply.setCookie(cookieName(userId), `${userId}.${newToken()}`, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
