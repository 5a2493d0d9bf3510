import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUTRITIONIST_MESSAGES } from '../../shared/nutritionists';
import { auditLog, creditChanges, mailOutbox, passwordTokens, users } from '../db/schema/index';
import { createTestApp, createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

let n = 0;
const profile = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Sneha',
  last_name: 'Kapoor',
  email: `sneha.kapoor${++n}@example.in`,
  description: 'Sports nutritionist working with state-level athletes.',
  speciality: 'Sports Nutrition',
  experience: '8 years',
  certification: 'M.Sc. Food & Nutrition, ISSN-SNS',
  phone: '9876543210',
  address: 'Flat 302, Lokhandwala Complex, Andheri West, Mumbai 400053',
  dob: '1988-09-14',
  fathers_name: 'Rajesh Kapoor',
  blood_group: 'O+ve',
  pan_card_number: 'abcpk1234f',
  adhar_number: '2345 6789 0123',
  emergency_contact_person: 'Rajesh Kapoor',
  emergency_contact_number: '+91 98200 11223',
  status: 'ACTIVE',
  credits: 25,
  expiry: '2027-03-31',
  ...overrides,
});

const create = (body: Record<string, unknown>, cookie = admin.cookie) =>
  t.post('/api/v1/dietitian/profile/create', body, cookie);
const edit = (body: Record<string, unknown>, cookie = admin.cookie) =>
  t.post('/api/v1/dietitian/profile/edit', body, cookie);

describe('creating a nutritionist', () => {
  it('creates the profile and a DIETICIAN account without password, and mails an invitation', async () => {
    const body = profile({ email: 'Sneha.Invite@Example.in' });
    const res = await create(body);
    expect(res.json()).toMatchObject({
      success: 1,
      message: NUTRITIONIST_MESSAGES.added,
      data: {
        email: 'sneha.invite@example.in',
        pan_card_number: 'ABCPK1234F',
        adhar_number: '234567890123',
        emergency_contact_number: '9820011223',
        credits: 25,
        expiry: '2027-03-31',
        has_password: false,
      },
    });
    const data = res.json().data;
    const [user] = await t.db.select().from(users).where(eq(users.id, data.user_id));
    expect(user).toMatchObject({ type: 'DIETICIAN', passwordHash: null, firstName: 'Sneha' });

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sneha.invite@example.in'));
    expect(mail.textBody).toContain('You have been added as a nutritionist');
    const token = /reset-password\/([\w-]+)/.exec(mail.textBody)![1];
    const [stored] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(stored.purpose).toBe('invite');
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const set = { token, password: 'Sneha@2026!', password_confirmation: 'Sneha@2026!' };
    expect((await t.post('/api/v1/auth/reset-password', set)).json().success).toBe(1);
    expect((await t.post('/api/v1/auth/reset-password', set)).json().success).toBe(0);
    const cookie = await t.login('sneha.invite@example.in', 'Sneha@2026!');
    expect((await t.get('/api/v1/auth/session-user', cookie)).json().data.user).toMatchObject({
      type: 'DIETICIAN',
      nutritionist_id: data.id,
      credits: 25,
    });

    const [change] = await t.db.select().from(creditChanges).where(eq(creditChanges.nutritionistId, data.id));
    expect(change).toMatchObject({
      reason: 'create',
      newCredits: 25,
      newExpiry: '2027-03-31',
      changedBy: admin.userId,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nutritionist'), eq(auditLog.entityId, data.id)));
    expect(entry).toMatchObject({ action: 'create', userId: admin.userId });
  });

  it('answers every missing required field at once', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      first_name: 'Please enter the first name',
      last_name: 'Please enter the last name',
      email: 'Please enter the email',
      status: 'Please select a status',
    });
  });

  it('checks PAN, Aadhaar, phones, email, lists, credits and expiry', async () => {
    const res = await create(
      profile({
        email: 'not-an-email',
        pan_card_number: 'ABCD1234F',
        adhar_number: '1234 5678 9012',
        phone: '55555',
        emergency_contact_number: '123',
        blood_group: 'Z+ve',
        status: 'SLEEPING',
        credits: -3,
        expiry: '2027-02-30',
        dob: '2999-01-01',
      }),
    );
    expect(res.json().data).toEqual({
      email: 'Please enter a valid email',
      pan_card_number: 'Please enter a valid PAN, e.g. ABCDE1234F',
      adhar_number: 'Please enter a valid 12-digit Aadhaar number',
      phone: expect.stringContaining('10-digit'),
      emergency_contact_number: expect.stringContaining('10-digit'),
      blood_group: 'Please select a blood group from the list',
      status: 'Please select a status from the list',
      credits: 'Credits must be a whole number of 0 or more',
      expiry: 'Please enter a valid expiry date',
      dob: 'Date of birth cannot be in the future',
    });
    expect((await create(profile({ credits: 2.5 }))).json().data).toEqual({
      credits: 'Credits must be a whole number of 0 or more',
    });
  });

  it('refuses an email any account already uses, whatever its letter case', async () => {
    const res = await create(profile({ email: admin.email.toUpperCase() }));
    expect(res.json().data).toEqual({ email: NUTRITIONIST_MESSAGES.emailTaken });
  });
});

