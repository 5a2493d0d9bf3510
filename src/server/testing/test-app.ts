import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { insertUser } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import { type AppConfig, loadConfig } from '../config';
import { pgliteFolder } from '../db/backup';
import { type Database, type Db, openPglite, openPostgres } from '../db/client';
import { nutritionists } from '../db/schema/index';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_DIR, withDatabase } from './global-setup';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Signs in and answers the cookie header to send with later requests. */
  login: (email: string, password: string) => Promise<string>;
  createAdmin: (overrides?: { email?: string; password?: string }) => Promise<TestUser>;
  createNutritionist: (
    overrides?: Partial<typeof nutritionists.$inferInsert> & { password?: string },
  ) => Promise<TestUser>;
  get: (url: string, cookie?: string) => Promise<LightMyRequestResponse>;
  post: (url: string, body: unknown, cookie?: string) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export type TestUser = {
  userId: number;
  nutritionistId: number | null;
  email: string;
  password: string;
  cookie: string;
};

/** A fresh copy of the migrated, seeded template database, for one test file. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'np-test-db-'));
    cpSync(PGLITE_TEMPLATE_DIR, dataDir, { recursive: true });
    const database = await openPglite({ dataDir: pgliteFolder(dataDir), lockDir: dataDir });
    return { database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `np_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 4);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++counter}.${randomBytes(3).toString('hex')}@example.in`;

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ database, config, mailIntervalMs: 0 });
  await app.ready();
  const db = database.db;

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, body: unknown, cookie?: string) =>
    app.inject({ method: 'POST', url, payload: body as object, headers: cookie ? { cookie } : {} });

  async function login(email: string, password: string) {
    const res = await post('/api/v1/auth/login', { email, password });
    if (res.json().success !== 1) throw new Error(`login failed for ${email}: ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie!;
    return first.split(';')[0];
  }

  async function createAdmin(overrides: { email?: string; password?: string } = {}): Promise<TestUser> {
    const email = overrides.email ?? uniqueEmail('admin');
    const password = overrides.password ?? 'Admin@12345';
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      type: 'ADMIN',
      firstName: 'Priya',
      lastName: 'Raghavan',
    });
    return { userId: user.id, nutritionistId: null, email, password, cookie: await login(email, password) };
  }

  async function createNutritionist(
    overrides: Partial<typeof nutritionists.$inferInsert> & { password?: string } = {},
  ): Promise<TestUser> {
    const { password = 'Dietitian@123', ...profile } = overrides;
    const email = profile.email ?? uniqueEmail('dietitian');
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      type: 'DIETICIAN',
      firstName: profile.firstName ?? 'Ananya',
      lastName: profile.lastName ?? 'Iyer',
    });
    const [n] = await db
      .insert(nutritionists)
      .values({ firstName: 'Ananya', lastName: 'Iyer', status: 'ACTIVE', ...profile, email, userId: user.id })
      .returning();
    const cookie = n.status === 'ACTIVE' ? await login(email, password) : '';
    return { userId: user.id, nutritionistId: n.id, email, password, cookie };
  }

  return {
    app,
    db,
    database,
    config,
    login,
    createAdmin,
    createNutritionist,
    get,
    post,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A test app and an admin signed in to it: the arrange of most API test files. */
export async function createTestAppWithAdmin(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  return { t, admin: await t.createAdmin() };
}
