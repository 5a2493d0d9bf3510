import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app';
import { foodIds, mealBody, nutritionistWithCredits, planForNewClient } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { multipart } from '../testing/test-files';
import { registerAccessCheck } from './access';
import { ACCESS_CLASSES, type AccessClass, type IdAt } from './policy';
import type { RequestUser } from './session';

/**
 * Walks every route of Fastify's route table (not a hand list): each has an access class, and
 * no class answers 2xx to someone it is not for. A new route without a class fails here.
 */
let t: TestApp;
let nutritionist: TestUser;
let admin: TestUser;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  nutritionist = await t.createNutritionist({ firstName: 'Ishita', lastName: 'Bose' });
  admin = await t.createAdmin();
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
});
afterAll(async () => t.close());

const urlOf = (r: RegisteredRoute) => r.url.replace(/:[A-Za-z]+/g, '1');
const call = (r: RegisteredRoute, cookie?: string) =>
  r.method === 'GET' ? t.get(urlOf(r), cookie) : t.post(urlOf(r), {}, cookie);
const ok = (status: number) => status >= 200 && status < 400;

describe('every route', () => {
  it('declares an access class', () => {
    expect(routes.length).toBeGreaterThan(90);
    const unclassified = routes.filter((r) => !r.access || !ACCESS_CLASSES.includes(r.access));
    expect(unclassified.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers nobody signed out except the public and token routes (401, or 404 like a missing record)', async () => {
    const tokenClasses: (AccessClass | undefined)[] = ['public', 'survey-token', 'token:plan-link'];
    const leaks: string[] = [];
    for (const r of routes.filter((x) => !tokenClasses.includes(x.access))) {
      const res = await call(r);
      if (res.statusCode !== 401 && res.statusCode !== 404)
        leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers the survey-token routes only with a token', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access === 'survey-token')) {
      const res = await call(r, nutritionist.cookie);
      if (ok(res.statusCode)) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers the plan-link routes only with a token (a session is no key: 404)', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access === 'token:plan-link')) {
      const res = await call(r, nutritionist.cookie);
      if (res.statusCode !== 404) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(routes.some((x) => x.access === 'token:plan-link')).toBe(true);
    expect(leaks).toEqual([]);
  });

  it('answers the invoice share-link routes only with a token (a session is no key: 404)', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access === 'token:invoice-link')) {
      for (const cookie of [undefined, nutritionist.cookie, admin.cookie]) {
        const res = await call(r, cookie);
        if (res.statusCode !== 404) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
      }
    }
    expect(routes.filter((x) => x.access === 'token:invoice-link').map((x) => x.url)).toEqual([
      '/api/v1/my-invoice/:token',
      '/api/v1/my-invoice/:token/pdf',
      '/api/v1/my-invoice/:token/receipt',
    ]);
    expect(leaks).toEqual([]);
  });

  it('refuses a nutritionist on every admin route', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access === 'admin')) {
      const res = await call(r, nutritionist.cookie);
      if (ok(res.statusCode) || res.statusCode >= 500) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers an admin without a 5xx on every route, even with an empty request', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.url !== '/api/v1/logout' && !x.url.endsWith('/backup'))) {
      const res = await call(r, admin.cookie);
      if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

/** The records nutritionist A owns, by the names the routes give their ids. */
type Owned = {
  client: number;
  pkg: number;
  plan: number;
  meal: number;
  vital: number;
  file: number;
  invoice: number;
  appointment: number;
};

/** No record has this id: the answer for a missing record, to compare a hidden one with. */
const MISSING = 2_000_000_000;

/**
 * A request naming `ids`' records under every name the owner routes use for them (id by the
 * route's class), and a day, so that most routes get past their input checks to the record.
 */
function requestFor(r: RegisteredRoute, ids: Owned) {
  const own: Record<string, number> = {
    'owner:client': ids.client,
    'owner:package': ids.pkg,
    'owner:plan': ids.plan,
    'owner:vital': ids.vital,
    'owner:file': ids.file,
    'owner:invoice': ids.invoice,
    'owner:appointment': ids.appointment,
  };
  const body: Record<string, unknown> = {
    id: own[r.access ?? ''] ?? ids.client,
    client_id: ids.client,
    clientId: ids.client,
    package_id: ids.pkg,
    packageId: ids.pkg,
    sourcePackageId: ids.pkg,
    targetPackageId: ids.pkg,
    plan_id: ids.plan,
    planId: ids.plan,
    diet_plan_id: ids.plan,
    sourcePlanId: ids.plan,
    day: 1,
    sourceDay: 1,
    targetDay: 1,
    // What the write routes need before they look for the record.
    meal_id: ids.meal,
    mealId: ids.meal,
    invoice_id: ids.invoice,
    credit_note_id: ids.invoice,
    appointment_id: ids.appointment,
    assessment: 'Weight 71 kg',
    reason: 'Corrected',
    amount: '500',
    description: 'Weekday plan',
    day_description: 'Monday',
    name: 'Ashwagandha',
    time: '08:00',
    hypothetical_time: 'Breakfast',
    items: [{ id: 1, qty: 100 }],
    selectTimeList: ['Breakfast'],
    target: 'next_day',
    mode: 'quantities',
    preview_id: '8c0e6b1e-3f4a-4d2b-9a57-2f6d1c0e9b41',
    labels: [],
    recipes: [],
    mealList: [],
  };
  const path = r.url.replace(/:[A-Za-z]+/g, String(ids.file));
  if (r.method !== 'GET') return { method: r.method, url: path, body };
  const scalars = Object.entries(body).filter(([, v]) => typeof v !== 'object');
  const qs = new URLSearchParams(scalars.map(([k, v]) => [k, String(v)]));
  return { method: 'GET', url: `${path}?${qs}`, body: undefined };
}

describe("nutritionist B on nutritionist A's records", () => {
  let a: TestUser;
  let b: TestUser;
  let owned: Owned;
  let missing: Owned;
  let ownerRoutes: RegisteredRoute[];
  const send = (r: RegisteredRoute, ids: Owned, cookie: string) => {
    const req = requestFor(r, ids);
    return req.method === 'GET' ? t.get(req.url, cookie) : t.post(req.url, req.body, cookie);
  };
  /** What A can read of their records: must be the same after B's walk. */
  const snapshot = async () =>
    Promise.all(
      [
        `/api/v1/client/profile/details?id=${owned.client}`,
        `/api/v1/client/package/detail?id=${owned.pkg}`,
        `/api/v1/diet/plan/meals?id=${owned.plan}`,
        `/api/v1/vital/bodyparams/body-param?id=${owned.vital}`,
        `/api/v1/invoice/details?id=${owned.invoice}`,
      ].map(async (url) => (await t.get(url, a.cookie)).json()),
    );

  /** An invoice of A's package (issue 37), after the practice's billing settings. */
  async function invoiceOf(packageId: number): Promise<number> {
    await t.post(
      '/api/v1/invoice/billing-settings',
      {
        legal_name: 'Poshan Nutrition Clinic LLP',
        address: '12 Prabhat Road, Pune 411004',
        state_code: '27',
        registered: false,
        upi_vpa: 'poshanclinic@okhdfcbank',
        payee_name: 'Poshan Nutrition Clinic',
      },
      admin.cookie,
    );
    const res = await t.post(
      '/api/v1/invoice/create',
      { package_id: packageId, lines: [{ description: 'Consultation', amount: 1500 }] },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }

  beforeAll(async () => {
    a = await nutritionistWithCredits(t, 10, { firstName: 'Anjali', lastName: 'Deshpande' });
    b = await nutritionistWithCredits(t, 10, { firstName: 'Bhaskar', lastName: 'Menon' });
    const {
      client,
      pkg,
      planId: plan,
    } = await planForNewClient(t, a, {
      firstName: 'Gayatri',
      lastName: 'Subramanian',
    });
    const { A015: rice } = await foodIds(t, ['A015']);
    const meal = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, plan, 1, '08:00', [{ id: rice, qty: 150 }]),
      a.cookie,
    );
    const form = multipart([
      {
        name: 'json',
        value: JSON.stringify({
          client_id: client.id,
          notes: 'Quarterly blood work',
          dietitian_id: a.nutritionistId,
          reading_date: '2025-03-01',
          type: '',
          values: {},
        }),
      },
      {
        name: 'file',
        filename: 'lipid-profile.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vital/bodyparams/create',
      payload: form.payload,
      headers: { ...form.headers, cookie: a.cookie },
    });
    const vital = created.json().data;
    expect(vital.file?.url).toMatch(/\/api\/v1\/vital\/file\/\d+$/);
    owned = {
      client: client.id,
      pkg: pkg.id,
      plan,
      meal: meal.json().data.meal_id,
      vital: vital.id,
      file: Number(vital.file.url.split('/').pop()),
      invoice: await invoiceOf(pkg.id),
      appointment: (
        await t.post(
          '/api/v1/appointment/create',
          { package_id: pkg.id, starts_at: '2030-12-04T11:00', duration_min: 30, mode: 'Phone' },
          a.cookie,
        )
      ).json().data.id,
    };
    missing = {
      client: MISSING,
      pkg: MISSING,
      plan: MISSING,
      meal: MISSING,
      vital: MISSING,
      file: MISSING,
      invoice: MISSING,
      appointment: MISSING,
    };
    ownerRoutes = routes.filter((r) => r.access?.startsWith('owner:'));
  });

  it('answers every owner route exactly as for a missing record, and never 2xx', async () => {
    expect(ownerRoutes.length).toBeGreaterThan(30);
    const before = await snapshot();
    expect(before.map((answer) => answer.success)).toEqual([1, 1, 1, 1, 1]);
    const differences: string[] = [];
    const notFound: string[] = [];
    for (const r of ownerRoutes) {
      const hidden = await send(r, owned, b.cookie);
      const absent = await send(r, missing, b.cookie);
      const name = `${r.method} ${r.url}`;
      if (ok(hidden.statusCode)) differences.push(`${name} → ${hidden.statusCode} (a leak)`);
      else if (hidden.statusCode !== absent.statusCode || hidden.body !== absent.body)
        differences.push(
          `${name} → ${hidden.statusCode} ${hidden.body} / missing: ${absent.statusCode} ${absent.body}`,
        );
      if (hidden.statusCode === 404) notFound.push(name);
    }
    expect(differences).toEqual([]);
    // The walk reaches the records: every owner route answers B's request with 404.
    expect(ownerRoutes.map((r) => `${r.method} ${r.url}`).filter((n) => !notFound.includes(n))).toEqual([]);
    // A's records are as they were.
    expect(await snapshot()).toEqual(before);
  });
});

describe('the access check before every handler (issue 25)', () => {
  it('knows where the record of every owner route is, except in multipart bodies', () => {
    const withoutPlace = routes
      .filter((r) => r.access?.startsWith('owner:') && !r.record)
      .map((r) => `${r.method} ${r.url}`);
    // Multipart bodies: the handler reads them, and checks the client and the set.
    expect(withoutPlace.sort()).toEqual([
      'POST /api/v1/vital/bodyparams/create',
      'POST /api/v1/vital/bodyparams/edit',
    ]);
  });

  /**
   * Routes whose handlers check nothing at all, behind the access check alone: what each class
   * lets through is what the check enforces, not what a handler remembered to do.
   */
  async function bareApp() {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const who = request.headers['x-test-user'];
      request.user = who ? (JSON.parse(String(who)) as RequestUser) : null;
    });
    registerAccessCheck(app, t.db);
    const route = (access: AccessClass, extra: { record?: IdAt; ownProfile?: IdAt; token?: IdAt } = {}) =>
      app.post(
        `/${access}${extra.record ?? extra.ownProfile ?? extra.token ?? ''}`,
        { config: { access, ...extra } },
        async () => ({
          reached: true,
        }),
      );
    route('public');
    route('signed-in');
    route('admin');
    route('admin', { ownProfile: 'body.id' });
    route('owner:client', { record: 'body.client_id' });
    route('owner:plan', { record: 'query.plan_id' });
    route('owner:package', { record: 'body.id', token: 'body.token' });
    app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    await app.ready();
    return app;
  }

  it('answers 401, 403 and 404 by the declared class even when the handler checks nothing', async () => {
    const a = await nutritionistWithCredits(t, 5, { firstName: 'Lakshmi', lastName: 'Narayanan' });
    const b = await nutritionistWithCredits(t, 5, { firstName: 'Vikram', lastName: 'Chauhan' });
    const { client, pkg, planId } = await planForNewClient(t, a, { firstName: 'Pooja', lastName: 'Hegde' });
    const app = await bareApp();
    const viewer = (u: TestUser, isAdmin = false) =>
      JSON.stringify({
        id: u.userId,
        isAdmin,
        nutritionistId: u.nutritionistId,
        type: isAdmin ? 'ADMIN' : 'DIETICIAN',
      });
    const send = async (url: string, body: object, user?: string) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: user ? { 'x-test-user': user } : {},
      });
      return res.statusCode;
    };
    const asA = viewer(a);
    const asB = viewer(b);
    const asAdmin = viewer(admin, true);

    expect(await send('/public', {})).toBe(200);
    expect(await send('/signed-in', {})).toBe(401);
    expect(await send('/signed-in', {}, asB)).toBe(200);
    expect(await send('/admin', {}, asB)).toBe(403);
    expect(await send('/admin', {}, asAdmin)).toBe(200);
    expect(await send('/adminbody.id', { id: b.nutritionistId }, asB)).toBe(200);
    expect(await send('/adminbody.id', { id: a.nutritionistId }, asB)).toBe(403);

    expect(await send('/owner:clientbody.client_id', { client_id: client.id })).toBe(401);
    expect(await send('/owner:clientbody.client_id', { client_id: client.id }, asB)).toBe(404);
    expect(await send('/owner:clientbody.client_id', { client_id: MISSING }, asB)).toBe(404);
    expect(await send('/owner:clientbody.client_id', { client_id: client.id }, asA)).toBe(200);
    expect(await send('/owner:clientbody.client_id', { client_id: client.id }, asAdmin)).toBe(200);
    expect(await send(`/owner:planquery.plan_id?plan_id=${planId}`, {}, asB)).toBe(404);
    expect(await send(`/owner:planquery.plan_id?plan_id=${planId}`, {}, asA)).toBe(200);
    // A malformed or absent id is the handler's to refuse with its field message.
    expect(await send('/owner:planquery.plan_id?plan_id=abc', {}, asB)).toBe(200);
    // A token instead of a session is the handler's to check; without either, 401.
    expect(await send('/owner:packagebody.id', { token: 'x'.repeat(43) })).toBe(200);
    expect(await send('/owner:packagebody.id', { id: pkg.id })).toBe(401);
    expect(await send('/owner:packagebody.id', { id: pkg.id }, asB)).toBe(404);
    await app.close();
  });
});
