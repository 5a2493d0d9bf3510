import { z } from 'zod';

/**
 * Settings → Security and the sign-in steps after a password (issue 51 point 3): the server's
 * request schemas. Types, words and the browser's name are in the Zod-free security-options.ts.
 */
export * from './security-options';

export const TOTP_DIGITS = 6;

const code = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));
const pendingToken = z.string().min(1).max(200);

/** POST /api/v1/auth/totp/setup: signed in, or a pending sign-in that must set one up. */
export const totpSetupSchema = z.object({ pending_token: pendingToken.optional() });
/** POST /api/v1/auth/totp/confirm: the first code of the secret shown at setup. */
export const totpConfirmSchema = z.object({ code, pending_token: pendingToken.optional() });
/** POST /api/v1/auth/totp/verify: the code after the password (or the e-mail link). */
export const totpVerifySchema = z.object({ code, pending_token: pendingToken });
/** POST /api/v1/auth/totp/disable: a current code, so a borrowed session cannot turn it off. */
export const totpDisableSchema = z.object({ code });
/** POST /api/v1/auth/totp/require (admins): every staff member needs an authenticator app. */
export const totpRequireSchema = z.object({ required: z.boolean() });
/** POST /api/v1/auth/totp/reset (admins): turns off a staff member's app (a lost phone). */
export const totpResetSchema = z.object({ user_id: z.coerce.number().int().positive() });

export const passkeyNameSchema = z.string().trim().max(60, 'At most 60 characters').optional();
/** POST /api/v1/auth/passkey/register: the browser's answer and an optional name. */
export const passkeyRegisterSchema = z.object({
  response: z.record(z.string(), z.unknown()),
  name: passkeyNameSchema,
});
/** POST /api/v1/auth/passkey/login: the browser's signed answer to a login-options challenge. */
export const passkeyLoginSchema = z.object({
  response: z.record(z.string(), z.unknown()),
  remember: z.boolean().optional().default(false),
});
export const passkeyDeleteSchema = z.object({ id: z.coerce.number().int().positive() });
/**
 * POST /api/v1/auth/sessions/end: one of the user's own sessions, by the id the list gave, or
 * `"others"`: every session of the user but this one.
 */
export const sessionEndSchema = z.object({ id: z.string().trim().min(1).max(64) });
