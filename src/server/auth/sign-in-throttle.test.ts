import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, mailOutbox, passwordTokens } from '../db/schema/index';
import { failAuditInserts } from '../testing/audit-failure';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issue 25: failures from other addresses never lock the owner out (decision 130).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` of the device cookie a successful sign-in set. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const setCookie = res.headers['set-cookie'];
  const all = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  const device = all.find((c) => c.startsWith('device_'));
  expect(device, 'a device cookie').toBeDefined();
  expect(device).toMatch(/Path=\/api\/v1\/auth\/login/);
  expect(device).toMatch(/HttpOnly/);
  expect(device).toMatch(/SameSite=Strict/);
  return device!.split(';')[0];
}

/** An attacker spread over many addresses: `count` failures, `perAddress` from each address. */
async function hammer(email: string, count: number, perAddress = 5) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const address = `198.51.100.${Math.floor(i / perAddress) + 1}`;
    statuses.push((await login(email, `Guess@${i}`, address)).statusCode);
  }
  return statuses;
}

/** Moves every recorded attempt of an email `ms` back in time (the clock moving on). */
const age = (email: string, ms: number) =>
  t.db
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(loginAttempts.email, email));

const waitSeconds = (message: string) => {
  const match = /Please wait (\d+) (second|minute)s? and try again\.$/.exec(message);
  expect(match, message).not.toBeNull();
  return Number(match![1]) * (match![2] === 'minute' ? 60 : 1);
};

describe('sign-in while another address hammers the account', () => {
  it('the owner signs in from their own browser; a stranger is slowed down, not locked out', async () => {
    const owner = await t.createAdmin({ email: 'priya.raghavan@example.in', password: 'Chennai@2024' });
    const first = await login(owner.email, owner.password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);

    const statuses = await hammer(owner.email, 40);
    // The first twenty failures are answered; then the account slows strangers down.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20).filter((s) => s === 401).length).toBeLessThanOrEqual(1);
    expect(statuses.slice(20).every((s) => s === 401 || s === 429)).toBe(true);

    // The owner's browser (same device cookie) gets in at once, from home or from a new address.
    const fromHome = await login(owner.email, owner.password, '192.0.2.10', device);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().message).toBe('Signed in successfully.');
    expect((await login(owner.email, owner.password, '203.0.113.77', device)).statusCode).toBe(200);

    // A browser the account does not know waits, and is told how long: at most a minute.
    const stranger = await login(owner.email, owner.password, '203.0.113.5');
    expect(stranger.statusCode).toBe(429);
    const seconds = waitSeconds(stranger.json().message);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(stranger.headers['set-cookie']).toBeUndefined();
    // Once that wait has passed, the right password works from there too.
    await age(owner.email, (seconds + 1) * 1000);
    expect((await login(owner.email, owner.password, '203.0.113.5')).statusCode).toBe(200);
  });

  it('a device cookie copied to another account, or forged, earns no trust', async () => {
    const owner = await t.createAdmin({ email: 'arjun.menon@example.in', password: 'Kochi@2024' });
    const other = await t.createNutritionist({
      firstName: 'Sneha',
      lastName: 'Kulkarni',
      password: 'Pune@20245',
    });
    const theirs = deviceCookieOf(await login(other.email, other.password, '192.0.2.20'));
    const value = theirs.split('=').slice(1).join('=');
    await hammer(owner.email, 22);
    const copied = await login(owner.email, owner.password, '192.0.2.20', `device_${owner.userId}=${value}`);
    expect(copied.statusCode).toBe(429);
    const forged = await login(
      owner.email,
      owner.password,
      '192.0.2.21',
      `device_${owner.userId}=${owner.userId}.abc`,
    );
    expect(forged.statusCode).toBe(429);
  });

  it('a device cookie that fails ten times itself is trusted no more', async () => {
    const owner = await t.createAdmin({ email: 'farah.sheikh@example.in', password: 'Lucknow@2024' });
    const device = deviceCookieOf(await login(owner.email, owner.password, '192.0.2.30'));
    // A stolen cookie guessing from many addresses: ten tries, then it counts as a stranger.
    for (let i = 0; i < 10; i++) {
      const res = await login(owner.email, `Guess@${i}`, `203.0.113.${100 + i}`, device);
      expect(res.statusCode).toBe(401);
    }
    await hammer(owner.email, 20);
    const res = await login(owner.email, owner.password, '203.0.113.200', device);
    expect(res.statusCode).toBe(429);
  });

  it('keeps the per-(email, address) limit, and its message tells the real wait', async () => {
    const owner = await t.createAdmin({ email: 'rohan.das@example.in', password: 'Kolkata@2024' });
    const device = deviceCookieOf(await login(owner.email, owner.password, '192.0.2.40'));
    for (let i = 0; i < 10; i++) await login(owner.email, `Guess@${i}`, '198.51.100.90');
    const refused = await login(owner.email, owner.password, '198.51.100.90', device);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // Ten minutes later the same failures still count, and the wait is five minutes.
    await age(owner.email, 10 * 60_000);
    expect((await login(owner.email, owner.password, '198.51.100.90')).json().message).toBe(
      'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
    );
    // The owner's other address is not held by that address's failures.
    expect((await login(owner.email, owner.password, '192.0.2.40', device)).statusCode).toBe(200);
  });
});

describe('Change Password', () => {
  it('is not held back by sign-in failures elsewhere; its own wrong guesses are, with the real wait', async () => {
    const owner = await t.createAdmin({ email: 'sunita.joshi@example.in', password: 'Nagpur@2024' });
    await hammer(owner.email, 30);
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/edit',
        payload: { current_password: current, new_password: 'Nashik@2025', confirm_password: 'Nashik@2025' },
        remoteAddress: '192.0.2.60',
        headers: { cookie: owner.cookie },
      });
    const wrong = await change('not-it');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data).toEqual({ current_password: 'Current password is incorrect' });
    for (let i = 0; i < 9; i++) await change(`not-it-${i}`);
    const held = await change(owner.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    // From another address (the same session) the right password is taken.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/edit',
      payload: {
        current_password: owner.password,
        new_password: 'Nashik@2025',
        confirm_password: 'Nashik@2025',
      },
      remoteAddress: '192.0.2.61',
      headers: { cookie: owner.cookie },
    });
    expect(elsewhere.json()).toMatchObject({ success: 1 });
  });
});

describe('reset password', () => {
  it('uses the link, sets the password, ends the sessions and writes the audit row together', async () => {
    const owner = await t.createAdmin({ email: 'meenakshi.iyer@example.in', password: 'Madurai@2024' });
    await t.post('/api/v1/auth/forgot-password', { email: owner.email });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email));
    const token = /reset-password\/([\w-]+)/.exec(mail.textBody)![1];
    const body = { token, password: 'Fresh@Pass123', password_confirmation: 'Fresh@Pass123' };

    const restore = await failAuditInserts(t.db);
    const failed = await t.post('/api/v1/auth/reset-password', body);
    await restore();
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    // Nothing changed: the old password and session still work, the link is still unused.
    expect((await t.get('/api/v1/auth/session-user', owner.cookie)).statusCode).toBe(200);
    expect((await login(owner.email, owner.password, '192.0.2.50')).statusCode).toBe(200);
    const [link] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, owner.userId));
    expect(link.usedAt).toBeNull();

    const done = await t.post('/api/v1/auth/reset-password', body);
    expect(done.json().message).toBe('Your password has been set. Please sign in with your new password.');
    expect((await t.get('/api/v1/auth/session-user', owner.cookie)).statusCode).toBe(401);
    expect((await login(owner.email, 'Fresh@Pass123', '192.0.2.50')).statusCode).toBe(200);
  });
});
