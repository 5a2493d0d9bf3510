import { Worker } from 'node:worker_threads';
import { workerBootstrap } from '../lib/server-files';

/**
 * The main-thread side of pglite.worker.ts: the part of PGlite's client that drizzle and the
 * backup use (query, exec, transaction, dumpDataDir, close), each call a message to the thread.
 * A transaction's queries carry its id; PGlite's lock in the thread keeps other queries out
 * until it ends, as in one thread.
 */
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** Back to an Error with the fields the thread sent (code, detail, constraint, cause …). */
function revive(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'message') continue;
    (error as unknown as Record<string, unknown>)[k] =
      k === 'cause' && v && typeof v === 'object' ? revive(v as Record<string, unknown>) : v;
  }
  return error;
}

export type PgliteThread = {
  query: (
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ) => Promise<QueryResult>;
  exec: (text: string) => Promise<QueryResult[]>;
  transaction: <T>(
    work: (tx: Omit<PgliteThread, 'transaction' | 'dumpDataDir' | 'close'>) => Promise<T>,
  ) => Promise<T>;
  dumpDataDir: (compression?: 'gzip') => Promise<Blob>;
  close: () => Promise<void>;
};

export async function startPgliteThread(
  dataDir: string | undefined,
  textTypes: number[],
): Promise<PgliteThread> {
  const worker = new Worker(workerBootstrap('pglite'), {
    eval: true,
    workerData: { dataDir, textTypes },
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (msg: Reply) => {
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error) w.reject(revive(msg.error));
    else w.resolve(msg.result);
  });
  const fail = (error: Error) => {
    stopped = error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  // A stopped thread is a database that is down (SQLSTATE 58000, system error): the app answers
  // 503 and its health check says so, as when PGlite fails in the main thread.
  worker.on('exit', (code) =>
    fail(Object.assign(new Error(`The database thread stopped (${code}).`), { code: '58000' })),
  );
  await ready;

  const call = <T>(msg: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, ...msg });
    });
  };
  const client = (tx?: number) => ({
    query: (text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
      call<QueryResult>({ op: 'query', tx, text, params, rowMode: options?.rowMode }),
    exec: (text: string) => call<QueryResult[]>({ op: 'exec', tx, text }),
  });
  return {
    ...client(),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(client(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      const bytes = await call<Uint8Array>({ op: 'dump' });
      return new Blob([bytes as Uint8Array<ArrayBuffer>]);
    },
    async close() {
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
