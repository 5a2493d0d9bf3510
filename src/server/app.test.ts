import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app';
import { helmetOptions } from './lib/security';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * The app-wide behaviour of buildApp: envelope, 404s, the single-page app fallback, security
 * headers, the error handler and what the logs may contain. The app here logs to a stream.
 */
let t: TestApp;
let app: FastifyInstance;
let bare: FastifyInstance;
let webRoot: string;
const logLines: string[] = [];
const logged = () => logLines.join('');

const INDEX_HTML =
  '<!doctype html><html><head><title>NutriDesk</title></head><body><div id="root"></div>NutriDesk test build</body></html>';
/** What the build's routePreloads step writes (vite.config.ts). */
const PRELOADS = {
  routes: [
    {
      pattern: '^/client-profile(?:/[^/]+)?(?:/[^/]+)?/?$',
      modules: ['/assets/ClientListPage-Xy12.js'],
      styles: ['/assets/ClientListPage-Xy12.css'],
      session: true,
      layout: true,
    },
    { pattern: '^/survey/[^/]+(?:/[^/]+)?/?$', modules: ['/assets/SurveyPage-Zz34.js'], session: false },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'np-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'preload.json'), JSON.stringify(PRELOADS));
  writeFileSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  // What the build's precompress step writes beside each text file.
  writeFileSync(
    path.join(webRoot, 'assets', 'index-Ab12Cd34.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  writeFileSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');

  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // The same database as `t`, but the production logger options writing to our stream.
  app = await buildApp({
    database: t.database,
    config: t.config,
    mailIntervalMs: 0,
    webRoot,
    logger: { ...(loggerOptions('info') as object), stream } as never,
  });
  app.get('/api/v1/test/big', async () => ({
    success: 1,
    message: '',
    data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Meal item ${i}` })),
  }));
  app.get('/api/v1/test/explode', async () => {
    throw new Error('connection to db failed: password=Sup3rSecret at /srv/app/src/server/db/client.ts:42');
  });
  await app.ready();

  bare = await buildApp({
    database: t.database,
    config: t.config,
    mailIntervalMs: 0,
    webRoot: path.join(webRoot, 'missing'),
  });
  await bare.ready();
});

afterAll(async () => {
  await bare.close();
  await app.close();
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('API envelope and not-found answers', () => {
  it('GET /api/v1/health answers success 1 with db ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: expect.any(String), data: { db: 'ok' } });
  });

  it('an unknown /api path answers 404 JSON with success 0, for GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/v1/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ success: 0, message: 'Not found.', data: null });
    }
  });

  it('a body that is not JSON answers 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "meera@',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: 0, message: 'The request could not be read.', data: null });
  });

  it('a body over the limit answers 413 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: 0, message: 'The upload is too large.' });
  });

  it('a failure inside a handler answers 500 without the error, stack or file paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: 0,
      message: 'Something went wrong on our side. Please try again.',
      data: null,
    });
    expect(res.body).not.toMatch(/Sup3rSecret|client\.ts|stack|at \//);
    // The server keeps the detail in its own log.
    expect(logged()).toMatch(/"level":50.*request failed/);
  });
});

describe('the single-page app', () => {
  it('serves index.html for every non-API GET path, revalidated on every load', async () => {
    for (const url of ['/', '/login', '/client-profile/active/2?q=Meera', '/reset-password/abc', '/x/y/z']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('NutriDesk test build');
      // A new release must reach the browser at once: never cached without revalidation.
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("adds the route's preload hints to index.html, and compresses it for browsers that ask", async () => {
    const list = await app.inject({ method: 'GET', url: '/client-profile/active/2?q=Meera' });
    expect(list.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ClientListPage-Xy12.js">',
    );
    expect(list.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/auth/session">',
    );
    // The chunk's stylesheet too, in the credentials mode of the link Vite's loader adds for it.
    expect(list.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/ClientListPage-Xy12.css">',
    );
    expect(list.body.indexOf('modulepreload')).toBeLessThan(list.body.indexOf('</head>'));
    // The public questionnaire asks no session; an unknown path gets the plain page.
    const survey = await app.inject({ method: 'GET', url: '/survey/abc' });
    expect(survey.body).toContain('SurveyPage-Zz34.js');
    expect(survey.body).not.toContain('/api/v1/auth/session');
    // A list's first page only for a browser with a signed session cookie, and only without a query.
    expect(list.body).not.toContain('client-list');
    const admin = await t.createAdmin({ email: 'preload.admin@example.in', password: 'Pa55word!Preload' });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/client-profile',
      headers: { cookie: admin.cookie },
    });
    expect(signedIn.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/client/package/client-list?col=joined_date&order=desc&page=1">',
    );
    const packages = await app.inject({ method: 'GET', url: '/packages', headers: { cookie: admin.cookie } });
    expect(packages.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/client/package/list?col=status&order=asc&page=1">',
    );
    // The dashboard: today's appointments, dues and counts, signed in only (decision 286).
    const dashboard = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: admin.cookie },
    });
    const dashboardSignedOut = await app.inject({ method: 'GET', url: '/dashboard' });
    for (const url of [
      '/api/v1/appointment/today',
      '/api/v1/invoice/dues-summary',
      '/api/v1/dashboard/summary',
    ]) {
      expect(dashboard.body).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`,
      );
      expect(dashboardSignedOut.body).not.toContain(url);
      expect(signedIn.body).not.toContain(url);
    }
    // A page of the signed-in layout: its app bar's practice name and logo, signed in only.
    for (const url of ['/api/v1/settings/practice', '/api/v1/settings/print-pdf-settings-data']) {
      expect(signedIn.body).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`,
      );
      expect(list.body).not.toContain(url);
      expect(survey.body).not.toContain(url);
    }
    const signedInSurvey = await app.inject({
      method: 'GET',
      url: '/survey/abc',
      headers: { cookie: admin.cookie },
    });
    expect(signedInSurvey.body).not.toContain('/api/v1/settings/practice');
    // A planner: the plan's workspace and the package's meal timings, signed in only.
    const planner = await app.inject({
      method: 'GET',
      url: '/workspace/3/46',
      headers: { cookie: admin.cookie },
    });
    expect(planner.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/diet/plan/meals?id=46">',
    );
    expect(planner.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/diet/planday/meal-timing-list?package_id=3">',
    );
    expect(planner.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/diet/plan/list-by-package?id=3">',
    );
    expect(planner.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/diet/plan/targets?plan_id=46&suggest=none">',
    );
    const plannerSignedOut = await app.inject({ method: 'GET', url: '/workspace/3/46' });
    expect(plannerSignedOut.body).not.toContain('/api/v1/diet/plan/meals');
    // A client's plan page: its plan read, for any browser (the link is the access); a path that
    // is not a link's token gets no preload.
    const planPage = await app.inject({ method: 'GET', url: '/my-plan/xS62CsVyZjMKUnJpuLzgqRBFE8_CYXcE' });
    expect(planPage.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/my-plan/xS62CsVyZjMKUnJpuLzgqRBFE8_CYXcE">',
    );
    const oddPlanPage = await app.inject({ method: 'GET', url: '/my-plan/%22%3E%3Cscript%3E' });
    expect(oddPlanPage.body).not.toContain('/api/v1/my-plan/');
    // The public booking page: its read, for any browser (decision 312);
    // its confirm link and a path that is not a slug get no read.
    const bookingPage = await app.inject({ method: 'GET', url: '/book/swasth-clinic' });
    expect(bookingPage.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/booking/swasth-clinic">',
    );
    for (const url of ['/book/confirm/abcdefgh', '/book/%22%3E%3Cscript%3E'])
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('/api/v1/booking/');
    const packagePlans = await app.inject({
      method: 'GET',
      url: '/workspace/3/list',
      headers: { cookie: admin.cookie },
    });
    expect(packagePlans.body).not.toContain('/api/v1/diet/plan/meals');
    const filtered = await app.inject({
      method: 'GET',
      url: '/client-profile?q=Meera',
      headers: { cookie: admin.cookie },
    });
    expect(filtered.body).not.toContain('client-list');
    const forged = await app.inject({
      method: 'GET',
      url: '/client-profile',
      headers: { cookie: 'sid=forged' },
    });
    expect(forged.body).not.toContain('client-list');
    const other = await app.inject({ method: 'GET', url: '/x/y/z' });
    expect(other.body).toBe(INDEX_HTML);
    const br = await app.inject({
      method: 'GET',
      url: '/client-profile',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('ClientListPage-Xy12.js');
  });

  it('serves hashed assets with a long cache, and a missing asset is not the app page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const res = await app.inject({ method: 'POST', url: '/client-profile' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(0);
  });

  it('sends the pre-compressed asset to a browser that asks, the plain one otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('compresses JSON answers over 1 KB for browsers that ask', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/api/v1/test/big',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toHaveLength(200);
    const gz = await app.inject({
      method: 'GET',
      url: '/api/v1/test/big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toHaveLength(200);
    // A browser that refuses brotli (q=0) gets gzip.
    const noBrotli = await app.inject({
      method: 'GET',
      url: '/api/v1/test/big',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(noBrotli.rawPayload).toString()).data).toHaveLength(200);
    const plain = await app.inject({ method: 'GET', url: '/api/v1/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(200);
    // Small answers stay as they are.
    const small = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers /robots.txt with the robots file, not the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent');
  });

  it('without a web build, says how to build it', async () => {
    const res = await bare.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/npm run build/);
  });
});

describe('security headers', () => {
  it('pages and API answers carry a CSP the app works under, and the usual hardening headers', async () => {
    for (const url of ['/login', '/api/v1/health']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('are exactly what @fastify/helmet sets, on pages, assets, API answers, 404s and errors', async () => {
    // The plugin registered the usual way, as the reference (the app works its headers out once).
    const reference = Fastify();
    await reference.register(helmet, helmetOptions);
    reference.get('/', async () => ({}));
    const expected = (await reference.inject('/')).headers;
    await reference.close();
    const names = Object.keys(expected).filter(
      (n) => !['content-type', 'content-length', 'date', 'connection'].includes(n),
    );
    expect(names).toContain('content-security-policy');
    expect(names).toContain('strict-transport-security');
    for (const [method, url] of [
      ['GET', '/login'],
      ['GET', '/assets/index-Ab12Cd34.js'],
      ['GET', '/api/v1/health'],
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/auth/login'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? '{' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      for (const name of names) expect(res.headers[name], `${name} on ${url}`).toBe(expected[name]);
    }
  });
});

describe('logs', () => {
  it('never contain passwords, cookies, authorization headers or tokens in URLs', async () => {
    const admin = await t.createAdmin({ email: 'sunita.kulkarni@example.in', password: 'Pa55word!Kolhapur' });
    logLines.length = 0;

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json().success).toBe(1);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const cookieValue = cookie.split('=').slice(1).join('=');
    await app.inject({
      method: 'GET',
      url: '/api/v1/auth/session-user',
      headers: { cookie, authorization: 'Bearer tok_live_abcdef123456' },
    });
    await app.inject({ method: 'GET', url: '/reset-password/Zr3setT0kenValue9876543210' });
    await app.inject({ method: 'GET', url: '/api/v1/survey/response/response?survey_token=SurveyTok3nXYZ' });
    await app.inject({ method: 'GET', url: '/api/v1/my-plan/PlanL1nkTok3nValue0123456789abc' });
    await app.inject({ method: 'GET', url: '/my-plan/PlanL1nkTok3nValue0123456789abc' });
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: admin.email, password: 'Wr0ngPassw0rd!Thane' },
    });

    const text = logged();
    expect(text).toContain('/api/v1/auth/session-user'); // requests are logged…
    for (const secret of [
      admin.password,
      'Wr0ngPassw0rd!Thane',
      cookieValue,
      'tok_live_abcdef123456',
      'Zr3setT0kenValue9876543210',
      'SurveyTok3nXYZ',
      'PlanL1nkTok3nValue0123456789abc',
    ]) {
      expect(text, secret).not.toContain(secret); // …without their secrets
    }
  });

  it("one line per API request, without its query; the web app's files and pages are not logged", async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    await app.inject({ method: 'GET', url: '/clients' });
    await app.inject({ method: 'GET', url: '/api/v1/health?name=Kavya%20Menon' });
    const messages = logLines.map((line) => JSON.parse(line).msg);
    expect(messages).toEqual([expect.stringMatching(/^GET \/api\/v1\/health 200 \d+ ms$/)]);
    expect(logged()).not.toContain('Kavya');
  });

  it('a client that goes away before its answer (a closed tab) is not logged as an error', async () => {
    const admin = await t.createAdmin({ email: 'farhan.qureshi@example.in', password: 'Pa55word!Lucknow' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    logLines.length = 0;
    // Signing in hashes for a while (argon2): the client leaves in the middle of it.
    const leaving = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
      signal: leaving.signal,
    }).catch(() => 'gone');
    setTimeout(() => leaving.abort(), 5);
    expect(await request).toBe('gone');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const levels = logLines.map((line) => JSON.parse(line).level as number);
    expect(
      levels.filter((level) => level >= 40),
      logged(),
    ).toEqual([]);
  });
});
