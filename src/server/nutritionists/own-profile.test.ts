import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, nutritionists, users } from '../db/schema/index';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/**
 * The owner as a nutritionist (issue 56 point 3, decision 309): an admin with a nutritionist
 * profile on their own account, one login.
 */
let t: TestApp;
let owner: TestUser;
let otherAdmin: TestUser;
let meera: TestUser;
let ownId: number;
let clientId: number;
let packageId: number;
let appointmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAdmin({ email: 'dr.priya.raghavan@example.in' });
  otherAdmin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
});
afterAll(async () => t.close());

const profile = {
  first_name: 'Priya',
  last_name: 'Raghavan',
  certification: 'M.Sc. Food Science & Nutrition, RD',
  speciality: 'Diabetes and PCOS',
  phone: '9820012345',
};
const session = async (cookie: string) => (await t.get('/api/v1/auth/session-user', cookie)).json().data.user;

describe('an admin who also practises', () => {
  it('is refused bad input with a field message, and nothing is written', async () => {
    const res = await t.post(
      '/api/v1/dietitian/own-profile/create',
      { ...profile, first_name: '', phone: '12' },
      owner.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data).sort()).toEqual(['first_name', 'phone']);
    expect(await t.db.select().from(nutritionists).where(eq(nutritionists.userId, owner.userId))).toEqual([]);
  });

  it('turns on a profile linked to their own account, audited, and keeps their admin sign-in', async () => {
    const before = await t.get('/api/v1/dietitian/own-profile', owner.cookie);
    expect(before.json().data).toMatchObject({ profile: null, practising: false, first_name: 'Priya' });
    const res = await t.post('/api/v1/dietitian/own-profile/create', profile, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'You now practise as a nutritionist: you appear in every nutritionist picker.',
    );
    expect(res.json().data).toMatchObject({
      practising: true,
      profile: {
        email: 'dr.priya.raghavan@example.in',
        certification: 'M.Sc. Food Science & Nutrition, RD',
        phone: '9820012345',
        status: 'ACTIVE',
      },
    });
    ownId = res.json().data.profile.id;
    // One login: no second account, no invitation; the same session now carries the profile.
    const [row] = await t.db.select().from(nutritionists).where(eq(nutritionists.id, ownId));
    expect(row.userId).toBe(owner.userId);
    expect(
      (await t.db.select().from(users).where(eq(users.email, 'dr.priya.raghavan@example.in'))).length,
    ).toBe(1);
    const user = await session(owner.cookie);
    expect(user).toMatchObject({ type: 'ADMIN', nutritionist_id: ownId });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nutritionist'), eq(auditLog.entityId, ownId)));
    expect(audit).toMatchObject({ userId: owner.userId, action: 'practise' });
    expect(audit.changes).toMatchObject({ own_account: true });
    // A second time is refused.
    expect((await t.post('/api/v1/dietitian/own-profile/create', profile, owner.cookie)).statusCode).toBe(
      409,
    );
    // The profile page says so, and offers no invitation (a password link to an admin's account).
    const details = await t.get(`/api/v1/dietitian/profile/details?id=${ownId}`, owner.cookie);
    expect(details.json().data).toMatchObject({ admin_account: true, has_password: true });
    const invite = await t.post('/api/v1/dietitian/invitation/create-link', { id: ownId }, otherAdmin.cookie);
    expect(invite.statusCode).toBe(409);
  });

  it('is listed as a nutritionist, in the list and every picker', async () => {
    const list = await t.get('/api/v1/client/package/dietitian-list?page=1', owner.cookie);
    expect(list.json().data.data.map((n: { id: number }) => n.id)).toContain(ownId);
    const picker = await t.get(
      '/api/v1/client/package/dietitian-list?auto=1&status=ACTIVE',
      otherAdmin.cookie,
    );
    expect(picker.json().data.data.map((n: { id: number }) => n.id)).toContain(ownId);
    // A nutritionist's picker still holds only themselves.
    const theirs = await t.get('/api/v1/client/package/dietitian-list?auto=1&status=ACTIVE', meera.cookie);
    expect(theirs.json().data.data.map((n: { id: number }) => n.id)).toEqual([meera.nutritionistId]);
  });

  it('is given a package and an appointment, which show on their calendar', async () => {
    const client = await t.post(
      '/api/v1/client/profile/create',
      { first_name: 'Kavya', last_name: 'Nair', gender: 'Female', status: 'Active', phone: '9845012345' },
      owner.cookie,
    );
    expect(client.statusCode, client.body).toBe(200);
    clientId = client.json().data.id;
    const pkg = await t.post(
      '/api/v1/client/package/create',
      {
        client_id: clientId,
        dietitian_id: ownId,
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        start_date: '2030-11-01',
        end_date: '2031-01-31',
        status: 'Active',
      },
      owner.cookie,
    );
    expect(pkg.statusCode, pkg.body).toBe(200);
    packageId = pkg.json().data.id;
    const appt = await t.post(
      '/api/v1/appointment/create',
      { package_id: packageId, starts_at: '2030-12-04T11:00', duration_min: 45, mode: 'In person' },
      owner.cookie,
    );
    expect(appt.statusCode, appt.body).toBe(200);
    expect(appt.json().data).toMatchObject({ dietitian_id: ownId, dietitian_name: 'Priya Raghavan' });
    appointmentId = appt.json().data.id;
    const calendar = await t.get(
      `/api/v1/appointment/list?from=2030-12-01&to=2030-12-08&dietitian_id=${ownId}`,
      owner.cookie,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().data.map((a: { id: number }) => a.id)).toEqual([appointmentId]);
    // Their own calendar link now exists for them, like any nutritionist's.
    const feed = await t.post('/api/v1/appointment/feed/renew', {}, owner.cookie);
    expect(feed.statusCode, feed.body).toBe(200);
  });

  it('keeps admin rights: sees every nutritionist and their records as before', async () => {
    const meeraClient = await t.post(
      '/api/v1/client/profile/create',
      { first_name: 'Sunita', last_name: 'Yadav', gender: 'Female', status: 'Active', phone: '9812345678' },
      meera.cookie,
    );
    expect(meeraClient.statusCode, meeraClient.body).toBe(200);
    const id = meeraClient.json().data.id;
    expect((await t.get(`/api/v1/client/profile/details?id=${id}`, owner.cookie)).statusCode).toBe(200);
    expect(
      (await t.get(`/api/v1/dietitian/profile/details?id=${meera.nutritionistId}`, owner.cookie)).statusCode,
    ).toBe(200);
    expect((await t.get('/api/v1/dietitian/profile/export-csv', owner.cookie)).statusCode).toBe(200);
  });

  it("stays hidden from a nutritionist: the owner's client, package and appointment answer 404", async () => {
    for (const url of [
      `/api/v1/client/profile/details?id=${clientId}`,
      `/api/v1/client/package/detail?id=${packageId}`,
      `/api/v1/dietitian/profile/details?id=${ownId}`,
    ]) {
      const res = await t.get(url, meera.cookie);
      expect([403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
    const cancel = await t.post(
      '/api/v1/appointment/cancel',
      { id: appointmentId, reason: 'Client travelling' },
      meera.cookie,
    );
    expect(cancel.statusCode).toBe(404);
    const list = await t.get('/api/v1/appointment/list?from=2030-12-01&to=2030-12-08', meera.cookie);
    expect(list.json().data.map((a: { id: number }) => a.id)).not.toContain(appointmentId);
  });

  it("answers a nutritionist every owner route on the owner's records exactly as for missing ones", async () => {
    const plan = await t.post('/api/v1/diet/plan/create-plan', { packageId }, owner.cookie);
    expect(plan.statusCode, plan.body).toBe(200);
    const MISSING = 2_000_000_000;
    const owned: Record<string, number> = {
      'owner:client': clientId,
      'owner:package': packageId,
      'owner:plan': plan.json().data.id,
      'owner:appointment': appointmentId,
    };
    const bodyFor = (access: string, ids: Record<string, number>) => ({
      id: ids[access] ?? MISSING,
      client_id: ids['owner:client'] ?? MISSING,
      package_id: ids['owner:package'] ?? MISSING,
      packageId: ids['owner:package'] ?? MISSING,
      plan_id: ids['owner:plan'] ?? MISSING,
      planId: ids['owner:plan'] ?? MISSING,
      diet_plan_id: ids['owner:plan'] ?? MISSING,
      appointment_id: ids['owner:appointment'] ?? MISSING,
      day: 1,
      reason: 'Checked',
    });
    const send = (r: { method: string; url: string; access?: string }, ids: Record<string, number>) => {
      const body = bodyFor(r.access ?? '', ids);
      const path = r.url.replace(/:[A-Za-z]+/g, String(MISSING));
      if (r.method !== 'GET') return t.post(path, body, meera.cookie);
      const qs = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      return t.get(`${path}?${qs}`, meera.cookie);
    };
    const walked = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.access !== undefined && r.access in owned,
    );
    expect(walked.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    let reached = 0;
    for (const r of walked) {
      const hidden = await send(r, owned);
      if (hidden.statusCode === 404) reached++;
      const absent = await send(r, {});
      if (hidden.statusCode < 400 || hidden.statusCode !== absent.statusCode || hidden.body !== absent.body)
        leaks.push(`${r.method} ${r.url} → ${hidden.statusCode} / missing: ${absent.statusCode}`);
    }
    expect(leaks).toEqual([]);
    // The walk reaches the records: nearly every route answers the hidden one with 404 (81 of 83 seen).
    expect(reached).toBeGreaterThan(walked.length * 0.9);
    // The owner's records are as they were.
    expect(
      (await t.get(`/api/v1/appointment/detail?id=${appointmentId}`, owner.cookie)).json().data.status,
    ).toBe('Booked');
  });

  it('a nutritionist cannot make one, for themselves or anyone (403, nothing written)', async () => {
    const before = await t.db.select().from(nutritionists);
    const own = await t.post('/api/v1/dietitian/own-profile/create', profile, meera.cookie);
    expect(own.statusCode).toBe(403);
    expect((await t.get('/api/v1/dietitian/own-profile', meera.cookie)).statusCode).toBe(403);
    expect((await t.post('/api/v1/dietitian/own-profile/remove', {}, meera.cookie)).statusCode).toBe(403);
    const forOther = await t.post(
      '/api/v1/dietitian/profile/create',
      { ...profile, email: 'someone.else@example.in', status: 'ACTIVE' },
      meera.cookie,
    );
    expect(forOther.statusCode).toBe(403);
    expect(await t.db.select().from(nutritionists)).toEqual(before);
    // Signed out: 401.
    expect((await t.post('/api/v1/dietitian/own-profile/create', profile)).statusCode).toBe(401);
  });

  it('another admin turning it on makes their own profile, never the owner’s', async () => {
    const res = await t.post(
      '/api/v1/dietitian/own-profile/create',
      { ...profile, first_name: 'Arjun', last_name: 'Mehta', user_id: owner.userId, id: ownId },
      otherAdmin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(nutritionists)
      .where(eq(nutritionists.id, res.json().data.profile.id));
    expect(row.userId).toBe(otherAdmin.userId);
    expect(row.id).not.toBe(ownId);
    expect((await t.post('/api/v1/dietitian/own-profile/remove', {}, otherAdmin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('cannot stop practising while owning an active package or a future appointment', async () => {
    const res = await t.post('/api/v1/dietitian/own-profile/remove', {}, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You still have 1 active package and 1 upcoming appointment. Move them to another nutritionist, or complete or cancel them, before you stop practising.',
    );
    expect(res.json().data).toEqual({ active_packages: 1, future_appointments: 1 });
    // Nor through the nutritionist form, by another admin.
    const edit = await t.post(
      '/api/v1/dietitian/profile/edit',
      { id: ownId, status: 'INACTIVE' },
      otherAdmin.cookie,
    );
    expect(edit.statusCode).toBe(409);
    const [row] = await t.db.select().from(nutritionists).where(eq(nutritionists.id, ownId));
    expect(row.status).toBe('ACTIVE');

    // The appointment cancelled, the package still active: still refused, naming the package.
    const cancelled = await t.post(
      '/api/v1/appointment/cancel',
      { id: appointmentId, reason: 'Client travelling' },
      owner.cookie,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await t.post('/api/v1/dietitian/own-profile/remove', {}, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^You still have 1 active package\. Move it/);
  });

  it('stops once the work is done: INACTIVE (history kept), out of the pickers, still an admin', async () => {
    const done = await t.post(
      '/api/v1/client/package/edit',
      { id: packageId, status: 'Completed' },
      owner.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    const res = await t.post('/api/v1/dietitian/own-profile/remove', {}, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ practising: false, profile: { id: ownId, status: 'INACTIVE' } });
    const user = await session(owner.cookie);
    expect(user).toMatchObject({ type: 'ADMIN', nutritionist_id: null });
    const picker = await t.get('/api/v1/client/package/dietitian-list?auto=1&status=ACTIVE', owner.cookie);
    expect(picker.json().data.data.map((n: { id: number }) => n.id)).not.toContain(ownId);
    // The past package keeps their name; the admin still sees everything.
    const pkg = await t.get(`/api/v1/client/package/detail?id=${packageId}`, owner.cookie);
    expect(pkg.statusCode).toBe(200);
    expect(pkg.json().data.dietitian_id).toBe(ownId);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nutritionist'), eq(auditLog.entityId, ownId)));
    expect(audit.map((a) => a.action)).toEqual(['practise', 'stop_practising']);
    // Turning it on again brings back the same profile.
    const back = await t.post('/api/v1/dietitian/own-profile/create', profile, owner.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.profile.id).toBe(ownId);
    expect(back.json().message).toBe('You practise as a nutritionist again.');
  });
});
