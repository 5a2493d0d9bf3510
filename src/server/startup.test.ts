import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, projectRoot, type RunningServer, serverArgs, startServer } from '../../e2e/support/server';
import { buildWeb } from '../../scripts/build-web.mjs';
import { restoreDataDir } from './db/backup';
import { lockDataDir } from './db/data-dir-lock';
import { PGLITE_TEMPLATE } from './testing/global-setup';

// Issue 25: a start and a stop a newcomer can read, tried as a newcomer would, on real processes.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...inherited } = process.env;

/** True when something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The last framed box of what the server printed, its lines without the frame. */
function lastBox(output: string): { lines: string[]; after: string } {
  const end = output.lastIndexOf('└');
  const start = output.lastIndexOf('┌', end);
  const lines = output
    .slice(start, output.indexOf('\n', end) === -1 ? output.length : output.indexOf('\n', end))
    .split('\n')
    .slice(1, -1)
    .map((line) => line.replace(/^│ /, '').replace(/ *│$/, ''));
  const afterIndex = output.indexOf('\n', end);
  return { lines, after: afterIndex === -1 ? '' : output.slice(afterIndex) };
}

/** The start's output once its sign-in box is printed (it comes just after the port opens). */
async function startOutput(server: RunningServer): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!/└─+┘/.test(server.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return server.output();
}

describe('npm start', () => {
  beforeAll(() => {
    buildWeb({ quiet: true });
  }, 300_000);

  it('kill -TERM <pid of npm start> stops the server within 10 s and frees the port and the data lock', async () => {
    const dataDir = tempDir();
    await restoreDataDir(PGLITE_TEMPLATE, dataDir);
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: projectRoot,
      env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (c) => {
      output += c;
    });
    npm.stderr.on('data', (c) => {
      output += c;
    });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline || npm.exitCode !== null)
          throw new Error(`npm start never got healthy:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }

      const sentAt = Date.now();
      npm.kill('SIGTERM'); // the npm process itself, as Docker (npm as PID 1) and systemd do
      await exited;
      expect(Date.now() - sentAt, output).toBeLessThan(10_000);
      // The server is gone too, not orphaned: the port and the data folder are free.
      expect(await listening(port)).toBe(false);
      const lock = await lockDataDir(dataDir);
      await lock.release();
    } finally {
      npm.kill('SIGKILL');
    }
  }, 240_000);
});

describe('the start', () => {
  it('a busy port is named before any migration work', async () => {
    const dataDir = tempDir();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const run = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, serverArgs(), {
          cwd: projectRoot,
          env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (c) => {
          output += c;
        });
        child.stderr.on('data', (c) => {
          output += c;
        });
        child.once('exit', (code) => resolve({ code, output }));
      });
      expect(run.code).toBe(1);
      expect(run.output).toContain(`Port ${port} is in use: set PORT=…`);
      // Nothing was opened or migrated.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('prints one line per check, and the sign-in box last, again at every start until the password is used', async () => {
    const dataDir = tempDir();
    await restoreDataDir(PGLITE_TEMPLATE, dataDir);

    const first = await startServer({ dataDir });
    const firstOutput = await startOutput(first);
    await first.stop();
    expect(firstOutput).toContain(`✓ Data folder: ${dataDir} is writable`);
    expect(firstOutput).toContain(
      '✓ Mail: no SMTP_URL set, so mails stay in the outbox and their links print here',
    );
    expect(firstOutput).toMatch(/[✓✗] Plan PDF fonts: /);
    const box = lastBox(firstOutput);
    expect(box.lines[0]).toBe('First sign-in (shown at every start until it is used or changed):');
    expect(box.lines[1]).toBe('  e-mail    admin@localhost');
    const password = /^ {2}password {2}(\S+)$/.exec(box.lines[2] ?? '')?.[1];
    expect(password, firstOutput).toBeTruthy();
    expect(box.after.trim()).toBe(''); // the last thing printed

    // A second start (the first one may have died on a busy port): the same box, the same password.
    const second = await startServer({ dataDir });
    try {
      expect(lastBox(await startOutput(second)).lines[2]).toBe(`  password  ${password}`);
      const login = await fetch(`${second.baseURL}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.baseURL },
        body: JSON.stringify({ email: 'admin@localhost', password }),
      });
      expect((await login.json()).success).toBe(1);
    } finally {
      await second.stop();
    }

    // Used: the next start no longer shows it, and the kept copy is gone.
    const third = await startServer({ dataDir });
    const thirdOutput = await startOutput(third);
    await third.stop();
    expect(thirdOutput).not.toContain(password);
    expect(lastBox(thirdOutput).lines[0]).toMatch(/^Sign in with your account/);
    expect(existsSync(path.join(dataDir, '.first-sign-in.json'))).toBe(false);
  }, 300_000);
});
