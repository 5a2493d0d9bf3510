// @pg: challenges taken once, code steps and session rows in SQL on each engine
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authChallenges, mailOutbox, passkeys, userTotp } from '../db/schema/index';
import { failAuditInserts } from '../testing/audit-failure';
import { softAuthenticator } from '../testing/soft-authenticator';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { authClock } from './auth-clock';
import { codeAt } from './totp';

// Issue 51 point 3: passkeys, the authenticator app, sessions and the sign-in link's budgets.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36';
const send = (url: string, payload: unknown, cookie?: string, remoteAddress = '192.0.2.50') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
    headers: { 'user-agent': CHROME, ...(cookie ? { cookie } : {}) },
  });
const sidOf = (res: LightMyRequestResponse) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
const whoIs = async (cookie?: string) =>
  cookie ? ((await t.get('/api/v1/auth/session', cookie)).json().data.user?.email ?? null) : null;
const auditOf = (action: string, userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)));

async function addPasskey(user: TestUser, origin = ORIGIN) {
  const authenticator = softAuthenticator(origin);
  const options = await send('/api/v1/auth/passkey/register-options', {}, user.cookie);
  const res = await send(
    '/api/v1/auth/passkey/register',
    { response: authenticator.register(options.json().data), name: 'My laptop' },
    user.cookie,
  );
  return { authenticator, res };
}
async function passkeyLogin(authenticator: ReturnType<typeof softAuthenticator>) {
  const options = await send('/api/v1/auth/passkey/login-options', {});
  return send('/api/v1/auth/passkey/login', { response: authenticator.login(options.json().data) });
}

/** Turns the authenticator app on for a user (setup + first code): answers the secret. */
async function enableTotp(user: TestUser) {
  const setup = await send('/api/v1/auth/totp/setup', {}, user.cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qr } = setup.json().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const confirm = await send('/api/v1/auth/totp/confirm', { code: codeAt(secret, Date.now()) }, user.cookie);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return secret as string;
}

