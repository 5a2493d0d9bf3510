import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../shared/clients';
import { PHONE_MESSAGE, practiceToday } from '../../shared/fields';
import { auditLog, clients, packages } from '../db/schema/index';
import { createTestApp, createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const valid = {
  first_name: 'Kavya',
  last_name: 'Reddy',
  contact_email: 'kavya.reddy@example.in',
  phone: '9845012345',
  gender: 'Female',
  status: 'Active',
  joined_date: '2026-01-15',
  dob: '1994-06-21',
  referral_source: 'Instagram',
  referred_client_name: 'Saw a reel by the clinic',
  address: '12, 4th Cross, Indiranagar, Bengaluru 560038',
  nationality: 'Indian',
  occupation: 'Software engineer',
  blood_group: 'B+ve',
  food_preferences: 'Eggetarian',
};

async function create(body: Record<string, unknown>, cookie = admin.cookie) {
  return t.post('/api/v1/client/profile/create', body, cookie);
}

describe('client create and edit rules', () => {
  it('creates a client, generates the unique id and writes the audit log', async () => {
    const res = await create(valid);
    expect(res.json()).toMatchObject({ success: 1, message: CLIENT_MESSAGES.added });
    const data = res.json().data;
    expect(data).toMatchObject({ first_name: 'Kavya', blood_group: 'B+ve', food_preferences: 'Eggetarian' });
    expect(data.unique_id).toBe(`CL${String(data.id).padStart(5, '0')}`);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, data.id)));
    expect(entry).toMatchObject({ action: 'create', userId: admin.userId });
    expect(entry.changes).toMatchObject({ firstName: { from: null, to: 'Kavya' } });
  });

  it('never loses data by omission: an edit without dob, joined_date and address keeps them', async () => {
    const { id } = (
      await create({ ...valid, phone: '9845012399', contact_email: 'meghna.rao@example.in' })
    ).json().data;
    const edit = await t.post(
      '/api/v1/client/profile/edit',
      { id, first_name: 'Meghna', last_name: 'Rao', gender: 'Female', status: 'Active', phone: '9845012399' },
      admin.cookie,
    );
    expect(edit.json()).toMatchObject({ success: 1, message: CLIENT_MESSAGES.edited });
    expect(edit.json().data).toMatchObject({
      first_name: 'Meghna',
      dob: valid.dob,
      joined_date: valid.joined_date,
      address: valid.address,
      contact_email: 'meghna.rao@example.in',
    });
    // Sending '' still clears a field, as the form does.
    const cleared = await t.post('/api/v1/client/profile/edit', { id, address: '' }, admin.cookie);
    expect(cleared.json().data).toMatchObject({ address: null, dob: valid.dob, first_name: 'Meghna' });
  });

  it('answers a message for every missing required field at once', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(0);
    expect(res.json().data).toEqual({
      first_name: 'Please enter the first name',
      last_name: 'Please enter the last name',
      gender: 'Please select the gender',
      status: 'Please select a status',
      contact_email: CLIENT_MESSAGES.emailOrPhone,
      phone: CLIENT_MESSAGES.emailOrPhone,
    });
  });

  it('checks email, phone, dob, lists and fixed options', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await create({
      ...valid,
      contact_email: 'kavya@',
      phone: '12345',
      gender: 'Other',
      dob: tomorrow,
      status: 'Sleeping',
      referral_source: 'Billboard',
      blood_group: 'C+ve',
      food_preferences: 'Carnivore',
      joined_date: '2026-02-30',
    });
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'blood_group',
        'contact_email',
        'dob',
        'food_preferences',
        'gender',
        'joined_date',
        'phone',
        'referral_source',
        'status',
      ].sort(),
    );
    expect(res.json().data.dob).toBe('Date of birth cannot be in the future');
  });

  it('accepts Indian mobiles in the forms people type them, and international + numbers', async () => {
    const indian = await create({ ...valid, contact_email: '', phone: '+91 98450-12346' });
    expect(indian.json().data.phone).toBe('9845012346');
    const uk = await create({ ...valid, contact_email: '', phone: '+44 7700 900123' });
    expect(uk.json().data.phone).toBe('+447700900123');
    for (const phone of ['12345 67890', '98450 1234', '+91 12345 67890', '+12']) {
      expect((await create({ ...valid, phone })).json().data).toEqual({ phone: PHONE_MESSAGE });
    }
  });

  it('needs only one of email and phone, and defaults the joining date to today', async () => {
    const res = await create({ ...valid, phone: '', joined_date: '' });
    expect(res.json()).toMatchObject({ success: 1, data: { phone: null, joined_date: practiceToday() } });
  });

  it('keeps unique ids unique, set on create and ignored on edit', async () => {
    const first = await create({ ...valid, unique_id: 'BLR-2026-001' });
    expect(first.json().data.unique_id).toBe('BLR-2026-001');
    const clash = await create({ ...valid, unique_id: 'blr-2026-001' });
    expect(clash.json().data).toEqual({ unique_id: CLIENT_MESSAGES.uniqueIdTaken });
    const edited = await t.post(
      '/api/v1/client/profile/edit',
      { ...valid, id: first.json().data.id, unique_id: 'CHANGED-1', first_name: 'Kavitha' },
      admin.cookie,
    );
    expect(edited.json()).toMatchObject({
      success: 1,
      message: CLIENT_MESSAGES.edited,
      data: { unique_id: 'BLR-2026-001', first_name: 'Kavitha' },
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.json().data.id), eq(auditLog.action, 'update')));
    expect(entries[0].changes).toEqual({ firstName: { from: 'Kavya', to: 'Kavitha' } });
  });

  it('answers 401 without a session and 404 for an unknown client', async () => {
    expect((await create(valid, '')).statusCode).toBe(401);
    const res = await t.post('/api/v1/client/profile/edit', { ...valid, id: 999_999 }, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect((await t.get('/api/v1/client/profile/details?id=abc', admin.cookie)).json().data).toHaveProperty(
      'id',
    );
  });
});

