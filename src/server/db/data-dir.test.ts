import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, serverArgs, startServer } from '../../../e2e/support/server';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { restoreDataDir } from './backup';

// Issue 15: a data folder the server cannot write stops the start with a clear message (it
// never hangs), and SIGTERM ends a running server promptly.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-ro-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Makes a folder read-only for the server. Root may write anywhere, so as root the server runs
 * as 'nobody' on a folder owned by root; otherwise the folder loses its write bits.
 */
const asRoot = process.getuid?.() === 0;
function readOnly(dir: string) {
  chmodSync(dir, 0o755);
  if (!asRoot) chmodSync(dir, 0o555);
}

/** Runs the server entry point; answers its exit code, what it said and how long it took. */
function runMain(dataDir: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...env } = process.env;
    const child = spawn(process.execPath, serverArgs(), {
      cwd: projectRoot,
      env: {
        ...env,
        HOME: os.tmpdir(),
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
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
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

describe('a data folder the server cannot write', () => {
  it('an empty one: exits 1 at once, naming the folder and what to do', async () => {
    const dir = tempDir();
    readOnly(dir);
    const run = await runMain(dir);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`DATA_DIR ${dir} cannot be written`);
    expect(run.output).toMatch(/give the user running it write access/);
  }, 40_000);

  it('one holding a database: exits 1 with the same message, never serving', async () => {
    const dir = tempDir();
    await restoreDataDir(PGLITE_TEMPLATE, dir);
    for (const folder of [dir, path.join(dir, 'pglite')]) readOnly(folder);
    const run = await runMain(dir);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`DATA_DIR ${dir} cannot be written`);
    expect(run.output).not.toMatch(/is ready at/);
    if (!asRoot) chmodSync(path.join(dir, 'pglite'), 0o755); // so afterAll can remove it
  }, 40_000);
});

describe('SIGTERM', () => {
  it('ends a server that has served requests within 10 s, exit code 0, and frees the folder', async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    await restoreDataDir(PGLITE_TEMPLATE, dir);
    const server = await startServer({ dataDir: dir });
    expect((await fetch(`${server.baseURL}/api/v1/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) =>
      server.process.once('exit', (code) => resolve(code)),
    );
    const started = Date.now();
    server.process.kill('SIGTERM');
    const code = await exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The lock died with the process: the next start on the folder serves.
    const again = await startServer({ dataDir: dir });
    expect((await fetch(`${again.baseURL}/api/v1/health`)).status).toBe(200);
    await again.stop();
  }, 90_000);
});
