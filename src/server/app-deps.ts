import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { DbHealth } from './lib/db-health';
import type { Mailer } from './mail/mailer';
import type { SolverPool } from './plan-generate/index';

/** What every feature's routes receive from buildApp. Kept apart from app.ts so no route imports the app. */
export type AppDeps = {
  db: Db;
  database: Database;
  config: AppConfig;
  mailer: Mailer;
  dbHealth: DbHealth;
  /** The plan solver's worker threads, shared by Generate's requests. */
  solver: SolverPool;
};
