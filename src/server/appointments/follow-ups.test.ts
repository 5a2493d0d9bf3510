import { and, count, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentSettings,
  appointments,
  auditLog,
  clients,
  mailAttachments,
  mailOutbox,
} from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createPlan } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

// Issue 36 leftovers: follow-ups at the package's cadence, the calendar settings' field messages,
// the next consultation on the client's plan page, and the mails of a moved or cancelled booking.
// Every date lies in 2030–2031, so the real clock never makes them past (no sleeping, no mocks).

let t: TestApp;
let meera: TestUser;
let sanjay: TestUser;
let admin: TestUser;
let pkgId: number;
let otherPkgId: number;
let email: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  sanjay = await t.createNutritionist({ firstName: 'Sanjay', lastName: 'Kulkarni' });
  const ananya = await insertClient(t, { firstName: 'Ananya', lastName: 'Iyer', gender: 'Female' });
  email = ananya.contactEmail!;
  pkgId = (
    await insertPackageRow(t, {
      clientId: ananya.id,
      dietitianId: meera.nutritionistId!,
      status: 'Active',
      endDate: '2031-01-15',
    })
  ).id;
  const rohan = await insertClient(t, { firstName: 'Rohan', lastName: 'Mehta' });
  otherPkgId = (
    await insertPackageRow(t, {
      clientId: rohan.id,
      dietitianId: meera.nutritionistId!,
      endDate: '2031-06-30',
    })
  ).id;
  await createPlan(t, meera, pkgId);
  const link = await t.post('/api/v1/package/plan-link/create', { package_id: pkgId }, meera.cookie);
  token = link.json().data.url.split('/').pop();
});
afterAll(async () => t.close());

const post = (url: string, body: unknown, user = meera) => t.post(url, body, user.cookie);
const countOf = async () => (await t.db.select({ n: count() }).from(appointments))[0].n;
const mailsTo = () =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
async function icsOf(mailId: number) {
  const [file] = await t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));
  const text = file.content.toString('utf8');
  const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
  return { text, events };
}
const propose = (body: Record<string, unknown> = {}, user = meera) =>
  post(
    '/api/v1/appointment/propose-follow-ups',
    { package_id: pkgId, duration_min: 30, mode: 'Video', ...body },
    user,
  );
const bookMany = (starts_at: string[], extra: Record<string, unknown> = {}) =>
  post('/api/v1/appointment/book-follow-ups', {
    package_id: pkgId,
    starts_at,
    duration_min: 30,
    mode: 'Video',
    location_or_link: 'https://meet.example.in/ananya',
    ...extra,
  });

