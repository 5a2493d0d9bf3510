import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software for API tests (Playwright uses Chromium's virtual one):
 * an ES256 key pair, "none" attestation, user presence and verification always given. It answers
 * the JSON the browser's @simplewebauthn/browser would send for the server's options.
 */
type CreationOptions = {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
};
type RequestOptions = { challenge: string; rpId?: string };

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());

export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = new Uint8Array(randomBytes(32));
  let userHandle = '';
  let counter = 0;
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);

  const authData = (rpId: string, attested: boolean) => {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const count = new Uint8Array(4);
    new DataView(count.buffer).setUint32(0, counter);
    const parts: Uint8Array[] = [sha256(rpId), new Uint8Array([flags]), count];
    if (attested) {
      const length = new Uint8Array(2);
      new DataView(length.buffer).setUint16(0, credentialId.length);
      parts.push(new Uint8Array(16), length, credentialId, isoCBOR.encode(cose));
    }
    return new Uint8Array(Buffer.concat(parts));
  };
  const clientData = (type: string, challenge: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64(credentialId),
    /** The browser's answer to register-options. */
    register(options: CreationOptions) {
      userHandle = options.user.id;
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(rpId, true)],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The browser's answer to login-options. */
    login(options: RequestOptions) {
      counter += 1;
      const data = authData(options.rpId ?? new URL(origin).hostname, false);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(new Uint8Array(signature)),
          userHandle: userHandle || undefined,
        },
        clientExtensionResults: {},
      };
    },
  };
}
