import { existsSync, statfsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AppConfig } from './config';
import { assertWritableDataDir } from './db/client';
import { isDiskFull } from './lib/db-health';
import { pdfFontsStatus } from './plan-pdf/fonts';

/**
 * What the app needs, checked before it opens the database (issue 25): one line each, so a
 * newcomer sees at the start what works and what does not. A part that is missing (the PDF fonts,
 * mail) does not stop the start; a data folder that cannot be written does (assertWritableDataDir
 * throws its own message), and so does a busy port.
 */
export type StartupCheck = { ok: boolean; line: string };

export class PortInUseError extends Error {}

/**
 * A port another program holds, found before any migration work: the refusal says what to do.
 * PORT=0 (any free port) needs no check.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(port) : error),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export function portInUse(port: number): PortInUseError {
  return new PortInUseError(
    `Port ${port} is in use: set PORT=… to a free port (for example PORT=${port + 1} npm start), or stop the program using it.`,
  );
}

/** The host of an SMTP URL, never its user or password. */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return 'the SMTP_URL server';
  }
}

/**
 * Room a start needs in the data folder (issue 34 point 12): a first start writes the migrated,
 * seeded database (about 45 MB) and its write-ahead log; a later start at least a WAL segment.
 */
export const FIRST_START_BYTES = 96 * 1024 * 1024;
export const LATER_START_BYTES = 16 * 1024 * 1024;

export class DiskFullError extends Error {}

/** What `statfs` tells of a folder's disk: free blocks for us and the block size. */
export type DiskSpace = { bavail: number; bsize: number };

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/** "The disk is full: …" with the folder, what is free and what the start needs. */
export function diskFullMessage(folder: string, needed: number, free?: number): string {
  const has = free === undefined ? '' : ` has ${megabytes(free)} free and`;
  return (
    `The disk is full: the data folder ${path.resolve(folder)}${has} needs about ${megabytes(needed)} more to start. ` +
    'Free some space on that disk, or set DATA_DIR to a folder on a disk with room.'
  );
}

/** Refuses a start the data folder's disk has no room for, in words, before any database work. */
export function assertRoomToStart(dataDir: string, statfs: (folder: string) => DiskSpace = statfsSync): void {
  let space: DiskSpace;
  try {
    space = statfs(dataDir);
  } catch {
    return; // a disk we cannot ask about: the write itself will say
  }
  const free = space.bavail * space.bsize;
  const needed = existsSync(path.join(dataDir, 'pglite')) ? LATER_START_BYTES : FIRST_START_BYTES;
  if (free < needed) throw new DiskFullError(diskFullMessage(dataDir, needed, free));
}

export function startupChecks(
  config: AppConfig,
  options: { statfs?: (folder: string) => DiskSpace } = {},
): StartupCheck[] {
  const checks: StartupCheck[] = [];
  if (config.databaseUrl) {
    checks.push({ ok: true, line: 'Database: the PostgreSQL server of DATABASE_URL' });
  } else {
    assertWritableDataDir(config.dataDir);
    assertRoomToStart(config.dataDir, options.statfs);
    checks.push({ ok: true, line: `Data folder: ${path.resolve(config.dataDir)} is writable` });
  }
  checks.push(
    config.smtpUrl
      ? { ok: true, line: `Mail: sent through ${smtpHost(config.smtpUrl)}` }
      : {
          ok: true,
          line: 'Mail: no SMTP_URL set, so mails stay in the outbox and their links print here',
        },
  );
  const fonts = pdfFontsStatus();
  checks.push(
    fonts.ok
      ? { ok: true, line: 'Plan PDF fonts: readable' }
      : { ok: false, line: `Plan PDF fonts: ${fonts.problem}` },
  );
  return checks;
}

/** The checks as the terminal shows them: ✓ or ✗ and the line. */
export function formatChecks(checks: StartupCheck[]): string {
  return checks.map((c) => `${c.ok ? '✓' : '✗'} ${c.line}`).join('\n');
}

/**
 * Runs the start's database writes (migrations, reference data); a write refused for want of
 * space (ENOSPC, SQLSTATE 53100) becomes "The disk is full" with the folder and the room a
 * start needs, instead of the failed query.
 */
export async function startWrites<T>(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  writes: () => Promise<T>,
) {
  try {
    return await writes();
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    if (config.databaseUrl)
      throw new DiskFullError(
        "The disk is full: the PostgreSQL server of DATABASE_URL could not write while starting. Free some space on the database server's disk, then start again.",
      );
    throw new DiskFullError(diskFullMessage(config.dataDir, FIRST_START_BYTES));
  }
}
