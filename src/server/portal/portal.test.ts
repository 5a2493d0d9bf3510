import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/plan-calendar';
import type { PortalView } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import {
  auditLog,
  bodyParameters,
  clients,
  mealTicks,
  packages,
  planLinks,
  planShares,
  planSupplements,
  plans,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { failAuditInserts } from '../testing/audit-failure';
import { fingerprint } from '../testing/db-fingerprint';
import {
  clientWithPackage,
  createPlan,
  type FoodIds,
  mealBody,
  openPlanTest,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
let food: FoodIds;

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(60, ['A015', 'B010', 'L002', 'L003', 'H020']));
});
afterAll(async () => t.close());

/**
 * A client's package with a shared plan: Breakfast (08:00) khichdi with paneer instead of the
 * dal and Lunch (13:00) on day 1, Breakfast on day 2; started yesterday, so today is day 2.
 */
async function sharedPlan(options: { firstName?: string; phone?: string } = {}) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, { firstName: options.firstName });
  if (options.phone)
    await t.db.update(clients).set({ phone: options.phone }).where(eq(clients.id, client.id));
  const planId = await createPlan(t, n, pkg.id);
  const today = practiceToday();
  await t.db
    .update(plans)
    .set({ startDate: addDays(today, -1), note: 'Drink 3 litres of water a day.' })
    .where(eq(plans.id, planId));
  const save = (
    day: number,
    time: string,
    timing: string,
    items: { id: number; qty: number; ref_id?: number }[],
  ) =>
    t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, day, time, items, { hypothetical_time: timing }),
      n.cookie,
    );
  for (const res of [
    await save(1, '08:00', 'Breakfast', [
      { id: food.A015, qty: 60 },
      { id: food.B010, qty: 30 },
      { id: food.L003, qty: 50, ref_id: food.B010 },
    ]),
    await save(1, '13:00', 'Lunch', [{ id: food.A015, qty: 80 }]),
    await save(2, '08:00', 'Breakfast', [{ id: food.L002, qty: 200 }]),
  ])
    expect(res.json().success, res.body).toBe(1);
  await t.db.insert(planSupplements).values({ planId, name: 'Vitamin D3', dosage: '60,000 IU weekly' });
  await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
  const token = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
  return { client, pkg, planId, token };
}

