import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, mailOutbox, passwordTokens } from '../db/schema/index';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw[0] : raw) as string;
  return first;
};

describe('sign-in', () => {
  it('signs in with any letter case of the email and answers the session user', async () => {
    const admin = await t.createAdmin({ email: 'Meera.Admin@Example.in', password: 'Correct@123' });
    const res = await t.post('/api/v1/auth/login', {
      email: 'meera.admin@EXAMPLE.in',
      password: 'Correct@123',
    });
    expect(res.json()).toMatchObject({ success: 1 });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Expires/i); // browser-session cookie without "Remember password"
    const me = await t.get('/api/v1/auth/session-user', cookie.split(';')[0]);
    expect(me.json().data.user).toMatchObject({
      id: admin.userId,
      type: 'ADMIN',
      email: 'Meera.Admin@Example.in',
    });
  });

  it('"Remember password" sets a cookie that lasts 30 days', async () => {
    await t.createAdmin({ email: 'remember@example.in', password: 'Correct@123' });
    const res = await t.post('/api/v1/auth/login', {
      email: 'remember@example.in',
      password: 'Correct@123',
      remember: true,
    });
    const expires = /Expires=([^;]+)/i.exec(cookieOf(res))![1];
    const days = (new Date(expires).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);
  });

  it('refuses a wrong password with success 0 and no cookie', async () => {
    await t.createAdmin({ email: 'wrongpw@example.in', password: 'Correct@123' });
    const res = await t.post('/api/v1/auth/login', { email: 'wrongpw@example.in', password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: 0, message: 'Invalid email or password.', data: null });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers field errors for a malformed request', async () => {
    const res = await t.post('/api/v1/auth/login', { email: 'not-an-email', password: '' });
    expect(res.json()).toMatchObject({
      success: 0,
      data: { email: expect.any(String), password: expect.any(String) },
    });
  });

  it('answers 401 for session-user without a session, and after logout', async () => {
    expect((await t.get('/api/v1/auth/session-user')).statusCode).toBe(401);
    const admin = await t.createAdmin();
    expect((await t.get('/api/v1/auth/session-user', admin.cookie)).statusCode).toBe(200);
    await t.get('/api/v1/logout', admin.cookie);
    expect((await t.get('/api/v1/auth/session-user', admin.cookie)).statusCode).toBe(401);
  });

  it('answers the web session check with 200 and no user when signed out, the user when signed in', async () => {
    const out = await t.get('/api/v1/auth/session');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: 1, data: { user: null } });
    const admin = await t.createAdmin();
    const signedIn = await t.get('/api/v1/auth/session', admin.cookie);
    expect(signedIn.json().data.user).toMatchObject({ email: admin.email });
  });

  it('throttles after 10 failures for one email within 15 minutes', async () => {
    const admin = await t.createAdmin({ email: 'throttle@example.in', password: 'Correct@123' });
    for (let i = 0; i < 10; i++)
      await t.post('/api/v1/auth/login', { email: admin.email, password: `bad${i}` });
    const res = await t.post('/api/v1/auth/login', { email: admin.email, password: 'Correct@123' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many failed sign-in attempts/);
    // Failures older than the window no longer count.
    await t.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.email, admin.email));
    expect(
      (await t.post('/api/v1/auth/login', { email: admin.email, password: 'Correct@123' })).json().success,
    ).toBe(1);
  });

  it('refuses a cross-site write by Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'x@example.in', password: 'whatever1' },
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const admin = await t.createAdmin({ email: 'forgot@example.in' });
    const known = await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    const unknown = await t.post('/api/v1/auth/forgot-password', { email: 'nobody@example.in' });
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toMatch(/http:\/\/localhost:3000\/reset-password\/[\w-]{40,}/);
    const none = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nobody@example.in'));
    expect(none).toHaveLength(0);
  });

  it('resets once with the mailed link, ends other sessions, and the old password stops working', async () => {
    const admin = await t.createAdmin({ email: 'reset@example.in', password: 'OldPass@123' });
    await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    const token = /reset-password\/([\w-]+)/.exec(mail.textBody)![1];
    const stored = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, admin.userId));
    expect(stored[0].tokenHash).not.toContain(token); // kept hashed

    const mismatch = await t.post('/api/v1/auth/reset-password', {
      token,
      password: 'NewPass@123',
      password_confirmation: 'Other@123',
    });
    expect(mismatch.json().data).toMatchObject({ password_confirmation: 'Passwords do not match' });
    const short = await t.post('/api/v1/auth/reset-password', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.json().data.password).toMatch(/at least 8/);

    const res = await t.post('/api/v1/auth/reset-password', {
      token,
      password: 'NewPass@123',
      password_confirmation: 'NewPass@123',
    });
    expect(res.json().success).toBe(1);
    expect((await t.get('/api/v1/auth/session-user', admin.cookie)).statusCode).toBe(401);
    const again = await t.post('/api/v1/auth/reset-password', {
      token,
      password: 'Again@1234',
      password_confirmation: 'Again@1234',
    });
    expect(again.json().success).toBe(0);
    expect(
      (await t.post('/api/v1/auth/login', { email: admin.email, password: 'OldPass@123' })).json().success,
    ).toBe(0);
    expect(
      (await t.post('/api/v1/auth/login', { email: admin.email, password: 'NewPass@123' })).json().success,
    ).toBe(1);
  });

  it('refuses an expired link', async () => {
    const admin = await t.createAdmin({ email: 'expired@example.in' });
    await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    const token = /reset-password\/([\w-]+)/.exec(mail.textBody)![1];
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, admin.userId));
    const res = await t.post('/api/v1/auth/reset-password', {
      token,
      password: 'NewPass@123',
      password_confirmation: 'NewPass@123',
    });
    expect(res.json()).toMatchObject({
      success: 0,
      message: expect.stringMatching(/invalid or has expired/),
    });
  });
});