describe('editing a nutritionist', () => {
  it('ignores the email, logs credit changes and audits the differences', async () => {
    const created = (await create(profile({ email: 'fixed.email@example.in' }))).json().data;
    const res = await edit({
      ...profile(),
      id: created.id,
      email: 'changed@example.in',
      credits: 40,
      speciality: 'Renal',
    });
    expect(res.json()).toMatchObject({
      success: 1,
      message: NUTRITIONIST_MESSAGES.edited,
      data: { email: 'fixed.email@example.in', credits: 40, speciality: 'Renal' },
    });
    const changes = await t.db
      .select()
      .from(creditChanges)
      .where(eq(creditChanges.nutritionistId, created.id));
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({
      reason: 'edit',
      oldCredits: 25,
      newCredits: 40,
      oldExpiry: '2027-03-31',
    });

    // The same values again: no credits entry, no audit entry.
    await edit({ ...profile(), id: created.id, credits: 40, speciality: 'Renal' });
    expect(
      await t.db.select().from(creditChanges).where(eq(creditChanges.nutritionistId, created.id)),
    ).toHaveLength(2);

    await edit({ ...profile(), id: created.id, credits: 40, speciality: 'Renal', expiry: '' });
    const [, , cleared] = await t.db
      .select()
      .from(creditChanges)
      .where(eq(creditChanges.nutritionistId, created.id));
    expect(cleared).toMatchObject({ oldExpiry: '2027-03-31', newExpiry: null });

    // The history as the details page reads it: newest first, with who made each change.
    const history = (
      await t.get(`/api/v1/dietitian/profile/credit-history?id=${created.id}`, admin.cookie)
    ).json();
    expect(history.success).toBe(1);
    expect(
      history.data.map(
        (h: {
          reason: string;
          old_credits: number | null;
          new_credits: number;
          new_expiry: string | null;
        }) => [h.reason, h.old_credits, h.new_credits, h.new_expiry],
      ),
    ).toEqual([
      ['edit', 40, 40, null],
      ['edit', 25, 40, '2027-03-31'],
      ['create', null, 25, '2027-03-31'],
    ]);
    expect(history.data[0].changed_by_name).toBeTruthy();

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, created.id),
          eq(auditLog.entity, 'nutritionist'),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audits).toHaveLength(2);
    expect(audits[0].changes).toEqual({
      speciality: { from: 'Sports Nutrition', to: 'Renal' },
      credits: { from: 25, to: 40 },
    });
  });

  it('ends the sessions of a nutritionist set to INACTIVE, who can then not sign in', async () => {
    const dietitian = await t.createNutritionist({ firstName: 'Farah', lastName: 'Siddiqui' });
    expect((await t.get('/api/v1/auth/session-user', dietitian.cookie)).statusCode).toBe(200);
    const res = await edit({ ...profile(), id: dietitian.nutritionistId, status: 'INACTIVE' });
    expect(res.json().success).toBe(1);
    expect((await t.get('/api/v1/auth/session-user', dietitian.cookie)).statusCode).toBe(401);
    const login = await t.post('/api/v1/auth/login', {
      email: dietitian.email,
      password: dietitian.password,
    });
    expect(login.statusCode).toBe(403);
  });

  it('answers 404 for an unknown nutritionist', async () => {
    expect((await edit({ ...profile(), id: 987_654 })).statusCode).toBe(404);
    expect((await t.get('/api/v1/dietitian/profile/details?id=987654', admin.cookie)).statusCode).toBe(404);
  });
});

