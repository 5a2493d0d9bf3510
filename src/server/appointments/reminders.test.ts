// @pg: two app servers claim the same Cloud API reminder at once; only one may send it.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { appointmentReminders, appSettings, auditLog, clients } from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { startTestWhatsApp } from '../testing/test-whatsapp-server';
import { sendDueWhatsApp } from './reminders.service';

let t: TestApp;
let second: FastifyInstance;
let admin: TestUser;
let meera: TestUser;
let sanjay: TestUser;
let meta: Awaited<ReturnType<typeof startTestWhatsApp>>;
const ids: Record<string, number> = {};

// 4 December 2030 is a Wednesday; 10:00 IST is 04:30 UTC.
beforeAll(async () => {
  meta = await startTestWhatsApp({ refuse: (to) => to === '919000000001' });
  t = await createTestApp({ WHATSAPP_API_BASE: meta.base, WHATSAPP_API_VERSION: '21.0' });
  // A second app server on the same database, as behind a load balancer.
  second = await buildApp({ database: t.database, config: t.config, mailIntervalMs: 0 });
  await second.ready();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  sanjay = await t.createNutritionist({ firstName: 'Sanjay', lastName: 'Kulkarni' });
  const book = async (
    who: TestUser,
    client: { firstName: string; lastName: string; phone: string | null; language?: string },
    startsAt: string,
    mode: string,
    where: string | null,
  ) => {
    const c = await insertClient(t, {
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
    });
    if (client.language)
      await t.db.update(clients).set({ language: client.language }).where(eq(clients.id, c.id));
    const pkg = await insertPackageRow(t, {
      clientId: c.id,
      dietitianId: who.nutritionistId!,
      endDate: '2031-06-30',
    });
    const res = await t.post(
      '/api/v1/appointment/create',
      { package_id: pkg.id, starts_at: startsAt, duration_min: 30, mode, location_or_link: where ?? '' },
      who.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  ids.kavya = await book(
    meera,
    { firstName: 'Kavya', lastName: 'Nair', phone: '9845012345' },
    '2030-12-04T10:00',
    'Video',
    'https://meet.example.in/kavya',
  );
  ids.sunita = await book(
    meera,
    { firstName: 'Sunita', lastName: 'Yadav', phone: '9812345678', language: 'hi' },
    '2030-12-04T12:30',
    'In person',
    '14 MG Road, Pune',
  );
  ids.arjun = await book(
    sanjay,
    { firstName: 'Arjun', lastName: 'Menon', phone: null },
    '2030-12-04T16:00',
    'Phone',
    null,
  );
  ids.refused = await book(
    sanjay,
    { firstName: 'Rohan', lastName: 'Gupta', phone: '9000000001' },
    '2030-12-04T17:00',
    'Video',
    'https://meet.example.in/rohan',
  );
  // Another day: not in the list of the 4th.
  ids.nextDay = await book(
    meera,
    { firstName: 'Divya', lastName: 'Sharma', phone: '9822011223' },
    '2030-12-05T10:00',
    'Video',
    null,
  );
});
afterAll(async () => {
  await second.close();
  await t.close();
  await meta.close();
});

const list = (cookie: string, date = '2030-12-04') =>
  t.get(`/api/v1/appointment/reminders?date=${date}`, cookie);

describe("the day's reminder list", () => {
  it("answers the day's booked appointments with the wa.me text in the client's language, mode and link kept", async () => {
    const res = await list(admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ date: '2030-12-04', time_zone: 'Asia/Kolkata', cloud_configured: false });
    expect(data.items.map((i: { id: number }) => i.id)).toEqual([
      ids.kavya,
      ids.sunita,
      ids.arjun,
      ids.refused,
    ]);
    const [kavya, sunita, arjun] = data.items;
    expect(kavya.whatsapp_text).toBe(
      'Namaste Kavya, a reminder of your video consultation with Meera Krishnan on 4 Dec 2030, 10:00 am. https://meet.example.in/kavya',
    );
    expect(kavya.whatsapp_url).toBe(
      `https://wa.me/919845012345?text=${encodeURIComponent(kavya.whatsapp_text)}`,
    );
    // Hindi: the mode and the address are in it (the old Hindi text dropped both).
    expect(sunita.whatsapp_text).toBe(
      'नमस्ते Sunita, याद दिला दें कि 4 दिसंबर 2030, दोपहर 12:30 को Meera Krishnan के साथ आपका क्लिनिक में परामर्श है। 14 MG Road, Pune',
    );
    expect(arjun).toMatchObject({ whatsapp_url: null, whatsapp_sent_at: null, sent: [] });
  });

  it("uses the practice's own Hindi wording when it wrote one", async () => {
    const settings = (await t.get('/api/v1/settings/calendar', admin.cookie)).json().data;
    const save = await t.post(
      '/api/v1/settings/calendar',
      { ...settings, whatsapp_wording_hi: 'नमस्ते {client} जी, {time} पर {mode} परामर्श: {link}' },
      admin.cookie,
    );
    expect(save.statusCode, save.body).toBe(200);
    const sunita = (await list(admin.cookie)).json().data.items[1];
    expect(sunita.whatsapp_text).toBe(
      'नमस्ते Sunita जी, 4 दिसंबर 2030, दोपहर 12:30 पर क्लिनिक में परामर्श: 14 MG Road, Pune',
    );
    // The calendar's one-click link says the same.
    const detail = (await t.get(`/api/v1/appointment/detail?id=${ids.sunita}`, admin.cookie)).json().data;
    expect(decodeURIComponent(detail.whatsapp_url.split('text=')[1])).toBe(sunita.whatsapp_text);
    await t.post('/api/v1/settings/calendar', settings, admin.cookie);
  });

  it('shows a nutritionist only their own clients', async () => {
    const mine = (await list(meera.cookie)).json().data.items.map((i: { id: number }) => i.id);
    expect(mine).toEqual([ids.kavya, ids.sunita]);
    const other = (await list(sanjay.cookie)).json().data.items.map((i: { id: number }) => i.id);
    expect(other).toEqual([ids.arjun, ids.refused]);
  });

  it("defaults to today in the practice's zone and refuses a date that is not one", async () => {
    const res = await t.get('/api/v1/appointment/reminders', admin.cookie);
    expect(res.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(res.json().data.date).toBe(today);
    const bad = await t.get('/api/v1/appointment/reminders?date=2030-02-30', admin.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.date).toBeTruthy();
    expect((await t.get('/api/v1/appointment/reminders?date=2030-12-04')).statusCode).toBe(401);
  });
});

describe('marking a reminder sent', () => {
  const audits = async (id: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'appointment'),
            eq(auditLog.entityId, id),
            eq(auditLog.action, 'reminder_sent'),
          ),
        )
    )[0].n;

  it('marks once with its audit row; a repeat (even at once) writes nothing more', async () => {
    const mark = () =>
      t.post('/api/v1/appointment/reminder-sent', { id: ids.kavya, kind: 'whatsapp' }, meera.cookie);
    const answers = await Promise.all([mark(), mark()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().message).sort()).toEqual([
      'Already marked as sent.',
      'Marked as sent.',
    ]);
    expect((await mark()).json().message).toBe('Already marked as sent.');
    expect(await audits(ids.kavya)).toBe(1);
    const kavya = (await list(meera.cookie)).json().data.items[0];
    expect(kavya.whatsapp_sent_at).toBe(answers[0].json().data.sent_at);
  });

  it("refuses another nutritionist's appointment as missing, a bad kind with a field message, and changes nothing", async () => {
    const hidden = await t.post(
      '/api/v1/appointment/reminder-sent',
      { id: ids.sunita, kind: 'whatsapp' },
      sanjay.cookie,
    );
    expect(hidden.statusCode).toBe(404);
    const bad = await t.post(
      '/api/v1/appointment/reminder-sent',
      { id: ids.sunita, kind: 'pigeon' },
      meera.cookie,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.kind).toBe('Please choose a reminder kind: whatsapp');
    const missing = await t.post(
      '/api/v1/appointment/reminder-sent',
      { id: 999999, kind: 'whatsapp' },
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(await audits(ids.sunita)).toBe(0);
    expect((await list(meera.cookie)).json().data.items[1].whatsapp_sent_at).toBeNull();
  });
});

