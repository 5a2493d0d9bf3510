import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';

/**
 * A fingerprint of every table but sessions: row count and newest row version per table. Two
 * equal fingerprints mean no row was added, removed or changed in between (a rolled-back write
 * leaves none of its row versions visible). One statement for all tables: the route-walking fuzz
 * test takes hundreds, and each statement is a turn on the database thread.
 */
/** The statement of a database's fingerprint, built once per database (its tables do not change in a test). */
const statements = new WeakMap<Db, Promise<string>>();

async function fingerprintStatement(db: Db): Promise<string> {
  const tables = rows<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'sessions' order by 1`,
    ),
  );
  return tables
    .map(
      ({ tablename }) =>
        `select '${tablename}' as t, count(*)::text as n, max(xmin::text::bigint)::text as x from "${tablename}"`,
    )
    .join(' union all ');
}

export async function fingerprint(db: Db): Promise<string> {
  let statement = statements.get(db);
  if (!statement) {
    statement = fingerprintStatement(db);
    statements.set(db, statement);
  }
  const parts = rows<{ t: string; n: string; x: string | null }>(await db.execute(sql.raw(await statement)));
  return parts
    .map((r) => `${r.t}:${r.n}:${r.x}`)
    .sort()
    .join('|');
}
