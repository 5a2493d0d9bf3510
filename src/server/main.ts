import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureFirstAdmin } from './db/seed/admin';
import { DEMO_PASSWORD } from './db/seed/demo-people';
import { seedReferenceData } from './db/seed/reference';
import { demoAccounts, framed } from './lib/banner';

/**
 * Request logs: JSON in production (for log collectors); on a developer's terminal, readable
 * lines through pino-pretty (a dev dependency, so absent from production installs). The stream
 * is synchronous so the start banner never lands in the middle of a log line.
 */
async function terminalLogger(level: string) {
  const options = loggerOptions(level) as Record<string, unknown>;
  if (process.env.NODE_ENV === 'production' || !process.stdout.isTTY) return options;
  try {
    const { default: pretty } = await import('pino-pretty');
    return {
      ...options,
      stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
    };
  } catch {
    return options;
  }
}

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  // PGlite has no lock between processes: migrations run here, inside the one app process.
  await database.migrate();
  const seeded = await seedReferenceData(database.db);
  const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);

  const app = await buildApp({ database, config, logger: await terminalLogger(config.logLevel) });
  await app.listen({ port: config.port, host: config.host });

  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  const demo = await demoAccounts(database.db);
  const lines = [
    `NutriDesk is ready at ${config.publicUrl}`,
    `(${where}, started in ${Date.now() - startedAt} ms)`,
    seeded ? 'Reference data seeded: categories, IFCT 2017 foods, question bank, body parameters.' : '',
    '',
    ...(admin?.password
      ? [
          'First sign-in (shown this once):',
          `  e-mail    ${admin.email}`,
          `  password  ${admin.password}`,
          'Change the password in Settings after signing in.',
        ]
      : admin
        ? [`First sign-in: ${admin.email} with the ADMIN_PASSWORD you set.`]
        : ['Sign in with your account ("Forgot password" on the sign-in page sends a new link).']),
    ...(demo.length
      ? [
          '',
          `Demo accounts (password ${DEMO_PASSWORD}):`,
          ...demo.slice(0, 6).map((email) => `  ${email}`),
          ...(demo.length > 6 ? [`  and ${demo.length - 6} more`] : []),
        ]
      : []),
  ].filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
  // After listen's own log line; written in one piece so request logs cannot interleave.
  process.stdout.write(`\n${framed(lines)}\n\n`);

  // SIGTERM always ends the process: a database that no longer answers must not hold it (issue 15).
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error('Shutdown took longer than 8 s: exiting without waiting further.');
      process.exit(1);
    }, 8000).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