describe('passkeys', () => {
  it('are added by a signed-in user, listed, used to sign in and removed, each change audited', async () => {
    const user = await t.createAdmin();
    expect((await send('/api/v1/auth/passkey/register-options', {})).statusCode).toBe(401);
    const { authenticator, res } = await addPasskey(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf('passkey-add', user.userId)).toHaveLength(1);

    const list = (await t.get('/api/v1/auth/passkeys', user.cookie)).json().data;
    expect(list).toEqual([expect.objectContaining({ name: 'My laptop', synced: false, last_used_at: null })]);

    const signedIn = await passkeyLogin(authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await whoIs(sidOf(signedIn))).toBe(user.email);

    // Someone else cannot remove it; the owner can.
    const other = await t.createAdmin();
    expect((await send('/api/v1/auth/passkey/delete', { id: list[0].id }, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('/api/v1/auth/passkey/delete', { id: list[0].id }, user.cookie)).statusCode).toBe(200);
    expect(await auditOf('passkey-remove', user.userId)).toHaveLength(1);
    const gone = await passkeyLogin(authenticator);
    expect(gone.statusCode).toBe(400);
    expect(sidOf(gone)).toBeUndefined();
  });

  it('refuse another origin, a replayed answer and a challenge used twice', async () => {
    const user = await t.createAdmin();
    const { res } = await addPasskey(user, 'https://evil.example');
    expect(res.statusCode).toBe(400);
    const { authenticator } = await addPasskey(user);
    const options = await send('/api/v1/auth/passkey/login-options', {});
    const answer = authenticator.login(options.json().data);
    expect((await send('/api/v1/auth/passkey/login', { response: answer })).statusCode).toBe(200);
    const replay = await send('/api/v1/auth/passkey/login', { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(sidOf(replay)).toBeUndefined();
    // A challenge not signed by this server, or expired, is refused; asking for one writes nothing.
    const forged = authenticator.login({ challenge: 'A'.repeat(54) });
    expect((await send('/api/v1/auth/passkey/login', { response: forged })).statusCode).toBe(400);
    const rows = async () => (await t.db.select().from(authChallenges)).length;
    const before = await rows();
    for (let i = 0; i < 20; i++) await send('/api/v1/auth/passkey/login-options', {});
    expect(await rows()).toBe(before);
    const stale = await send('/api/v1/auth/passkey/login-options', {});
    authClock.now = () => new Date(Date.now() + 6 * 60_000);
    try {
      const late = await send('/api/v1/auth/passkey/login', {
        response: authenticator.login(stale.json().data),
      });
      expect(late.statusCode).toBe(400);
    } finally {
      authClock.now = () => new Date();
    }
  });

  it('a passkey and its audit row commit together', async () => {
    const user = await t.createAdmin();
    const restore = await failAuditInserts(t.db);
    try {
      const { res } = await addPasskey(user);
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.userId))).toEqual([]);
  });
});

describe('the authenticator app', () => {
  it('asks for a code after the password, a code works once, and the secret is never sent again', async () => {
    const user = await t.createAdmin();
    const secret = await enableTotp(user);
    expect(await auditOf('totp-enable', user.userId)).toHaveLength(1);
    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.userId));
    expect(row.secret).not.toContain(secret);
    expect(JSON.stringify((await t.get('/api/v1/auth/totp', user.cookie)).json().data)).toBe(
      JSON.stringify({ enabled: true, required: false }),
    );
    // A second setup is refused while one is on (the secret is not shown again).
    expect((await send('/api/v1/auth/totp/setup', {}, user.cookie)).statusCode).toBe(409);

    const first = await send('/api/v1/auth/login', { email: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ second_factor: 'totp', pending_token: expect.any(String) });
    expect(sidOf(first)).toBeUndefined();
    const pending = first.json().data.pending_token;

    const wrong = await send('/api/v1/auth/totp/verify', { pending_token: pending, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.code).toMatch(/not right/);
    // The code of the step before the one that confirmed setup was used: a fresh step is needed.
    authClock.now = () => new Date(Date.now() + 31_000);
    try {
      const code = codeAt(secret, Date.now() + 31_000);
      const ok = await send('/api/v1/auth/totp/verify', { pending_token: pending, code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await whoIs(sidOf(ok))).toBe(user.email);
      // The same code again (another sign-in) is refused: it worked once.
      const again = await send('/api/v1/auth/login', { email: user.email, password: user.password });
      const reused = await send('/api/v1/auth/totp/verify', {
        pending_token: again.json().data.pending_token,
        code,
      });
      expect(reused.statusCode).toBe(422);
    } finally {
      authClock.now = () => new Date();
    }
    const events = (await t.get('/api/v1/auth/sessions', user.cookie)).json().data.sign_ins;
    expect(events.map((e: { method: string }) => e.method)).toContain('password+totp');
    expect(events.filter((e: { method: string }) => e.method === 'totp')).toHaveLength(2);
  });

  it('five wrong codes end the pending sign-in; a passkey needs no code', async () => {
    const user = await t.createAdmin();
    await enableTotp(user);
    const first = await send('/api/v1/auth/login', { email: user.email, password: user.password });
    const pending = first.json().data.pending_token;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await send('/api/v1/auth/totp/verify', { pending_token: pending, code: `12345${i}` })).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 400, 400]);

    const { authenticator } = await addPasskey(user);
    const res = await passkeyLogin(authenticator);
    expect(res.statusCode).toBe(200);
    expect(await whoIs(sidOf(res))).toBe(user.email);
  });

  it('the e-mail link asks for the code too', async () => {
    const user = await t.createAdmin();
    const secret = await enableTotp(user);
    await send('/api/v1/auth/sign-in-link', { email: user.email }, undefined, '192.0.2.77');
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(desc(mailOutbox.id));
    const token = /\/sign-in\/([\w-]+)/.exec(mail.textBody)![1];
    const used = await send('/api/v1/auth/sign-in-link/use', { token });
    expect(used.json().data.second_factor).toBe('totp');
    expect(sidOf(used)).toBeUndefined();
    authClock.now = () => new Date(Date.now() + 31_000);
    try {
      const ok = await send('/api/v1/auth/totp/verify', {
        pending_token: used.json().data.pending_token,
        code: codeAt(secret, Date.now() + 31_000),
      });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      authClock.now = () => new Date();
    }
  });

  it('an admin can require it for all staff: a nutritionist without one sets it up while signing in', async () => {
    const admin = await t.createAdmin();
    const n = await t.createNutritionist();
    expect((await send('/api/v1/auth/totp/require', { required: true }, n.cookie)).statusCode).toBe(403);
    expect((await send('/api/v1/auth/totp/require', { required: true }, admin.cookie)).statusCode).toBe(200);
    try {
      expect(await auditOf('update', admin.userId)).toEqual([
        expect.objectContaining({
          entity: 'totp_required',
          changes: { required: { from: false, to: true } },
        }),
      ]);
      const first = await send('/api/v1/auth/login', { email: n.email, password: n.password });
      expect(first.json().data.second_factor).toBe('totp-setup');
      const pending = first.json().data.pending_token;
      const setup = await send('/api/v1/auth/totp/setup', { pending_token: pending });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = setup.json().data;
      const confirmed = await send('/api/v1/auth/totp/confirm', {
        pending_token: pending,
        code: codeAt(secret, Date.now()),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await whoIs(sidOf(confirmed))).toBe(n.email);
      // A pending token cannot be used for another's setup or twice.
      expect((await send('/api/v1/auth/totp/setup', { pending_token: pending })).statusCode).toBe(400);

      // Lost phone: an admin turns it off; the next sign-in sets up a new one.
      expect((await send('/api/v1/auth/totp/reset', { user_id: n.userId }, admin.cookie)).statusCode).toBe(
        200,
      );
      expect(await auditOf('totp-reset', admin.userId)).toHaveLength(1);
      const next = await send('/api/v1/auth/login', { email: n.email, password: n.password });
      expect(next.json().data.second_factor).toBe('totp-setup');
    } finally {
      await send('/api/v1/auth/totp/require', { required: false }, admin.cookie);
    }
  });

  it('is turned off only with a current code', async () => {
    const user = await t.createAdmin();
    const secret = await enableTotp(user);
    expect((await send('/api/v1/auth/totp/disable', { code: '000000' }, user.cookie)).statusCode).toBe(422);
    authClock.now = () => new Date(Date.now() + 31_000);
    try {
      const off = await send(
        '/api/v1/auth/totp/disable',
        { code: codeAt(secret, Date.now() + 31_000) },
        user.cookie,
      );
      expect(off.statusCode, off.body).toBe(200);
    } finally {
      authClock.now = () => new Date();
    }
    expect(await auditOf('totp-disable', user.userId)).toHaveLength(1);
    const res = await send('/api/v1/auth/login', { email: user.email, password: user.password });
    expect(sidOf(res)).toBeDefined();
  });
});

