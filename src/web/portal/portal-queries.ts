import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { PortalLoadError, type PortalRead, readPortal, sendWeight, type WeightBody } from './portal-api';
import { CLOSED_REASON, flushTicks, readTicks, subscribeTicks } from './tick-queue';

export const portalKey = (token: string) => ['portal', token] as const;

/** An unknown, revoked or ended link stays so: only an unreachable server is asked again. */
const retryUnreachable = (count: number, error: unknown) =>
  count < 2 && error instanceof PortalLoadError && error.failure.kind === 'unreachable';

/** The plan link's view, read at every open (the plan may have changed since). */
export function usePortal(token: string) {
  return useQuery<PortalRead>({
    queryKey: portalKey(token),
    queryFn: () => readPortal(token),
    retry: retryUnreachable,
    staleTime: 30_000,
  });
}

export function useSendWeight(token: string) {
  return useMutation({ mutationFn: (body: WeightBody) => sendWeight(token, body) });
}

/** This phone's ticks of the link (pending, sent, failed), redrawn as they change. */
export function useQueuedTicks(token: string) {
  return useSyncExternalStore(subscribeTicks, () => readTicks(token));
}

/**
 * Sends the ticks kept on the phone now, whenever the connection returns, and after each new
 * tick; a tick refused because the link was closed reloads the view, which then shows the
 * closed-link page.
 */
export function useTickSync(token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = async () => {
      await flushTicks(token);
      if (readTicks(token).some((t) => t.state === 'failed' && t.reason === CLOSED_REASON))
        void queryClient.invalidateQueries({ queryKey: portalKey(token) });
    };
    void flush();
    window.addEventListener('online', flush);
    const stop = subscribeTicks(() => {
      if (readTicks(token).some((t) => t.state === 'pending')) void flush();
    });
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [token, queryClient]);
}
