import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureFirstAdmin } from './db/seed/admin';
import { keepFirstSignIn, pendingFirstSignIn } from './db/seed/first-sign-in';
import { seedReferenceData } from './db/seed/reference';
import { DEMO_PASSWORD, demoAccounts, framed } from './lib/banner';
import { assertPortFree, formatChecks, portInUse, startupChecks, startWrites } from './startup-checks';

/**
 * Logs: JSON when the output is not a terminal (a file, a log collector, Docker's log driver);
 * on a terminal, readable lines through pino-pretty (issue 25), whatever NODE_ENV says (npm start
 * sets production). pino-pretty is a dev dependency: a production install without it logs JSON.
 * The stream is synchronous so the start banner never lands in the middle of a log line.
 */
async function terminalLogger(level: string) {
  const options = loggerOptions(level) as Record<string, unknown>;
  if (!process.stdout.isTTY) return options;
  try {
    const { default: pretty } = await import('pino-pretty');
    return {
      ...options,
      stream: pretty({
        sync: true,
        translateTime: 'SYS:HH:MM:ss',
        // A request's line says it all (lib/request-log.ts): its fields would repeat it below.
        ignore: 'pid,hostname,reqId,method,path,statusCode,responseTime',
      }),
    };
  } catch {
    return options;
  }
}

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  // Before any migration work: a busy port and an unwritable folder stop the start at once.
  await assertPortFree(config.host, config.port);
  const checks = startupChecks(config);
  const database = await openDatabase(config);
  // PGlite has no lock between processes: migrations run here, inside the one app process.
  // A disk that fills up meanwhile says so in words, never only the failed query (issue 34).
  const seeded = await startWrites(config, async () => {
    await database.migrate();
    return seedReferenceData(database.db);
  });
  const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
  if (admin?.password) keepFirstSignIn(config.dataDir, { email: admin.email, password: admin.password });

  const app = await buildApp({
    database,
    config,
    logger: await terminalLogger(config.logLevel),
    printOutbox: (text) => process.stdout.write(text),
  });
  // Read before listening: once the port is open, the banner follows at once.
  const demo = await demoAccounts(database.db);
  const firstSignIn = await pendingFirstSignIn(database.db, config.dataDir);

  // Handlers before the port opens: a SIGTERM the moment the server answers still stops it
  // cleanly. SIGTERM always ends the process: a database that no longer answers must not hold it (issue 15).
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`shutting down (${signal})`);
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
  // Started by npm start (scripts/start.mjs) over an IPC channel: when that process ends, however
  // it ends, the channel closes and the server stops rather than holding the port and the lock.
  process.on('disconnect', () => void shutdown('parent exited'));

  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? portInUse(config.port) : error;
  });

  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  const about = [
    `NutriDesk is ready at ${config.publicUrl}`,
    `(${where}, started in ${Date.now() - startedAt} ms)`,
    ...(seeded
      ? ['Reference data seeded: categories, IFCT 2017 foods, question bank, body parameters.']
      : []),
    formatChecks(checks),
    ...(demo.length
      ? [
          `Demo accounts (password ${DEMO_PASSWORD}):`,
          ...demo.slice(0, 6).map((email) => `  ${email}`),
          ...(demo.length > 6 ? [`  and ${demo.length - 6} more`] : []),
        ]
      : []),
  ];
  // The sign-in box is the last thing the start prints (issue 25), written in one piece after
  // listen's own log line so request logs cannot interleave.
  const signIn = firstSignIn
    ? [
        'First sign-in (shown at every start until it is used or changed):',
        `  e-mail    ${firstSignIn.email}`,
        `  password  ${firstSignIn.password}`,
        'Change the password in Settings after signing in.',
      ]
    : admin
      ? [`First sign-in: ${admin.email} with the ADMIN_PASSWORD you set.`]
      : ['Sign in with your account ("Forgot password" on the sign-in page sends a new link).'];
  process.stdout.write(`\n${about.join('\n')}\n\n${framed(signIn)}\n\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