describe('who sees which client', () => {
  it('shows a nutritionist only the clients they created or have a package with', async () => {
    const asha = await t.createNutritionist({ firstName: 'Asha', lastName: 'Menon' });
    const rohan = await t.createNutritionist({ firstName: 'Rohan', lastName: 'Kulkarni' });
    const own = (await create({ ...valid, first_name: 'Ishaan', last_name: 'Bhatt' }, asha.cookie)).json()
      .data;
    const other = (await create({ ...valid, first_name: 'Meher', last_name: 'Gill' }, rohan.cookie)).json()
      .data;
    const viaPackage = (await create({ ...valid, first_name: 'Tanvi', last_name: 'Joshi' })).json().data;
    for (const dietitianId of [asha.nutritionistId!, rohan.nutritionistId!]) {
      await t.db.insert(packages).values({
        clientId: viaPackage.id,
        dietitianId,
        category: 'Wellness',
        startDate: '2026-02-01',
        status: 'Active',
      });
    }

    const list = (await t.get('/api/v1/client/package/client-list', asha.cookie)).json().data;
    expect(list.data.map((r: { id: number }) => r.id).sort()).toEqual([own.id, viaPackage.id].sort());

    expect((await t.get(`/api/v1/client/profile/details?id=${other.id}`, asha.cookie)).statusCode).toBe(404);
    const edit = await t.post('/api/v1/client/profile/edit', { ...valid, id: other.id }, asha.cookie);
    expect(edit.statusCode).toBe(404);
    const picker = (
      await t.get(`/api/v1/client/package/client-list?auto=1&id=${other.id}`, asha.cookie)
    ).json();
    expect(picker.data.data.map((r: { id: number }) => r.id)).not.toContain(other.id);

    // The package list of a shared client shows the asking nutritionist's packages only.
    const details = (await t.get(`/api/v1/client/profile/details?id=${viaPackage.id}`, asha.cookie)).json()
      .data;
    expect(details.packages).toHaveLength(1);
    expect(details.packages[0]).toMatchObject({ dietitian_name: 'Asha', dietitian_last_name: 'Menon' });
    const adminView = (
      await t.get(`/api/v1/client/profile/details?id=${viaPackage.id}`, admin.cookie)
    ).json();
    expect(adminView.data.packages).toHaveLength(2);
    expect(
      (await t.post('/api/v1/client/profile/edit', { ...valid, id: own.id }, asha.cookie)).statusCode,
    ).toBe(200);
  });

  it('keeps the CSV export to admins', async () => {
    const n = await t.createNutritionist();
    expect((await t.get('/api/v1/client/profile/export-csv', n.cookie)).statusCode).toBe(403);
  });
});

describe('client export', () => {
  it('writes a BOM, a header row, DD-MMM-YYYY dates and neutralised cells', async () => {
    await create({ ...valid, first_name: '=HYPERLINK("http://evil")', last_name: 'Rao', dob: '1990-03-05' });
    const res = await t.get('/api/v1/client/profile/export-csv', admin.cookie);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Unique ID,First Name,Last Name,Email,Phone,Gender,Date of Birth,Age,Nationality,Occupation,Blood Group,Food Preference,Address,Referral Source,Referral Source Details,Status,Joined On',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",Rao`);
    expect(text).toContain('05-Mar-1990');
  });

  it('leaves an audit row naming the admin and the number of rows taken out', async () => {
    const res = await t.get('/api/v1/client/profile/export-csv', admin.cookie);
    const rows = res.body.slice(1).trim().split('\r\n').length - 1;
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'client')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ userId: admin.userId, entityId: null, changes: { rows } });
  });
});

