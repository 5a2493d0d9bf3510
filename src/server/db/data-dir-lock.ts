import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One process per data folder (decision 060). PGlite has no lock of its own, and two processes on
 * one folder corrupt it. The lock is a listening Unix socket named after the folder: the kernel
 * holds it while the process lives and frees it the moment the process ends, however it ends
 * (SIGKILL included), so there is never a stale lock to clean up. On Linux the name lives in the
 * abstract socket namespace (no file at all); elsewhere it is a socket file in the folder, and a
 * file that nobody answers on is the leftover of a dead process and is replaced.
 * The holder answers every connection with its pid, so the refusal can name it.
 */
export type DataDirLock = { folder: string; release: () => Promise<void> };

export class DataDirLockedError extends Error {}

function socketName(folder: string): string {
  if (process.platform === 'linux') {
    const hash = createHash('sha256').update(folder).digest('hex').slice(0, 40);
    return `\0nutridesk-data-${hash}`;
  }
  return path.join(folder, '.nutridesk.lock');
}

function listen(server: net.Server, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The holder's pid, or undefined when nobody answers (a socket file left by a dead process). */
function askHolder(name: string): Promise<number | 'unknown' | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(name);
    let text = '';
    socket.setTimeout(2000);
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.once('end', () => resolve(Number(text) > 0 ? Number(text) : 'unknown'));
    socket.once('timeout', () => {
      socket.destroy();
      resolve('unknown');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? undefined : 'unknown'),
    );
  });
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const name = socketName(folder);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(name);
    if (holder === undefined && !name.startsWith('\0')) {
      unlinkSync(name);
      return lockDataDir(dataDir);
    }
    throw new DataDirLockedError(
      `The data folder ${folder} is in use by another process (pid ${holder ?? 'unknown'}). ` +
        'Only one process may open the embedded database: stop that one first.',
    );
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return {
    folder,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
