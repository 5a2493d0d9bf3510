/**
 * The client's meal ticks as this phone keeps them (issue 28: saved at once, kept on the phone,
 * sent when the connection returns). Each tick is stored in localStorage with its request_id before
 * it is sent, so a tick made offline, or in a page closed before the answer came, is sent on the
 * next load or `online` event, and the server stores a retried tick once. A tick the server
 * refuses stays as 'failed' with the reason (the page shows it could not be sent); none is dropped
 * silently. Sent ticks stay too, for the three days a client can tick: the plan the service worker
 * shows offline may be older than them.
 */
import { ApiError } from '../lib/api';
import { closedState, sendTick, type TickBody, unreachable } from './portal-api';
import type { LinkState, TickStatus } from './portal-types';

export type QueuedTick = {
  request_id: string;
  meal_id: number;
  date: string;
  status: TickStatus;
  note: string | null;
  /** The meal and day as the client saw them ('Breakfast, Wed 25 Nov'), for the list of unsent ticks. */
  label: string;
  state: 'pending' | 'sent' | 'failed';
  /** Why the server refused it: 'closed:revoked' / 'closed:ended' (410) or its message. */
  reason?: string;
};

const CLOSED_PREFIX = 'closed:';

/** The link state a refused tick was answered with (410), or null for any other refusal. */
export function closedStateOf(reason: string | undefined): LinkState | null {
  const state = reason?.startsWith(CLOSED_PREFIX) ? reason.slice(CLOSED_PREFIX.length) : null;
  return state === 'revoked' || state === 'ended' ? state : null;
}

/** This phone's latest word that the link no longer works: a tick refused with 410. */
export const closedByTicks = (ticks: QueuedTick[]): LinkState | null =>
  ticks.map((t) => (t.state === 'failed' ? closedStateOf(t.reason) : null)).find((s) => s !== null) ?? null;

const keyOf = (token: string) => `nutridesk.portal.ticks.${token}`;
const listeners = new Set<() => void>();
const cache = new Map<string, QueuedTick[]>();

export function readTicks(token: string): QueuedTick[] {
  const cached = cache.get(token);
  if (cached) return cached;
  let list: QueuedTick[] = [];
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(token)) ?? '[]');
    if (Array.isArray(parsed)) list = parsed as QueuedTick[];
  } catch {
    list = [];
  }
  cache.set(token, list);
  return list;
}

function writeTicks(token: string, list: QueuedTick[]) {
  cache.set(token, list);
  try {
    localStorage.setItem(keyOf(token), JSON.stringify(list));
  } catch {
    // storage full or blocked: the tick is still sent from this page
  }
  for (const listener of listeners) listener();
}

export function subscribeTicks(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sameMeal = (a: { meal_id: number; date: string }, b: { meal_id: number; date: string }) =>
  a.meal_id === b.meal_id && a.date === b.date;

/** A new tick replaces this phone's earlier one for the meal and day (the server keeps the latest too). */
export function addTick(token: string, tick: Omit<QueuedTick, 'state'>) {
  const rest = readTicks(token).filter((t) => !sameMeal(t, tick));
  writeTicks(token, [...rest, { ...tick, state: 'pending' }]);
}

/** Sent ticks older than the days a client can tick are no longer needed on the phone. */
export function forgetSentBefore(token: string, oldestTickDate: string) {
  const list = readTicks(token);
  const kept = list.filter((t) => t.state !== 'sent' || t.date >= oldestTickDate);
  if (kept.length !== list.length) writeTicks(token, kept);
}

function settle(token: string, requestId: string, change: Partial<QueuedTick>) {
  writeTicks(
    token,
    readTicks(token).map((t) => (t.request_id === requestId ? { ...t, ...change } : t)),
  );
}

const flushing = new Set<string>();

/**
 * Sends the phone's pending ticks, oldest first. Stops at the first one the server cannot be
 * reached for (the rest wait with it); a refused tick is marked failed with the reason.
 */
export async function flushTicks(token: string): Promise<void> {
  if (flushing.has(token)) return;
  flushing.add(token);
  try {
    for (;;) {
      const next = readTicks(token).find((t) => t.state === 'pending');
      if (!next) return;
      const body: TickBody = {
        request_id: next.request_id,
        meal_id: next.meal_id,
        date: next.date,
        status: next.status,
        ...(next.note ? { note: next.note } : {}),
      };
      try {
        await sendTick(token, body);
        settle(token, next.request_id, { state: 'sent' });
      } catch (error) {
        if (unreachable(error)) return;
        const closed = error instanceof ApiError ? closedState(error.envelope) : null;
        const reason = closed
          ? CLOSED_PREFIX + closed
          : error instanceof ApiError
            ? error.message
            : String(error);
        settle(token, next.request_id, { state: 'failed', reason });
      }
    }
  } finally {
    flushing.delete(token);
  }
}
