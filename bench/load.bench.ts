/**
 * Load run (issue 15): 50 users for 30 s on a seeded practice, 60 % reads and 40 % writes, against
 * the real server on its own data folder. Prints throughput, p50, p99 and max with the targets.
 * LOAD_USERS / LOAD_SECONDS change the shape; LOAD_PROFILE=<folder> writes the server's CPU
 * profile there (node --cpu-prof, open it in Chrome DevTools) for finding what costs time;
 * LOAD_TRACE=<file> writes every request (start offset, user, kind, ms) as CSV, to see when the slow
 * ones happen.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { restoreDataDir } from '../src/server/db/backup';
import { PGLITE_TEMPLATE } from '../src/server/testing/global-setup';
import type { BenchRow } from './run';

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One request on the user's own connection; answers the status once the body is read. */
function send(agent: http.Agent, cookie: string, url: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: payload ? 'POST' : 'GET',
        agent,
        headers: payload
          ? { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : { cookie },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const ADMIN = { email: 'load.admin@example.in', password: 'Load@Chennai2024' };

export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-load-'));
  await restoreDataDir(PGLITE_TEMPLATE, dataDir);
  const server = await startServer({
    dataDir,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    nodeArgs: process.env.LOAD_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.LOAD_PROFILE)}`]
      : [],
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
    const byKind: Record<'read' | 'write', number[]> = { read: [], write: [] };
    const trace: string[] = ['start_ms,user,kind,ms'];
    const runStart = performance.now();
    const serverPid = server.process.pid as number;
    const serverCpuBefore = cpuSeconds(serverPid);
    const clientCpuBefore = process.cpuUsage();
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const user = async (u: number) => {
      // Each user has its own keep-alive connection, as each browser would. (A shared pool, as
      // fetch has, queues the first requests of many users behind a few new connections: the
      // multi-second maxima of the first runs were that queue in the load generator.)
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; Date.now() < deadline; i++) {
        const write = Math.random() < 0.4;
        const started = performance.now();
        try {
          const status = write
            ? await send(agent, cookie, `${server.baseURL}/api/v1/diet/supplement/catalogue/create`, {
                name: `Load Tonic ${u}-${i}`,
                dosage: '5 ml twice a day',
              })
            : await send(
                agent,
                cookie,
                `${server.baseURL}/api/v1/diet/supplement/catalogue/list?q=${i % 2 ? 'tonic' : ''}&page=1`,
              );
          if (status >= 400) errors++;
        } catch {
          errors++;
        }
        const ms = performance.now() - started;
        latencies.push(ms);
        byKind[write ? 'write' : 'read'].push(ms);
        trace.push(`${(started - runStart).toFixed(1)},${u},${write ? 'write' : 'read'},${ms.toFixed(1)}`);
      }
    };
    await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
    // (agents are garbage once the users end; their idle sockets close with the server)
    // CPU per request: what the server spends on one request, whatever else runs on the machine.
    const serverCpuMs = ((cpuSeconds(serverPid) - serverCpuBefore) * 1000) / latencies.length;
    const client = process.cpuUsage(clientCpuBefore);
    const clientCpuMs = (client.user + client.system) / 1000 / latencies.length;
    if (process.env.LOAD_TRACE) writeFileSync(process.env.LOAD_TRACE, `${trace.join('\n')}\n`);
    const quantile = (list: number[], q: number) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    };
    const at = (q: number) => quantile(latencies, q);
    latencies.sort((a, b) => a - b);
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
      { name: 'load: server CPU per request', value: serverCpuMs, unit: 'ms' },
      { name: 'load: load generator CPU per request (same machine)', value: clientCpuMs, unit: 'ms' },
      // Per kind of request, to see which one holds the tail.
      ...(['read', 'write'] as const).flatMap((kind) => [
        {
          name: `load: ${kind} p50 (${byKind[kind].length} requests)`,
          medianMs: quantile(byKind[kind], 0.5),
        },
        { name: `load: ${kind} p99`, medianMs: quantile(byKind[kind], 0.99) },
        { name: `load: ${kind} max`, medianMs: quantile(byKind[kind], 1) },
      ]),
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
