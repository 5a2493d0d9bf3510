import { createHash } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, realpathSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One process per data folder (decision 060, revised by decision 123). PGlite has no lock of its
 * own, and two processes on one folder corrupt it. The lock is a listening Unix socket FILE inside
 * the folder, `DATA_DIR/.nutridesk.lock`: it lives with the files, so a second server that reaches
 * the folder through a bind mount, a symlink or another container sharing the volume connects to
 * the same socket and is refused. The holder answers every connection with its pid, so the
 * refusal can name it. The kernel stops listening the moment the holder ends (SIGKILL included):
 * a socket file that refuses connections is the leftover of a dead process and is replaced.
 */
export type DataDirLock = { folder: string; release: () => Promise<void> };

export class DataDirLockedError extends Error {}

export const LOCK_FILE = '.nutridesk.lock';

/**
 * Room in a Unix socket address (sun_path is 108 bytes on Linux, 104 on macOS, with its NUL),
 * less the suffix of the name the socket first listens on (see `claim`).
 */
const MAX_SOCKET_PATH = 100 - 24;

/**
 * The socket's address. A deep DATA_DIR does not fit in sun_path; on Linux the folder is then
 * reached through this process's open descriptor of it (`/proc/self/fd/N/.nutridesk.lock`), which
 * names the same file. `close` drops that descriptor.
 */
function socketAddress(folder: string): { address: string; close: () => void } {
  const full = path.join(folder, LOCK_FILE);
  if (Buffer.byteLength(full) <= MAX_SOCKET_PATH || process.platform !== 'linux') {
    return { address: full, close: () => undefined };
  }
  const fd = openSync(folder, 'r');
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return { address: `/proc/self/fd/${fd}/${LOCK_FILE}`, close };
}

/** File systems that hold no sockets or hard links (some network and host-shared folders). */
const UNSUPPORTED = new Set(['ENOTSUP', 'EOPNOTSUPP', 'EPERM', 'EINVAL', 'EAFNOSUPPORT']);

/**
 * On such a folder, Linux falls back to the first version's lock (decision 060): an abstract
 * socket named after the folder's real path, which guards this path on this machine only.
 */
async function lockByPathName(folder: string): Promise<DataDirLock> {
  const name = `\0nutridesk-data-${createHash('sha256').update(folder).digest('hex').slice(0, 40)}`;
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw lockedError(folder, await askHolder(name));
  }
  server.unref();
  return { folder, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function lockedError(folder: string, holder: number | 'unknown' | undefined) {
  return new DataDirLockedError(
    `The data folder ${folder} is in use by another process (pid ${holder ?? 'unknown'}). ` +
      'Only one process may open the embedded database: stop that one first.',
  );
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The holder's pid, or undefined when nobody answers (a socket file left by a dead process). */
function askHolder(address: string): Promise<number | 'unknown' | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
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

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Listens on a name of its own first, then links the lock's name to it: link() fails when the
 * name exists, so of two processes starting at once exactly one gets it.
 */
async function claim(server: net.Server, address: string): Promise<boolean> {
  const own = `${address}.${process.pid}.${Date.now().toString(36)}`;
  await listen(server, own);
  try {
    linkSync(own, address);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    // The listening socket stays reachable through the lock's name; its own name is not needed.
    removeIfPresent(own);
  }
}

export async function lockDataDir(dataDir: string, attempt = 0): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const { address, close } = socketAddress(folder);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  let held = false;
  try {
    try {
      held = await claim(server, address);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (process.platform !== 'linux' || !UNSUPPORTED.has(code)) throw error;
      return await lockByPathName(folder);
    }
    if (!held) {
      const holder = await askHolder(address);
      if (holder === undefined && attempt < 3) {
        // A dead process's socket: nobody listens on it. Remove it and try again.
        await new Promise<void>((resolve) => server.close(() => resolve()));
        removeIfPresent(address);
        close();
        return lockDataDir(dataDir, attempt + 1);
      }
      throw lockedError(folder, holder);
    }
  } finally {
    if (!held) {
      if (server.listening) server.close();
      close();
    }
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return {
    folder,
    release: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          // The socket was listening under another name, so closing it leaves the lock's file.
          removeIfPresent(path.join(folder, LOCK_FILE));
          close();
          resolve();
        }),
      ),
  };
}