describe('follow-ups at the package cadence', () => {
  it('asks for the cadence first', async () => {
    const res = await propose();
    expect(res.statusCode).toBe(422);
    expect(res.json().data.follow_up_days).toBe(
      'Please set how many days apart the follow-ups are (Every … days)',
    );
  });

  it('proposes every 14 days from the last booking until the end date, marking a clash', async () => {
    await post('/api/v1/appointment/package-sessions', {
      package_id: pkgId,
      sessions: 5,
      follow_up_days: 14,
    });
    // 2 Dec 2030 is a Monday; Rohan (another client of Meera's) sits on the 30 Dec proposal.
    const first = await post('/api/v1/appointment/create', {
      package_id: pkgId,
      starts_at: '2030-12-02T18:30',
      duration_min: 30,
      mode: 'Video',
    });
    expect(first.statusCode).toBe(200);
    for (const starts_at of ['2030-12-30T18:45', '2030-11-30T10:00'])
      expect(
        (
          await post('/api/v1/appointment/create', {
            package_id: otherPkgId,
            starts_at,
            duration_min: 30,
            mode: 'Phone',
            confirm: true,
          })
        ).statusCode,
      ).toBe(200);
    const res = await propose();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ follow_up_days: 14, sessions: 5, booked: 1, end_date: '2031-01-15' });
    expect(data.proposals.map((p: { starts_local: string }) => p.starts_local)).toEqual([
      '2030-12-16T18:30',
      '2030-12-30T18:30',
      '2031-01-13T18:30',
    ]);
    expect(data.proposals[0].clash).toBeNull();
    expect(data.proposals[1].clash.message).toBe(
      "Clashes with Rohan Mehta's appointment at 30 Dec 2030, 6:45 pm (30 min)",
    );
    const sessions = (
      await t.get(`/api/v1/appointment/package-sessions?package_id=${pkgId}`, meera.cookie)
    ).json();
    expect(sessions.data).toMatchObject({ sessions: 5, follow_up_days: 14, booked: 1 });
  });

  it('moves a proposal off a day off and into working hours, keeping the cadence', async () => {
    // 8 Dec 2030 is a Sunday (not a working day); 20:00 is after 19:00.
    const res = await propose({ first_starts_at: '2030-12-08T20:00' });
    const proposals = res.json().data.proposals;
    expect(proposals.map((p: { starts_local: string }) => p.starts_local)).toEqual([
      '2030-12-09T18:30',
      '2030-12-23T18:30',
      '2031-01-06T18:30',
    ]);
    expect(
      proposals.every((p: { moved: boolean; outside_hours: boolean }) => p.moved && !p.outside_hours),
    ).toBe(true);
  });

  it('refuses a clash with 409 naming it and books nothing', async () => {
    const before = await countOf();
    const res = await bookMany(['2030-12-16T18:30', '2030-12-30T18:30']);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Clashes with Rohan Mehta's appointment at 30 Dec 2030, 6:45 pm (30 min)",
    );
    expect(await countOf()).toBe(before);
  });

  it('refuses bad input with field messages and books nothing', async () => {
    const before = await countOf();
    const past = await bookMany(['2030-12-16T18:30', '2020-01-06T10:00']);
    expect(past.statusCode).toBe(422);
    expect(past.json().data.starts_at).toBe('6 Jan 2020, 10:00 am: Please choose a time that has not passed');
    const overlap = await bookMany(['2030-12-16T18:30', '2030-12-16T18:40']);
    expect(overlap.json().data.starts_at).toBe('Two of the chosen follow-ups overlap');
    const none = await bookMany([]);
    expect(none.json().data.starts_at).toBe('Please choose the follow-ups');
    const dayOff = await bookMany(['2030-12-08T10:00']);
    expect(dayOff.json().data.confirm).toBe(
      '8 Dec 2030, 10:00 am: This day is not a working day. Book anyway?',
    );
    const other = await post(
      '/api/v1/appointment/book-follow-ups',
      { package_id: pkgId, starts_at: ['2030-12-16T18:30'], duration_min: 30, mode: 'Video' },
      sanjay,
    );
    expect(other.statusCode).toBe(404);
    expect((await propose({}, sanjay)).statusCode).toBe(404);
    expect(await countOf()).toBe(before);
  });

  it('books the kept proposals in one request, each audited, with one mail and one .ics', async () => {
    const mailsBefore = (await mailsTo()).length;
    const res = await bookMany(['2030-12-16T18:30', '2031-01-13T18:30']);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 follow-ups booked.');
    const ids = res.json().data.map((a: { id: number }) => a.id);
    expect(res.json().data.map((a: { starts_at: string }) => a.starts_at)).toEqual([
      '2030-12-16T13:00:00.000Z',
      '2031-01-13T13:00:00.000Z',
    ]);
    for (const id of ids) {
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, id)));
      expect(audit.map((a) => a.action)).toEqual(['create']);
    }
    const mails = await mailsTo();
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Your 2 follow-up consultations');
    const { events } = await icsOf(mail.id);
    expect(events.map((e) => new Date(e.start).toISOString())).toEqual([
      '2030-12-16T13:00:00.000Z',
      '2031-01-13T13:00:00.000Z',
    ]);
  });

  it('asks before booking beyond the package sessions, then books all with confirm', async () => {
    // 3 of 5 sessions booked: the third of these would be the sixth.
    const days = ['2030-12-23T10:00', '2030-12-24T10:00', '2030-12-26T10:00'];
    const before = await countOf();
    const ask = await bookMany(days);
    expect(ask.statusCode).toBe(422);
    expect(ask.json().data.confirm).toBe(
      '26 Dec 2030, 10:00 am: This package includes 5 sessions and all are booked. Book anyway?',
    );
    expect(await countOf()).toBe(before);
    expect((await bookMany(days, { confirm: true })).json().message).toBe('3 follow-ups booked.');
    expect(await countOf()).toBe(before + 3);
    // All sessions used: nothing more to propose.
    expect((await propose()).json().data.proposals).toEqual([]);
  });
});

