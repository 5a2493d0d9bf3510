/**
 * What the bench files share: the app on a fresh embedded database, a signed-in user, a practice
 * (nutritionist, client, package) to plan for, medians, the event loop's longest stall and the
 * process's peak memory, and the real server on a copy of the test template.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type RunningServer, startServer } from '../e2e/support/server';
import { buildApp } from '../src/server/app';
import { insertUser } from '../src/server/auth/auth.repository';
import { hashPassword } from '../src/server/auth/passwords';
import { loadConfig } from '../src/server/config';
import { restoreDataDir } from '../src/server/db/backup';
import { type Database, type Db, openPglite } from '../src/server/db/client';
import { clients, nutritionists, packages } from '../src/server/db/schema/index';
import { seedReferenceData } from '../src/server/db/seed/reference';
import { PGLITE_TEMPLATE } from '../src/server/testing/global-setup';
import type { BenchRow } from './run';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Runs `fn` `warmups` times unmeasured, then `runs` times; answers the median in ms (2 decimals). */
export async function medianOf(
  fn: () => Promise<unknown>,
  { runs = 25, warmups = 3 }: { runs?: number; warmups?: number } = {},
): Promise<number> {
  for (let i = 0; i < warmups; i++) await fn(); // plans, caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return Math.round(median(times) * 100) / 100;
}

export type BenchApp = { database: Database; db: Db; app: FastifyInstance; close: () => Promise<void> };

/**
 * The app (no HTTP listener: requests go through `app.inject`) on an in-memory PGlite, migrated
 * and seeded. `fill` runs before the app is built: bulk data for the bench.
 */
export async function benchApp(fill?: (db: Db) => Promise<void>): Promise<BenchApp> {
  const database = await openPglite();
  await database.migrate();
  await seedReferenceData(database.db);
  await fill?.(database.db);
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, mailIntervalMs: 0 });
  await app.ready();
  return {
    database,
    db: database.db,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type SignedIn = {
  userId: number;
  /** The nutritionist profile's id (DIETICIAN only). */
  nutritionistId?: number;
  cookie: string;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload: object) => Promise<LightMyRequestResponse>;
};

/** A new user (an admin, or a dietitian with an active profile) signed in through the API. */
export async function signedIn(
  { app, db }: BenchApp,
  who: { email: string; type: 'ADMIN' | 'DIETICIAN'; firstName: string; lastName: string },
): Promise<SignedIn> {
  const password = 'Bench@12345';
  const user = await insertUser(db, {
    email: who.email,
    passwordHash: await hashPassword(password),
    type: who.type,
    firstName: who.firstName,
    lastName: who.lastName,
  });
  let nutritionistId: number | undefined;
  if (who.type === 'DIETICIAN') {
    const [n] = await db
      .insert(nutritionists)
      .values({
        userId: user.id,
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        credits: 10,
        expiry: '2099-12-31',
      })
      .returning();
    nutritionistId = n.id;
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: who.email, password },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.body.slice(0, 200)}`);
  return {
    userId: user.id,
    nutritionistId,
    cookie,
    get: (url) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, payload) => app.inject({ method: 'POST', url, payload, headers: { cookie } }),
  };
}

/** A client with one package under the nutritionist: what a plan is made for. */
export async function clientWithPackage(
  db: Db,
  nutritionistId: number,
  client: { uniqueId: string; firstName: string; lastName: string; gender: string },
  pkg: { category: string; subCategory?: string } = { category: 'Sports' },
) {
  const [c] = await db
    .insert(clients)
    .values({
      ...client,
      joinedDate: '2025-01-01',
      status: 'Active',
      foodPreferences: 'Vegetarian',
    })
    .returning();
  const [p] = await db
    .insert(packages)
    .values({
      clientId: c.id,
      dietitianId: nutritionistId,
      ...pkg,
      startDate: '2025-01-01',
      status: 'Active',
    })
    .returning();
  return { clientId: c.id, packageId: p.id };
}

/** The event loop's longest stall (ms beyond a 10 ms timer) from now until `stop()`. */
export function stallMeter(): { stop: () => number } {
  let maxLag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxLag = Math.max(maxLag, now - last - 10);
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(maxLag);
    },
  };
}

/** The process's peak RSS (worker threads included) from now until `stop()`: growth in MB. */
export function memoryMeter(): { stop: () => number } {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round((Math.max(peak, process.memoryUsage().rss) - before) / 1e6);
    },
  };
}

/**
 * The real server (`node --import tsx src/server/main.ts`) on its own copy of the test template
 * (`.tmp/pglite-template.tar.gz`, made by any `npx vitest run`); `stop()` also removes the copy.
 */
export async function templateServer(options: {
  env?: Record<string, string>;
  nodeArgs?: string[];
  root?: string;
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-bench-'));
  await restoreDataDir(PGLITE_TEMPLATE, dataDir);
  const server = await startServer({ dataDir, ...options });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npx tsx bench/<file>.bench.ts` runs one file on its own and prints its rows. */
export function runIfMain(moduleUrl: string, run: () => Promise<BenchRow[]>): void {
  if (moduleUrl === `file://${process.argv[1]}`) run().then((rows) => console.table(rows));
}
