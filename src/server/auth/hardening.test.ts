import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipesSchema, createSupplementSchema } from '../../shared/plans';
import { mailOutbox, passwordTokens } from '../db/schema/index';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issue 15: sign-in throttles that hold, forgot-password limits, reset links that end, origins.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });

const tokensIn = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
    (m) => /reset-password\/([\w-]+)/.exec(m.textBody)![1],
  );
const reset = (token: string) =>
  t.post('/api/v1/auth/reset-password', {
    token,
    password: 'Fresh@Pass123',
    password_confirmation: 'Fresh@Pass123',
  });

describe('sign-in throttles', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set: changing the header does not reset the count', async () => {
    const admin = await t.createAdmin({ email: 'xff.admin@example.in', password: 'Right@Pass123' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await login(admin.email, 'Wrong@Pass1', '10.1.1.1', { 'x-forwarded-for': `203.0.113.${i}` }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a stranger failing ten times does not lock the owner out from their own address', async () => {
    const admin = await t.createAdmin({ email: 'lockout.admin@example.in', password: 'Right@Pass123' });
    for (let i = 0; i < 11; i++) await login(admin.email, 'Guess@1234', '198.51.100.7');
    expect((await login(admin.email, 'Guess@1234', '198.51.100.7')).statusCode).toBe(429);
    const owner = await login(admin.email, 'Right@Pass123', '192.0.2.10');
    expect(owner.statusCode).toBe(200);
  });

  it('counts parallel attempts: of 40 at once, no more than 10 are evaluated', async () => {
    const admin = await t.createAdmin({ email: 'parallel.admin@example.in', password: 'Right@Pass123' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(admin.email, 'Wrong@Pass1', '198.51.100.40')),
    );
    const evaluated = answers.filter((a) => a.statusCode === 401).length;
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
  });
});

describe('forgot password and reset links', () => {
  it('sends at most 3 mails per account in 15 minutes, keeps one live link, and throttles an address', async () => {
    const admin = await t.createAdmin({ email: 'forgot.many@example.in', password: 'Right@Pass123' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: admin.email },
        remoteAddress: '198.51.100.60',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await tokensIn(admin.email)).toHaveLength(3);
    const live = (
      await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, admin.userId))
    ).filter((row) => row.usedAt === null);
    expect(live).toHaveLength(1);
  });

  it('a newer link replaces the older one; using it ends every other link', async () => {
    const admin = await t.createAdmin({ email: 'forgot.twice@example.in', password: 'Right@Pass123' });
    await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    const [older, newer] = await tokensIn(admin.email);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).json().success).toBe(1);
    expect((await reset(newer)).statusCode).toBe(400);
  });

  it('changing the password in Settings ends a reset link asked for before', async () => {
    const admin = await t.createAdmin({ email: 'forgot.change@example.in', password: 'Right@Pass123' });
    await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    const [token] = await tokensIn(admin.email);
    const changed = await t.post(
      '/api/v1/user/edit',
      { current_password: 'Right@Pass123', new_password: 'Other@Pass456', confirm_password: 'Other@Pass456' },
      admin.cookie,
    );
    expect(changed.json().success).toBe(1);
    expect((await reset(token)).statusCode).toBe(400);
  });
});

describe('cross-site requests', () => {
  it('compares Origin with PUBLIC_URL, not with the Host header the client chose', async () => {
    const admin = await t.createAdmin();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: admin.email },
      headers: { host: 'evil.example', origin: 'http://evil.example', cookie: admin.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: admin.email },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses the state-changing GETs when the browser says cross-site, and keeps the session', async () => {
    const admin = await t.createAdmin();
    for (const url of [
      '/api/v1/logout',
      '/api/v1/category/load-credits-data',
      '/api/v1/food/item/load-data',
    ]) {
      const cross = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(cross.statusCode, url).toBe(403);
      const foreignReferer = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: admin.cookie, referer: 'https://evil.example/page' },
      });
      expect(foreignReferer.statusCode, url).toBe(403);
    }
    expect((await t.get('/api/v1/auth/session-user', admin.cookie)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/logout',
      headers: {
        cookie: admin.cookie,
        'sec-fetch-site': 'same-origin',
        referer: 'http://localhost:3000/settings',
      },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('stored links', () => {
  it('plan supplement and recipe links are http(s) only', () => {
    expect(
      createSupplementSchema.safeParse({ planId: 1, name: 'Vitamin D3', link: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(
      createSupplementSchema.safeParse({ planId: 1, name: 'Vitamin D3', link: 'https://example.in/d3' })
        .success,
    ).toBe(true);
    const recipe = (link: string) =>
      createRecipesSchema.safeParse({ planId: 1, recipes: [{ name: 'Poha', link }] }).success;
    expect(recipe('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(recipe('http://example.in/poha')).toBe(true);
  });
});