describe('follow-ups in the client language', () => {
  it("a Hindi client's follow-up mail is Hindi (decision 265)", async () => {
    const hindi = await insertClient(t, { firstName: 'Rekha', lastName: 'Chauhan' });
    await t.db.update(clients).set({ language: 'hi' }).where(eq(clients.id, hindi.id));
    const pkg = await insertPackageRow(t, {
      clientId: hindi.id,
      dietitianId: meera.nutritionistId!,
      followUpDays: 14,
    });
    const res = await bookMany(['2031-02-05T10:00', '2031-02-19T10:00'], {
      package_id: pkg.id,
      location_or_link: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, hindi.contactEmail!));
    expect(mail.subject).toBe('आपके 2 फ़ॉलो-अप परामर्श');
    expect(mail.textBody).toContain(
      'नमस्ते Rekha,\n\nMeera Krishnan के साथ आपके फ़ॉलो-अप परामर्श तय हो गए हैं:\n- 5 फ़रवरी 2031, सुबह 10:00 (30 मिनट)\n- 19 फ़रवरी 2031, सुबह 10:00 (30 मिनट)\n\nसंलग्न फ़ाइल इन्हें आपके कैलेंडर में जोड़ देगी।',
    );
  });
});

describe('the client hears of a moved or cancelled consultation', () => {
  it('mails the new time with a higher SEQUENCE, nothing for a note, and METHOD:CANCEL on cancel', async () => {
    const list = (await t.get('/api/v1/appointment/list?from=2030-12-16&to=2030-12-16', meera.cookie)).json()
      .data;
    const id = list.find((a: { client_name: string }) => a.client_name === 'Ananya Iyer').id;
    const before = (await mailsTo()).length;
    const moved = await post('/api/v1/appointment/edit', {
      id,
      starts_at: '2030-12-17T11:00',
      confirm: true,
    });
    expect(moved.statusCode).toBe(200);
    let mails = await mailsTo();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toBe('Your consultation has moved to 17 Dec 2030, 11:00 am');
    expect(mails.at(-1)!.textBody).toContain('has moved from 16 Dec 2030, 6:30 pm to 17 Dec 2030, 11:00 am');
    const movedIcs = await icsOf(mails.at(-1)!.id);
    expect(movedIcs.text).toContain('METHOD:PUBLISH');
    expect(movedIcs.text).toContain('SEQUENCE:1');
    expect(movedIcs.events[0].uid).toMatch(new RegExp(`^appointment-${id}@[a-z0-9_-]{12}\\.nutridesk$`));
    expect(new Date(movedIcs.events[0].start).toISOString()).toBe('2030-12-17T05:30:00.000Z');

    await post('/api/v1/appointment/edit', { id, note: 'Bring the last lipid profile' });
    expect((await mailsTo()).length).toBe(before + 1);

    const refused = await post('/api/v1/appointment/cancel', { id, reason: '' });
    expect(refused.statusCode).toBe(422);
    expect((await mailsTo()).length).toBe(before + 1);

    await post('/api/v1/appointment/cancel', { id, reason: 'Client travelling to Chennai' });
    mails = await mailsTo();
    expect(mails.length).toBe(before + 2);
    expect(mails.at(-1)!.subject).toBe('Your consultation on 17 Dec 2030, 11:00 am is cancelled');
    const cancelIcs = await icsOf(mails.at(-1)!.id);
    expect(cancelIcs.text).toContain('METHOD:CANCEL');
    expect(cancelIcs.text).toContain('SEQUENCE:3');
    expect(cancelIcs.events[0].status).toBe('CANCELLED');
    expect(cancelIcs.events[0].uid).toBe(movedIcs.events[0].uid);
  });
});

