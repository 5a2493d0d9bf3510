import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../../../scripts/build-server.mjs';
import { restoreDataDir } from '../db/backup';
import { openPglite, openPostgres } from '../db/client';
import { LOCK_FILE } from '../db/data-dir-lock';
import { seedReferenceData } from '../db/seed/reference';
import { sourceKey } from './source-key';

export const TEMPLATE_DIR = path.resolve('.tmp');
export const PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'pglite-template.tar.gz');
const PGLITE_TEMPLATE_KEY = `${PGLITE_TEMPLATE}.key`;
/**
 * The template restored into a data folder: a test file copies the folder and opens it, about a
 * second of CPU less than loading the dump into memory (PGlite's untar into its in-memory file
 * system is most of that cost). The folder's `pglite/` is what PGlite opens.
 */
export const PGLITE_TEMPLATE_DIR = path.join(TEMPLATE_DIR, 'pglite-template-dir');
const PGLITE_TEMPLATE_DIR_KEY = path.join(PGLITE_TEMPLATE_DIR, 'template.key');
export const PG_TEMPLATE_DB = 'np_test_template';

/**
 * Migrates and seeds one database once; each test file then starts from a copy of it
 * (a PGlite data dump, or CREATE DATABASE … TEMPLATE on PostgreSQL). The PGlite dump is kept
 * between runs and rebuilt only when the migrations, the seed or what it imports changed.
 */
export default async function setup() {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const teardown = bundleServer();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Each project of the run calls this; the template is made once per run (same process).
    if (process.env.NP_PG_TEMPLATE_READY === url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, PG_TEMPLATE_DB), 2);
    await database.migrate();
    await seedReferenceData(database.db, { force: true });
    await database.close();
    process.env.NP_PG_TEMPLATE_READY = url;
    return teardown;
  }
  const key = templateKey();
  if (!existsSync(PGLITE_TEMPLATE) || readText(PGLITE_TEMPLATE_KEY) !== key) await buildPgliteTemplate(key);
  if (readText(PGLITE_TEMPLATE_DIR_KEY) !== key) await restoreTemplateFolder(key);
  return teardown;
}

/**
 * The server bundle the tests that start a server run (e2e/support/server.ts serverArgs), built
 * once a run into a folder of its own: several runs may share a working tree. A start costs about
 * half the CPU of one through tsx (decision 305); a few dozen starts a run.
 */
function bundleServer(): () => void {
  if (process.env.SERVER_BUNDLE_ENTRY) return () => {};
  const outDir = path.join(TEMPLATE_DIR, `api-server-${process.pid}`);
  process.env.SERVER_BUNDLE_ENTRY = buildServer({ outDir });
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    delete process.env.SERVER_BUNDLE_ENTRY;
  };
}

async function buildPgliteTemplate(key: string) {
  const database = await openPglite();
  await database.migrate();
  await seedReferenceData(database.db, { force: true });
  const dump = await database.pglite!.dumpDataDir('gzip');
  // Written aside and renamed: a run stopped half-way never leaves a torn template behind.
  writeFileSync(`${PGLITE_TEMPLATE}.part`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${PGLITE_TEMPLATE}.part`, PGLITE_TEMPLATE);
  writeFileSync(PGLITE_TEMPLATE_KEY, key);
  await database.close();
}

/** Restored aside and renamed, like the dump: a run reading the old folder keeps its copy source. */
async function restoreTemplateFolder(key: string) {
  const part = `${PGLITE_TEMPLATE_DIR}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  await restoreDataDir(PGLITE_TEMPLATE, part);
  writeFileSync(path.join(part, 'template.key'), key);
  rmSync(path.join(part, LOCK_FILE), { force: true });
  const old = `${PGLITE_TEMPLATE_DIR}.old-${process.pid}`;
  if (existsSync(PGLITE_TEMPLATE_DIR)) renameSync(PGLITE_TEMPLATE_DIR, old);
  renameSync(part, PGLITE_TEMPLATE_DIR);
  rmSync(old, { recursive: true, force: true });
}

function templateKey(): string {
  return sourceKey(
    process.cwd(),
    ['src/server/db/seed/reference.ts', 'src/server/db/client.ts'],
    ['src/server/db/migrations'],
  );
}

function readText(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
