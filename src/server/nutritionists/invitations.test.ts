import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../db/schema/index';
import { createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let invitedId: number;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  const res = await t.post(
    '/api/v1/dietitian/profile/create',
    {
      first_name: 'Pooja',
      last_name: 'Deshmukh',
      email: 'pooja.deshmukh@example.in',
      status: 'ACTIVE',
      phone: '9823456710',
    },
    admin.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  invitedId = res.json().data.id;
});
afterAll(async () => t.close());

const tokenOf = (link: string) => link.split('/reset-password/')[1];
const setPassword = (token: string) =>
  t.post('/api/v1/auth/reset-password', {
    token,
    password: 'Pooja@Nutri2026',
    password_confirmation: 'Pooja@Nutri2026',
  });
const mailsTo = async (email: string) =>
  (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)))[0].n;

describe('invitations without a dead end (issue 56 point 5)', () => {
  it('copies a fresh invitation link that replaces the earlier one, audited, with no mail', async () => {
    const mailsBefore = await mailsTo('pooja.deshmukh@example.in');
    const first = await t.post('/api/v1/dietitian/invitation/create-link', { id: invitedId }, admin.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{20,}$/);
    const second = (
      await t.post('/api/v1/dietitian/invitation/create-link', { id: invitedId }, admin.cookie)
    ).json().data.link as string;
    expect(await mailsTo('pooja.deshmukh@example.in')).toBe(mailsBefore);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nutritionist'), eq(auditLog.action, 'invitation_link')));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(tokenOf(second));
    // The earlier link no longer works; the copied one does.
    expect((await setPassword(tokenOf(first.json().data.link))).statusCode).toBe(400);
    expect((await setPassword(tokenOf(second))).statusCode).toBe(200);
    // Once they chose a password there is nothing to invite to.
    const again = await t.post('/api/v1/dietitian/invitation/create-link', { id: invitedId }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This nutritionist has already chosen a password; they sign in with their e-mail.',
    );
  });

  it('resends the invitation and says when mail is not configured; admins only; a missing one is 404', async () => {
    const created = await t.post(
      '/api/v1/dietitian/profile/create',
      { first_name: 'Farhan', last_name: 'Qureshi', email: 'farhan.qureshi@example.in', status: 'ACTIVE' },
      admin.cookie,
    );
    const id = created.json().data.id;
    const before = await mailsTo('farhan.qureshi@example.in');
    const res = await t.post('/api/v1/dietitian/invitation/resend', { id }, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message:
        'Mail is not configured: the invitation waits in the outbox. Copy the link and send it yourself.',
      data: { mail_mode: 'outbox' },
    });
    expect(await mailsTo('farhan.qureshi@example.in')).toBe(before + 1);
    const nutritionist = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
    expect(
      (await t.post('/api/v1/dietitian/invitation/resend', { id }, nutritionist.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await t.post('/api/v1/dietitian/invitation/resend', { id: 999999 }, admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await t.post('/api/v1/dietitian/invitation/resend', { id: 'abc' }, admin.cookie)).statusCode,
    ).toBe(422);
    expect(await mailsTo('farhan.qureshi@example.in')).toBe(before + 1);
  });
});
