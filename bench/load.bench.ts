/**
 * Load run (issue 15): 50 users for 30 s on a seeded practice, 60 % reads and 40 % writes, against
 * the real server on its own data folder. Prints throughput, p50, p99 and max with the targets.
 * LOAD_USERS / LOAD_SECONDS change the shape.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { restoreDataDir } from '../src/server/db/backup';
import { PGLITE_TEMPLATE } from '../src/server/testing/global-setup';
import type { BenchRow } from './run';

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const ADMIN = { email: 'load.admin@example.in', password: 'Load@Chennai2024' };

export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-load-'));
  await restoreDataDir(PGLITE_TEMPLATE, dataDir);
  const server = await startServer({
    dataDir,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const login = await fetch(`${server.baseURL}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const latencies: number[] = [];
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const user = async (u: number) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const write = Math.random() < 0.4;
        const started = performance.now();
        try {
          const res = write
            ? await fetch(`${server.baseURL}/api/v1/diet/supplement/catalogue/create`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify({ name: `Load Tonic ${u}-${i}`, dosage: '5 ml twice a day' }),
              })
            : await fetch(
                `${server.baseURL}/api/v1/diet/supplement/catalogue/list?q=${i % 2 ? 'tonic' : ''}&page=1`,
                { headers: { cookie } },
              );
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return [
      {
        name: `load: throughput (${USERS} users, ${SECONDS} s, 60/40 reads/writes)`,
        value: latencies.length / SECONDS,
        unit: 'req/s',
      },
      { name: 'load: errors', value: errors, unit: '', target: '≤ 0' },
      { name: 'load: p50', medianMs: at(0.5) },
      { name: 'load: p99', medianMs: at(0.99), target: '< 500' },
      { name: 'load: max', medianMs: latencies.at(-1) ?? Number.NaN },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
