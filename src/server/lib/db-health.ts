import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Whether the database answers (issue 15: a failing DATA_DIR must surface, not hang every
 * request). The health route probes it with a time limit; a database failure seen by any request
 * marks it down, and while it is down every API request answers 503 at once instead of queueing
 * behind a database that will not answer. A probe at most once a second brings it back.
 */
export type DbHealth = {
  probe: () => Promise<boolean>;
  isDown: () => boolean;
  markDown: () => void;
  /**
   * A full disk (issue 25): reads go on, writes fail. A write refused for want of space marks it;
   * `diskReady` (the health route) answers false while it lasts, so a load balancer or a monitor
   * sees the server is not ready; it clears without a restart once the data folder has room again
   * (or, on PostgreSQL, whose disk we cannot see, once a write succeeds).
   */
  markDiskFull: () => void;
  writeSucceeded: () => void;
  diskReady: () => Promise<boolean>;
};

export const DB_UNAVAILABLE = 'The database is not answering. Please try again in a minute.';
export const DISK_FULL =
  "The server's disk is full, so nothing was saved. Free some space on the server (or ask whoever runs it to), then try again.";

/** Room a data folder needs to count as writable again: a WAL segment and some pages (16 MiB). */
const ROOM_AFTER_FULL = 16 * 1024 * 1024;
/** Below this the folder is full whatever the last write said. */
const ROOM_MINIMUM = 1024 * 1024;

async function freeBytes(folder: string): Promise<number | undefined> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

export function createDbHealth(db: Db, options: { timeoutMs?: number; dataDir?: string } = {}): DbHealth {
  const timeoutMs = options.timeoutMs ?? 2000;
  let diskFull = false;
  let down = false;
  let lastProbe = 0;
  let running: Promise<boolean> | undefined;

  const probe = () => {
    running ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const answered = db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const ok = await Promise.race([answered, timeout]);
      clearTimeout(timer);
      down = !ok;
      lastProbe = Date.now();
      running = undefined;
      return ok;
    })();
    return running;
  };

  return {
    probe,
    // While down, a request asks again at most once a second (and does not wait for it).
    isDown: () => {
      if (down && Date.now() - lastProbe > 1000 && !running) void probe();
      return down;
    },
    markDown: () => {
      down = true;
      lastProbe = Date.now();
    },
    markDiskFull: () => {
      diskFull = true;
    },
    writeSucceeded: () => {
      diskFull = false;
    },
    diskReady: async () => {
      if (!options.dataDir) return !diskFull;
      const free = await freeBytes(options.dataDir);
      if (free === undefined) return !diskFull;
      if (free < ROOM_MINIMUM) return false;
      if (diskFull && free >= ROOM_AFTER_FULL) diskFull = false;
      return !diskFull;
    },
  };
}

/** True for a write refused for want of disk space (SQLSTATE 53100 disk_full, or ENOSPC). */
export function isDiskFull(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '53100' || e.code === 'ENOSPC') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const SYSTEM_SQLSTATE = /^(08|53|57|58|XX)/;
const NODE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EROFS',
  'EIO',
  'ENOSPC',
]);

/** True for an error that says the database itself failed (not bad input or a constraint). */
export function isDatabaseFailure(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && ((code.length === 5 && SYSTEM_SQLSTATE.test(code)) || NODE_NET_CODES.has(code))) return true;
    if (e.name === 'RuntimeError' || e.name === 'ErrnoError') return true; // PGlite's WebAssembly failed
    if (typeof e.code === 'number' && e.name === 'ErrnoError') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A database error as it may be logged: its message and query text, never the parameters. */
export function redactDatabaseError(error: unknown): unknown {
  const e = error as { name?: string; message?: string; query?: string; params?: unknown; cause?: unknown };
  if (!e || typeof e !== 'object' || !('query' in e && 'params' in e)) return error;
  const cause = e.cause as { message?: string; code?: string; stack?: string } | undefined;
  return {
    type: e.name,
    query: e.query,
    message: cause?.message ?? 'query failed',
    code: cause?.code,
    stack: cause?.stack,
  };
}