describe('what a nutritionist may do', () => {
  it('refuses the list, create, edit and export, and lets them read only their own profile', async () => {
    const self = await t.createNutritionist({ firstName: 'Nikhil', lastName: 'Banerjee' });
    const other = await t.createNutritionist({ firstName: 'Pooja', lastName: 'Sethi' });
    expect((await t.get('/api/v1/client/package/dietitian-list', self.cookie)).statusCode).toBe(403);
    expect((await create(profile(), self.cookie)).statusCode).toBe(403);
    expect(
      (await edit({ ...profile(), id: self.nutritionistId, credits: 9999 }, self.cookie)).statusCode,
    ).toBe(403);
    expect((await t.get('/api/v1/dietitian/profile/export-csv', self.cookie)).statusCode).toBe(403);
    const historyOf = (id: number | null) =>
      t.get(`/api/v1/dietitian/profile/credit-history?id=${id}`, self.cookie);
    expect((await historyOf(self.nutritionistId)).statusCode).toBe(200);
    expect((await historyOf(other.nutritionistId)).statusCode).toBe(403);
    expect(
      (await t.get(`/api/v1/dietitian/profile/details?id=${self.nutritionistId}`, self.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await t.get(`/api/v1/dietitian/profile/details?id=${other.nutritionistId}`, self.cookie)).statusCode,
    ).toBe(403);

    const picker = await t.get(
      `/api/v1/client/package/dietitian-list?auto=1&status=ACTIVE&id=${other.nutritionistId}`,
      self.cookie,
    );
    expect(picker.json().data.data).toEqual([
      { id: self.nutritionistId, first_name: 'Nikhil', last_name: 'Banerjee', status: 'ACTIVE' },
    ]);
  });
});

describe('identity numbers', () => {
  it('go in full to an admin and masked to the last four to the nutritionist reading their own profile', async () => {
    const self = await t.createNutritionist({
      firstName: 'Farida',
      lastName: 'Shaikh',
      panCardNumber: 'BQZPS4821K',
      adharNumber: '456789012345',
    });
    const url = `/api/v1/dietitian/profile/details?id=${self.nutritionistId}`;
    expect((await t.get(url, admin.cookie)).json().data).toMatchObject({
      pan_card_number: 'BQZPS4821K',
      adhar_number: '456789012345',
    });
    const own = (await t.get(url, self.cookie)).json().data;
    expect(own.pan_card_number).toBe('XXXXXX821K');
    expect(own.adhar_number).toBe('XXXX XXXX 2345');
  });
});

describe('nutritionist list, picker and export', () => {
  let lt: TestApp;
  let cookie: string;
  beforeAll(async () => {
    lt = await createTestApp();
    cookie = (await lt.createAdmin()).cookie;
    const people = [
      ['Zoya', 'Khan', 'Clinical Nutrition', 'ACTIVE'],
      ['Arjun', 'Pillai', 'Sports Nutrition', 'ACTIVE'],
      ['Meenakshi', 'Sundaram', 'Paediatric Nutrition', 'INACTIVE'],
      ['Arjun', 'Bose', '=cmd|calc', 'ACTIVE'],
    ];
    for (const [first, last, speciality, status] of people)
      await lt.createNutritionist({ firstName: first, lastName: last, speciality, status });
    for (let i = 0; i < 20; i++) await lt.createNutritionist({ firstName: `Yash${i}`, lastName: 'Rana' });
  });
  afterAll(async () => lt.close());

  const list = async (qs: string) =>
    (await lt.get(`/api/v1/client/package/dietitian-list?${qs}`, cookie)).json();
  const names = (body: { data: { data: { first_name: string; last_name: string }[] } }) =>
    body.data.data.map((r) => `${r.first_name} ${r.last_name}`);

  it('sorts by name ascending by default and pages by 20', async () => {
    const first = await list('');
    expect(first.data).toMatchObject({ total: 24, last_page: 2, per_page: 20 });
    expect(names(first).slice(0, 3)).toEqual(['Arjun Bose', 'Arjun Pillai', 'Meenakshi Sundaram']);
    expect((await list('page=2')).data.data).toHaveLength(4);
    expect(names(await list('order=desc')).slice(0, 1)).toEqual(['Zoya Khan']);
    expect(names(await list('col=speciality&order=asc&q=a')).slice(0, 1)).toEqual(['Arjun Bose']);
    expect((await list('col=created_at&order=desc')).success).toBe(1);
  });

  it('searches names and email, and filters by status', async () => {
    expect(names(await list('q=pillai'))).toEqual(['Arjun Pillai']);
    expect(names(await list('q=ARJUN'))).toEqual(['Arjun Bose', 'Arjun Pillai']);
    expect(names(await list('status=INACTIVE'))).toEqual(['Meenakshi Sundaram']);
  });

  it('answers the picker with ACTIVE nutritionists and the chosen one', async () => {
    const active = (await list('auto=1&status=ACTIVE&q=a')).data.data;
    expect(active.every((r: { status: string }) => r.status === 'ACTIVE')).toBe(true);
    const inactiveId = (await list('status=INACTIVE')).data.data[0].id;
    const withChosen = (await list(`auto=1&status=ACTIVE&q=zoya&id=${inactiveId}`)).data.data;
    expect(withChosen.map((r: { first_name: string }) => r.first_name)).toEqual(['Meenakshi', 'Zoya']);
  });

  it('exports every nutritionist as CSV with a BOM and neutralised cells', async () => {
    const res = await lt.get('/api/v1/dietitian/profile/export-csv', cookie);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toMatch(/^First Name,Last Name,Email,Phone,Speciality/);
    expect(lines[1]).toContain("'=cmd|calc");
    const audits = await lt.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'nutritionist')));
    expect(audits.map((a) => a.changes)).toEqual([{ rows: 24 }]);
  });
});
