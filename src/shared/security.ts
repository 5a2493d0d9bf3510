import { z } from 'zod';

/**
 * Settings → Security and the sign-in steps after a password (issue 51 point 3): passkeys, the
 * authenticator app (TOTP), active sessions and recent sign-ins. The server's schemas and answers.
 */

/** A sign-in that needs a second step answers this instead of a session. */
export type SecondFactor = 'totp' | 'totp-setup';
export type SecondFactorAnswer = { second_factor: SecondFactor; pending_token: string };
export type SignedInAnswer = { id: number; type: string };
export type SignInAnswer = SignedInAnswer | SecondFactorAnswer;
export const needsSecondFactor = (answer: unknown): answer is SecondFactorAnswer =>
  typeof answer === 'object' && answer !== null && 'second_factor' in answer;

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
/** POST /api/v1/auth/sessions/end: one of the user's own sessions, by the id the list gave. */
export const sessionEndSchema = z.object({ id: z.string().trim().min(1).max(64) });

export type PasskeyOut = {
  id: number;
  name: string;
  synced: boolean;
  created_at: string;
  last_used_at: string | null;
};
export type TotpStatus = { enabled: boolean; required: boolean };
export type TotpSetupAnswer = { secret: string; uri: string; qr: string };
export type SessionOut = {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  browser: string;
  current: boolean;
};
export type SignInEventOut = {
  at: string;
  ip: string | null;
  browser: string;
  method: string;
  succeeded: boolean;
};
export type SessionsAnswer = { sessions: SessionOut[]; sign_ins: SignInEventOut[] };

/** How a sign-in was made, in words. */
export const METHOD_WORDS: Record<string, string> = {
  password: 'Password',
  passkey: 'Passkey',
  link: 'E-mail link',
  'password+totp': 'Password and authenticator code',
  'link+totp': 'E-mail link and authenticator code',
  totp: 'Wrong authenticator code',
};

/** "Chrome 131 on Windows" from a user agent; "Unknown browser" when it says nothing we know. */
export function browserOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browsers: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:HeadlessChrome|Chromium)\/(\d+)/, 'Chromium'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([re]) => re.test(ua));
  const system = systems.find(([re]) => re.test(ua))?.[1];
  const name = browser ? `${browser[1]} ${browser[0].exec(ua)?.[1] ?? ''}`.trim() : null;
  if (name && system) return `${name} on ${system}`;
  return name ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

export const SECURITY_MESSAGES = {
  totpAsk: 'Enter the 6-digit code from your authenticator app.',
  totpSetupAsk:
    'Your practice requires an authenticator app. Scan the code with the app on your phone, then enter the code it shows.',
  totpWrong: 'That code is not right. Check the time on your phone and try again.',
  totpExpired: 'This sign-in has expired. Please sign in again.',
  totpEnabled: 'Authenticator app turned on.',
  totpDisabled: 'Authenticator app turned off.',
  totpAlready: 'An authenticator app is already on. Turn it off first to set up another.',
  totpNotOn: 'No authenticator app is on for this account.',
  totpNoSetup: 'Set up the authenticator app first.',
  passkeyAdded: 'Passkey added. You can sign in with it from the sign-in page.',
  passkeyRemoved: 'Passkey removed.',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
  passkeyUnknown: 'This passkey is not known here. Sign in another way and add it in Settings → Security.',
  sessionEnded: 'That session is signed out.',
  sessionUnknown: 'That session has already ended.',
} as const;
