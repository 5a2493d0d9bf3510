import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/session-user';
import { ApiError, fetchData } from '../lib/api';

export const SESSION_KEY = ['session-user'] as const;

/** The session check's query (also started early by the planner's prefetch). */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<SessionUser | null> => {
    // /auth/session answers 200 when signed out too: no failed request in the console on /login.
    try {
      return (await fetchData<{ user: SessionUser | null }>('/api/v1/auth/session')).user;
    } catch (error) {
      // An answer that says no (success 0) is "signed out"; no answer at all stays an error.
      if (error instanceof ApiError && error.envelope) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
};

/** The signed-in user, or null. Fetched once and shared by the guard, the top bar and pages. */
export function useSessionUser() {
  return useQuery(sessionQuery);
}

/** The signed-in user inside guarded pages (the guard guarantees one). */
export function useCurrentUser(): SessionUser {
  const { data } = useSessionUser();
  if (!data) throw new Error('useCurrentUser outside the signed-in area');
  return data;
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_KEY });
}
