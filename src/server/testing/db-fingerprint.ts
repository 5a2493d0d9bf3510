import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';

/**
 * A fingerprint of every table but sessions: row count and newest row version per table. Two
 * equal fingerprints mean no row was added, removed or changed in between (a rolled-back write
 * leaves none of its row versions visible).
 */
export async function fingerprint(db: Db): Promise<string> {
  const tables = rows<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'sessions' order by 1`,
    ),
  );
  const parts = await Promise.all(
    tables.map(async ({ tablename }) => {
      const [r] = rows<{ n: string; x: string | null }>(
        await db.execute(
          sql.raw(`select count(*)::text as n, max(xmin::text::bigint)::text as x from "${tablename}"`),
        ),
      );
      return `${tablename}:${r.n}:${r.x}`;
    }),
  );
  return parts.join('|');
}
