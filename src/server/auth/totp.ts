import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { authNow } from './auth-clock';

/**
 * Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s, what every app reads). The secret is
 * kept encrypted with AES-256-GCM under a key derived from the session secret (HKDF), so a copy of
 * the database alone does not give the codes when SESSION_SECRET is set outside it; it is sent to
 * the browser once, at setup, and never again.
 */
const PERIOD = 30;

export type TotpKey = Buffer;

export function totpKeyOf(sessionSecret: string): TotpKey {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'nutridesk', 'totp-secret-v1', 32));
}

export function encryptSecret(key: TotpKey, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The base32 secret, or null when it cannot be read (another key: SESSION_SECRET changed). */
export function decryptSecret(key: TotpKey, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

const totpOf = (base32: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });

/** A new secret with its otpauth:// address and that address as a QR image (a data: URL). */
export async function newTotpSecret(issuer: string, label: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, label, issuer).toString();
  const qr = await QRCode.toDataURL(uri, { margin: 2, width: 220, errorCorrectionLevel: 'M' });
  return { secret, uri, qr };
}

/**
 * The 30-second step of a right code (one step of clock drift either way), or null. The caller
 * takes the step once (a code works once).
 */
export function stepOfCode(base32: string, code: string, now = authNow()): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an app shows at a moment (tests play the phone). */
export function codeAt(base32: string, at: number): string {
  return totpOf(base32).generate({ timestamp: at });
}
