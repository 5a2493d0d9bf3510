// @pg: ten visitors book one slot at once; the nutritionist's row lock must let exactly one through
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/practice-date';
import { appointments, bookingRequests, clients, mailAttachments, mailOutbox } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let sanjay: TestUser;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first working day (not a Sunday) at least `n` days ahead in India. */
const workingDayAhead = (n: number) => {
  let d = addDays(practiceToday(), n);
  while (weekday(d) === 0) d = addDays(d, 1);
  return d;
};
const DAY = workingDayAhead(4);
const NEXT = (() => {
  let d = addDays(DAY, 1);
  while (weekday(d) === 0) d = addDays(d, 1);
  return d;
})();
const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+05:30`;

const TYPES = [
  {
    key: 'first',
    name: 'First consultation',
    duration_min: 60,
    price: 1500,
    mode: 'In person',
    buffer_min: 0,
    min_notice_hours: 2,
    max_days_ahead: 60,
  },
  {
    key: 'follow-up',
    name: 'Follow-up call',
    duration_min: 30,
    price: 500,
    mode: 'Phone',
    buffer_min: 15,
    min_notice_hours: 2,
    max_days_ahead: 60,
  },
];
const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  slug: 'swasth-clinic',
  confirm_mode: 'instant',
  closed_dates: [NEXT],
  types: TYPES,
  nutritionists: [
    { dietitian_id: meera.nutritionistId, slug: 'meera' },
    { dietitian_id: sanjay.nutritionistId, slug: 'sanjay' },
  ],
  ...overrides,
});

let ipSeq = 10;
const visitorIp = () => `203.0.113.${ipSeq++}`;
const bookAs = (slug: string, body: Record<string, unknown>, ip = visitorIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/booking/${slug}/book`, payload: body, remoteAddress: ip });
const visitor = (overrides: Record<string, unknown> = {}) => ({
  type: 'first',
  starts_at: at(DAY, '15:00'),
  name: 'Aarav Malhotra',
  phone: '98111 22334',
  email: 'aarav.malhotra@example.in',
  ...overrides,
});
const slotsOf = async (slug: string, type: string, from = DAY, to = DAY) => {
  const res = await t.get(`/api/v1/booking/${slug}/slots?type=${type}&from=${from}&to=${to}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.slots as { starts_at: string; local: string }[]).map((s) => s.local.slice(11));
};
const tokenIn = async (email: string) => {
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id);
  const link = mails
    .map((m) => /\/book\/confirm\/([A-Za-z0-9_-]+)/.exec(m.textBody)?.[1])
    .filter(Boolean)
    .at(-1);
  return link!;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  sanjay = await t.createNutritionist({ firstName: 'Sanjay', lastName: 'Kulkarni' });
});
afterAll(async () => t.close());

describe('settings', () => {
  it('starts off and refuses bad settings field by field, writing nothing', async () => {
    const res = await t.get('/api/v1/settings/booking', admin.cookie);
    expect(res.json().data).toMatchObject({ enabled: false, types: [], nutritionists: [] });
    expect((await t.get('/api/v1/booking/book')).statusCode).toBe(404);
    const before = await fingerprint(t.db);
    const bad = await t.post(
      '/api/v1/settings/booking',
      settings({
        slug: 'Bad Slug!',
        types: [{ ...TYPES[0], duration_min: 0, mode: 'Carrier pigeon' }],
      }),
      admin.cookie,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toMatchObject({
      slug: 'Please use 3 to 40 lowercase letters, digits and hyphens',
      'types.0.duration_min': 'Please enter a duration of 5 to 480 minutes',
      'types.0.mode': 'Please choose In person, Video or Phone',
    });
    const none = await t.post('/api/v1/settings/booking', settings({ types: [] }), admin.cookie);
    expect(none.json().data).toMatchObject({
      types: 'Please add at least one appointment type to turn the booking page on',
    });
    const twice = await t.post(
      '/api/v1/settings/booking',
      settings({ nutritionists: [{ dietitian_id: meera.nutritionistId, slug: 'swasth-clinic' }] }),
      admin.cookie,
    );
    expect(twice.json().data).toMatchObject({
      'nutritionists.0.slug': 'This link is already used by another booking page',
    });
    expect(await fingerprint(t.db)).toBe(before);
    // A nutritionist may not change them.
    expect((await t.post('/api/v1/settings/booking', settings(), meera.cookie)).statusCode).toBe(403);
  });

  it('saves the page, and the page shows the practice or the nutritionist', async () => {
    const res = await t.post('/api/v1/settings/booking', settings(), admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking settings saved.');
    const practice = (await t.get('/api/v1/booking/swasth-clinic')).json().data;
    expect(practice).toMatchObject({
      nutritionist_name: null,
      languages: ['en', 'hi'],
      time_zone: 'Asia/Kolkata',
    });
    expect(practice.types.map((x: { key: string }) => x.key)).toEqual(['first', 'follow-up']);
    const one = (await t.get('/api/v1/booking/meera')).json().data;
    expect(one.nutritionist_name).toBe('Meera Krishnan');
    expect((await t.get('/api/v1/booking/nobody-here')).statusCode).toBe(404);
  });
});

describe('slots', () => {
  it('are the working hours in the practice zone, with offsets', async () => {
    const res = await t.get(`/api/v1/booking/meera/slots?type=first&from=${DAY}&to=${DAY}`);
    const slots = res.json().data.slots;
    expect(slots[0]).toEqual({ starts_at: at(DAY, '09:00'), local: `${DAY}T09:00` });
    // Every 30 minutes, the last hour-long one ending at 19:00.
    expect(slots.at(-1).local).toBe(`${DAY}T18:00`);
    expect(slots).toHaveLength(19);
  });

  it('leave out holidays, Sundays and bad queries', async () => {
    expect(await slotsOf('meera', 'first', NEXT, NEXT)).toEqual([]);
    let sunday = DAY;
    while (weekday(sunday) !== 0) sunday = addDays(sunday, 1);
    expect(await slotsOf('meera', 'first', sunday, sunday)).toEqual([]);
    const bad = await t.get(`/api/v1/booking/meera/slots?type=&from=${DAY}&to=2020-01-01`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toMatchObject({ type: 'Please choose an appointment type' });
    const unknown = await t.get(`/api/v1/booking/meera/slots?type=massage&from=${DAY}&to=${DAY}`);
    expect(unknown.json().data).toMatchObject({ type: 'Please choose an appointment type' });
  });

  it('leave out existing appointments and the buffers around them', async () => {
    const client = await insertClient(t, { firstName: 'Kavya', lastName: 'Nair', phone: '9845012345' });
    const pkg = await insertPackageRow(t, { clientId: client.id, dietitianId: meera.nutritionistId! });
    const made = await t.post(
      '/api/v1/appointment/create',
      { package_id: pkg.id, starts_at: `${DAY}T11:00`, duration_min: 30, mode: 'Video' },
      meera.cookie,
    );
    expect(made.statusCode).toBe(200);
    const hour = await slotsOf('meera', 'first');
    // 10:00–11:00 ends as it starts; 10:30 and 11:00 overlap 11:00–11:30; 11:30 is free.
    expect(hour).toContain('10:00');
    expect(hour).not.toContain('10:30');
    expect(hour).not.toContain('11:00');
    expect(hour).toContain('11:30');
    // The follow-up call keeps 15 minutes either side: 10:30 would end at 11:00 + 15.
    const call = await slotsOf('meera', 'follow-up');
    expect(call).toContain('10:00');
    expect(call).not.toContain('10:30');
    expect(call).not.toContain('11:00');
    expect(call).not.toContain('11:30');
    expect(call).toContain('12:00');
    // Sanjay is free then: the practice's link still offers 11:00.
    expect(await slotsOf('swasth-clinic', 'first')).toContain('11:00');
  });
});

describe('booking', () => {
  it('refuses bad input, each with a field message, writing nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await bookAs('meera', {
      type: 'first',
      starts_at: 'tomorrow',
      name: ' ',
      phone: '12345',
      email: 'aarav@',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      starts_at: 'Please choose a time from the list',
      name: 'Please enter your name',
      phone: 'Please enter a 10-digit mobile number or an international number starting with +',
      email: 'Please enter a valid email',
    });
    const outside = await bookAs('meera', visitor({ starts_at: at(DAY, '19:30') }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().data.starts_at).toBe('This time is not free. Please choose a time from the list.');
    const soon = await bookAs(
      'meera',
      visitor({ starts_at: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(soon.json().data.starts_at).toBe('This time is too soon to book. Please choose a later time.');
    const holiday = await bookAs('meera', visitor({ starts_at: at(NEXT, '10:00') }));
    expect(holiday.statusCode).toBe(422);
    const nobody = await bookAs('ravi', visitor());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('This booking page is not available.');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('of ten visitors on one slot at once, one wins and nine are offered the next slots', async () => {
    const slot = at(DAY, '16:00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        bookAs(
          'meera',
          visitor({
            starts_at: slot,
            name: `Visitor ${i}`,
            email: `visitor${i}@example.in`,
            phone: `98200000${10 + i}`,
          }),
        ),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    expect(won[0].json().data.status).toBe('pending_email');
    for (const r of lost) {
      const body = r.json();
      expect(body.message).toBe('Sorry, someone has just booked this time. Please choose another one.');
      expect(body.data.next_slots.length).toBeGreaterThan(0);
      expect(body.data.next_slots.map((s: { starts_at: string }) => s.starts_at)).not.toContain(slot);
      expect(body.data.next_slots[0].starts_at).toBe(at(DAY, '17:00'));
    }
    const held = await t.db
      .select({ n: count() })
      .from(bookingRequests)
      .where(eq(bookingRequests.startsAt, new Date(slot)));
    expect(held[0].n).toBe(1);
    // The held slot is no longer offered.
    expect(await slotsOf('meera', 'first')).not.toContain('16:00');
  });

  it('confirms by the e-mailed link once: a prospective client, a Booked appointment and the .ics', async () => {
    const email = 'ishita.bose@example.in';
    const res = await bookAs(
      'sanjay',
      visitor({ starts_at: at(DAY, '12:00'), name: 'Ishita Bose', email, phone: '+91 99001 23456' }),
    );
    expect(res.json().data).toMatchObject({ status: 'pending_email', nutritionist_name: 'Sanjay Kulkarni' });
    const token = await tokenIn(email);
    expect(token).toBeTruthy();
    const confirmed = await t.get(`/api/v1/booking/confirm/${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', local: `${DAY}T12:00` });
    const [client] = await t.db.select().from(clients).where(eq(clients.contactEmail, email));
    expect(client).toMatchObject({
      firstName: 'Ishita',
      lastName: 'Bose',
      phone: '9900123456',
      status: 'Prospective',
    });
    const list = await t.get(`/api/v1/appointment/list?from=${DAY}&to=${DAY}`, sanjay.cookie);
    expect(list.json().data).toEqual([
      expect.objectContaining({ client_name: 'Ishita Bose', status: 'Booked', starts_local: `${DAY}T12:00` }),
    ]);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(mailOutbox.id);
    const last = mails.at(-1)!;
    const [ics] = await t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, last.id));
    expect(ics.contentType).toContain('text/calendar');
    // The link works once; opened again it says so and books nothing more.
    const again = await t.get(`/api/v1/booking/confirm/${token}`);
    expect(again.json()).toMatchObject({
      message: 'This booking is already confirmed.',
      data: { status: 'confirmed' },
    });
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(appointments)
          .where(eq(appointments.dietitianId, sanjay.nutritionistId!))
      )[0].n,
    ).toBe(1);
    expect((await t.get('/api/v1/booking/confirm/not-a-real-token-at-all-1234')).statusCode).toBe(404);
  });

  it('matches an existing client by phone; "staff approve" waits as Requested until approved', async () => {
    await t.post('/api/v1/settings/booking', settings({ confirm_mode: 'approve' }), admin.cookie);
    const known = await insertClient(t, { firstName: 'Rohit', lastName: 'Verma', phone: '9876501234' });
    const email = 'rohit.new-mail@example.in';
    const res = await bookAs(
      'meera',
      visitor({ starts_at: at(DAY, '09:00'), name: 'Rohit Verma', phone: '9876501234', email }),
    );
    expect(res.statusCode).toBe(200);
    const confirmed = await t.get(`/api/v1/booking/confirm/${await tokenIn(email)}`);
    expect(confirmed.json().data.status).toBe('requested');
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(at(DAY, '09:00'))));
    expect(row.status).toBe('Requested');
    const [pkg] = await t.db.select().from(clients).where(eq(clients.id, known.id));
    expect(pkg.id).toBe(known.id);
    expect(
      (await t.db.select({ n: count() }).from(clients).where(eq(clients.phone, '9876501234')))[0].n,
    ).toBe(1);
    expect(await slotsOf('meera', 'first')).not.toContain('09:00');
    // Sanjay may not approve Meera's; Meera may.
    expect((await t.post('/api/v1/booking/approve', { id: row.id }, sanjay.cookie)).statusCode).toBe(404);
    const ok = await t.post('/api/v1/booking/approve', { id: row.id }, meera.cookie);
    expect(ok.json().message).toBe('Appointment approved; the client has been sent the confirmation.');
    const [after] = await t.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(after.status).toBe('Booked');
    const twice = await t.post('/api/v1/booking/approve', { id: row.id }, meera.cookie);
    expect(twice.statusCode).toBe(422);
    await t.post('/api/v1/settings/booking', settings(), admin.cookie);
  });

  it('throttles an address after five bookings an hour, others still book', async () => {
    const ip = '198.51.100.7';
    const times = ['09:30', '10:00', '13:00', '13:30', '14:00'];
    for (const [i, hhmm] of times.entries()) {
      const res = await bookAs(
        'swasth-clinic',
        visitor({ starts_at: at(DAY, hhmm), email: `family${i}@example.in` }),
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
    const before = await fingerprint(t.db);
    const sixth = await bookAs(
      'swasth-clinic',
      visitor({ starts_at: at(DAY, '14:30'), email: 'family6@example.in' }),
      ip,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^Too many bookings from this address\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await fingerprint(t.db)).toBe(before);
    const other = await bookAs(
      'swasth-clinic',
      visitor({ starts_at: at(DAY, '14:30'), email: 'neighbour@example.in' }),
    );
    expect(other.statusCode).toBe(200);
  });
});
