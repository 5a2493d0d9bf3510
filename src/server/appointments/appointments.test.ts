import { and, count, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, clients, mailAttachments, mailOutbox } from '../db/schema/index';
import { installIdOf } from '../lib/install-id';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { queueDueReminders } from './index';

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let sanjay: TestUser;
let pkgId: number;
let clientEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  sanjay = await t.createNutritionist({ firstName: 'Sanjay', lastName: 'Kulkarni' });
  const client = await insertClient(t, { firstName: 'Kavya', lastName: 'Nair', phone: '9845012345' });
  clientEmail = client.contactEmail!;
  pkgId = (
    await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: meera.nutritionistId!,
      endDate: '2031-06-30',
    })
  ).id;
});
afterAll(async () => t.close());

// 4 December 2030 is a Wednesday, a working day; 18:30 IST is 13:00 UTC.
const booking = (overrides: Record<string, unknown> = {}) => ({
  package_id: pkgId,
  starts_at: '2030-12-04T18:30',
  duration_min: 30,
  mode: 'Video',
  location_or_link: 'https://meet.example.in/kavya',
  ...overrides,
});
const appointmentCount = async () => (await t.db.select({ n: count() }).from(appointments))[0].n;
const create = (body: Record<string, unknown>, cookie = meera.cookie) =>
  t.post('/api/v1/appointment/create', body, cookie);

describe('booking', () => {
  let id: number;
  it('books in the practice time zone, audits it and mails the client its .ics', async () => {
    const res = await create(booking());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Appointment booked.',
      data: {
        starts_at: '2030-12-04T13:00:00.000Z',
        ends_at: '2030-12-04T13:30:00.000Z',
        starts_local: '2030-12-04T18:30',
        status: 'Booked',
        client_name: 'Kavya Nair',
        dietitian_name: 'Meera Krishnan',
      },
    });
    id = res.json().data.id;
    expect(res.json().data.whatsapp_url).toMatch(/^https:\/\/wa\.me\/919845012345\?text=Namaste%20Kavya/);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, clientEmail));
    expect(mail.subject).toBe('Your consultation on 4 Dec 2030, 6:30 pm');
    const [file] = await t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id));
    const event = Object.values(ical.sync.parseICS(file.content.toString('utf8'))).find(
      (c) => c?.type === 'VEVENT',
    ) as VEvent;
    expect(new Date(event.start).toISOString()).toBe('2030-12-04T13:00:00.000Z');
  });

  it('answers 409 naming the clash and writes nothing', async () => {
    const before = await appointmentCount();
    const res = await create(booking({ starts_at: '2030-12-04T18:45' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Clashes with Kavya Nair's appointment at 4 Dec 2030, 6:30 pm (30 min)");
    expect(res.json().data.starts_at).toBe(res.json().message);
    expect(await appointmentCount()).toBe(before);
    // Back to back is no clash.
    expect((await create(booking({ starts_at: '2030-12-04T18:00' }))).statusCode).toBe(200);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await appointmentCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ starts_at: '2020-01-06T10:00' }, 'starts_at', 'Please choose a time that has not passed'],
      [
        { starts_at: '2030-02-30T10:00' },
        'starts_at',
        'Please enter the start as a date and time (YYYY-MM-DDTHH:mm)',
      ],
      [{ duration_min: 0 }, 'duration_min', 'Please enter a duration of 1 to 480 minutes'],
      [{ duration_min: 481 }, 'duration_min', 'Please enter a duration of 1 to 480 minutes'],
      [{ mode: 'Carrier pigeon' }, 'mode', 'Please choose In person, Video or Phone'],
      [
        { starts_at: '2030-12-05T07:00' },
        'confirm',
        'This is outside working hours (09:00–19:00). Book anyway?',
      ],
      [
        { starts_at: '2030-12-05T18:45' },
        'confirm',
        'This is outside working hours (09:00–19:00). Book anyway?',
      ],
      [{ starts_at: '2030-12-08T11:00' }, 'confirm', 'This day is not a working day. Book anyway?'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(booking(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().data[field]).toBe(message);
    }
    expect(await appointmentCount()).toBe(before);
    const confirmed = await create(booking({ starts_at: '2030-12-05T07:00', confirm: true }));
    expect(confirmed.statusCode).toBe(200);
  });

  it('asks to confirm a booking beyond the package sessions', async () => {
    const set = await t.post(
      '/api/v1/appointment/package-sessions',
      { package_id: pkgId, sessions: 3, follow_up_days: 14 },
      meera.cookie,
    );
    expect(set.json()).toMatchObject({ data: { sessions: 3, follow_up_days: 14 } });
    const res = await create(booking({ starts_at: '2030-12-11T10:00' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.confirm).toBe('This package includes 3 sessions and all are booked. Book anyway?');
    await t.post('/api/v1/appointment/package-sessions', { package_id: pkgId }, meera.cookie);
  });

  it('moves, cancels (with its reason), completes and marks a no-show', async () => {
    const moved = await t.post(
      '/api/v1/appointment/edit',
      { id, starts_at: '2030-12-06T11:00' },
      meera.cookie,
    );
    expect(moved.json()).toMatchObject({ data: { starts_at: '2030-12-06T05:30:00.000Z' } });
    expect((await t.post('/api/v1/appointment/cancel', { id }, meera.cookie)).json().data).toEqual({
      reason: 'Please give the reason for cancelling',
    });
    const cancelled = await t.post(
      '/api/v1/appointment/cancel',
      { id, reason: 'Travelling to Kochi' },
      meera.cookie,
    );
    expect(cancelled.json()).toMatchObject({
      data: { status: 'Cancelled', cancel_reason: 'Travelling to Kochi' },
    });
    const again = await t.post('/api/v1/appointment/complete', { id }, meera.cookie);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This appointment is already cancelled');
    // The cancelled slot is free again.
    expect((await create(booking({ starts_at: '2030-12-06T11:00' }))).statusCode).toBe(200);

    const later = (await create(booking({ starts_at: '2030-12-12T12:00' }))).json().data.id;
    expect((await t.post('/api/v1/appointment/no-show', { id: later }, meera.cookie)).json().data.id).toBe(
      'A no-show can be marked once the appointment has started',
    );
    const done = await t.post('/api/v1/appointment/complete', { id: later }, meera.cookie);
    expect(done.json()).toMatchObject({
      message: 'Appointment marked completed.',
      data: { status: 'Completed' },
    });

    const [past] = await t.db
      .insert(appointments)
      .values({
        packageId: pkgId,
        dietitianId: meera.nutritionistId!,
        startsAt: new Date('2025-01-06T05:30:00Z'),
        endsAt: new Date('2025-01-06T06:00:00Z'),
        durationMin: 30,
        mode: 'In person',
      })
      .returning();
    const noShow = await t.post('/api/v1/appointment/no-show', { id: past.id }, meera.cookie);
    expect(noShow.json()).toMatchObject({ data: { status: 'No-show' } });
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, past.id)));
    expect(actions.map((a) => a.action)).toEqual(['no-show']);
  });
});

