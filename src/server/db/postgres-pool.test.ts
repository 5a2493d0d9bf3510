import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PG_TEMPLATE_DB, withDatabase } from '../testing/global-setup';
import { openPostgres } from './client';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only: the embedded database has no server to end a connection.
describe.skipIf(!url)('PostgreSQL connection pool', () => {
  it('keeps serving after the server ends an idle connection (restart, failover)', async () => {
    const database = await openPostgres(withDatabase(url!, PG_TEMPLATE_DB), 1);
    try {
      const [{ pid }] = (await database.db.execute(sql`select pg_backend_pid() as pid`)).rows as {
        pid: number;
      }[];

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The idle connection's 'error' event arrives while nothing is querying: unhandled, it ends the process.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const [{ one }] = (await database.db.execute(sql`select 1 as one`)).rows as { one: number }[];
      expect(one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
