/**
 * Load run (issue 15): 50 users for 30 s on a seeded practice, 60 % reads and 40 % writes, against
 * the real server on its own data folder. Prints throughput, p50, p99 and max with the targets.
 * LOAD_USERS / LOAD_SECONDS change the shape; LOAD_PROFILE=<folder> writes the server's CPU
 * profile there (node --cpu-prof, open it in Chrome DevTools) for finding what costs time;
 * LOAD_TRACE=<file> writes every request (start offset, user, kind, ms) as CSV, to see when the slow
 * ones happen. LOAD_SERVER_ROOT=<folder> runs the server of another checkout (an A/B against an
 * older commit: run the bench from that folder, so that the test template is its own).
 *
 * The users first connect and get one answer each (not counted; the time that takes is printed):
 * a busy Node server accepts about one new connection per turn of its event loop, so 50
 * connections opened in the same millisecond reach it over seconds, and timing from there
 * measured that ramp, not the 50 users (decision 064).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BenchRow } from './run';
import { runIfMain, templateServer } from './support';

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
  const server = await templateServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    root: process.env.LOAD_SERVER_ROOT,
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
    const listUrl = (i: number) =>
      `${server.baseURL}/api/v1/diet/supplement/catalogue/list?q=${i % 2 ? 'tonic' : ''}&page=1`;
    // Each user has its own keep-alive connection, as each browser would. (A shared pool, as
    // fetch has, queues the first requests of many users behind a few new connections: the
    // multi-second maxima of the first runs were that queue in the load generator.)
    const agents = Array.from({ length: USERS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    // Connect: every user's first answer, before the clock starts.
    const connectStart = performance.now();
    const firstAnswers = await Promise.all(agents.map((agent, u) => send(agent, cookie, listUrl(u))));
    const connectMs = performance.now() - connectStart;
    if (firstAnswers.some((status) => status >= 400)) throw new Error(`connect: ${firstAnswers.join(' ')}`);

    const latencies: number[] = [];
    const byKind: Record<'read' | 'write', number[]> = { read: [], write: [] };
    const trace: string[] = ['start_ms,user,kind,ms'];
    const runStart = performance.now();
    const serverPid = server.process.pid as number;
    const serverCpuBefore = cpuSeconds(serverPid);
    const clientCpuBefore = process.cpuUsage();
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    // The server's CPU each second: a closed loop of users keeps it busy, so less than a core
    // means something else on the machine had the core.
    const perSecond: string[] = ['second,requests,server_cpu_ms'];
    let lastCpu = serverCpuBefore;
    let lastCount = 0;
    const sampler = setInterval(() => {
      const cpu = cpuSeconds(serverPid);
      perSecond.push(
        `${perSecond.length},${latencies.length - lastCount},${Math.round((cpu - lastCpu) * 1000)}`,
      );
      lastCpu = cpu;
      lastCount = latencies.length;
    }, 1000);
    const user = async (u: number) => {
      const agent = agents[u];
      for (let i = 0; Date.now() < deadline; i++) {
        const write = Math.random() < 0.4;
        const started = performance.now();
        try {
          const status = write
            ? await send(agent, cookie, `${server.baseURL}/api/v1/diet/supplement/catalogue/create`, {
                name: `Load Tonic ${u}-${i}`,
                dosage: '5 ml twice a day',
              })
            : await send(agent, cookie, listUrl(i));
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
    clearInterval(sampler);
    const wallSeconds = (performance.now() - runStart) / 1000;
    for (const agent of agents) agent.destroy();
    // CPU per request: what the server spends on one request, whatever else runs on the machine.
    const serverCpuMs = ((cpuSeconds(serverPid) - serverCpuBefore) * 1000) / latencies.length;
    const client = process.cpuUsage(clientCpuBefore);
    const clientCpuMs = (client.user + client.system) / 1000 / latencies.length;
    const serverCpuShare = (cpuSeconds(serverPid) - serverCpuBefore) / wallSeconds;
    if (process.env.LOAD_TRACE) {
      writeFileSync(process.env.LOAD_TRACE, `${trace.join('\n')}\n`);
      writeFileSync(`${process.env.LOAD_TRACE}.seconds.csv`, `${perSecond.join('\n')}\n`);
    }
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
      { name: `load: all ${USERS} users connected and answered once (not counted)`, medianMs: connectMs },
      { name: 'load: p50', medianMs: at(0.5) },
      { name: 'load: p99', medianMs: at(0.99), target: '< 500' },
      { name: 'load: max', medianMs: latencies.at(-1) ?? Number.NaN },
      { name: 'load: server CPU per request', value: serverCpuMs, unit: 'ms' },
      { name: 'load: load generator CPU per request (same machine)', value: clientCpuMs, unit: 'ms' },
      // The users keep the server busy all the time: well under 1 core means it waited for a core.
      { name: 'load: server CPU used (cores; < 1 = it waited for the CPU)', value: serverCpuShare, unit: '' },
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
  }
}

runIfMain(import.meta.url, run);
