import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureFirstAdmin } from './db/seed/admin';
import { seedReferenceData } from './db/seed/reference';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  // PGlite has no lock between processes: migrations run here, inside the one app process.
  await database.migrate();
  const seeded = await seedReferenceData(database.db);
  const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);

  const app = await buildApp({ database, config, logger: loggerOptions(config.logLevel) });
  await app.listen({ port: config.port, host: config.host });

  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  const lines = [
    '',
    `  Nutrition practice app is ready at ${config.publicUrl}  (${where}, ${Date.now() - startedAt} ms)`,
    seeded ? '  Reference data seeded (categories, IFCT 2017 foods, question bank, body parameters).' : '',
    admin?.password
      ? `  First sign-in: ${admin.email} / ${admin.password}   (shown once; change it in Settings)`
      : admin
        ? `  First sign-in: ${admin.email} with ADMIN_PASSWORD`
        : '  Sign in with your account (forgot your password? use "Forgot password" on the sign-in page).',
    '',
  ].filter((l, i, all) => l !== '' || i === 0 || i === all.length - 1);
  console.log(lines.join('\n'));

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
