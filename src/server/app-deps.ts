import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { DbHealth } from './lib/db-health';
import type { Mailer } from './mail/mailer';
import type { SolverPool } from './plan-generate/index';
import type { DishesReach } from './plan-targets/index';

/** What every feature's routes receive from buildApp. Kept apart from app.ts so no route imports the app. */
export type AppDeps = {
  db: Db;
  database: Database;
  config: AppConfig;
  mailer: Mailer;
  dbHealth: DbHealth;
  /** The plan solver's worker threads, shared by Generate and the targets' trial week (decision 276). */
  solver: SolverPool;
  /** The generator's reach, for the targets' suggestion (plan-targets/dishes-reach.ts, issue 52 point 4). */
  dishesReach: DishesReach;
};