describe("the next consultation on the client's plan page", () => {
  it("shows the link's own next Booked one with its .ics, never another client's", async () => {
    const res = await t.get(`/api/v1/my-plan/${token}/next-appointment`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Rohan's 30 Nov booking is earlier, but it is not Ananya's.
    expect(res.json().data).toEqual({
      starts_at: '2030-12-02T13:00:00.000Z',
      starts_local: '2030-12-02T18:30',
      duration_min: 30,
      mode: 'Video',
      location_or_link: null,
      dietitian_name: 'Meera Krishnan',
    });
    const file = await t.get(`/api/v1/my-plan/${token}/appointment.ics`);
    expect(file.headers['content-type']).toContain('text/calendar');
    const [event] = Object.values(ical.sync.parseICS(file.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    expect(new Date(event.start).toISOString()).toBe('2030-12-02T13:00:00.000Z');
    expect(event.summary).toContain('Consultation with Meera Krishnan');

    const id = (await t.get('/api/v1/appointment/list?from=2030-12-02&to=2030-12-02', meera.cookie)).json()
      .data[0].id;
    await post('/api/v1/appointment/cancel', { id, reason: 'Rescheduling' });
    const next = (await t.get(`/api/v1/my-plan/${token}/next-appointment`)).json().data;
    expect(next.starts_local).toBe('2030-12-23T10:00');
  });

  it('answers 404 for an unknown token and null with nothing booked', async () => {
    expect(
      (await t.get('/api/v1/my-plan/not-a-real-token-0123456789abcdefghijklmno/next-appointment')).statusCode,
    ).toBe(404);
    expect(
      (await t.get('/api/v1/my-plan/not-a-real-token-0123456789abcdefghijklmno/appointment.ics')).statusCode,
    ).toBe(404);
    await t.db.update(appointments).set({ status: 'Cancelled' }).where(eq(appointments.packageId, pkgId));
    expect((await t.get(`/api/v1/my-plan/${token}/next-appointment`)).json().data).toBeNull();
    expect((await t.get(`/api/v1/my-plan/${token}/appointment.ics`)).statusCode).toBe(404);
  });
});

describe('calendar settings', () => {
  const good = {
    time_zone: 'Asia/Kolkata',
    day_start: '09:30',
    day_end: '18:00',
    work_days: [1, 2, 3, 4, 5],
    reminder_first_hours: 24,
    reminder_second_hours: 3,
    whatsapp_wording: 'Namaste {client}, see you on {time}. {link}',
  };
  const rows = async () => (await t.db.select({ n: count() }).from(appointmentSettings))[0].n;

  it('refuses bad input with a field message each and writes nothing', async () => {
    const bad = await post(
      '/api/v1/settings/calendar',
      { ...good, time_zone: 'Asia/Bangalore', day_end: '08:00', reminder_first_hours: 200, work_days: [] },
      admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toMatchObject({
      time_zone: 'Please choose a time zone such as Asia/Kolkata',
      reminder_first_hours: 'Please enter 1 to 168 hours',
      work_days: 'Please choose at least one working day',
    });
    const order = await post('/api/v1/settings/calendar', { ...good, day_end: '08:00' }, admin);
    expect(order.json().data.day_end).toBe('The day must end after it starts');
    expect((await post('/api/v1/settings/calendar', good, meera)).statusCode).toBe(403);
    expect(await rows()).toBe(0);
  });

  it('saves for the admin and everyone reads it', async () => {
    const saved = await post('/api/v1/settings/calendar', good, admin);
    expect(saved.json()).toMatchObject({ message: 'Calendar settings saved.', data: good });
    const read = (await t.get('/api/v1/settings/calendar', meera.cookie)).json().data;
    // The Hindi wording, not sent here, keeps its default (decision 298).
    expect(read).toEqual({ ...good, whatsapp_wording_hi: expect.stringContaining('{link}') });
  });
});
