/**
 * The plan link's read as a TanStack query. Kept free of UI code: the app's entry imports it to
 * start the read before the page's chunks have loaded (app/route-prefetch.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { PortalLoadError, readPortal } from './portal-api';

export const portalKey = (token: string) => ['portal', token] as const;

/** An unknown, revoked or ended link stays so: only an unreachable server is asked again. */
const retryUnreachable = (count: number, error: unknown) =>
  count < 2 && error instanceof PortalLoadError && error.failure.kind === 'unreachable';

/** Read at every open: the plan may have changed since. */
export const portalQuery = (token: string) =>
  queryOptions({
    queryKey: portalKey(token),
    queryFn: () => readPortal(token),
    retry: retryUnreachable,
    staleTime: 30_000,
  });

/** '/my-plan/<token>' → the token, else null. */
export function portalTokenOf(pathname: string): string | null {
  const match = /^\/my-plan\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}
