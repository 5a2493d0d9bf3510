import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema/index';
import { createTestApp, type TestApp } from '../testing/test-app';
import { makePng, multipart } from '../testing/test-files';
import { type ReceivedMail, startTestSmtp, type TestSmtp, until } from '../testing/test-smtp-server';

let t: TestApp;
let smtp: TestSmtp;
let received: ReceivedMail[];
beforeAll(async () => {
  // Recipients at bounce.example.in are refused at RCPT.
  smtp = await startTestSmtp({ refuse: (address) => address.endsWith('@bounce.example.in') });
  received = smtp.received;
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Poshan Clinic <care@example.in>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const outboxRow = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0];

/** The decoded text of a simple one-part message (quoted-printable soft breaks undone). */
const bodyOf = (raw: string) =>
  raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('with SMTP_URL', () => {
  it('delivers a message through the outbox and marks it sent', async () => {
    await t.app.deps.mailer.send({
      to: 'meera.nair@example.in',
      subject: 'Your plan for this week',
      text: 'Namaste Meera,\n\nYour new plan is ready.\n',
    });
    const mail = await until(
      () => received.find((m) => m.to.includes('meera.nair@example.in')),
      'the message at the SMTP server',
    );
    expect(mail.raw).toMatch(/^Subject: Your plan for this week\r$/m);
    expect(mail.raw).toMatch(/^From: Poshan Clinic <care@example\.in>\r$/m);
    expect(mail.raw).toMatch(/^To: meera\.nair@example\.in\r$/m);
    expect(bodyOf(mail.raw)).toContain('Namaste Meera,\r\n\r\nYour new plan is ready.');

    const row = await until(async () => {
      const r = await outboxRow('meera.nair@example.in');
      return r?.status === 'sent' ? r : undefined;
    }, 'status sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('a flush asked for while the worker is busy sends the mail written meanwhile', async () => {
    // Each send starts a pass in the background; the awaited flush must not come back empty-handed
    // while a pass that claimed before the second mail existed is still running.
    await t.app.deps.mailer.send({ to: 'kavya.iyer@example.in', subject: 'Plan 1', text: 'First.' });
    await t.app.deps.mailer.send({ to: 'arjun.menon@example.in', subject: 'Plan 2', text: 'Second.' });
    await t.app.deps.mailer.flush();
    expect((await outboxRow('kavya.iyer@example.in')).status).toBe('sent');
    expect((await outboxRow('arjun.menon@example.in')).status).toBe('sent');
  });

  it('sends the reset link of forgot-password to the user', async () => {
    const admin = await t.createAdmin({ email: 'farhan.qureshi@example.in' });
    await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    const mail = await until(() => received.find((m) => m.to.includes(admin.email)), 'the reset mail');
    expect(mail.raw).toMatch(/^Subject: Reset your NutriDesk password\r$/m);
    expect(bodyOf(mail.raw)).toMatch(/http:\/\/localhost:3000\/reset-password\/[\w-]{40,}/);
  });

  it('retries a refused message with growing waits, then gives up as failed', async () => {
    const to = 'old.address@bounce.example.in';
    const before = smtp.rcptAttempts();
    await t.app.deps.mailer.send({ to, subject: 'Assessment form', text: 'Please fill in the form.' });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      if (attempt > 1) {
        // Time travel: make the message due now instead of waiting for the backoff.
        await t.db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(mailOutbox.toAddress, to));
        await t.app.deps.mailer.flush();
      }
      const row = await until(async () => {
        const r = await outboxRow(to);
        return r && r.attempts === attempt ? r : undefined;
      }, `attempt ${attempt}`);
      expect(row.lastError).toMatch(/550|rejected/i);
      expect(row.sentAt).toBeNull();
      if (attempt < 6) {
        expect(row.status).toBe('pending');
        waits.push(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 1000));
      } else {
        expect(row.status).toBe('failed');
      }
    }
    // 30 s, then doubling: 1, 2, 4 and 8 minutes.
    const expected = [30, 60, 120, 240, 480];
    waits.forEach((w, i) => {
      expect(w).toBeGreaterThan(expected[i] - 5);
      expect(w).toBeLessThanOrEqual(expected[i]);
    });
    expect(smtp.rcptAttempts() - before).toBe(6);

    // A failed message is never tried again.
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.toAddress, to));
    await t.app.deps.mailer.flush();
    expect((await outboxRow(to)).attempts).toBe(6);
    expect(smtp.rcptAttempts() - before).toBe(6);
    expect(received.some((m) => m.to.includes(to))).toBe(false);
  });

  it("sends the practice's logo inline beside the HTML part that names it (issue 34)", async () => {
    const admin = await t.createAdmin({ email: 'sunita.rao@poshan.example' });
    const body = multipart([
      { name: 'json', value: JSON.stringify({ general_disclaimer: '', sports_disclaimer: '' }) },
      { name: 'logo', filename: 'poshan.png', type: 'image/png', bytes: makePng(120, 60) },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/create',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
    expect(saved.json().success, saved.body).toBe(1);
    await t.app.deps.mailer.send({
      to: 'gurpreet.sandhu@example.in',
      subject: 'Your plan for next week',
      text: 'Sat Sri Akal Gurpreet,\n\nYour plan is ready: http://localhost:3000/my-plan/abc\n',
    });
    const mail = await until(
      () => received.find((m) => m.to.includes('gurpreet.sandhu@example.in')),
      'the branded message',
    );
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m);
    expect(mail.raw).toMatch(/^Content-Type: image\/png; name=logo\.png/m);
    expect(mail.raw).toMatch(/^Content-ID: <practice-logo@nutridesk>/m);
    expect(mail.raw).toMatch(/^Content-Disposition: inline/m);
    // Kept once, in the settings: the outbox row has the HTML but no copy of the logo.
    const row = await outboxRow('gurpreet.sandhu@example.in');
    expect(row.htmlBody).toContain('src="cid:practice-logo@nutridesk"');
    expect(row.textBody).toMatch(/\n-- \n.+\n$/);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the message as logged and prints recipient, subject and link in a framed block, not in the log', async () => {
    const printed: string[] = [];
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info' });
    const app = await buildApp({
      database: t.database,
      config,
      mailIntervalMs: 0,
      logger: { ...(loggerOptions('info') as object), stream } as never,
      printOutbox: (text) => printed.push(text),
    });
    try {
      await app.ready();
      const admin = await t.createAdmin({ email: 'lakshmi.pillai@example.in' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: admin.email },
      });
      expect(res.json().success).toBe(1);

      const row = await outboxRow(admin.email);
      expect(row).toMatchObject({ status: 'logged', attempts: 0, subject: 'Reset your NutriDesk password' });
      const link = /http:\/\/localhost:3000\/reset-password\/[\w-]+/.exec(row.textBody)![0];

      const block = printed.find((p) => p.includes(link)) ?? '';
      const blockLines = block.trim().split('\n');
      expect(blockLines[0]).toMatch(/^┌─+┐$/);
      expect(blockLines.at(-1)).toMatch(/^└─+┘$/);
      expect(block).toContain(`to       ${admin.email}`);
      expect(block).toContain('subject  Reset your NutriDesk password');
      expect(block).toContain(`│   ${link} `);
      // The log says a mail was kept, never to whom (personal data stays out of logs).
      const entry = lines.map((l) => JSON.parse(l)).find((l) => /no SMTP_URL/.test(l.msg));
      expect(entry).toBeDefined();
      expect(lines.join('')).not.toContain(admin.email);
      expect(received.some((m) => m.to.includes(admin.email))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