describe('WhatsApp Business Cloud API', () => {
  const sends = async (kind: string) =>
    t.db.select().from(appointmentReminders).where(eq(appointmentReminders.kind, kind));

  it('sends nothing without credentials', async () => {
    expect(await sendDueWhatsApp(t.app.deps, new Date('2030-12-03T04:30:00Z'))).toBe(0);
    expect(meta.received).toHaveLength(0);
    expect(await sends('whatsapp-24h')).toHaveLength(0);
  });

  it('keeps the credentials with the token never answered, and refuses bad ones field by field', async () => {
    const bad = await t.post(
      '/api/v1/settings/whatsapp',
      {
        phone_number_id: 'abc',
        template_name: 'Reminder Template',
        language: 'english',
        hindi_language: 'hi',
      },
      admin.cookie,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data).sort()).toEqual(['language', 'phone_number_id', 'template_name']);
    const noToken = await t.post(
      '/api/v1/settings/whatsapp',
      {
        phone_number_id: '106540352242922',
        template_name: 'appointment_reminder',
        language: 'en',
        hindi_language: 'hi',
      },
      admin.cookie,
    );
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().data.access_token).toBe('Please enter the access token');
    expect(await t.db.select().from(appSettings).where(eq(appSettings.key, 'whatsapp_cloud'))).toHaveLength(
      0,
    );
    const nutritionist = await t.get('/api/v1/settings/whatsapp', meera.cookie);
    expect(nutritionist.statusCode).toBe(403);

    const save = await t.post(
      '/api/v1/settings/whatsapp',
      {
        phone_number_id: '106540352242922',
        access_token: 'EAAGm0PX4ZCpsBAKZBtestTOKEN9876',
        template_name: 'appointment_reminder',
        language: 'en',
        hindi_language: 'hi',
      },
      admin.cookie,
    );
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data).toEqual({
      configured: true,
      phone_number_id: '106540352242922',
      template_name: 'appointment_reminder',
      language: 'en',
      hindi_language: 'hi',
      access_token_set: true,
      access_token_ends: '9876',
    });
    // Stored encrypted; the audit row does not hold it either.
    const [row] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'whatsapp_cloud'));
    expect(JSON.stringify(row.value)).not.toContain('EAAGm0PX4ZCpsBAKZBtestTOKEN9876');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'whatsapp_settings'));
    expect(JSON.stringify(audit)).not.toContain('TOKEN9876');
    expect((await list(admin.cookie)).json().data.cloud_configured).toBe(true);
  });

  it("posts Meta's documented template payload to the local server and records the answer", async () => {
    // 24 h before 10:00 IST on the 4th (04:30 UTC on the 3rd): Kavya's is due; the others later in the day.
    expect(await sendDueWhatsApp(t.app.deps, new Date('2030-12-03T04:30:00Z'))).toBe(1);
    expect(meta.received).toHaveLength(1);
    const [first] = meta.received;
    expect(first.path).toBe('/v21.0/106540352242922/messages');
    expect(first.authorization).toBe('Bearer EAAGm0PX4ZCpsBAKZBtestTOKEN9876');
    expect(first.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919845012345',
      type: 'template',
      template: {
        name: 'appointment_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Kavya' },
              { type: 'text', text: 'Meera Krishnan' },
              { type: 'text', text: '4 Dec 2030, 10:00 am' },
              { type: 'text', text: 'video' },
              { type: 'text', text: 'https://meet.example.in/kavya' },
            ],
          },
        ],
      },
    });
    const kavya = (await list(admin.cookie)).json().data.items[0];
    expect(kavya.sent).toEqual([
      expect.objectContaining({
        kind: '24h',
        channel: 'whatsapp_cloud',
        message_id: 'wamid.TEST1',
        error: null,
      }),
    ]);
  });

  it('sends a Hindi client the Hindi template, keeps a refusal in words, and skips a client without a phone', async () => {
    // 24 h before the day's afternoon: Sunita (12:30), Arjun (16:00, no phone), Rohan (17:00, refused).
    await sendDueWhatsApp(t.app.deps, new Date('2030-12-03T11:40:00Z'));
    const sunita = meta.received.find((r) => r.body.to === '919812345678')!;
    expect(sunita.body.template).toMatchObject({
      language: { code: 'hi' },
      components: [{ parameters: expect.arrayContaining([{ type: 'text', text: 'क्लिनिक में' }]) }],
    });
    const items = (await list(admin.cookie)).json().data.items;
    expect(items[2].sent).toEqual([]);
    expect(items[3].sent).toEqual([
      expect.objectContaining({
        channel: 'whatsapp_cloud',
        message_id: null,
        error: '(#131030) Recipient phone number not in allowed list (code 131030)',
      }),
    ]);
  });

  it('sends each reminder once with two app servers at once, a later pass and a restart', async () => {
    const before = meta.received.length;
    // The 2 h reminder of Kavya's 10:00 IST: due at 02:30 UTC on the 4th.
    const at = (app: FastifyInstance, iso: string) => sendDueWhatsApp(app.deps, new Date(iso));
    const results = await Promise.all([
      at(t.app, '2030-12-04T02:30:00Z'),
      at(second, '2030-12-04T02:30:00Z'),
      at(t.app, '2030-12-04T02:30:00Z'),
      at(second, '2030-12-04T02:30:00Z'),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    await at(second, '2030-12-04T02:45:00Z'); // the next minute's pass
    // A restart: a fresh app on the same database.
    const restarted = await buildApp({ database: t.database, config: t.config, mailIntervalMs: 0 });
    await restarted.ready();
    await at(restarted, '2030-12-04T03:00:00Z');
    await restarted.close();
    const toKavya = meta.received.slice(before).filter((r) => r.body.to === '919845012345');
    expect(toKavya).toHaveLength(1);
    expect(await sends('whatsapp-2h')).toEqual([expect.objectContaining({ appointmentId: ids.kavya })]);
  });

  it('sends nothing once the credentials are removed', async () => {
    const cleared = await t.post('/api/v1/settings/whatsapp/clear', {}, admin.cookie);
    expect(cleared.json().data.configured).toBe(false);
    const before = meta.received.length;
    expect(await sendDueWhatsApp(t.app.deps, new Date('2030-12-04T14:40:00Z'))).toBe(0);
    expect(meta.received.length).toBe(before);
  });
});
