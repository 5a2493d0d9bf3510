import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, packages } from '../db/schema/index';
import { insertClient, packageBody } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../testing/test-smtp-server';

const CREATE = '/api/v1/client/package/create';
const EDIT = '/api/v1/client/package/edit';

/** Quoted-printable soft line breaks and =XX escapes undone, so links can be matched. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/**
 * send() already starts a background flush, and a flush that finds one running returns at once,
 * so flush until the SMTP server has what we expect (or 5 s pass).
 */
async function deliver(t: TestApp, smtp: { received: ReceivedMail[] }, count: number) {
  const until = Date.now() + 5000;
  const pending = async () =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length;
  while ((smtp.received.length < count || (await pending()) > 0) && Date.now() < until) {
    await t.app.deps.mailer.flush();
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Assessment Form through a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let meera: TestUser;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PRACTICE_NAME: 'Annapurna Nutrition Clinic',
    });
    admin = await t.createAdmin();
    meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the client a link with a new token, names the practice and nutritionist, and stores Pending', async () => {
    const client = await insertClient(t, {
      firstName: 'Lakshmi',
      lastName: 'Venkatesh',
      contactEmail: 'lakshmi.v@example.in',
    });
    const res = await t.post(
      CREATE,
      packageBody(client.id, meera.nutritionistId!, { status: 'Send Survey' }),
      admin.cookie,
    );
    expect(res.json()).toMatchObject({ success: 1, data: { status: 'Survey Response Pending' } });
    const token: string = res.json().data.survey_token;
    // At least 128 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    await deliver(t, smtp, 1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual(['lakshmi.v@example.in']);
    const body = decodeQp(mail.raw);
    expect(body).toContain(`http://localhost:3000/survey/${token}`);
    expect(body).toContain('Annapurna Nutrition Clinic');
    expect(body).toContain('Meera Krishnan');
    expect(body).toContain('Dear Lakshmi');
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'lakshmi.v@example.in'));
    expect(row.status).toBe('sent');
  });

  it('choosing it again re-sends the same link', async () => {
    const client = await insertClient(t, {
      firstName: 'Gaurav',
      lastName: 'Saxena',
      contactEmail: 'gaurav.saxena@example.in',
    });
    const first = (
      await t.post(
        CREATE,
        packageBody(client.id, meera.nutritionistId!, { status: 'Send Survey' }),
        admin.cookie,
      )
    ).json().data;
    const again = await t.post(
      EDIT,
      packageBody(client.id, meera.nutritionistId!, { id: first.id, status: 'Send Survey' }),
      admin.cookie,
    );
    expect(again.json().data.survey_token).toBe(first.survey_token);
    await deliver(t, smtp, 3);
    const mails = smtp.received.filter((m) => m.to.includes('gaurav.saxena@example.in'));
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(decodeQp(m.raw)).toContain(`/survey/${first.survey_token}`);
  });

  it('a client without an email gets an error under status and nothing changes', async () => {
    const client = await insertClient(t, { firstName: 'Bhavesh', lastName: 'Patel', contactEmail: null });
    const outboxBefore = (await t.db.select().from(mailOutbox)).length;
    const created = await t.post(
      CREATE,
      packageBody(client.id, meera.nutritionistId!, { status: 'Send Survey' }),
      admin.cookie,
    );
    expect(created.json()).toMatchObject({
      success: 0,
      data: {
        status:
          'This client has no email address. Add one to the client profile to send the Assessment Form.',
      },
    });
    expect(await t.db.select().from(packages).where(eq(packages.clientId, client.id))).toEqual([]);

    const ok = (await t.post(CREATE, packageBody(client.id, meera.nutritionistId!), admin.cookie)).json()
      .data;
    const edit = await t.post(
      EDIT,
      packageBody(client.id, meera.nutritionistId!, { id: ok.id, status: 'Send Survey', notes: 'changed' }),
      admin.cookie,
    );
    expect(edit.json().success).toBe(0);
    const [stored] = await t.db.select().from(packages).where(eq(packages.id, ok.id));
    expect(stored).toMatchObject({ status: 'New', surveyToken: null, notes: ok.notes });
    expect((await t.db.select().from(mailOutbox)).length).toBe(outboxBefore);
  });

  it('other statuses send nothing', async () => {
    const client = await insertClient(t, { contactEmail: 'no.mail.expected@example.in' });
    await t.post(CREATE, packageBody(client.id, meera.nutritionistId!, { status: 'Active' }), admin.cookie);
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'no.mail.expected@example.in')),
    ).toEqual([]);
  });
});

describe('Assessment Form without SMTP (outbox log)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps the message in mail_outbox with status logged', async () => {
    const admin = await t.createAdmin();
    const n = await t.createNutritionist({ firstName: 'Ritu', lastName: 'Agarwal' });
    const client = await insertClient(t, {
      firstName: 'Simran',
      lastName: 'Kaur',
      contactEmail: 'simran.kaur@example.in',
    });
    const res = await t.post(
      CREATE,
      packageBody(client.id, n.nutritionistId!, { status: 'Send Survey' }),
      admin.cookie,
    );
    const token = res.json().data.survey_token;
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'simran.kaur@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'logged',
      subject: 'Your Nutrition Assessment Form from NutriDesk',
    });
    expect(rows[0].textBody).toContain(`http://localhost:3000/survey/${token}`);
    expect(rows[0].textBody).toContain('Ritu Agarwal');
  });
});
