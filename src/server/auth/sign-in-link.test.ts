import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, passwordTokens } from '../db/schema/index';
import { hashToken } from '../lib/tokens';
import { fingerprint } from '../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_MESSAGE } from './auth.routes';

// Issue 34 point 10: while strangers hammer an account, its owner signs in from a new browser.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string, address: string, cookie?: string) =>
  send('/api/v1/auth/login', { email, password }, address, cookie);
const askLink = (email: string, address: string) => send('/api/v1/auth/sign-in-link', { email }, address);
const signInByLink = (token: string, address: string) =>
  send('/api/v1/auth/sign-in-link/use', { token }, address);

const cookiesOf = (res: LightMyRequestResponse) => {
  const setCookie = res.headers['set-cookie'];
  return (Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')]).map((c) => c.split(';')[0]);
};

/** The sign-in links mailed to an address, newest first. */
async function linksMailedTo(email: string) {
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id));
  return mails.flatMap((m) => /\/sign-in\/([\w-]+)/.exec(m.textBody)?.[1] ?? []);
}

/**
 * Strangers from 60 addresses: wrong passwords as fast as the server answers, and requests for
 * sign-in links for the account, until stopped.
 */
function startAttack(email: string) {
  const statuses: number[] = [];
  const asks: number[] = [];
  let running = true;
  let i = 0;
  const worker = async () => {
    while (running) {
      const address = `198.51.100.${(i++ % 60) + 1}`;
      if (i % 7 === 0) asks.push((await askLink(email, address)).statusCode);
      else statuses.push((await login(email, `Guess@${i}`, address)).statusCode);
    }
  };
  const workers = [worker(), worker(), worker()];
  return {
    statuses,
    asks,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe('the owner gets in while an attack goes on', () => {
  it('signs in from a new browser within a minute through a one-time link to their e-mail', async () => {
    const owner = await t.createAdmin({ email: 'meera.iyer@example.in', password: 'Mylapore@2025' });
    const attack = startAttack(owner.email);
    let elapsed = 0;
    try {
      // Let the attack pass the account's free failures, so the password form slows strangers down.
      while (!attack.statuses.includes(429)) await new Promise((r) => setTimeout(r, 50));

      const started = Date.now();
      const newBrowser = '203.0.113.9';
      const byPassword = await login(owner.email, owner.password, newBrowser);
      expect(byPassword.statusCode).toBe(429);

      const asked = await askLink(owner.email, newBrowser);
      expect(asked.json()).toMatchObject({ success: 1, message: SIGN_IN_LINK_MESSAGE });
      // Whatever the strangers asked for too: every link in the inbox works; the newest is used.
      const [token] = await linksMailedTo(owner.email);
      expect(token).toBeDefined();
      const used = await signInByLink(token, newBrowser);
      expect(used.json()).toMatchObject({ success: 1, message: 'Signed in successfully.' });
      const cookies = cookiesOf(used);
      const session = cookies.find((c) => !c.startsWith('device_'))!;
      const device = cookies.find((c) => c.startsWith('device_'));
      expect(device, 'the browser is trusted from now on').toBeDefined();
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        headers: { cookie: session },
      });
      expect(me.json().data.user.email).toBe(owner.email);
      elapsed = Date.now() - started;
      expect(elapsed).toBeLessThan(60_000);

      // The trusted browser signs in with the password while the attack still goes on.
      const again = await login(owner.email, owner.password, newBrowser, device);
      expect(again.statusCode).toBe(200);
    } finally {
      await attack.stop();
    }
    // No stranger got in: refused (401) or slowed down (429, told how long).
    expect(attack.statuses).not.toContain(200);
    expect(new Set(attack.statuses)).toEqual(new Set([401, 429]));
    expect(attack.asks.length).toBeGreaterThan(3);
    console.info(
      `attack: ${attack.statuses.length} sign-ins (${attack.statuses.filter((s) => s === 401).length} × 401, ${attack.statuses.filter((s) => s === 429).length} × 429), ${attack.asks.length} link requests; owner in after ${elapsed} ms`,
    );
    const linkSignIns = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sign-in-link'));
    expect(linkSignIns.map((a) => a.entityId)).toEqual([owner.userId]);
    // At most 3 links per account and asking address in 15 minutes (issue 51), 20 per account,
    // however many were asked for.
    const made = await t.db
      .select({ ip: passwordTokens.requestedIp })
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, owner.userId));
    const perAddress = new Map<string | null, number>();
    for (const m of made) perAddress.set(m.ip, (perAddress.get(m.ip) ?? 0) + 1);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(3);
    expect((await linksMailedTo(owner.email)).length).toBeLessThanOrEqual(20);
  });

  it('a link works once, for 15 minutes, is stored hashed, and never sets a password', async () => {
    const owner = await t.createAdmin({ email: 'arjun.nair@example.in', password: 'Kochi@2025' });
    expect((await askLink(owner.email, '192.0.2.20')).statusCode).toBe(200);
    const [token] = await linksMailedTo(owner.email);
    const [stored] = await t.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ purpose: 'sign-in', usedAt: null });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);

    // A stranger's forgot-password does not void it; a sign-in link is no password link.
    expect(
      (await send('/api/v1/auth/forgot-password', { email: owner.email }, '198.51.100.99')).statusCode,
    ).toBe(200);
    const before = await fingerprint(t.db);
    const asReset = await send(
      '/api/v1/auth/reset-password',
      { token, password: 'Taken@Over123', password_confirmation: 'Taken@Over123' },
      '198.51.100.99',
    );
    expect(asReset.statusCode).toBe(400);
    expect(await fingerprint(t.db)).toBe(before);

    expect((await signInByLink(token, '192.0.2.20')).statusCode).toBe(200);
    const second = await signInByLink(token, '192.0.2.20');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ success: 0, message: SIGN_IN_LINK_INVALID });

    // An expired link changes nothing.
    await askLink(owner.email, '192.0.2.20');
    const [late] = await linksMailedTo(owner.email);
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashToken(late)));
    const unchanged = await fingerprint(t.db);
    expect((await signInByLink(late, '192.0.2.20')).statusCode).toBe(400);
    expect(await fingerprint(t.db)).toBe(unchanged);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await askLink('nobody.here@example.in', '192.0.2.30');
    expect(res.json()).toMatchObject({ success: 1, message: SIGN_IN_LINK_MESSAGE });
    expect(await fingerprint(t.db)).toBe(before);
  });
});
