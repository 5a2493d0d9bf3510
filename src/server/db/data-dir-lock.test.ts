import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, type RunningServer, startServer } from '../../../e2e/support/server';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { restoreDataDir } from './backup';
import { lockDataDir } from './data-dir-lock';

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
  return new Promise((resolve) => {
    const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
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
  }, 90_000);
});