describe('client list', () => {
  let lt: TestApp;
  let cookie: string;
  const today = practiceToday();
  const yearsAgo = (n: number) => `${Number(today.slice(0, 4)) - n}${today.slice(4)}`;

  beforeAll(async () => {
    lt = await createTestApp();
    cookie = (await lt.createAdmin()).cookie;
    const people = [
      ['Aarav', 'Sharma', 'Male', 'Active', '2025-11-02', yearsAgo(4), '9810012345'],
      ['Diya', 'Patel', 'Female', 'Active', '2026-01-10', yearsAgo(8), '9820012345'],
      ['Vihaan', 'Nair', 'Male', 'Inactive', '2026-01-10', yearsAgo(33), '9830012345'],
      ['Ananya', 'Das', 'Female', 'On Hold', '2025-07-19', yearsAgo(90), '9840012345'],
      ['Rohit', 'Verma', 'Male', 'Completed', '2024-03-01', null, '9850012345'],
    ] as const;
    for (const [first, last, gender, status, joined, dob, phone] of people) {
      await lt.db.insert(clients).values({
        uniqueId: `T-${first}`,
        firstName: first,
        lastName: last,
        gender,
        status,
        joinedDate: joined,
        dob,
        phone,
        contactEmail: `${first.toLowerCase()}@example.in`,
      });
    }
    for (let i = 0; i < 21; i++) {
      await lt.db.insert(clients).values({
        uniqueId: `BULK-${i}`,
        firstName: `Bulk${String(i).padStart(2, '0')}`,
        lastName: 'Iyer',
        gender: 'Female',
        status: 'Inactive',
        joinedDate: '2020-01-01',
        phone: `98765${String(i).padStart(5, '0')}`,
      });
    }
  });
  afterAll(async () => lt.close());

  const list = async (qs: string) =>
    (await lt.get(`/api/v1/client/package/client-list?${qs}`, cookie)).json();
  const names = (body: { data: { data: { first_name: string }[] } }) =>
    body.data.data.map((r) => r.first_name);

  it('defaults to Joined On newest first, pages by 20 and carries the age', async () => {
    const first = await list('');
    expect(first.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 26 });
    expect(names(first).slice(0, 3)).toEqual(['Vihaan', 'Diya', 'Aarav']);
    expect(first.data.data[1]).toMatchObject({ age: 8, dob: yearsAgo(8), unique_id: 'T-Diya' });
    const second = await list('page=2');
    expect(second.data.data).toHaveLength(6);
  });

  it('searches first and last name, email, phone and unique id', async () => {
    expect(names(await list('q=nai'))).toEqual(['Vihaan']);
    expect(names(await list('q=PATEL'))).toEqual(['Diya']);
    expect(names(await list('q=ananya@example'))).toEqual(['Ananya']);
    expect(names(await list('q=%2B91%2098500'))).toEqual(['Rohit']);
    expect(names(await list('q=t-aarav'))).toEqual(['Aarav']);
    expect(names(await list('q=100%25'))).toEqual([]);
  });

  it('filters by status, gender, age group and joining date', async () => {
    expect(names(await list('status=On%20Hold'))).toEqual(['Ananya']);
    expect(names(await list('gender=male')).sort()).toEqual(['Aarav', 'Rohit', 'Vihaan']);
    expect(names(await list('age_group=0-05'))).toEqual(['Aarav']);
    expect(names(await list('age_group=06-10'))).toEqual(['Diya']);
    expect(names(await list('age_group=31-35'))).toEqual(['Vihaan']);
    expect(names(await list('age_group=81-100'))).toEqual(['Ananya']);
    expect(names(await list('join=2026-01-10')).sort()).toEqual(['Diya', 'Vihaan']);
    expect(names(await list('gender=female&status=Active'))).toEqual(['Diya']);
  });

  it('sorts by every column in both directions', async () => {
    expect(names(await list('col=first_name&order=asc')).slice(0, 2)).toEqual(['Aarav', 'Ananya']);
    expect(names(await list('col=dob&order=asc')).slice(0, 1)).toEqual(['Ananya']);
    // Unknown ages (and emails, phones) go last in both directions.
    expect(names(await list('col=dob&order=desc&gender=male'))).toEqual(['Aarav', 'Vihaan', 'Rohit']);
    expect(names(await list('col=dob&order=asc&gender=male'))).toEqual(['Vihaan', 'Aarav', 'Rohit']);
    expect(names(await list('col=contact_email&order=desc')).slice(0, 1)).toEqual(['Vihaan']);
    expect(names(await list('col=phone&order=desc')).slice(0, 1)).toEqual(['Bulk20']);
    expect(names(await list('col=contact_email&order=asc&status=Active'))).toEqual(['Aarav', 'Diya']);
    for (const col of ['gender', 'status', 'joined_date'])
      expect((await list(`col=${col}&order=asc`)).success).toBe(1);
    expect((await list('col=password')).data).toHaveProperty('col');
  });

  it('answers a short picker list with the chosen client included', async () => {
    const all = (await list('auto=1')).data.data;
    expect(all).toHaveLength(20);
    expect(Object.keys(all[0]).sort()).toEqual(
      ['contact_email', 'first_name', 'id', 'last_name', 'phone', 'unique_id'].sort(),
    );
    const rohitId = (await list('q=rohit')).data.data[0].id;
    const picked = (await list(`auto=1&q=bulk0&id=${rohitId}`)).data.data;
    expect(picked[0].first_name).toBe('Rohit');
    expect(picked).toHaveLength(11);
  });
});
