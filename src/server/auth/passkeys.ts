import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
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
  takeChallenge,
} from './security.repository';

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): discoverable credentials with user verification, so
 * one passkey is the whole sign-in (the device, and the PIN or fingerprint that unlocks it) and no
 * e-mail is typed first. The relying party is PUBLIC_URL: its host name is the RP ID, its origin
 * the only origin accepted. Challenges live 5 minutes in auth_challenges, single use, shared by
 * every app server. A passkey sign-in is never subject to the password throttles: nothing about it
 * can be guessed, and refusing it would only let strangers keep the owner out.
 */
const CHALLENGE_MINUTES = 5;

export type RelyingParty = { rpID: string; origin: string };

export function relyingPartyOf(config: AppConfig): RelyingParty {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const failed = (message: string = SECURITY_MESSAGES.passkeyFailed) => new AppError(400, message);

/** The challenge the browser signed, read from its client data (verified again by the library). */
function challengeIn(response: { response?: { clientDataJSON?: unknown } }): string {
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
  const challenge = challengeIn(response);
  const pending = await takeChallenge(db, challenge, ['passkey-register']);
  if (!pending || pending.userId !== user.id) throw failed();
  const { rpID, origin } = relyingPartyOf(config);
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

export async function loginOptions(db: Db, config: AppConfig) {
  const { rpID } = relyingPartyOf(config);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await insertChallenge(db, {
    id: options.challenge,
    purpose: 'passkey-login',
    expiresAt: new Date(authNow() + CHALLENGE_MINUTES * 60_000),
  });
  return options;
}

/** Checks a signed challenge: the passkey's user id, or an error the sign-in page shows. */
export async function verifyPasskeyLogin(db: Db, config: AppConfig, raw: Record<string, unknown>) {
  const response = raw as unknown as AuthenticationResponseJSON;
  const challenge = challengeIn(response);
  if (!(await takeChallenge(db, challenge, ['passkey-login']))) throw failed();
  if (typeof response.id !== 'string') throw failed();
  const passkey = await passkeyByCredentialId(db, response.id);
  if (!passkey) throw failed(SECURITY_MESSAGES.passkeyUnknown);
  const { rpID, origin } = relyingPartyOf(config);
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
