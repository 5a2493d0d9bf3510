import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../lib/errors';
import type { Db } from './client';

/**
 * Every state change re-reads its record under its lock (issue 51, decision 290).
 *
 * A route loads a record to check who may change it; by the time its transaction starts another
 * request may have changed it (paid, cancelled, completed). So a transition takes the row's lock
 * inside its own transaction and checks its rule against the row it read there:
 *
 *   inTransaction(db, async (tx) => {
 *     const row = await lockedFor(tx, invoices, invoice.id);
 *     if (row.status === 'cancelled') throw new ValidationError(…);   // the rule, on the locked row
 *     …write…
 *   });
 *
 * `SELECT … FOR UPDATE` holds the row until the transaction ends, so the second of two requests at
 * once waits, then reads what the first wrote and is refused by the same rule (409/422 with a
 * message) — on PostgreSQL, where transactions run side by side, and on PGlite, where they queue.
 */
type TableWithId = PgTable & { id: PgColumn };

/** The row with this id, locked until the transaction ends; undefined when it is gone. */
export async function lockedRow<T extends TableWithId>(
  tx: Db,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const found = await (tx as unknown as LooseDb).select().from(table).where(eq(table.id, id)).for('update');
  return found[0] as T['$inferSelect'] | undefined;
}

/** The row with this id, locked until the transaction ends; 404 (with `missing`) when it is gone. */
export async function lockedFor<T extends TableWithId>(
  tx: Db,
  table: T,
  id: number,
  missing = 'Not found.',
): Promise<T['$inferSelect']> {
  const row = await lockedRow(tx, table, id);
  if (!row) throw notFound(missing);
  return row;
}

// The generic table keeps Drizzle's select builder from inferring one table's columns.
type LooseDb = {
  select: () => {
    from: (t: PgTable) => {
      where: (w: unknown) => { for: (strength: 'update') => Promise<unknown[]> };
    };
  };
};
