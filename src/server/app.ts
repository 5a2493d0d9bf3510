import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiDocsRoutes, registerApiDocs, tagFeatureRoutes } from './api-docs/index';
import type { AppDeps } from './app-deps';
import { appointmentRoutes } from './appointments/appointments.routes';
import { startReminderTimer } from './appointments/index';
import { registerAccessCheck } from './auth/access';
import { authRoutes } from './auth/auth.routes';
import type { AccessClass, IdAt } from './auth/policy';
import { SESSION_COOKIE, sessionPlugin } from './auth/session';
import { backupRoutes } from './backup/backup.routes';
import { bookingRoutes } from './booking/booking.routes';
import { catalogueRoutes } from './catalogues/catalogues.routes';
import { categoryRoutes } from './category/category.routes';
import { clientRoutes } from './clients/clients.routes';
import { conditionsRoutes } from './conditions/conditions.routes';
import type { AppConfig } from './config';
import { creditsRoutes } from './credits/credits.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import type { Database } from './db/client';
import { dishRoutes } from './dishes/dishes.routes';
import { foodRoutes } from './food/food.routes';
import { foodDatabaseRoutes } from './food-databases/food-databases.routes';
import { healthRoutes } from './health/health.routes';
import { invoiceFormRoutes } from './invoices/invoice-form.routes';
import { invoiceReportRoutes } from './invoices/invoice-reports.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { signatureRoutes } from './invoices/signature.routes';
import { registerCompression } from './lib/compression';
import {
  createDbHealth,
  DB_UNAVAILABLE,
  DISK_FULL,
  isDatabaseFailure,
  isDiskFull,
  redactDatabaseError,
} from './lib/db-health';
import { failure } from './lib/envelope';
import { AppError } from './lib/errors';
import { registerInputChecks } from './lib/input-checks';
import { RequestLog } from './lib/request-log';
import {
  helmetHeaders,
  helmetOptions,
  redactUrl,
  registerOriginCheck,
  registerSecurityHeaders,
} from './lib/security';
import { webRoot } from './lib/server-files';
import { resolveSessionSecret } from './lib/session-secret';
import { duplicateAnswer } from './lib/unique-violation';
import { createWebIndex } from './lib/web-index';
import { readMailBrand } from './mail/brand';
import { createMailer } from './mail/mailer';
import { nutritionRulesRoutes } from './nutrition-rules/nutrition-rules.routes';
import { nutritionistRoutes } from './nutritionists/nutritionists.routes';
import { packageRoutes } from './packages/packages.routes';
import { createSolverPool } from './plan-generate/index';
import { planGenerateRoutes } from './plan-generate/plan-generate.routes';
import { planPdfRoutes } from './plan-pdf/plan-pdf.routes';
import { planTargetsRoutes } from './plan-targets/plan-targets.routes';
import { planExtrasRoutes } from './plans/extras.routes';
import { plannerRoutes } from './plans/planner.routes';
import { planRoutes } from './plans/plans.routes';
import { portalRoutes } from './portal/portal.routes';
import { restrictionsRoutes } from './restrictions/restrictions.routes';
import { savedMealRoutes } from './saved-meals/saved-meals.routes';
import { passwordRoutes } from './settings/password.routes';
import { settingsRoutes } from './settings/settings.routes';
import { surveyRoutes } from './survey/survey.routes';
import { syncRoutes } from './sync/sync.routes';
import { vitalRoutes } from './vitals/vitals.routes';

type FeatureRoutes = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every feature's routes. A new feature adds its `<feature>.routes.ts` here. */
const features: FeatureRoutes[] = [
  healthRoutes,
  authRoutes,
  categoryRoutes,
  clientRoutes,
  dashboardRoutes,
  nutritionistRoutes,
  packageRoutes,
  invoiceRoutes,
  invoiceFormRoutes,
  invoiceReportRoutes,
  signatureRoutes,
  creditsRoutes,
  planRoutes,
  plannerRoutes,
  savedMealRoutes,
  planExtrasRoutes,
  planPdfRoutes,
  planGenerateRoutes,
  planTargetsRoutes,
  foodRoutes,
  dishRoutes,
  restrictionsRoutes,
  conditionsRoutes,
  nutritionRulesRoutes,
  settingsRoutes,
  passwordRoutes,
  syncRoutes,
  foodDatabaseRoutes,
  catalogueRoutes,
  surveyRoutes,
  portalRoutes,
  vitalRoutes,
  backupRoutes,
  appointmentRoutes,
  bookingRoutes,
];

