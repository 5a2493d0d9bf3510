import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sendWeight, type WeightBody } from './portal-api';
import { portalKey, portalQuery } from './portal-read-query';
import { closedByTicks, flushTicks, readTicks, subscribeTicks } from './tick-queue';

export { portalKey };

/** The plan link's view (started by the app's entry already when the page was opened by its link). */
export const usePortal = (token: string) => useQuery(portalQuery(token));

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
      if (closedByTicks(readTicks(token))) void queryClient.invalidateQueries({ queryKey: portalKey(token) });
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