describe('sessions and recent sign-ins', () => {
  it('lists the live sessions with address and browser, and signs one out', async () => {
    const user = await t.createAdmin();
    const other = sidOf(
      await send(
        '/api/v1/auth/login',
        { email: user.email, password: user.password },
        undefined,
        '203.0.113.9',
      ),
    )!;
    const list = (await t.get('/api/v1/auth/sessions', user.cookie)).json().data;
    expect(list.sessions).toHaveLength(2);
    const theirs = list.sessions.find((s: { ip: string }) => s.ip === '203.0.113.9');
    expect(theirs).toMatchObject({ browser: 'Chrome 131 on Windows', current: false });
    expect(list.sessions.find((s: { current: boolean }) => s.current)).toBeDefined();
    expect(list.sign_ins[0]).toMatchObject({ ip: '203.0.113.9', method: 'password', succeeded: true });

    // Another user cannot end it.
    const stranger = await t.createAdmin();
    expect((await send('/api/v1/auth/sessions/end', { id: theirs.id }, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('/api/v1/auth/sessions/end', { id: theirs.id }, user.cookie)).statusCode).toBe(200);
    expect(await whoIs(other)).toBeNull();
    expect(await whoIs(user.cookie)).toBe(user.email);
    expect(await auditOf('sign-out', user.userId)).toHaveLength(1);
    expect((await send('/api/v1/auth/sessions/end', { id: theirs.id }, user.cookie)).statusCode).toBe(404);

    // "Sign out all other browsers": this one stays.
    const a = sidOf(await send('/api/v1/auth/login', { email: user.email, password: user.password }))!;
    const b = sidOf(await send('/api/v1/auth/login', { email: user.email, password: user.password }))!;
    expect((await send('/api/v1/auth/sessions/end', { id: 'others' }, user.cookie)).statusCode).toBe(200);
    expect([await whoIs(a), await whoIs(b), await whoIs(user.cookie)]).toEqual([null, null, user.email]);
    expect(await auditOf('sign-out-others', user.userId)).toHaveLength(1);
  });
});

describe('the sign-in link budgets', () => {
  it('each requesting address has its own 3 links per account; the owner’s address still gets one', async () => {
    const user = await t.createAdmin();
    const count = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).length;
    for (let i = 0; i < 5; i++)
      await send('/api/v1/auth/sign-in-link', { email: user.email }, undefined, '198.51.100.40');
    expect(await count()).toBe(3);
    await send('/api/v1/auth/sign-in-link', { email: user.email }, undefined, '203.0.113.40');
    expect(await count()).toBe(4);
  });

  it('the account’s ceiling of 20 in 15 minutes leaves 20 live links in the owner’s inbox', async () => {
    const user = await t.createAdmin();
    for (let a = 1; a <= 8; a++)
      for (let i = 0; i < 3; i++)
        await send('/api/v1/auth/sign-in-link', { email: user.email }, undefined, `198.51.101.${a}`);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(desc(mailOutbox.id));
    expect(mails).toHaveLength(20);
    // Any one of them, the oldest too, signs the owner in.
    const oldest = /\/sign-in\/([\w-]+)/.exec(mails[mails.length - 1].textBody)![1];
    const used = await send('/api/v1/auth/sign-in-link/use', { token: oldest }, undefined, '203.0.113.41');
    expect(await whoIs(sidOf(used))).toBe(user.email);
  });
});
