import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/server-files';
import { lockDataDir } from './data-dir-lock';
import { type PgliteThread, startPgliteThread } from './pglite-thread';
import * as schema from './schema/index';

/**
 * One type for both drivers. The query builder is the same for PGlite and node-postgres; only
 * raw result shapes differ, so repositories use the builder (or `rows(...)` below) only.
 */
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The PGlite instance (tests dump it as a template); undefined on PostgreSQL. */
  pglite?: PGlite;
};

/**
 * Drizzle asks PGlite to keep dates, timestamps and intervals (and their arrays) as text by
 * passing these parsers with every query, and PGlite then copies its table of 318 parsers into
 * a new object for every result: about 0.2 ms of a 0.45 ms query. Setting them on the instance
 * once and leaving them out of each query gives the same values for half the cost (decision 064).
 */
const AS_TEXT = (value: string) => value;
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

type Queryable = { query: (...args: never[]) => unknown; transaction?: (...args: never[]) => unknown };

/** The client drizzle sees: queries without per-query parsers; transactions wrapped alike. */
function withInstanceParsers<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      const q = t as unknown as Queryable & Record<string | symbol, unknown>;
      if (prop === 'query')
        return (text: string, params?: unknown[], options?: { parsers?: unknown }) => {
          const { parsers: _sameAsInstance, ...rest } = options ?? {};
          return (q.query as (...a: unknown[]) => unknown).call(t, text, params, rest);
        };
      if (prop === 'transaction' && q.transaction)
        return (work: (tx: object) => unknown) =>
          (q.transaction as (...a: unknown[]) => unknown).call(t, (tx: object) =>
            work(withInstanceParsers(tx)),
          );
      const value = Reflect.get(t, prop, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

/**
 * PGlite's WebAssembly, compiled once per process, and its file bundle, read once: a process that
 * opens many databases (an API test worker opens one per test file) skips about half a second of
 * CPU for each after the first.
 */
let pgliteFilesOnce:
  | Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>
  | undefined;
function pgliteFiles() {
  pgliteFilesOnce ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map((file) => WebAssembly.compile(readFileSync(path.join(dist, file)))),
    );
    return {
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteFilesOnce;
}

export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob /** The folder to lock (default dataDir). */;
    lockDir?: string;
    /** Run PGlite in a worker thread, off the event loop (decision 064). */
    thread?: boolean;
  } = {},
): Promise<Database> {
  // Every process that opens a folder takes its lock first; a second one stops here (decision 060).
  const lock = options.dataDir ? await lockDataDir(options.lockDir ?? options.dataDir) : undefined;
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  if (options.thread && !options.loadDataDir) {
    let thread: PgliteThread;
    try {
      thread = await startPgliteThread(options.dataDir, DRIZZLE_TEXT_TYPES);
    } catch (error) {
      await lock?.release();
      throw new Error(
        `The embedded database in ${options.dataDir ?? 'memory'} could not be opened: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const db = drizzlePglite({ client: thread as never, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: thread as unknown as PGlite,
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: async () => {
        try {
          await thread.close();
        } finally {
          await lock?.release();
        }
      },
    };
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      ...(await pgliteFiles()),
    });
  } catch (error) {
    await lock?.release();
    // PGlite says only 'failed to initialize': name the folder so the operator knows where to look.
    throw new Error(
      `The embedded database in ${options.dataDir ?? 'memory'} could not be opened: ${(error as Error).message}`,
      { cause: error },
    );
  }
  // Array types are registered while the instance starts; the text parsers go on top of them.
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = AS_TEXT;
  const db = drizzlePglite({ client: withInstanceParsers(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // DATE columns stay 'YYYY-MM-DD' strings on both drivers.
  pool.on('connect', () => undefined);
  // An idle pooled connection that the server ends (a restart, a failover, a dropped test database)
  // is an 'error' event on the pool; unhandled, it would end the process. The pool discards that
  // connection and the next query opens a new one; a server that stays down fails that query (503).
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export class DataDirNotWritableError extends Error {}

/**
 * The embedded database writes to DATA_DIR (and its pglite folder); a folder it cannot write
 * must stop the start with a clear message, not leave a server that answers nothing (issue 15).
 * Tried by writing a file, which also catches read-only mounts (EROFS), where root is refused too.
 */
export function assertWritableDataDir(dataDir: string): void {
  for (const folder of [dataDir, path.join(dataDir, 'pglite')]) {
    const probe = path.join(folder, `.write-test-${process.pid}`);
    try {
      if (folder === dataDir) mkdirSync(folder, { recursive: true });
      writeFileSync(probe, '');
      rmSync(probe, { force: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && folder !== dataDir) continue; // no database yet: it is created
      throw new DataDirNotWritableError(
        `DATA_DIR ${dataDir} cannot be written (${code ?? (error as Error).message}). ` +
          'NutriDesk keeps its database there: give the user running it write access to the ' +
          'folder, or set DATA_DIR to a folder it can write.',
      );
    }
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  assertWritableDataDir(config.dataDir);
  return openPglite({
    dataDir: path.join(config.dataDir, 'pglite'),
    lockDir: config.dataDir,
    // PGlite's WebAssembly in its own thread, off the HTTP event loop (decision 064);
    // PGLITE_THREAD=0 keeps it on the event loop.
    thread: process.env.PGLITE_THREAD !== '0',
  });
}

/** Rows of a raw `db.execute(sql…)`, whichever driver answered. */
export function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Runs `work` in one transaction: everything it writes (the record and its audit row) commits
 * together or not at all. The transaction handle has the same query builder as `Db`.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
