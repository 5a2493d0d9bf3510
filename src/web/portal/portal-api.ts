/**
 * The plan link's requests. The read is made here rather than through lib/api's fetchData because
 * the page needs what fetchData drops: the HTTP status (404 unknown link, 410 revoked or ended) and
 * the service worker's mark on an answer it served from its cache (the date it was saved, shown
 * as "Last updated" when the phone is offline). Writes go through apiWrite like every write.
 */
import { portalReadPath } from '../../shared/list-requests';
import { ApiError, apiWrite, type Envelope } from '../lib/api';
import type { LinkState, PortalView, TickStatus } from './portal-types';

/** Set by the service worker (portal-sw.js) on an answer it took from its cache: when it was saved. */
export const SAVED_AT_HEADER = 'x-portal-saved-at';

/** The link's read; its other calls are under it. The server preloads the read (shared/list-requests.ts). */
export const portalPath = portalReadPath;

export type PortalRead = { view: PortalView; savedAt: string | null };

export type PortalLoadFailure =
  | { kind: 'closed'; state: LinkState; message: string }
  | { kind: 'not-found' }
  | { kind: 'unreachable' };

export class PortalLoadError extends Error {
  constructor(public readonly failure: PortalLoadFailure) {
    super(failure.kind);
  }
}

/** The link's refusal state in a 410 answer's envelope, if it is one. */
export function closedState(envelope: Envelope | undefined): LinkState | null {
  const data = envelope?.data as { state?: unknown } | undefined;
  return data?.state === 'revoked' || data?.state === 'ended' ? data.state : null;
}

export async function readPortal(token: string): Promise<PortalRead> {
  let response: Response;
  let body: Envelope<PortalView> | undefined;
  try {
    response = await fetch(portalPath(token), { credentials: 'same-origin' });
    body = (await response.json()) as Envelope<PortalView>;
  } catch {
    throw new PortalLoadError({ kind: 'unreachable' });
  }
  if (response.status === 404) throw new PortalLoadError({ kind: 'not-found' });
  const state = response.status === 410 ? closedState(body as Envelope) : null;
  if (state) throw new PortalLoadError({ kind: 'closed', state, message: body.message });
  if (!response.ok || body.success !== 1) throw new PortalLoadError({ kind: 'unreachable' });
  return { view: body.data, savedAt: response.headers.get(SAVED_AT_HEADER) };
}

export type TickBody = {
  request_id: string;
  meal_id: number;
  date: string;
  status: TickStatus;
  note?: string;
};

/**
 * The language the page shows (PortalLanguage sets it on <html lang>), sent with each write so
 * the server answers in it (decision 216); read when the write leaves, so a tick queued offline
 * is answered in the language of the moment it is sent.
 */
const pageLanguage = (): 'en' | 'hi' =>
  typeof document !== 'undefined' && document.documentElement.lang === 'hi' ? 'hi' : 'en';

export const sendTick = (token: string, body: TickBody) =>
  apiWrite<unknown>(`${portalPath(token)}/tick`, { ...body, lang: pageLanguage() });

export type WeightBody = { request_id: string; date: string; weight_kg: number; waist_cm?: number };

export const sendWeight = (token: string, body: WeightBody) =>
  apiWrite<unknown>(`${portalPath(token)}/weight`, { ...body, lang: pageLanguage() });

/** The link was refused (revoked or ended) when this write was sent. */
export const refusedAsClosed = (error: unknown) =>
  error instanceof ApiError && closedState(error.envelope) !== null;

/** The phone could not reach the server: the write waits for the connection. */
export const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * A UUID for a write's request_id (the server stores a retried write once). crypto.randomUUID
 * exists only on secure pages; a practice serving over plain http on its own network still gets one.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
