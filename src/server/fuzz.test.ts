import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_DATE_MESSAGE, UNSTORABLE_MESSAGE } from '../shared/fields';
import { ID_MESSAGE, NOT_UTF8_MESSAGE } from './lib/input-checks';
import { fingerprint as dbFingerprint } from './testing/db-fingerprint';
import { packageBody } from './testing/package-fixtures';
import { nutritionistWithCredits, planForNewClient } from './testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from './testing/test-app';
import { multipart, type Part } from './testing/test-files';

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

describe('issue 25: the inputs that answered 500 or were stored changed', () => {
  let n: TestUser;
  let planId: number;
  let clientId: number;
  let packageId: number;
  beforeAll(async () => {
    n = await nutritionistWithCredits(t);
    const made = await planForNewClient(t, n);
    planId = made.planId;
    clientId = made.client.id;
    packageId = made.pkg.id;
  });

  /** Sends a request that must be refused with `fields` and must change nothing. */
  async function refused(
    method: 'GET' | 'POST',
    url: string,
    payload: unknown,
    fields: Record<string, string>,
    cookie = n.cookie,
  ) {
    const before = await fingerprint();
    const res = await t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
    expect(res.statusCode, `${method} ${url}`).toBe(422);
    expect(res.json().data, `${method} ${url}`).toEqual(fields);
    expect(await fingerprint(), `${method} ${url}`).toBe(before);
  }
  it.each([
    [
      'a catalogue supplement',
      '/api/v1/diet/supplement/catalogue/create',
      { name: 'Shatavari\u0000 Churna' },
      'name',
    ],
    ['a catalogue recipe', '/api/v1/diet/planrecipe/catalogue/create', { name: 'Ragi\u0000 dosa' }, 'name'],
    [
      'a day description',
      '/api/v1/diet/planday/edit-day',
      { day: 1, day_description: 'Monday\u0000' },
      'day_description',
    ],
  ])('NUL in %s is a field message', async (_what, url, body, field) => {
    const payload = { diet_plan_id: planId, ...body };
    await refused('POST', url, payload, { [field]: UNSTORABLE_MESSAGE });
  });

  it('NUL or a lone surrogate in plan supplements, recipes and the plan name is refused, nothing stored', async () => {
    await refused(
      'POST',
      '/api/v1/diet/supplement/create',
      { planId, packageId, name: 'Omega 3\u0000' },
      { name: UNSTORABLE_MESSAGE },
    );
    await refused(
      'POST',
      '/api/v1/diet/planrecipe/create',
      { planId, packageId, recipes: [{ name: 'Moong dal chilla' }, { name: 'Poha\u0000' }] },
      { 'recipes.1.name': UNSTORABLE_MESSAGE },
    );
    for (const description of ['Week 1\u0000', 'Week 1 \ud800', '\udc00Week 1'])
      await refused(
        'POST',
        '/api/v1/diet/plan/edit',
        { id: planId, description },
        { description: UNSTORABLE_MESSAGE },
      );
    const plan = await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie);
    expect(plan.statusCode).toBe(200);
    expect(JSON.stringify(plan.json())).not.toMatch(/Week 1|\ufffd/);
  });

  it('the raw JSON escape of a lone surrogate is refused before it can become U+FFFD', async () => {
    const before = await fingerprint();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/package/create',
      headers: { cookie: n.cookie, 'content-type': 'application/json' },
      // The JSON text itself, as a client would send it: JSON.parse makes a lone surrogate of it.
      payload: JSON.stringify(packageBody(clientId, n.nutritionistId!)).replace(
        '"notes":"HbA1c',
        '"notes":"\\udc00HbA1c',
      ),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: UNSTORABLE_MESSAGE, data: { notes: UNSTORABLE_MESSAGE } });
    expect(await fingerprint()).toBe(before);
  });

  it('a JSON body that is not UTF-8 (a CESU-8 surrogate) is a 400, not text stored as U+FFFD', async () => {
    const before = await fingerprint();
    const json = Buffer.from(
      JSON.stringify(packageBody(clientId, n.nutritionistId!, { notes: 'Prefers idli X' })),
    );
    const at = json.indexOf('X');
    const payload = Buffer.concat([
      json.subarray(0, at),
      Buffer.from([0xed, 0xa0, 0x80]),
      json.subarray(at + 1),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/package/create',
      headers: { cookie: n.cookie, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_UTF8_MESSAGE);
    expect(await fingerprint()).toBe(before);
  });

  it('NUL in a package category or status, and a date of year 0000, are field messages', async () => {
    const url = '/api/v1/client/package/create';
    const body = (overrides: Record<string, unknown>) => packageBody(clientId, n.nutritionistId!, overrides);
    await refused('POST', url, body({ category: 'Clinical\u0000' }), { category: UNSTORABLE_MESSAGE });
    await refused('POST', url, body({ status: 'New\u0000' }), { status: UNSTORABLE_MESSAGE });
    await refused('POST', url, body({ start_date: '0000-01-01' }), { start_date: EARLY_DATE_MESSAGE });
    await refused('POST', url, body({ end_date: '0999-12-31' }), { end_date: EARLY_DATE_MESSAGE });
    await refused('POST', url, body({ payment_date: '1899-12-31' }), { payment_date: EARLY_DATE_MESSAGE });
    expect((await t.post(url, body({ start_date: '1900-01-01' }), n.cookie)).json().success).toBe(1);
  });

  it('a plan date of year 0000 is a field message', async () => {
    const url = '/api/v1/diet/plan/edit';
    for (const [field, value] of [
      ['start_date', '0000-01-01'],
      ['end_date', '0999-06-30'],
    ])
      await refused(
        'POST',
        url,
        { id: planId, description: 'Week 1', [field]: value },
        { [field]: EARLY_DATE_MESSAGE },
      );
  });

  it('NUL in a food database name is a field message', async () => {
    const entry = {
      name: 'Hospital\u0000 canteen',
      sheetId: 'https://docs.google.com/spreadsheets/d/abc/export?format=csv',
    };
    await refused(
      'POST',
      '/api/v1/settings/food-config-value',
      [entry],
      { '0.name': UNSTORABLE_MESSAGE },
      admin.cookie,
    );
  });

  it.each([
    ['/api/v1/diet/supplement/catalogue/list?q=x%00y', 'q'],
    ['/api/v1/category/categories?category=Generic&parent=Client_Status%00', 'parent'],
    ['/api/v1/client/package/detail?token=abcdefghijklmnopqrstuvwxyz%00', 'token'],
    ['/api/v1/food/item/search?q=%00dal', 'q'],
  ])('GET %s: a query with NUL is a 422 under its field', async (url, field) => {
    const res = await t.get(url, n.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ [field]: UNSTORABLE_MESSAGE });
  });

  it('an id beyond int4 in a query string is a 422 under its field', async () => {
    for (const url of [
      '/api/v1/client/package/detail?id=2147483648',
      '/api/v1/diet/plan/meals?id=99999999999',
    ]) {
      const res = await t.get(url, n.cookie);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().data, url).toEqual({ id: ID_MESSAGE });
    }
  });

  it("a client's all-digit unique ID beyond int4 is text, not a record id: it is saved", async () => {
    const res = await t.post(
      '/api/v1/client/profile/create',
      {
        first_name: 'Kavya',
        last_name: 'Reddy',
        email: 'kavya.reddy@example.in',
        phone: '9123456780',
        gender: 'Female',
        status: 'Active',
        unique_id: '20261125000042',
      },
      admin.cookie,
    );
    expect(res.json()).toMatchObject({ success: 1, data: { unique_id: '20261125000042' } });
  });

  it('a CSV import with NUL in a cell names the row, and imports nothing', async () => {
    const body = multipart([
      {
        name: 'file',
        filename: 'supplements.csv',
        type: 'text/csv',
        bytes: Buffer.from(
          'SupplementName,Link,Dosage\nAshwagandha,,1 tsp\nTriphala\u0000,,1 tsp at night\n',
        ),
      },
    ]);
    const before = await fingerprint();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/diet/supplement/catalogue/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: n.cookie },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.row_errors).toEqual([{ line: 3, reason: `name: ${UNSTORABLE_MESSAGE}` }]);
    expect(await fingerprint()).toBe(before);
  });

  it('NUL in a multipart json field or a file name is a field message', async () => {
    const send = (parts: Part[]) => {
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/vital/bodyparams/create',
        payload: body.payload,
        headers: { ...body.headers, cookie: n.cookie },
      });
    };
    const json = {
      client_id: clientId,
      notes: 'Monthly review',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-10-01',
    };
    const before = await fingerprint();
    const inJson = await send([
      { name: 'json', value: JSON.stringify({ ...json, notes: 'Monthly\u0000 review' }) },
    ]);
    expect(inJson.statusCode).toBe(422);
    expect(inJson.json().data).toMatchObject({ notes: UNSTORABLE_MESSAGE });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const inName = await send([
      { name: 'json', value: JSON.stringify(json) },
      { name: 'file', filename: 'report\u0000.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    expect(inName.statusCode).toBe(422);
    expect(inName.json().data).toMatchObject({ file: UNSTORABLE_MESSAGE });
    expect(await fingerprint()).toBe(before);
  });

  it('a multipart body without its closing boundary is a 400 and changes nothing', async () => {
    const json = {
      client_id: clientId,
      notes: 'Monthly review',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-10-01',
    };
    for (const url of [
      '/api/v1/vital/bodyparams/create',
      '/api/v1/settings/edit',
      '/api/v1/diet/supplement/catalogue/import',
    ]) {
      const body = multipart([
        { name: 'json', value: JSON.stringify(json) },
        { name: 'file', filename: 'a.csv', type: 'text/csv', bytes: Buffer.from('SupplementName\nAmla\n') },
      ]);
      const unclosed = body.payload.subarray(0, body.payload.lastIndexOf('--') - 2);
      const before = await fingerprint();
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: unclosed,
        headers: { ...body.headers, cookie: url.includes('settings') ? admin.cookie : n.cookie },
      });
      expect(res.statusCode, url).toBe(400);
      expect(await fingerprint(), url).toBe(before);
    }
  });
});