export type BuildAppOptions = {
  database: Database;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Mail worker polling; 0 = tests flush by hand. */
  mailIntervalMs?: number;
  /** The built web app to serve (tests point it at a folder of their own). */
  webRoot?: string;
  /** Prints an outbox mail's block when there is no SMTP (main.ts: the terminal; tests: nothing). */
  printOutbox?: (text: string) => void;
};

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/** A body that could not be read (malformed JSON or multipart): the client's fault, a 400. */
function isParserError(error: unknown): boolean {
  const e = error as { code?: string; message?: string; statusCode?: number };
  if (
    typeof e.code === 'string' &&
    /^FST_(ERR_CTP|INVALID_MULTIPART|ERR_CTP_INVALID|PARTS?_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO)/.test(
      e.code,
    )
  )
    return (e.statusCode ?? 400) < 500;
  // busboy's own errors carry no code or status.
  return /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/.test(
    e.message ?? '',
  );
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // A number of hops is valid at run time; Fastify's types only list booleans and addresses.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 2 * 1024 * 1024,
    // One line per API request; the web app's files and pages are not logged (issue 25).
    logController: new RequestLog(),
  });
  const mailer = createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    intervalMs: options.mailIntervalMs ?? 5000,
    print: options.printOutbox,
    brand: (db) => readMailBrand(db, config.practiceName),
  });
  app.addHook('onClose', async () => mailer.stop());
  const dbHealth = createDbHealth(database.db, {
    dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
  });
  // A write that went through shows the disk has room again (PostgreSQL's disk is not ours to see).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      dbHealth.writeSucceeded();
  });
  // Two solves at once on this 2-core machine; more requests wait in line (memory stays bounded).
  const solver = createSolverPool(2);
  app.addHook('onClose', () => solver.close());
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    mailer,
    dbHealth,
    solver,
  };
  // Appointment reminders (issue 36): a pass a minute, off with the mail worker in tests.
  const stopReminders = startReminderTimer(deps, options.mailIntervalMs === 0 ? 0 : 60_000, (err) =>
    app.log.warn({ err }, 'appointment reminders failed'),
  );
  app.addHook('onClose', async () => stopReminders());
  app.decorate('deps', deps);

  // A database known to be down answers 503 at once rather than queueing requests (issue 15);
  // first of all hooks, before the session lookup asks the database.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/v1/health') && dbHealth.isDown()) {
      return reply.status(503).send(failure(DB_UNAVAILABLE));
    }
  });
  registerSecurityHeaders(app, await helmetHeaders(helmetOptions));
  await app.register(cookie, { secret: await resolveSessionSecret(database.db, config.sessionSecret) });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 50 } });
  await app.register(sessionPlugin, { db: database.db });
  registerOriginCheck(app, config.allowedOrigins);
  registerAccessCheck(app, database.db);
  // No NUL, lone surrogate, bad UTF-8 or id beyond int4 reaches a route (issue 25).
  registerInputChecks(app);
  await registerCompression(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.message, error.data));
    }
    // A unique index refused a write (two saves at once): the field's message, never a 500.
    const duplicate = duplicateAnswer(error);
    if (duplicate) return reply.status(duplicate.statusCode).send(failure(duplicate.message, duplicate.data));
    if (isDiskFull(error)) {
      // Reads go on; writes answer 503 in words until there is room (issue 25).
      dbHealth.markDiskFull();
      request.log.error({ err: redactDatabaseError(error) }, 'disk full');
      return reply.status(503).send(failure(DISK_FULL));
    }
    if (isDatabaseFailure(error)) {
      dbHealth.markDown();
      request.log.error({ err: redactDatabaseError(error) }, 'database failed');
      return reply.status(503).send(failure(DB_UNAVAILABLE));
    }
    const declared = (error as { statusCode?: number }).statusCode;
    // Too large stays 413 (it is a parser error too, but the client should hear why).
    const status = declared === 413 ? 413 : isParserError(error) ? 400 : (declared ?? 500);
    if (status >= 500) {
      // Never the query parameters: they carry clients' personal data.
      request.log.error({ err: redactDatabaseError(error) }, 'request failed');
      return reply.status(500).send(failure('Something went wrong on our side. Please try again.'));
    }
    const message =
      status === 413
        ? 'The upload is too large.'
        : status === 400
          ? 'The request could not be read.'
          : (error as Error).message;
    return reply.status(status).send(failure(message));
  });

  // Every route with its declared access class (auth/policy.ts), for the route-walking access test.
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeTable.push({
        method: String(method),
        url: route.url,
        access: route.config?.access,
        record: route.config?.record,
      });
  });

  // The API's OpenAPI document sees every route from here on (decision 288).
  await registerApiDocs(app);
  for (const routes of features)
    await app.register(async (scope) => {
      tagFeatureRoutes(scope, routes);
      await routes(scope, deps);
    });
  await app.register(apiDocsRoutes);

  const web = options.webRoot ?? webRoot;
  const hasWeb = existsSync(path.join(web, 'index.html'));
  const webIndex = createWebIndex(web);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: web,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts); browsers that ask get them.
      preCompressed: true,
      // Our own cache header for every file: send's default (max-age=0) would win over setHeaders.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // The same URL answers brotli, gzip or plain bytes: shared caches must key on the encoding asked.
        res.setHeader('vary', 'Accept-Encoding');
        // Hashed file names change with their content: cached for a year. The rest (favicon, robots) for an hour.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure('Not found.'));
    }
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('The web app is not built. Run npm run build.');
    // Every other path belongs to the single-page app: index.html with the route's preload hints.
    // no-cache: a new release's index.html names new asset files.
    const sid = request.cookies[SESSION_COOKIE];
    const page = webIndex(request.url, Boolean(sid && request.unsignCookie(sid).valid));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepts)
      ? ['br', page.br]
      : /\bgzip\b/.test(accepts)
        ? ['gzip', page.gzip]
        : [null, page.html];
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });

  return app;
}

export type RegisteredRoute = {
  method: string;
  url: string;
  access: AccessClass | undefined;
  /** Where an owner route's record id is (auth/access.ts checks it before the handler). */
  record: IdAt | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: RegisteredRoute[];
  }
}
