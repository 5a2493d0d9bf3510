import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyOut, SessionsAnswer, TotpSetupAnswer, TotpStatus } from '../../shared/security-options';
import { apiWrite, fetchData } from '../lib/api';
import { addPasskey } from './passkey-browser';

/** Settings → Security's reads and writes (issue 51 point 3). */
const PASSKEYS_KEY = ['auth', 'passkeys'] as const;
const TOTP_KEY = ['auth', 'totp'] as const;
const SESSIONS_KEY = ['auth', 'sessions'] as const;

export const usePasskeys = () =>
  useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => fetchData<PasskeyOut[]>('/api/v1/auth/passkeys') });
export const useTotpStatus = () =>
  useQuery({ queryKey: TOTP_KEY, queryFn: () => fetchData<TotpStatus>('/api/v1/auth/totp') });
export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => fetchData<SessionsAnswer>('/api/v1/auth/sessions') });

function useAuthMutation<V, T>(write: (v: V) => Promise<T>, keys: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useAddPasskey = () => useAuthMutation((name: string) => addPasskey(name), [PASSKEYS_KEY]);
export const useRemovePasskey = () =>
  useAuthMutation((id: number) => apiWrite('/api/v1/auth/passkey/delete', { id }), [PASSKEYS_KEY]);
export const useEndSession = () =>
  useAuthMutation((id: string) => apiWrite('/api/v1/auth/sessions/end', { id }), [SESSIONS_KEY]);
export const useTotpSetup = () =>
  useMutation({ mutationFn: () => apiWrite<TotpSetupAnswer>('/api/v1/auth/totp/setup', {}) });
export const useTotpConfirm = () =>
  useAuthMutation((code: string) => apiWrite('/api/v1/auth/totp/confirm', { code }), [TOTP_KEY]);
export const useTotpDisable = () =>
  useAuthMutation((code: string) => apiWrite('/api/v1/auth/totp/disable', { code }), [TOTP_KEY]);
export const useTotpRequire = () =>
  useAuthMutation((required: boolean) => apiWrite('/api/v1/auth/totp/require', { required }), [TOTP_KEY]);
