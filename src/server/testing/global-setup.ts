import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { seedReferenceData } from '../db/seed/reference';

export const TEMPLATE_DIR = path.resolve('.tmp');
export const PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'pglite-template.tar.gz');
export const PG_TEMPLATE_DB = 'np_test_template';

/**
 * Migrates and seeds one database once; each test file then starts from a copy of it
 * (a PGlite data dump, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup() {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, PG_TEMPLATE_DB), 2);
    await database.migrate();
    await seedReferenceData(database.db, { force: true });
    await database.close();
    return;
  }
  const database = await openPglite();
  await database.migrate();
  await seedReferenceData(database.db, { force: true });
  const dump = await database.pglite!.dumpDataDir('gzip');
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
