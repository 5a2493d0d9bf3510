/**
 * Settings → Security and the sign-in steps after a password (issue 51 point 3): the answers'
 * types, words and the browser's name. Zod-free, so the sign-in page's first paint has no Zod
 * (decision 268); the schemas are in shared/security.ts, which re-exports this.
 */

/** A sign-in that needs a second step answers this instead of a session. */
export type SecondFactor = 'totp' | 'totp-setup';
export type SecondFactorAnswer = { second_factor: SecondFactor; pending_token: string };
export type SignedInAnswer = { id: number; type: string };
export type SignInAnswer = SignedInAnswer | SecondFactorAnswer;
export const needsSecondFactor = (answer: unknown): answer is SecondFactorAnswer =>
  typeof answer === 'object' && answer !== null && 'second_factor' in answer;

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

/** The id of POST /api/v1/auth/sessions/end that signs out every other session. */
export const OTHER_SESSIONS = 'others';

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
  othersEnded: 'Every other browser is signed out.',
} as const;
