/**
 * The embedded database in its own thread (decision 064): PGlite's WebAssembly runs here, off the
 * HTTP event loop. Answers each { id, op, … } with { id, result } or { id, error }.
 * Transactions: `begin` opens one and keeps it open (PGlite's own lock keeps every other query
 * out) until `end` commits or rolls it back; queries carrying its `tx` run inside it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

type Message =
  | { id: number; op: 'query'; tx?: number; text: string; params?: unknown[]; rowMode?: 'array' | 'object' }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

const port = parentPort!;
const { dataDir, textTypes } = workerData as { dataDir?: string; textTypes: number[] };

/** An error as plain fields (PGlite's DatabaseError carries code, detail, constraint …). */
function plain(error: unknown): Record<string, unknown> {
  const e = error as Error & Record<string, unknown>;
  const out: Record<string, unknown> = {
    name: e?.name,
    message: e?.message ?? String(error),
    stack: e?.stack,
  };
  if (e && typeof e === 'object')
    for (const [k, v] of Object.entries(e)) {
      if (k === 'queryOptions') continue;
      out[k] = k === 'cause' ? plain(v) : v;
    }
  return out;
}

let db: PGlite;
try {
  db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  for (const type of textTypes) db.parsers[type] = (value: string) => value;
  port.postMessage({ id: 0, result: 'ready' });
} catch (error) {
  port.postMessage({ id: 0, error: plain(error) });
  throw error;
}

const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();

async function handle(msg: Message): Promise<unknown> {
  switch (msg.op) {
    case 'query': {
      const target = msg.tx ? open.get(msg.tx)?.tx : db;
      if (!target) throw new Error('Transaction is closed');
      const r = await target.query(msg.text, msg.params, { rowMode: msg.rowMode });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const target = msg.tx ? open.get(msg.tx)?.tx : db;
      if (!target) throw new Error('Transaction is closed');
      return (await target.exec(msg.text)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    }
    case 'begin': {
      const id = msg.id;
      return await new Promise((begun, failed) => {
        let end!: (commit: boolean) => void;
        const ended = new Promise<boolean>((resolve) => {
          end = resolve;
        });
        const done = db
          .transaction(async (tx) => {
            open.set(id, { tx, end, done });
            begun(id);
            if (!(await ended)) await tx.rollback();
          })
          .finally(() => open.delete(id));
        done.catch(failed);
      });
    }
    case 'end': {
      const t = open.get(msg.tx);
      if (!t) throw new Error('Transaction is closed');
      t.end(msg.commit);
      await t.done;
      return null;
    }
    case 'dump': {
      const internal = db as unknown as { _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T> };
      const blob = await internal._runExclusiveTransaction(() => db.dumpDataDir('gzip'));
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (msg: Message) => {
  handle(msg).then(
    (result) => port.postMessage({ id: msg.id, result }),
    (error) => port.postMessage({ id: msg.id, error: plain(error) }),
  );
});