/**
 * Every field name of every shared Zod schema (src/shared): the body and query fields the API
 * reads, nested objects included, so the walk below needs no list kept by hand.
 */
function schemaFieldNames(): string[] {
  const modules = import.meta.glob<Record<string, unknown>>(['../shared/*.ts', '!../shared/*.test.ts'], {
    eager: true,
  });
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown) => {
    const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    if (def.type === 'object')
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(name);
        walk(field);
      }
    for (const key of ['in', 'out', 'innerType', 'element', 'valueType', 'left', 'right']) walk(def[key]);
    if (Array.isArray(def.options)) for (const option of def.options) walk(option);
  };
  for (const module of Object.values(modules)) for (const value of Object.values(module)) walk(value);
  return [...names].sort();
}

const DATE_FIELD = /date|dob|expiry|^join$|_from$/;
const ID_FIELD = /^(id|.+_id|.+Id)$/;
const TEXT_VALUES = ['Priya\u0000 Sharma', 'Priya \ud800', '\udc00'];
const DATE_VALUES = ['0000-01-01', '0999-12-31'];
const ID_VALUES = [2147483648, '2147483648'];

describe('issue 25: walking every route and field of the route table', () => {
  const fields = schemaFieldNames();
  let n: TestUser;
  let ids: Record<string, number>;
  beforeAll(async () => {
    n = await nutritionistWithCredits(t);
    const made = await planForNewClient(t, n);
    ids = {
      client: made.client.id,
      package: made.pkg.id,
      plan: made.planId,
      nutritionist: n.nutritionistId!,
    };
  });

  /** A value a form would send for a field, so a request gets past its other fields to the one tried. */
  const plausible = (field: string): unknown => {
    if (DATE_FIELD.test(field)) return '2026-11-20';
    if (/client/i.test(field)) return ids.client;
    if (/package/i.test(field)) return ids.package;
    if (/plan/i.test(field)) return ids.plan;
    if (/dietitian|nutritionist/i.test(field)) return ids.nutritionist;
    if (ID_FIELD.test(field) || /^(day|qty|page|sourceDay|targetDay)$/.test(field)) return 1;
    if (/email/.test(field)) return 'priya.sharma@example.in';
    if (/phone/.test(field)) return '9876543210';
    if (/time/.test(field)) return '08:00:00';
    return 'Priya Sharma';
  };

  /** The fields a route asks for: what it names in its 422 to an empty request, filled in up to three rounds. */
  async function discover(method: string, url: string, cookie: string) {
    const base: Record<string, unknown> = {};
    for (let round = 0; round < 3; round++) {
      const res = await send(method, url, base, cookie);
      const named = res.statusCode === 422 ? Object.keys(dataOf(res)) : [];
      const fresh = [...new Set(named.map((k) => k.split('.')[0]))].filter((k) => !(k in base) && k !== '_');
      if (!fresh.length) break;
      for (const k of fresh) base[k] = plausible(k);
    }
    return base;
  }

  /** The field messages of an answer ({} when it has none or is no JSON). */
  const dataOf = (res: { body: string }): Record<string, unknown> => {
    try {
      return JSON.parse(res.body).data ?? {};
    } catch {
      return {};
    }
  };

  function send(method: string, url: string, input: Record<string, unknown>, cookie: string) {
    if (method === 'GET') {
      const qs = Object.entries(input)
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
        .join('&');
      return t.app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers: { cookie } });
    }
    return t.app.inject({ method: method as 'POST', url, payload: input, headers: { cookie } });
  }

  it('answers NUL and lone surrogates in any field with 422 under it, and never a 5xx to years 0000/0999 or ids beyond int4', async () => {
    // Deletes last, so the plan and package the others reach stay until then. HEAD is GET's twin.
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.endsWith('/logout'))
      .sort((a, b) => Number(/delete/.test(a.url)) - Number(/delete/.test(b.url)));
    expect(routes.length).toBeGreaterThan(100);
    expect(fields.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const url = fillParams(route.url, '1');
      const cookie = /settings|food-config|backup|dietitian\/profile\/(create|edit)|credit/.test(url)
        ? admin.cookie
        : n.cookie;
      const fail = (what: string, res: { statusCode: number; body: string }) =>
        failures.push(`${route.method} ${url} ${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      const base = await discover(route.method, url, cookie);
      const own = Object.keys(base);
      // Whether refused requests must leave every row as it was: every write, and the GETs that
      // write (Sync Data); a refused password records the attempt for the throttle, by design.
      const watched =
        (route.method !== 'GET' || /\/load-[\w-]+$/.test(url)) && !/\/auth\/|\/user\/edit$/.test(url);
      let known = watched ? await fingerprint() : '';
      /** Fails when a refused request changed rows since the last look. */
      const unchanged = async (what: string, res: { statusCode: number; body: string }) => {
        if (!watched) return;
        const now = await fingerprint();
        if (res.statusCode >= 400 && now !== known) fail(`${what} but rows changed`, res);
        known = now;
      };
      // A query string cannot carry a lone surrogate (percent-encoding is UTF-8): NUL only there.
      const textValues = route.method === 'GET' ? TEXT_VALUES.slice(0, 1) : TEXT_VALUES;
      // Every field of every schema at once: each one is named in the answer.
      for (const value of textValues) {
        const res = await send(route.method, url, Object.fromEntries(fields.map((f) => [f, value])), cookie);
        requests++;
        const named = res.statusCode === 422 ? Object.keys(dataOf(res)) : [];
        const unnamed = fields.filter((f) => !named.includes(f));
        if (res.statusCode !== 422 || unnamed.length)
          fail(`every field ${JSON.stringify(value)}, not named: ${unnamed.slice(0, 5)}`, res);
        await unchanged(`every field ${JSON.stringify(value)}`, res);
      }
      // And one field at a time in an otherwise plausible request.
      for (const field of own)
        for (const value of textValues) {
          const res = await send(route.method, url, { ...base, [field]: value }, cookie);
          requests++;
          if (res.statusCode !== 422 || dataOf(res)[field] !== UNSTORABLE_MESSAGE)
            fail(`${field}=${JSON.stringify(value)}`, res);
        }
      if (own.length) await unchanged('one text field', { statusCode: 422, body: '' });
      // Dates and ids pass the text check: each reaches the route's own schema, one field at a time.
      const tries = [
        ...[...own, 'start_date', 'end_date']
          .filter((f) => DATE_FIELD.test(f))
          .flatMap((f) => DATE_VALUES.map((v) => [f, v] as const)),
        ...[...own, 'id']
          .filter((f) => ID_FIELD.test(f))
          .flatMap((f) => ID_VALUES.map((v) => [f, v] as const)),
      ];
      for (const [field, value] of new Map(tries.map((t) => [t.join('='), t])).values()) {
        const res = await send(route.method, url, { ...base, [field]: value }, cookie);
        requests++;
        if (res.statusCode >= 500) fail(`${field}=${value}`, res);
        await unchanged(`${field}=${value}`, res);
      }
      // A multipart body cut before its closing boundary.
      if (route.method !== 'GET') {
        const body = multipart([{ name: 'json', value: JSON.stringify(base) }]);
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: body.payload.subarray(0, body.payload.lastIndexOf('--') - 2),
          headers: { ...body.headers, cookie },
        });
        requests++;
        if (res.statusCode >= 500) fail('unclosed multipart', res);
        await unchanged('unclosed multipart', res);
      }
    }
    console.info(
      `issue 25 walk: ${routes.length} routes, ${fields.length} schema fields, ${requests} requests`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
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
