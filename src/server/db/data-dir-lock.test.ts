import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, type RunningServer, serverArgs, startServer } from '../../../e2e/support/server';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { canMount } from '../testing/mounts';
import { restoreDataDir } from './backup';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the server entry point on a folder and answers how it ended and what it said. */
function runMain(dataDir: string): Promise<{ code: number | null; output: string }> {
  return runNode(serverArgs(), dataDir);
}

/** Node with a script on a data folder; answers how it ended and what it said. */
function runNode(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...env } = process.env;
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    });
  });
}

describe('one process per data folder', () => {
  it('refuses a second lock on a folder while the first is held, and frees it on release', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `${realpathSync(dir)} is in use by another process (pid ${process.pid})`,
    );
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('a second server on the same DATA_DIR exits non-zero naming the folder and the pid; the first keeps serving', async () => {
    const dataDir = tempDir();
    await restoreDataDir(PGLITE_TEMPLATE, dataDir);
    let server: RunningServer | undefined;
    try {
      server = await startServer({ dataDir });
      const second = await runMain(dataDir);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(
        `The data folder ${realpathSync(dataDir)} is in use by another process (pid ${server.process.pid})`,
      );
      const health = await fetch(`${server.baseURL}/api/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      await server?.stop();
    }
    // The lock dies with the process: the folder opens again at once.
    const lock = await lockDataDir(dataDir);
    await lock.release();
  }, 180_000);
});

// Issue 25: the lock lives in the folder, so every path that reaches the same files meets it.
describe('the lock follows the files, not the path', () => {
  it.runIf(canMount())(
    'a second server through a bind mount of the data folder exits naming the pid',
    async () => {
      const dataDir = tempDir();
      await restoreDataDir(PGLITE_TEMPLATE, dataDir);
      const mountPoint = tempDir();
      execFileSync('mount', ['--bind', dataDir, mountPoint]);
      let server: RunningServer | undefined;
      try {
        server = await startServer({ dataDir });
        const second = await runMain(mountPoint);
        expect(second.code, second.output).not.toBe(0);
        expect(second.output).toContain(`is in use by another process (pid ${server.process.pid})`);
        expect((await fetch(`${server.baseURL}/api/v1/health`)).status).toBe(200);
      } finally {
        await server?.stop();
        execFileSync('umount', [mountPoint]);
      }
    },
    180_000,
  );

  it('a symlink to a locked folder is refused too', async () => {
    const dir = tempDir();
    const link = path.join(tempDir(), 'data-link');
    symlinkSync(dir, link);
    const first = await lockDataDir(dir);
    try {
      await expect(lockDataDir(link)).rejects.toThrow(`(pid ${process.pid})`);
    } finally {
      await first.release();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('a holder killed with SIGKILL leaves a socket file that the next process replaces', async () => {
    const dir = tempDir();
    // A process that takes the lock, says so, and waits to be killed.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(projectRoot, 'src/server/db/data-dir-lock.ts')}').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) =>
      holder.stdout.on('data', (c) => String(c).includes('locked') && resolve()),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder.pid})`);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid})`);
    await lock.release();
  }, 30_000);

  it('a folder whose path is too long for a socket address is locked all the same', async () => {
    let dir = tempDir();
    while (dir.length < 150) dir = path.join(dir, 'pranav-iyer-clinic-data');
    mkdirSync(dir, { recursive: true });
    const first = await lockDataDir(dir);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    await expect(lockDataDir(dir)).rejects.toThrow(`${realpathSync(dir)} is in use by another process`);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });
});
