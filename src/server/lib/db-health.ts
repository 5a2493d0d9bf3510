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
};

export const DB_UNAVAILABLE = 'The database is not answering. Please try again in a minute.';

export function createDbHealth(db: Db, timeoutMs = 2000): DbHealth {
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
  };
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
