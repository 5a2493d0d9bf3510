/**
 * Foundation figures: start to healthy (existing data folder and first start with seeding),
 * sign-in + session-user over real HTTP on loopback, and the JavaScript the /login route loads.
 * The server is the real process (`node --import tsx src/server/main.ts`), as `npm start` runs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot, startServer } from '../e2e/support/server';
import type { BenchRow } from './run';

const ADMIN = { email: 'bench.admin@example.in', password: 'Bench@Mumbai2024' };
const FIRST_STARTS = 3;
const RESTARTS = 5;
const SIGN_INS = 60;
const SESSION_READS = 1000;
const CONCURRENCY = 4;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function timeStart(dataDir: string, env: Record<string, string> = {}) {
  const started = performance.now();
  const server = await startServer({ dataDir, env, timeoutMs: 120_000 });
  return { ms: performance.now() - started, server };
}

/** Runs `task` `count` times with `concurrency` in flight; answers completions per second. */
async function perSecond(count: number, concurrency: number, task: () => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await task();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function signIn(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { success: number };
  if (body.success !== 1) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

async function sessionUser(baseURL: string, cookie: string) {
  const res = await fetch(`${baseURL}/api/v1/auth/session-user`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`session-user answered ${res.status}`);
  await res.arrayBuffer();
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** gzip bytes of the JS (and CSS) the /login route loads: the entry and the login page, with static imports. */
function loginRouteBytes() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'np-bench-web-'));
  try {
    const build = spawnSync(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (build.status !== 0) throw new Error('vite build failed');
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('index.html');
    visit('auth/LoginPage.tsx');
    const gz = (files: Set<string>) =>
      [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length, 0) / 1024;
    return { jsKb: gz(js), cssKb: gz(css), chunks: js.size };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const dirs: string[] = [];
  const fresh = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'np-bench-data-'));
    dirs.push(d);
    return d;
  };
  try {
    const firstStarts: number[] = [];
    let seeded = '';
    for (let i = 0; i < FIRST_STARTS; i++) {
      seeded = fresh();
      const { ms, server } = await timeStart(seeded, {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      firstStarts.push(ms);
      await server.stop();
    }

    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const { ms, server } = await timeStart(seeded);
      restarts.push(ms);
      await server.stop();
    }

    const { server } = await timeStart(seeded);
    let signInRate: number;
    let readRate: number;
    try {
      signInRate = await perSecond(SIGN_INS, CONCURRENCY, async () => {
        await sessionUser(server.baseURL, await signIn(server.baseURL));
      });
      const cookie = await signIn(server.baseURL);
      readRate = await perSecond(SESSION_READS, CONCURRENCY, () => sessionUser(server.baseURL, cookie));
    } finally {
      await server.stop();
    }

    const login = loginRouteBytes();
    return [
      { name: 'start to healthy, existing data folder', medianMs: median(restarts), target: '≤ 3000' },
      { name: 'first start with migrations and seeding', medianMs: median(firstStarts), target: '≤ 10000' },
      {
        name: `sign-in + session-user pairs (${CONCURRENCY} at a time)`,
        value: signInRate,
        unit: 'pairs/s',
      },
      { name: `session-user alone (${CONCURRENCY} at a time)`, value: readRate, unit: 'req/s' },
      {
        name: `JavaScript of /login, gzip (${login.chunks} chunks)`,
        value: login.jsKb,
        unit: 'KB',
        target: '≤ 150',
      },
      { name: 'CSS of /login, gzip', value: login.cssKb, unit: 'KB' },
    ];
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
