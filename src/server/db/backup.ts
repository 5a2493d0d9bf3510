import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from './client';

/**
 * Backups (decision 061). The embedded database is copied as PGlite's own data-folder archive
 * (a .tar.gz that PGlite opens again as it is); PostgreSQL with pg_dump's custom format. Both are
 * taken inside the database's own consistency: PGlite dumps between transactions, pg_dump in one
 * snapshot.
 */

/** The archive of a running PGlite, taken when no transaction is open. */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  const internal = client as unknown as {
    _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T>;
  };
  const dump = () => client.dumpDataDir('gzip');
  const blob = internal._runExclusiveTransaction
    ? await internal._runExclusiveTransaction(dump)
    : await dump();
  return Buffer.from(await blob.arrayBuffer());
}

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export function defaultBackupName(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `nutridesk-backup-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`;
}

/** Backs up the embedded database in dataDir (the app must be stopped: the folder lock says so). */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no database in ${path.resolve(dataDir)} to back up.`);
  }
  const database = await openPglite({ dataDir: pgliteFolder(dataDir), lockDir: dataDir });
  try {
    writeFileSync(file, await dumpPglite(database.pglite!));
  } finally {
    await database.close();
  }
}

/** Restores a backup into an empty data folder. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${path.resolve(dataDir)} already holds a database: restore into an empty DATA_DIR.`);
  }
  const archive = new Blob([readFileSync(file)]);
  const database = await openPglite({ dataDir: folder, lockDir: dataDir, loadDataDir: archive });
  try {
    await database.pglite!.query('select 1');
  } finally {
    await database.close();
  }
}

function run(command: string, args: string[], output?: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', output ? 'pipe' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    if (output) child.stdout?.pipe(output);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump of a PostgreSQL database into a file, or onto a stream (the admin download). */
export function backupPostgres(url: string, target: string | NodeJS.WritableStream): Promise<void> {
  const base = ['--format=custom', '--no-owner', '--no-acl', `--dbname=${url}`];
  return typeof target === 'string'
    ? run('pg_dump', [...base, `--file=${target}`])
    : run('pg_dump', base, target);
}

export async function restorePostgres(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (rows[0].n > 0) throw new Error('The database already has tables: restore into an empty database.');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${url}`, file]);
}