describe('who sees what', () => {
  it('lists a nutritionist their own and the admin everyone; B gets 404 for every one of A', async () => {
    const range = 'from=2030-12-01&to=2030-12-31';
    const own = (await t.get(`/api/v1/appointment/list?${range}`, meera.cookie)).json().data;
    expect(own.length).toBeGreaterThan(3);
    expect((await t.get(`/api/v1/appointment/list?${range}`, sanjay.cookie)).json().data).toEqual([]);
    expect(
      (
        await t.get(`/api/v1/appointment/list?${range}&dietitian_id=${meera.nutritionistId}`, sanjay.cookie)
      ).json().data,
    ).toEqual([]);
    expect((await t.get(`/api/v1/appointment/list?${range}`, admin.cookie)).json().data).toHaveLength(
      own.length,
    );
    const id = own[0].id;
    const before = await appointmentCount();
    for (const [path, body] of [
      ['/api/v1/appointment/edit', { id, starts_at: '2030-12-20T10:00' }],
      ['/api/v1/appointment/cancel', { id, reason: 'x' }],
      ['/api/v1/appointment/complete', { id }],
      ['/api/v1/appointment/no-show', { id }],
      ['/api/v1/appointment/create', booking({ starts_at: '2030-12-20T10:00' })],
    ] as const) {
      expect((await t.post(path, body, sanjay.cookie)).statusCode, path).toBe(404);
    }
    expect((await t.get(`/api/v1/appointment/ics?id=${id}`, sanjay.cookie)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/appointment/detail?id=${id}`, sanjay.cookie)).statusCode).toBe(404);
    expect(await appointmentCount()).toBe(before);
  });

  it('refuses a list range backwards or too long', async () => {
    const res = await t.get('/api/v1/appointment/list?from=2030-12-31&to=2030-12-01', meera.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.to).toBe('The end date must not be before the start date');
  });
});

describe('calendar files', () => {
  it('answers one appointment as text/calendar that a standard parser reads at 13:00Z for 18:30 IST', async () => {
    const id = (await create(booking({ starts_at: '2030-12-18T18:30' }))).json().data.id;
    const res = await t.get(`/api/v1/appointment/ics?id=${id}`, meera.cookie);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(res.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    expect(events).toHaveLength(1);
    expect(new Date(events[0].start).toISOString()).toBe('2030-12-18T13:00:00.000Z');
    expect(new Date(events[0].end!).toISOString()).toBe('2030-12-18T13:30:00.000Z');
    expect(events[0].summary).toBe('Kavya Nair: Video consultation');
  });

  it('names the file after the practice, makes UIDs unique to this install, stamps the download and alarms at the reminder times', async () => {
    const id = (await create(booking({ starts_at: '2030-12-19T10:00' }))).json().data.id;
    const first = await t.get(`/api/v1/appointment/ics?id=${id}`, meera.cookie);
    expect(first.headers['content-disposition']).toContain(`${t.config.practiceName}.ics`);
    const [event] = Object.values(ical.sync.parseICS(first.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    expect(event.uid).toMatch(new RegExp(`^appointment-${id}@[a-z0-9_-]{12}\\.nutridesk$`));
    // DTSTAMP is when the file was made, not when the appointment was last edited.
    expect(Math.abs(new Date(event.dtstamp).getTime() - Date.now())).toBeLessThan(60_000);
    // The practice's reminder times (24 h and 2 h by default), one display alarm each.
    expect(first.body).toContain('BEGIN:VALARM');
    expect(first.body).toMatch(/TRIGGER:-(PT24H|P1D)\r\n/);
    expect(first.body).toContain('TRIGGER:-PT2H');
    // The same appointment id in another practice's install is another event.
    const other = await createTestApp();
    try {
      expect(await installIdOf(other.db)).not.toBe(await installIdOf(t.db));
    } finally {
      await other.close();
    }
  });

  it('serves a private revocable feed per nutritionist', async () => {
    expect((await t.get('/api/v1/appointment/feed', meera.cookie)).json().data.url).toBeNull();
    const url: string = (await t.post('/api/v1/appointment/feed/renew', {}, meera.cookie)).json().data.url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.get(path);
    expect(feed.statusCode).toBe(200);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    expect(events.length).toBeGreaterThan(2);
    expect(events.some((e) => new Date(e.start).toISOString() === '2030-12-18T13:00:00.000Z')).toBe(true);
    const renewed: string = (await t.post('/api/v1/appointment/feed/renew', {}, meera.cookie)).json().data
      .url;
    expect((await t.get(path)).statusCode).toBe(404);
    await t.post('/api/v1/appointment/feed/revoke', {}, meera.cookie);
    expect((await t.get(new URL(renewed).pathname)).statusCode).toBe(404);
    expect((await t.get('/api/v1/calendar/not-a-token.ics')).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('queues the 24 h and the 2 h mail once each as the clock moves, none for a cancelled one', async () => {
    const client = await insertClient(t, { firstName: 'Arjun', lastName: 'Menon' });
    const pkg = await insertPackageRow(t, { clientId: client.id, dietitianId: sanjay.nutritionistId! });
    const book = async (startsAt: string) =>
      (await create(booking({ package_id: pkg.id, starts_at: startsAt }), sanjay.cookie)).json().data
        .id as number;
    await book('2030-12-04T18:30');
    const cancelled = await book('2030-12-04T12:00');
    await t.post('/api/v1/appointment/cancel', { id: cancelled, reason: 'Client unwell' }, sanjay.cookie);
    const reminders = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, client.contactEmail!))).filter(
        (m) => m.subject.startsWith('Reminder'),
      );
    const at = (iso: string) => queueDueReminders(t.app.deps, new Date(iso));

    await at('2030-12-03T12:59:00Z'); // 24 h 1 min before
    expect(await reminders()).toHaveLength(0);
    await at('2030-12-03T13:00:00Z');
    await at('2030-12-03T13:05:00Z'); // a second server, or the next pass after a restart
    await Promise.all([at('2030-12-03T14:00:00Z'), at('2030-12-03T14:00:00Z')]);
    expect((await reminders()).map((m) => m.subject)).toEqual([
      'Reminder: your consultation on 4 Dec 2030, 6:30 pm',
    ]);
    await at('2030-12-04T11:00:00Z'); // 2 h before
    await at('2030-12-04T12:00:00Z');
    expect(await reminders()).toHaveLength(2);
    await at('2030-12-04T13:30:00Z'); // after the start: nothing more
    expect(await reminders()).toHaveLength(2);
  });
});

describe('reminders in the client language', () => {
  it('a Hindi client gets the reminder in Hindi, an English client in English (decision 262)', async () => {
    const hindi = await insertClient(t, { firstName: 'Sunita', lastName: 'Yadav' });
    await t.db.update(clients).set({ language: 'hi' }).where(eq(clients.id, hindi.id));
    const english = await insertClient(t, { firstName: 'Rohan', lastName: 'Gupta' });
    for (const [c, at] of [
      [hindi, '2030-12-11T18:30'],
      [english, '2030-12-11T17:30'],
    ] as const) {
      const pkg = await insertPackageRow(t, { clientId: c.id, dietitianId: sanjay.nutritionistId! });
      const res = await create(booking({ package_id: pkg.id, starts_at: at }), sanjay.cookie);
      expect(res.statusCode, res.body).toBe(200);
    }
    await queueDueReminders(t.app.deps, new Date('2030-12-10T14:00:00Z'));
    const last = async (email: string) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).at(-1)!;
    const hi = await last(hindi.contactEmail!);
    expect(hi.subject).toBe('याद दिलाना: 11 दिसंबर 2030, शाम 6:30 को आपका परामर्श');
    expect(hi.textBody).toContain('नमस्ते Sunita,');
    expect(hi.textBody).toContain('Sanjay Kulkarni के साथ आपका परामर्श है।');
    const en = await last(english.contactEmail!);
    expect(en.subject).toBe('Reminder: your consultation on 11 Dec 2030, 5:30 pm');
    expect(en.textBody).toContain('Dear Rohan,');
  });
});

describe('booking, move and cancel mails in the client language', () => {
  it("a Hindi client's mails are Hindi, an English client's stay English (decision 265)", async () => {
    const hindi = await insertClient(t, { firstName: 'Pooja', lastName: 'Tiwari' });
    await t.db.update(clients).set({ language: 'hi' }).where(eq(clients.id, hindi.id));
    const english = await insertClient(t, { firstName: 'Arjun', lastName: 'Menon' });
    const mailsTo = async (email: string) =>
      t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
    const ids: number[] = [];
    for (const [c, at] of [
      [hindi, '2030-12-18T10:00'],
      [english, '2030-12-18T11:00'],
    ] as const) {
      const pkg = await insertPackageRow(t, { clientId: c.id, dietitianId: sanjay.nutritionistId! });
      const res = await create(
        booking({ package_id: pkg.id, starts_at: at, location_or_link: 'Clinic, Indiranagar' }),
        sanjay.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    for (const [id, at] of [
      [ids[0], '2030-12-19T17:00'],
      [ids[1], '2030-12-19T16:00'],
    ] as const) {
      const moved = await t.post(
        '/api/v1/appointment/edit',
        { id, starts_at: at, confirm: true },
        sanjay.cookie,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const gone = await t.post(
        '/api/v1/appointment/cancel',
        { id, reason: 'Travelling to Lucknow' },
        sanjay.cookie,
      );
      expect(gone.statusCode, gone.body).toBe(200);
    }
    const hi = await mailsTo(hindi.contactEmail!);
    expect(hi.map((m) => m.subject)).toEqual([
      '18 दिसंबर 2030, सुबह 10:00 को आपका परामर्श',
      'आपका परामर्श अब 19 दिसंबर 2030, शाम 5:00 को है',
      '19 दिसंबर 2030, शाम 5:00 का आपका परामर्श रद्द हो गया है',
    ]);
    expect(hi[0].textBody).toContain(
      'नमस्ते Pooja,\n\nSanjay Kulkarni के साथ आपका परामर्श 18 दिसंबर 2030, सुबह 10:00 (30 मिनट) के लिए तय हो गया है।\nस्थान: Clinic, Indiranagar\n\nसंलग्न फ़ाइल इसे आपके कैलेंडर में जोड़ देगी।',
    );
    expect(hi[1].textBody).toContain(
      'आपका परामर्श 18 दिसंबर 2030, सुबह 10:00 से बदलकर 19 दिसंबर 2030, शाम 5:00 (30 मिनट) कर दिया गया है।',
    );
    expect(hi[2].textBody).toContain('संलग्न फ़ाइल इसे आपके कैलेंडर से हटा देगी।');
    const en = await mailsTo(english.contactEmail!);
    expect(en.map((m) => m.subject)).toEqual([
      'Your consultation on 18 Dec 2030, 11:00 am',
      'Your consultation has moved to 19 Dec 2030, 4:00 pm',
      'Your consultation on 19 Dec 2030, 4:00 pm is cancelled',
    ]);
    expect(en[0].textBody).toContain('Dear Arjun,');
  });
});

describe('today on the dashboard', () => {
  it("counts the nutritionist's own: follow-ups ahead, no-shows, packages with nothing booked", async () => {
    const nutritionist = await t.createNutritionist({ firstName: 'Farah', lastName: 'Siddiqui' });
    const client = await insertClient(t, { firstName: 'Ishaan', lastName: 'Bose' });
    const waiting = await insertClient(t, { firstName: 'Nandini', lastName: 'Rao' });
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: nutritionist.nutritionistId!,
      status: 'Active',
    });
    await insertPackageRow(t, {
      clientId: waiting.id,
      dietitianId: nutritionist.nutritionistId!,
      status: 'Active',
    });
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const past = new Date(Date.now() - 2 * 86_400_000);
    await t.db.insert(appointments).values([
      {
        packageId: pkg.id,
        dietitianId: nutritionist.nutritionistId!,
        startsAt: soon,
        endsAt: new Date(soon.getTime() + 1_800_000),
        durationMin: 30,
        mode: 'Phone',
      },
      {
        packageId: pkg.id,
        dietitianId: nutritionist.nutritionistId!,
        startsAt: past,
        endsAt: new Date(past.getTime() + 1_800_000),
        durationMin: 30,
        mode: 'Phone',
        status: 'No-show',
      },
    ]);
    const today = (await t.get('/api/v1/appointment/today', nutritionist.cookie)).json().data;
    expect(today).toMatchObject({
      no_shows_7_days: 1,
      follow_ups_next_7_days: 1,
      packages_without_next: [{ client_name: 'Nandini Rao' }],
    });
    expect(
      (await t.get('/api/v1/appointment/today', sanjay.cookie)).json().data.packages_without_next,
    ).not.toContainEqual(expect.objectContaining({ client_name: 'Nandini Rao' }));
  });
});

describe("a package's and a client's appointments (issue 56 point 5)", () => {
  it('lists them newest first, cancelled ones too, to their owners only', async () => {
    const first = (await create(booking({ starts_at: '2030-12-23T10:00' }))).json().data.id;
    const second = (await create(booking({ starts_at: '2030-12-24T10:00' }))).json().data.id;
    await t.post('/api/v1/appointment/cancel', { id: first, reason: 'Client unwell' }, meera.cookie);

    const ofPackage = await t.get(`/api/v1/appointment/of-package?package_id=${pkgId}`, meera.cookie);
    expect(ofPackage.statusCode).toBe(200);
    const ids: number[] = ofPackage.json().data.map((a: { id: number }) => a.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ofPackage.json().data.find((a: { id: number }) => a.id === first).status).toBe('Cancelled');

    const clientId = ofPackage.json().data[0].client_id;
    const ofClient = await t.get(`/api/v1/appointment/of-client?client_id=${clientId}`, admin.cookie);
    expect(ofClient.json().data.map((a: { id: number }) => a.id)).toEqual(ids);

    // Another nutritionist: 404 like a missing package or client; bad input: a field message.
    expect(
      (await t.get(`/api/v1/appointment/of-package?package_id=${pkgId}`, sanjay.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await t.get(`/api/v1/appointment/of-client?client_id=${clientId}`, sanjay.cookie)).statusCode,
    ).toBe(404);
    const bad = await t.get('/api/v1/appointment/of-package?package_id=abc', meera.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.package_id).toBe('Please choose a package');
  });
});
