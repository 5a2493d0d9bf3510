import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint as dbFingerprint } from './testing/db-fingerprint';
import { createTestApp, type TestApp, type TestUser } from './testing/test-app';

/**
 * Issue 15: bad input never gives 5xx, and a refused request changes nothing. Walks every write
 * route of Fastify's route table (plus the state-changing GETs) with generated bad bodies and
 * queries. FUZZ_RUNS sets the number of generated requests per route (default 4 for CI).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FIELD_NAMES = [
  'id',
  'planId',
  'packageId',
  'clientId',
  'client_id',
  'mealId',
  'page',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'credits',
  'status',
  'dob',
  'link',
  'qty',
  'day',
  'remember',
  'password',
  'token',
  'survey_token',
  'diet_plan_id',
  'min_calories',
  'items',
  'labels',
  'recipes',
  'url',
  'note',
  'notes',
];
const badValue = fc.oneof(
  fc.constantFrom(
    'x\u0000y',
    'x\ud800',
    '\udc00',
    2147483648,
    -2147483649,
    1e300,
    1.5,
    -1,
    0,
    true,
    false,
    [],
    {},
    null,
    '',
    '1e300',
    '2147483648',
    'javascript:alert(1)',
    ' ',
    '9'.repeat(40),
    'Priya Sharma',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
);
const badBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), badValue, { maxKeys: 6 }),
  fc.anything({ maxDepth: 2 }),
);
const badQuery = fc.dictionary(
  fc.constantFrom('id', 'page', 'package_id', 'diet_plan_id', 'min_calories', 'survey_token', 'q'),
  fc.constantFrom('2147483648', '1.5', '1e300', 'x%00y', '%ED%A0%80', 'true', '-1', '', 'abc'),
  { maxKeys: 3 },
);
/** Query names the GET routes read, and raw (already encoded) bad values for them. */
const QUERY_NAMES = [
  'id',
  'page',
  'q',
  'package_id',
  'diet_plan_id',
  'plan_id',
  'client_id',
  'dietitian_id',
  'min_calories',
  'max_calories',
  'status',
  'col',
  'order',
  'tags',
  'category',
  'sub_category',
  'day',
  'auto',
  'type',
  'start_date',
  'end_date',
  'end_from',
  'join',
  'survey_token',
  'token',
  'layout',
  'paper_size',
];
const RAW_QUERY_VALUES = [
  '2147483648',
  '-2147483649',
  '1.5',
  '1e300',
  'NaN',
  'x%00y',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  'true',
  '-1',
  '0',
  '',
  'abc',
  '2024-02-30',
  '9'.repeat(40),
  '%5B%5D',
  'asc%3Bdrop',
  'Priya%20Sharma',
];
/** A raw query string: repeated names (arrays) and malformed percent-encoding included. */
const rawQuery = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_NAMES), fc.constantFrom(...RAW_QUERY_VALUES)), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);

let t: TestApp;
let admin: TestUser;
let nutritionist: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  nutritionist = await t.createNutritionist();
}, 60_000);
afterAll(() => t?.close());

const fingerprint = () => dbFingerprint(t.db);

describe('the cases the issue reproduced', () => {
  it.each([
    ['GET', '/api/v1/diet/plan/meals?id=2147483648', undefined],
    ['GET', '/api/v1/client/profile/details?id=2147483648', undefined],
    ['GET', '/api/v1/settings/logo/2147483648', undefined],
    ['POST', '/api/v1/diet/plan/delete', { planId: 2147483648 }],
    ['GET', '/api/v1/diet/plan/list?min_calories=1.5', undefined],
    ['GET', '/api/v1/diet/plan/list?min_calories=1e300', undefined],
    ['POST', '/api/v1/diet/supplement/catalogue/delete', { id: true }],
    ['POST', '/api/v1/auth/login', { email: 'someone@example.in', password: 'x', remember: 'false' }],
  ])('%s %s answers 4xx', async (method, url, payload) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a client named with a lone surrogate is refused with a field error and nothing is written', async () => {
    const before = await fingerprint();
    const res = await t.post(
      '/api/v1/client/profile/create',
      { first_name: 'Meera\ud800', last_name: 'Iyer', email: 'meera.iyer@example.in', phone: '9876543210' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data.first_name).toBe('Please remove the unsupported characters');
    expect(await fingerprint()).toBe(before);
  });

  it('malformed multipart on the settings form is a 400', async () => {
    for (const url of ['/api/v1/settings/edit', '/api/v1/settings/create']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data' },
        payload: 'abc',
      });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('fuzzing every write route', () => {
  it('answers no 5xx and changes nothing when it refuses', async () => {
    const routes = t.app.routeTable.filter(
      (r) => (WRITE.has(r.method) || /\/(logout|load-[\w-]+)$/.test(r.url)) && r.url.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const cookie = route.url.includes('logout') ? undefined : admin.cookie;
      const send = async (payload: unknown, query: Record<string, string>, param: string, who = cookie) => {
        const before = await fingerprint();
        const qs = new URLSearchParams(query).toString();
        const url = `${fillParams(route.url, param)}${qs ? `?${qs}` : ''}`;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: who ? { cookie: who } : {},
          ...(route.method === 'GET' ? {} : { payload: payload as string }),
        });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${url} ${JSON.stringify(payload)} → ${res.statusCode}`);
        if (res.statusCode >= 400 && (await fingerprint()) !== before) {
          failures.push(
            `${route.method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} but rows changed`,
          );
        }
      };
      // Malformed multipart and JSON bodies on every route.
      if (route.method !== 'GET') {
        for (const [type, body] of [
          ['multipart/form-data', 'abc'],
          ['multipart/form-data; boundary=x', '--x\r\nbroken'],
          ['application/json', '{"id":'],
        ]) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: fillParams(route.url, '1'),
            headers: { cookie: admin.cookie, 'content-type': type },
            payload: body,
          });
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${route.url} ${type} ${body} → ${res.statusCode}`);
        }
      }
      await fc.assert(
        fc.asyncProperty(
          badBody,
          badQuery,
          fc.constantFrom('2147483648', '1', 'abc', '-1'),
          fc.boolean(),
          async (body, query, param, asNutritionist) => {
            await send(body, query, param, asNutritionist ? nutritionist.cookie : cookie);
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('fuzzing every GET route', () => {
  it('answers bad query strings with 4xx, never 5xx', async () => {
    // logout and the state-changing loads are walked above with the writes.
    const routes = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !/\/(logout|load-[\w-]+)$/.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          rawQuery,
          fc.constantFrom('2147483648', '1', 'abc', '-1', '%00', '1.5'),
          fc.boolean(),
          async (query, param, asNutritionist) => {
            const url = `${fillParams(route.url, param)}${query ? `?${query}` : ''}`;
            const res = await t.app.inject({
              method: 'GET',
              url,
              headers: { cookie: asNutritionist ? nutritionist.cookie : admin.cookie },
            });
            if (res.statusCode >= 500)
              failures.push(`GET ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          },
        ),
        { numRuns: RUNS * 2, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