describe('GET /api/v1/my-plan/:token', () => {
  it('shows the shared plan by token: first name only, today first, alternatives, supplements and notes', async () => {
    const { token, planId } = await sharedPlan({ firstName: 'Meenakshi' });
    const res = await t.get(`/api/v1/my-plan/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const view: PortalView = res.json().data;
    expect(view.first_name).toBe('Meenakshi');
    expect(JSON.stringify(view)).not.toMatch(/Sundaram|Kulkarni|Gill|Qureshi|Narayanan/);
    expect(view.link.state).toBe('active');
    expect(view.today).toBe(practiceToday());
    expect(view.today_day).toBe(2);
    expect(view.plan?.id).toBe(planId);
    const [day1, day2] = view.plan?.days ?? [];
    expect(day1.date).toBe(addDays(practiceToday(), -1));
    expect(day2.date).toBe(practiceToday());
    expect(day1.meals.map((m) => [m.time, m.slot_name])).toEqual([
      ['08:00', 'Breakfast'],
      ['13:00', 'Lunch'],
    ]);
    const [rice, dal] = day1.meals[0].items;
    expect(rice.amount).toBe('60 g');
    expect(dal.alternatives).toHaveLength(1);
    expect(dal.alternatives[0].amount).toBe('50 g');
    expect(view.supplements).toEqual([{ name: 'Vitamin D3', dosage: '60,000 IU weekly' }]);
    expect(view.notes).toBe('Drink 3 litres of water a day.');
    expect(view.ticks).toEqual([]);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await t.get(`/api/v1/my-plan/${newToken()}`)).statusCode).toBe(404);
    expect((await t.get('/api/v1/my-plan/abc')).statusCode).toBe(404);
  });

  it('answers 410 with the state for a revoked link and for a package that ended', async () => {
    const revoked = await sharedPlan();
    await t.db.update(planLinks).set({ revokedAt: new Date() }).where(eq(planLinks.token, revoked.token));
    const res = await t.get(`/api/v1/my-plan/${revoked.token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().data).toEqual({ state: 'revoked' });
    expect(res.json().message).toMatch(/replaced/);

    const completed = await sharedPlan();
    await t.db.update(packages).set({ status: 'Completed' }).where(eq(packages.id, completed.pkg.id));
    expect((await t.get(`/api/v1/my-plan/${completed.token}`)).json().data).toEqual({ state: 'ended' });

    const over = await sharedPlan();
    await t.db
      .update(packages)
      .set({ endDate: addDays(practiceToday(), -30) })
      .where(eq(packages.id, over.pkg.id));
    expect((await t.get(`/api/v1/my-plan/${over.token}`)).statusCode).toBe(410);
    await t.db
      .update(packages)
      .set({ endDate: addDays(practiceToday(), -29) })
      .where(eq(packages.id, over.pkg.id));
    expect((await t.get(`/api/v1/my-plan/${over.token}`)).statusCode).toBe(200);
  });

  it('shows no plan until one is shared', async () => {
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    await createPlan(t, n, pkg.id);
    const token = newToken();
    await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
    const view: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
    expect(view.plan).toBeNull();
    expect(view.today_day).toBeNull();
  });
});

const tickUrl = (token: string) => `/api/v1/my-plan/${token}/tick`;
const weightUrl = (token: string) => `/api/v1/my-plan/${token}/weight`;
const today = () => practiceToday();
const mealsOf = async (token: string) => {
  const view: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
  const [day1, day2] = view.plan?.days ?? [];
  return { breakfast1: day1.meals[0].id, lunch1: day1.meals[1].id, breakfast2: day2.meals[0].id, view };
};

describe('staff: the plan link', () => {
  it('creates the link once, returns it again, and "New link" ends the old one (audited)', async () => {
    const { pkg } = await clientWithPackage(t, n.nutritionistId!, { firstName: 'Harpreet' });
    await t.db.update(clients).set({ phone: '98123 45678' }).where(eq(clients.id, pkg.clientId));
    const planId = await createPlan(t, n, pkg.id);
    const none = (await t.get(`/api/v1/package/plan-link?package_id=${pkg.id}`, n.cookie)).json().data;
    expect(none).toMatchObject({ url: null, state: 'none', whatsapp_phone: '919812345678' });

    const first = await t.post(
      '/api/v1/package/plan-link/create',
      { package_id: pkg.id, plan_id: planId },
      n.cookie,
    );
    expect(first.json().success, first.body).toBe(1);
    const link = first.json().data;
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/my-plan\/[A-Za-z0-9_-]{43}$/);
    expect(link.state).toBe('active');
    expect(link.message).toContain('Harpreet');
    expect(link.message).toContain(link.url);
    const again = (await t.post('/api/v1/package/plan-link/create', { package_id: pkg.id }, n.cookie)).json()
      .data;
    expect(again.url).toBe(link.url);
    // Creating it shared the plan: the client's page shows it.
    const oldToken = link.url.split('/').pop();
    expect((await t.get(`/api/v1/my-plan/${oldToken}`)).json().data.plan.id).toBe(planId);

    const renewed = (
      await t.post('/api/v1/package/plan-link/renew', { package_id: pkg.id }, n.cookie)
    ).json();
    expect(renewed.message).toMatch(/old link no longer works/);
    expect(renewed.data.url).not.toBe(link.url);
    expect((await t.get(`/api/v1/my-plan/${oldToken}`)).statusCode).toBe(410);
    expect((await t.get(`/api/v1/my-plan/${renewed.data.url.split('/').pop()}`)).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'plan_link'));
    expect(
      audits.filter((a) => (a.changes as { package_id: number }).package_id === pkg.id).map((a) => a.action),
    ).toEqual(['create', 'renew']);
  });

  it("answers 404 for another nutritionist's package, and for a plan of another package", async () => {
    const other = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
    const { pkg } = await sharedPlan();
    expect((await t.get(`/api/v1/package/plan-link?package_id=${pkg.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await t.post('/api/v1/package/plan-link/renew', { package_id: pkg.id }, other.cookie)).statusCode,
    ).toBe(404);
    const elsewhere = await sharedPlan();
    const before = await fingerprint(t.db);
    const res = await t.post(
      '/api/v1/package/plan-link/create',
      { package_id: pkg.id, plan_id: elsewhere.planId },
      n.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('shows the questionnaire link, and says when mail only goes to the outbox', async () => {
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const before = (await t.get(`/api/v1/package/survey-link?package_id=${pkg.id}`, n.cookie)).json().data;
    expect(before).toMatchObject({ url: null, mail_mode: 'outbox' });
    await t.db
      .update(packages)
      .set({ surveyToken: 'SurveyT0kenForHarpreetGill0123456789abcdef' })
      .where(eq(packages.id, pkg.id));
    const after = (await t.get(`/api/v1/package/survey-link?package_id=${pkg.id}`, n.cookie)).json().data;
    expect(after.url).toBe('http://localhost:3000/survey/SurveyT0kenForHarpreetGill0123456789abcdef');
    expect(after.message).toContain(after.url);
  });
});

describe('POST /api/v1/my-plan/:token/tick', () => {
  it('saves a tick, stores a retry once, and a later tick of the same meal and date wins', async () => {
    const { token, pkg } = await sharedPlan();
    const { breakfast2 } = await mealsOf(token);
    const first = { request_id: randomUUID(), meal_id: breakfast2, date: today(), status: 'partly' };
    const res = await t.post(tickUrl(token), first);
    expect(res.json(), res.body).toMatchObject({
      success: 1,
      data: { meal_id: breakfast2, status: 'partly' },
    });
    expect((await t.post(tickUrl(token), first)).json().success).toBe(1);
    const rowsOf = () => t.db.select().from(mealTicks).where(eq(mealTicks.packageId, pkg.id));
    expect(await rowsOf()).toHaveLength(1);
    const [row] = await rowsOf();
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'meal_tick'));
    expect(audits.filter((a) => a.entityId === row.id)).toHaveLength(1);

    const later = { request_id: randomUUID(), meal_id: breakfast2, date: today(), status: 'eaten' };
    expect((await t.post(tickUrl(token), later)).json().data.status).toBe('eaten');
    // The first request arriving again (an offline queue's retry) changes nothing.
    expect((await t.post(tickUrl(token), first)).json().data.status).toBe('eaten');
    const stored = await rowsOf();
    expect(stored.map((r) => r.status)).toEqual(['eaten']);
    const view: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
    expect(view.ticks).toEqual([{ meal_id: breakfast2, date: today(), status: 'eaten', note: null }]);
  });

  it("answers 404 for another package's meal and changes nothing", async () => {
    const mine = await sharedPlan();
    const theirs = await sharedPlan();
    const { breakfast1 } = await mealsOf(theirs.token);
    const before = await fingerprint(t.db);
    const res = await t.post(tickUrl(mine.token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'eaten',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This meal is not in your plan any more.');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses a date beyond the two days before today, and a swap without a note', async () => {
    const { token } = await sharedPlan();
    const { breakfast1 } = await mealsOf(token);
    const before = await fingerprint(t.db);
    const old = await t.post(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: addDays(today(), -3),
      status: 'eaten',
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().data.date).toBe('You can mark meals for today and the two days before only.');
    const tomorrow = await t.post(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: addDays(today(), 1),
      status: 'eaten',
    });
    expect(tomorrow.statusCode).toBe(422);
    const swap = await t.post(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'swapped',
    });
    expect(swap.json().data.note).toBe('Please say what you ate instead.');
    const long = await t.post(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'swapped',
      note: 'x'.repeat(201),
    });
    expect(long.json().data.note).toBe('Please keep the note under 200 characters.');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses ticks and weights once the link is revoked or the package ended (410, nothing changed)', async () => {
    const { token, pkg } = await sharedPlan();
    const { breakfast1 } = await mealsOf(token);
    await t.post('/api/v1/package/plan-link/renew', { package_id: pkg.id }, n.cookie);
    const before = await fingerprint(t.db);
    const tick = await t.post(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'eaten',
    });
    expect(tick.statusCode).toBe(410);
    expect(tick.json().data).toEqual({ state: 'revoked' });
    const weight = await t.post(weightUrl(token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 72.4,
    });
    expect(weight.statusCode).toBe(410);
    expect(await fingerprint(t.db)).toBe(before);

    const ended = await sharedPlan();
    await t.db.update(packages).set({ status: 'Cancelled' }).where(eq(packages.id, ended.pkg.id));
    const later = await fingerprint(t.db);
    const refused = await t.post(weightUrl(ended.token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 72.4,
    });
    expect(refused.json()).toMatchObject({ success: 0, data: { state: 'ended' } });
    expect(await fingerprint(t.db)).toBe(later);
  });
});

describe('POST /api/v1/my-plan/:token/weight', () => {
  it("stores the client's reading apart from the nutritionist's, marked, once per request", async () => {
    const { token, client } = await sharedPlan();
    const [staffSet] = await t.db
      .insert(vitalReadings)
      .values({
        clientId: client.id,
        readingDate: today(),
        dietitianId: n.nutritionistId,
        createdBy: n.userId,
      })
      .returning();
    const params = await t.db.select().from(bodyParameters);
    const paramId = (key: string) => params.find((p) => p.key === key)!.id;
    await t.db
      .insert(vitalValues)
      .values({ readingId: staffSet.id, parameterId: paramId('weight'), decimalValue: '74.0' });

    const body = { request_id: randomUUID(), date: today(), weight_kg: '72.6', waist_cm: 88 };
    const res = await t.post(weightUrl(token), body);
    expect(res.json(), res.body).toMatchObject({ success: 1, data: { weight_kg: 72.6, waist_cm: 88 } });
    await t.post(weightUrl(token), body);
    const sets = await t.db.select().from(vitalReadings).where(eq(vitalReadings.clientId, client.id));
    expect(sets.map((s) => s.reportedBy).sort()).toEqual(['client', 'nutritionist']);
    const staffValues = await t.db.select().from(vitalValues).where(eq(vitalValues.readingId, staffSet.id));
    expect(staffValues.map((v) => Number(v.decimalValue))).toEqual([74]);

    const adherence = (await t.get(`/api/v1/client/adherence?client_id=${client.id}`, n.cookie)).json().data;
    expect(adherence.weights).toEqual([
      { date: today(), weight_kg: 74, waist_cm: null, reported_by: 'nutritionist' },
      { date: today(), weight_kg: 72.6, waist_cm: 88, reported_by: 'client' },
    ]);
  });

  it("refuses implausible values with the vitals form's messages, and changes nothing", async () => {
    const { token } = await sharedPlan();
    const before = await fingerprint(t.db);
    const grams = await t.post(weightUrl(token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 72600,
    });
    expect(grams.statusCode).toBe(422);
    expect(grams.json().data.weight_kg).toBe('Weight must be between 2 and 400 kg');
    const waist = await t.post(weightUrl(token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 72,
      waist_cm: 8,
    });
    expect(waist.json().data.waist_cm).toBe('Waist Circumference must be between 30 and 250 cm');
    const words = await t.post(weightUrl(token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 'seventy',
    });
    expect(words.json().data.weight_kg).toBe('Please enter your weight in kg');
    const noId = await t.post(weightUrl(token), { date: today(), weight_kg: 70 });
    expect(noId.statusCode).toBe(422);
    expect(await fingerprint(t.db)).toBe(before);
  });
});

describe('GET /api/v1/client/adherence', () => {
  /**
   * The worked example (decision 173). A new plan has seven day columns; this one has meals on
   * day 1 (Breakfast, Lunch) and day 2 (Breakfast) and starts two days ago:
   *   today−3: before the start                          → planned 0, share null
   *   today−2: day 1, planned 2: Breakfast eaten, Lunch partly → (1 + ½) ÷ 2 = 0.75
   *   today−1: day 2, planned 1: swapped ("Poha at my sister's") → 0 (a swap is not the plan)
   *   today:   day 3, no meals planned                  → planned 0, share null
   */
  it('counts planned and ticked meals per day, partly as half', async () => {
    const { token, planId, client } = await sharedPlan();
    await t.db
      .update(plans)
      .set({ startDate: addDays(today(), -2) })
      .where(eq(plans.id, planId));
    const { breakfast1, lunch1, breakfast2 } = await mealsOf(token);
    const tick = (meal_id: number, date: string, status: string, note?: string) =>
      t.post(tickUrl(token), { request_id: randomUUID(), meal_id, date, status, note });
    await tick(breakfast1, addDays(today(), -2), 'eaten');
    await tick(lunch1, addDays(today(), -2), 'partly');
    await tick(breakfast2, addDays(today(), -1), 'swapped', "Poha at my sister's");

    const res = await t.get(`/api/v1/client/adherence?client_id=${client.id}`, n.cookie);
    const { days, notes } = res.json().data;
    expect(days).toHaveLength(14);
    expect(days.slice(-4)).toEqual([
      { date: addDays(today(), -3), planned: 0, eaten: 0, partly: 0, skipped: 0, swapped: 0, share: null },
      { date: addDays(today(), -2), planned: 2, eaten: 1, partly: 1, skipped: 0, swapped: 0, share: 0.75 },
      { date: addDays(today(), -1), planned: 1, eaten: 0, partly: 0, skipped: 0, swapped: 1, share: 0 },
      { date: today(), planned: 0, eaten: 0, partly: 0, skipped: 0, swapped: 0, share: null },
    ]);
    expect(notes).toEqual([
      { date: addDays(today(), -1), meal: '08:00 Breakfast', status: 'swapped', note: "Poha at my sister's" },
    ]);

    const other = await t.createNutritionist({ firstName: 'Rohan', lastName: 'Deshpande' });
    expect((await t.get(`/api/v1/client/adherence?client_id=${client.id}`, other.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('the dashboard', () => {
  it('lists clients who reported today and clients silent for 3 days or more, each with a link id', async () => {
    const reporting = await sharedPlan({ firstName: 'Lakshmi' });
    await t.post(weightUrl(reporting.token), { request_id: randomUUID(), date: today(), weight_kg: 64.2 });
    const silent = await sharedPlan({ firstName: 'Farhan' });
    await t.db
      .update(planLinks)
      .set({ createdAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(planLinks.token, silent.token));

    const summary = (await t.get('/api/v1/dashboard/summary', n.cookie)).json().data;
    const ids = (list: { client_id: number }[]) => list.map((c) => c.client_id);
    expect(ids(summary.client_reports.reported_today)).toContain(reporting.client.id);
    expect(ids(summary.client_reports.silent)).toContain(silent.client.id);
    expect(ids(summary.client_reports.silent)).not.toContain(reporting.client.id);
    const other = await t.createNutritionist({ firstName: 'Nikhil', lastName: 'Rao' });
    const theirs = (await t.get('/api/v1/dashboard/summary', other.cookie)).json().data;
    expect(theirs.client_reports).toEqual({ reported_today: [], silent: [] });
    const admin = await t.createAdmin();
    const all = (await t.get('/api/v1/dashboard/summary', admin.cookie)).json().data;
    expect(ids(all.client_reports.reported_today)).toContain(reporting.client.id);
    expect(ids(all.client_reports.silent)).toContain(silent.client.id);
  });
});

describe('GET /api/v1/my-plan/:token/pdf', () => {
  it('answers the shared plan as a PDF, and 410 once the link is replaced', async () => {
    const { token, pkg } = await sharedPlan();
    const res = await t.get(`/api/v1/my-plan/${token}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.post('/api/v1/package/plan-link/renew', { package_id: pkg.id }, n.cookie);
    expect((await t.get(`/api/v1/my-plan/${token}/pdf`)).statusCode).toBe(410);
  });
});

describe('the staff view of a link that ended', () => {
  it('says the link ended once the package is completed', async () => {
    const { pkg } = await sharedPlan();
    await t.post('/api/v1/package/plan-link/create', { package_id: pkg.id }, n.cookie);
    await t.db.update(packages).set({ status: 'Completed' }).where(eq(packages.id, pkg.id));
    const view = (await t.get(`/api/v1/package/plan-link?package_id=${pkg.id}`, n.cookie)).json().data;
    expect(view.state).toBe('ended');
  });
});

describe('a write and its audit row', () => {
  it('commit together: with audit inserts failing, a tick, a weight and a new link change nothing', async () => {
    const { token, pkg } = await sharedPlan();
    const { breakfast1 } = await mealsOf(token);
    const restore = await failAuditInserts(t.db);
    try {
      const before = await fingerprint(t.db);
      const sends = [
        () =>
          t.post(tickUrl(token), {
            request_id: randomUUID(),
            meal_id: breakfast1,
            date: today(),
            status: 'eaten',
          }),
        () => t.post(weightUrl(token), { request_id: randomUUID(), date: today(), weight_kg: 70.2 }),
        () => t.post('/api/v1/package/plan-link/renew', { package_id: pkg.id }, n.cookie),
      ];
      for (const send of sends) {
        const res = await send();
        expect(res.statusCode, res.body).toBe(500);
        expect(await fingerprint(t.db)).toBe(before);
      }
    } finally {
      await restore();
    }
  });
});

// Last in the file: the guess throttle counts per address for the whole process.
describe('the client page in Hindi (decision 216)', () => {
  const hindi = (url: string, body: Record<string, unknown>, header?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: header ? { 'accept-language': header } : {},
    });

  it("answers ticks, weights and their refusals in Hindi for the page's `lang`, and English without it", async () => {
    const { token } = await sharedPlan({ firstName: 'Savitri' });
    const { breakfast1 } = await mealsOf(token);
    const tick = await hindi(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'eaten',
      lang: 'hi',
    });
    expect(tick.statusCode, tick.body).toBe(200);
    expect(tick.json().message).toBe('सहेजा गया');
    expect(tick.headers['content-language']).toBe('hi');
    const weight = await hindi(weightUrl(token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 68.4,
      lang: 'hi',
    });
    expect(weight.json().message).toBe('वज़न सहेजा गया');
    const before = await fingerprint(t.db);
    const swap = await hindi(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'swapped',
      lang: 'hi',
    });
    expect(swap.statusCode).toBe(422);
    expect(swap.json().data.note).toBe('कृपया बताएँ कि इसकी जगह आपने क्या खाया।');
    const grams = await hindi(weightUrl(token), {
      request_id: randomUUID(),
      date: today(),
      weight_kg: 68400,
      lang: 'hi',
    });
    expect(grams.json().data.weight_kg).toBe('वज़न 2 से 400 किलो के बीच होना चाहिए');
    // Yesterday is day 1: the day before it is outside the plan, named in Hindi dates.
    const early = await hindi(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: addDays(today(), -2),
      status: 'eaten',
      lang: 'hi',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/^आपका प्लान \d{1,2} \S+ \d{4} से .*उससे पहले की तारीख़ है।$/);
    expect(early.json().message).not.toMatch(/[A-Za-z]/);
    expect(await fingerprint(t.db)).toBe(before);
    const english = await hindi(tickUrl(token), {
      request_id: randomUUID(),
      meal_id: breakfast1,
      date: today(),
      status: 'partly',
    });
    expect(english.json().message).toBe('Saved');
  });

  it('follows Accept-Language when the body names no language, and the refusal of a revoked link', async () => {
    const { token, pkg } = await sharedPlan();
    const { breakfast1 } = await mealsOf(token);
    const body = { request_id: randomUUID(), meal_id: breakfast1, date: today(), status: 'skipped' };
    const res = await hindi(tickUrl(token), body, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(res.json().message).toBe('सहेजा गया');
    await t.db.update(planLinks).set({ revokedAt: new Date() }).where(eq(planLinks.packageId, pkg.id));
    const gone = await hindi(tickUrl(token), { ...body, request_id: randomUUID(), lang: 'hi' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(
      'इस प्लान लिंक की जगह नया लिंक बन गया है। कृपया अपने न्यूट्रिशनिस्ट से नया लिंक माँगें।',
    );
    expect(gone.json().data).toEqual({ state: 'revoked' });
  });
});

describe('guessing tokens', () => {
  it('slows unknown tokens after 30 from one address, with the wait in words; the live link still opens', async () => {
    const { token } = await sharedPlan();
    let last = 0;
    for (let i = 0; i < 31; i += 1) last = (await t.get(`/api/v1/my-plan/${newToken()}`)).statusCode;
    expect(last).toBe(429);
    const refused = await t.get(`/api/v1/my-plan/${newToken()}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please wait \d+ minutes? and try again/);
    // Issue 51: a client behind the same address (a clinic's Wi-Fi, a carrier's NAT) is not kept out.
    expect((await t.get(`/api/v1/my-plan/${token}`)).statusCode).toBe(200);
  });
});
