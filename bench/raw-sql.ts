import type { PGlite } from '@electric-sql/pglite';

type Captured = { sql: string; params: unknown[] | undefined; options: unknown };

/**
 * The SQL an API request runs, replayed straight on the same PGlite in the same run: the API
 * median next to this one says how much of the time is the database and how much is HTTP, auth,
 * validation and JSON, whatever the machine's load.
 */
export async function captureQueries(pglite: PGlite, request: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pglite.query.bind(pglite);
  (pglite as { query: unknown }).query = (sql: string, params?: unknown[], options?: unknown) => {
    captured.push({ sql, params, options });
    return original(sql, params as never, options as never);
  };
  try {
    await request();
  } finally {
    (pglite as { query: unknown }).query = original;
  }
  return captured;
}

/** Runs the captured statements one after the other, as the request did. */
export function replay(pglite: PGlite, statements: Captured[]): () => Promise<void> {
  return async () => {
    for (const s of statements) await pglite.query(s.sql, s.params as never, s.options as never);
  };
}

/** API median / raw SQL median, two decimals. */
export const ratio = (apiMs: number, sqlMs: number) => Math.round((apiMs / sqlMs) * 100) / 100;
