import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { browserOf, SECURITY_MESSAGES } from '../../shared/security';
import type { AppConfig } from '../config';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { authNow } from './auth-clock';
import {
  deletePasskey,
  insertChallenge,
  insertPasskey,
  passkeyByCredentialId,
  passkeysOf,
  passkeyUsed,
  recordChallengeUse,
  takeChallenge,
} from './security.repository';

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): discoverable credentials with user verification, so
 * one passkey is the whole sign-in (the device, and the PIN or fingerprint that unlocks it) and no
 * e-mail is typed first. The relying party is PUBLIC_URL: its host name is the RP ID, its origin
 * the only origin accepted. Challenges live 5 minutes, single use, shared by every app server: a
 * registration's in auth_challenges; a sign-in's is signed instead (HMAC under a key derived from
 * the session secret, with its expiry), so the public login-options writes nothing, and it is
 * recorded as used only once a passkey has signed it. A passkey sign-in is never subject to the
 * password throttles: nothing about it can be guessed, and refusing it would only let strangers
 * keep the owner out.
 */
const CHALLENGE_MINUTES = 5;

export type RelyingParty = { rpID: string; origin: string };

export function relyingPartyOf(config: AppConfig): RelyingParty {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const failed = (message: string = SECURITY_MESSAGES.passkeyFailed) => new AppError(400, message);

/**
 * SimpleWebAuthn and its certificate parsers take about a second of CPU to load: loaded at the
 * first passkey request, not at every server start.
 */
const webauthn = () => import('@simplewebauthn/server');
const webauthnHelpers = () => import('@simplewebauthn/server/helpers');

/** The challenge the browser signed, read from its client data (verified again by the library). */
async function challengeIn(response: { response?: { clientDataJSON?: unknown } }): Promise<string> {
  const { decodeClientDataJSON, isoBase64URL } = await webauthnHelpers();
  const data = response.response?.clientDataJSON;
  if (typeof data !== 'string' || !isoBase64URL.isBase64URL(data)) throw failed();
  try {
    return decodeClientDataJSON(data).challenge;
  } catch {
    throw failed();
  }
}

export async function registrationOptions(
  db: Db,
  config: AppConfig,
  user: { id: number; email: string; firstName: string; lastName: string },
) {
  const { rpID } = relyingPartyOf(config);
  const existing = await passkeysOf(db, user.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: await practiceNameOf(db, config.practiceName),
    rpID,
    userName: user.email,
    // The account's number, not its e-mail: the authenticator keeps it as the passkey's user handle.
    userID: new TextEncoder().encode(`nutridesk-user-${user.id}`),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: (p.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await insertChallenge(db, {
    id: options.challenge,
    purpose: 'passkey-register',
    userId: user.id,
    expiresAt: new Date(authNow() + CHALLENGE_MINUTES * 60_000),
  });
  return options;
}

export async function registerPasskey(
  db: Db,
  config: AppConfig,
  user: { id: number },
  input: { response: Record<string, unknown>; name?: string },
  client: { ip: string; userAgent: string | undefined },
) {
  const response = input.response as unknown as RegistrationResponseJSON;
  const challenge = await challengeIn(response);
  const pending = await takeChallenge(db, challenge, ['passkey-register']);
  if (!pending || pending.userId !== user.id) throw failed();
  const { rpID, origin } = relyingPartyOf(config);
  const { verifyRegistrationResponse } = await webauthn();
  const { isoBase64URL } = await webauthnHelpers();
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw failed();
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  if (await passkeyByCredentialId(db, credential.id))
    throw new AppError(409, 'This passkey is added already.');
  return inTransaction(db, async (tx) => {
    const row = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name || browserOf(client.userAgent),
      createdAt: new Date(authNow()),
    });
    await writeAudit(tx, {
      userId: user.id,
      action: 'passkey-add',
      entity: 'passkey',
      entityId: row.id,
      changes: { name: row.name, synced: row.deviceType === 'multiDevice' },
      ip: client.ip,
    });
    return row;
  });
}

/** The key that signs sign-in challenges. */
export function challengeKeyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'nutridesk', 'passkey-login-challenge-v1', 32));
}

/** 16 random bytes, the expiry (ms, 8 bytes) and a 16-byte HMAC of both. */
function signedChallenge(key: Buffer): Uint8Array<ArrayBuffer> {
  const body = Buffer.alloc(24);
  randomBytes(16).copy(body);
  body.writeBigUInt64BE(BigInt(authNow() + CHALLENGE_MINUTES * 60_000), 16);
  const mac = createHmac('sha256', key).update(body).digest().subarray(0, 16);
  const bytes = new Uint8Array(new ArrayBuffer(40));
  bytes.set(Buffer.concat([body, mac]));
  return bytes;
}

/** The expiry of a challenge this server signed and that has not expired, else null. */
function signedChallengeExpiry(key: Buffer, challenge: string): Date | null {
  const bytes = Buffer.from(challenge, 'base64url');
  if (bytes.length !== 40) return null;
  const body = bytes.subarray(0, 24);
  const mac = createHmac('sha256', key).update(body).digest().subarray(0, 16);
  if (!timingSafeEqual(mac, bytes.subarray(24))) return null;
  const expires = Number(body.readBigUInt64BE(16));
  return expires > authNow() ? new Date(expires) : null;
}

export async function loginOptions(config: AppConfig, key: Buffer) {
  const { rpID } = relyingPartyOf(config);
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID,
    challenge: signedChallenge(key),
    userVerification: 'required',
    timeout: CHALLENGE_MINUTES * 60_000,
  });
}

/** Checks a signed challenge: the passkey's user id, or an error the sign-in page shows. */
export async function verifyPasskeyLogin(
  db: Db,
  config: AppConfig,
  key: Buffer,
  raw: Record<string, unknown>,
) {
  const response = raw as unknown as AuthenticationResponseJSON;
  const challenge = await challengeIn(response);
  const expires = signedChallengeExpiry(key, challenge);
  if (!expires || typeof response.id !== 'string') throw failed();
  const passkey = await passkeyByCredentialId(db, response.id);
  if (!passkey) throw failed(SECURITY_MESSAGES.passkeyUnknown);
  const { rpID, origin } = relyingPartyOf(config);
  const { verifyAuthenticationResponse } = await webauthn();
  const { isoBase64URL } = await webauthnHelpers();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: (passkey.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    },
  }).catch(() => null);
  if (!verified?.verified) throw failed();
  // Single use: the first answer to a challenge records it; a replay finds it recorded.
  if (!(await recordChallengeUse(db, challenge, 'passkey-login-used', expires))) throw failed();
  await passkeyUsed(db, passkey.id, verified.authenticationInfo.newCounter);
  return passkey.userId;
}

export async function removePasskey(db: Db, userId: number, id: number, ip: string) {
  return inTransaction(db, async (tx) => {
    const row = await deletePasskey(tx, userId, id);
    if (!row) return false;
    await writeAudit(tx, {
      userId,
      action: 'passkey-remove',
      entity: 'passkey',
      entityId: row.id,
      changes: { name: row.name },
      ip,
    });
    return true;
  });
}
