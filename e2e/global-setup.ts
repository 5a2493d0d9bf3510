import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildServer } from '../scripts/build-server.mjs';
import { buildWeb } from '../scripts/build-web.mjs';
import { insertUser } from '../src/server/auth/auth.repository';
import { hashPassword } from '../src/server/auth/passwords';
import { openPglite } from '../src/server/db/client';
import { nutritionists } from '../src/server/db/schema/index';
import { ADMIN, NUTRITIONIST, NUTRITIONIST_NO_CREDITS } from './support/accounts';
import { projectRoot, startServer } from './support/server';

/**
 * Once per `playwright test` run: build the web app when stale and the server bundle (always: it
 * takes a second), then make a TEMPLATE data folder (migrated, reference data seeded, the accounts
 * of support/accounts.ts). Each spec file's server runs the bundle, as `npm start` does, from a
 * copy of the template (see fixtures.ts), which takes about a second instead of ~10.
 */
export default async function globalSetup(_config: FullConfig) {
  buildWeb();
  // Inside the project (its packages resolve from node_modules), one folder per run: several
  // runs may share a working tree.
  const serverDir = path.join(projectRoot, '.tmp', `e2e-server-${process.env.PW_RUN_ID ?? process.pid}`);
  const entry = buildServer({ outDir: serverDir });

  const runDir = mkdtempSync(path.join(os.tmpdir(), 'np-e2e-'));
  const template = path.join(runDir, 'template');

  // The real first start: migrations, reference seed and the first admin, as a user gets them.
  const server = await startServer({
    entry,
    dataDir: template,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    timeoutMs: 120_000,
  });
  await server.stop();

  // Nutritionists go straight into the stopped template (PGlite allows one process at a time).
  const database = await openPglite({ dataDir: path.join(template, 'pglite') });
  for (const n of [NUTRITIONIST, NUTRITIONIST_NO_CREDITS]) {
    const user = await insertUser(database.db, {
      email: n.email,
      passwordHash: await hashPassword(n.password),
      type: 'DIETICIAN',
      firstName: n.firstName,
      lastName: n.lastName,
    });
    await database.db.insert(nutritionists).values({
      userId: user.id,
      firstName: n.firstName,
      lastName: n.lastName,
      email: n.email,
      status: 'ACTIVE',
      credits: n.credits,
      plansUsed: n.plansUsed,
      expiry: n.expiry,
    });
  }
  await database.close();

  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_TEMPLATE_DIR = template;
  process.env.E2E_SERVER_ENTRY = entry;
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
}
