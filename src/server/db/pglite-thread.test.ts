import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { dumpPglite, restoreDataDir } from './backup';
import { type Database, inTransaction, openPglite, rows } from './client';
import { supplements } from './schema/index';

/** PGlite in its own thread (decision 064): the same Db, transactions exclusive, errors intact. */
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-thread-'));
  await restoreDataDir(PGLITE_TEMPLATE, dir);
  database = await openPglite({ dataDir: path.join(dir, 'pglite'), lockDir: dir, thread: true });
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers the query builder and raw SQL with the same values as in one thread', async () => {
    const [row] = await database.db
      .insert(supplements)
      .values({ name: 'Thread Tonic', dosage: '5 ml' })
      .returning();
    expect(row.name).toBe('Thread Tonic');
    expect(row.createdAt).toBeInstanceOf(Date);
    const [found] = await database.db.select().from(supplements).where(eq(supplements.id, row.id));
    expect(found).toEqual(row);
    const [raw] = rows<{ d: string; n: number }>(
      await database.db.execute(sql`select date '2025-01-02' as d, 2::int as n`),
    );
    expect(raw).toEqual({ d: '2025-01-02', n: 2 });
  });

  it('keeps other queries out of an open transaction and commits or rolls back as a whole', async () => {
    const seen: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await inTransaction(database.db, async (tx) => {
      await tx.insert(supplements).values({ name: 'Tx One' });
      outside = database.db
        .select()
        .from(supplements)
        .where(eq(supplements.name, 'Tx One'))
        .then((r) => seen.push(`outside saw ${r.length}`));
      await new Promise((r) => setTimeout(r, 30));
      seen.push('transaction ends');
    });
    await outside;
    // The outside query waited for the commit, then saw the row.
    expect(seen).toEqual(['transaction ends', 'outside saw 1']);

    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(supplements).values({ name: 'Tx Two' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.db.select().from(supplements).where(eq(supplements.name, 'Tx Two'))).toEqual([]);
  });

  it('passes database errors on with their SQLSTATE and constraint', async () => {
    const error = (await database.db
      .insert(supplements)
      .values({ name: 'Thread Tonic' })
      .then(
        () => undefined,
        (e: unknown) => e,
      )) as { cause?: { code?: string; constraint?: string } } | undefined;
    expect(error?.cause?.code).toBe('23505');
    expect(error?.cause?.constraint).toBe('supplements_name_unique');
    // A failed statement inside a transaction rolls the whole of it back.
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(supplements).values({ name: 'Tx Three' });
        await tx.insert(supplements).values({ name: 'Thread Tonic' });
      }),
    ).rejects.toThrow();
    expect(await database.db.select().from(supplements).where(eq(supplements.name, 'Tx Three'))).toEqual([]);
  });

  it('dumps the data folder for a backup', async () => {
    const dump = await dumpPglite(database.pglite!);
    expect(dump.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(dump.length).toBeGreaterThan(100_000);
  });
});
