import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from './client';
import { LOCK_FILE } from './data-dir-lock';

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

/**
 * Restores a backup into an empty data folder: a folder holding anything at all (a database, an
 * old copy, a note) is refused, so a restore never mixes with or overwrites what is there (issue 25).
 * Every refusal names the backup file; a backup that cannot be read leaves the folder as it was.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const backup = path.resolve(file);
  const target = path.resolve(dataDir);
  if (!existsSync(backup)) throw new Error(`The backup file ${backup} does not exist.`);
  // A lock left by a process that was killed is not content: the lock replaces it.
  const present = existsSync(target) ? readdirSync(target).filter((name) => name !== LOCK_FILE) : [];
  if (present.length > 0) {
    const shown = present.slice(0, 5).join(', ') + (present.length > 5 ? ', …' : '');
    throw new Error(
      `Not restoring ${backup}: ${target} is not empty (it holds ${shown}${present.includes('pglite') ? ', a database' : ''}). ` +
        'Restore into an empty or new DATA_DIR.',
    );
  }
  const folder = pgliteFolder(dataDir);
  let database: Awaited<ReturnType<typeof openPglite>> | undefined;
  try {
    database = await openPglite({
      dataDir: folder,
      lockDir: dataDir,
      loadDataDir: new Blob([readFileSync(backup)]),
    });
    await database.pglite!.query('select 1');
  } catch (error) {
    await database?.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`The backup file ${backup} could not be restored: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await database.close();
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
