import { apiWrite, type Written } from '../lib/api';

/**
 * The browser's side of passkeys (@simplewebauthn/browser, loaded on first use so the sign-in
 * page's first paint does not carry it): sign in with one, or add one in Settings → Security.
 */
type Options = Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<
  typeof import('@simplewebauthn/browser').startRegistration
>[0]['optionsJSON'];

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser's own refusal (cancelled, timed out, no passkey) in words. */
function cancelled(error: unknown): Error {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new Error('The passkey was not used (cancelled or timed out). Please try again.');
  if (name === 'InvalidStateError') return new Error('This passkey is added already.');
  return error instanceof Error ? error : new Error(String(error));
}

export async function signInWithPasskey(remember: boolean): Promise<Written<unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { data: optionsJSON } = await apiWrite<Options>('/api/v1/auth/passkey/login-options', {});
  const response = await startAuthentication({ optionsJSON }).catch((e: unknown) => {
    throw cancelled(e);
  });
  return apiWrite('/api/v1/auth/passkey/login', { response, remember });
}

export async function addPasskey(name: string): Promise<Written<{ id: number; name: string }>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { data: optionsJSON } = await apiWrite<CreationOptions>('/api/v1/auth/passkey/register-options', {});
  const response = await startRegistration({ optionsJSON }).catch((e: unknown) => {
    throw cancelled(e);
  });
  return apiWrite('/api/v1/auth/passkey/register', { response, name: name.trim() || undefined });
}
