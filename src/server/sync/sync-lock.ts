import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';

/** Longer than the slowest sync can take (every source at its 15 s limit), so a crash frees it. */
export const SYNC_LEASE_MS = 10 * 60_000;
const POLL_MS = 200;

/**
 * A lease row in app_settings, shared by every app server on the same database. Unlike a
 * transaction-scoped advisory lock it is not held inside a transaction, so the slow part of a
 * sync (fetching sheets) never keeps a transaction open; on embedded PGlite an open transaction
 * would stall every other request.
 */
export async function tryAcquireLease(
  db: Db,
  key: string,
  owner: string,
  leaseMs = SYNC_LEASE_MS,
): Promise<boolean> {
  const value = JSON.stringify({ owner, until: new Date(Date.now() + leaseMs).toISOString() });
  const result = await db.execute(sql`
    insert into app_settings (key, value, updated_at) values (${key}, ${value}::jsonb, now())
    on conflict (key) do update set value = excluded.value, updated_at = now()
      where (app_settings.value->>'until')::timestamptz < now()
    returning key`);
  return rows(result).length > 0;
}

export async function releaseLease(db: Db, key: string, owner: string): Promise<void> {
  await db.execute(sql`delete from app_settings where key = ${key} and value->>'owner' = ${owner}`);
}

async function waitForRelease(db: Db, key: string, leaseMs: number): Promise<void> {
  const deadline = Date.now() + leaseMs;
  while (Date.now() < deadline) {
    const result = await db.execute(
      sql`select 1 from app_settings where key = ${key} and (value->>'until')::timestamptz >= now()`,
    );
    if (!rows(result).length) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Syncs running in this process, per database, so a second press waits for the first one. */
const runningByDb = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Runs `work` at most once at a time per key across all servers. A press while a sync runs
 * (here or on another server) waits for it and answers `fresh()` (the counts after it) instead
 * of repeating the work, so pressing twice is safe and both presses get an answer.
 */
export async function runExclusive<T>(
  db: Db,
  key: string,
  work: () => Promise<T>,
  fresh: () => Promise<T>,
  leaseMs = SYNC_LEASE_MS,
): Promise<T> {
  const running = runningByDb.get(db) ?? new Map<string, Promise<unknown>>();
  runningByDb.set(db, running);
  const local = running.get(key);
  if (local) {
    await local.catch(() => undefined);
    return fresh();
  }
  const owner = randomUUID();
  const task = (async () => {
    if (!(await tryAcquireLease(db, `sync_lock:${key}`, owner, leaseMs))) {
      await waitForRelease(db, `sync_lock:${key}`, leaseMs);
      return fresh();
    }
    try {
      return await work();
    } finally {
      await releaseLease(db, `sync_lock:${key}`, owner);
    }
  })();
  running.set(key, task);
  try {
    return await task;
  } finally {
    running.delete(key);
  }
}
