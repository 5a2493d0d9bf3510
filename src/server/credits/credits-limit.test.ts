import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITS_LIMIT } from '../../shared/credits';
import { PLAN_MESSAGES } from '../../shared/plans';
import { appSettings, auditLog, mailOutbox, plans } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { clientWithPackage, createPlan, creditsOf, foodIds, mealBody } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

const LIMIT = '/api/v1/settings/credits-limit';
const REQUEST = '/api/v1/credits/request-plans';

let t: TestApp;
let admin: TestUser;
let rohan: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  // A new practice: a nutritionist without a single credit, as the first week has them.
  rohan = await t.createNutritionist({ firstName: 'Rohan', lastName: 'Deshpande', credits: 0 });
});
afterAll(async () => t.close());

const sessionUser = async (cookie: string) =>
  (await t.get('/api/v1/auth/session-user', cookie)).json().data.user;
const setLimit = (on: boolean, cookie = admin.cookie) => t.post(LIMIT, { limit_by_credits: on }, cookie);
const plansOf = async (packageId: number) =>
  t.db.select({ id: plans.id }).from(plans).where(eq(plans.packageId, packageId));

describe('a new install: plans are not limited by credits', () => {
  it('is off by default and the session says so', async () => {
    expect((await t.get(LIMIT, admin.cookie)).json().data).toEqual({ limit_by_credits: false });
    expect(await sessionUser(rohan.cookie)).toMatchObject({ credits: 0, credits_limited: false });
  });

  it('a nutritionist with 0 credits creates and copies plans; each is still counted', async () => {
    const { pkg } = await clientWithPackage(t, rohan.nutritionistId!);
    const planId = await createPlan(t, rohan, pkg.id);
    const food = await foodIds(t, ['A015']);
    await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 60 }], { hypothetical_time: 'Breakfast' }),
      rohan.cookie,
    );
    const copy = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: pkg.id,
        sourcePlanId: planId,
        targetPackageId: pkg.id,
        selectTimeList: ['Breakfast'],
      },
      rohan.cookie,
    );
    expect(copy.json()).toMatchObject({ success: 1, data: { planId: expect.any(Number) } });
    expect(await plansOf(pkg.id)).toHaveLength(2);
    expect(await creditsOf(t, rohan)).toMatchObject({ credits: 0, plansUsed: 2 });
  });

  it('"Request for plans" has nothing to ask for and changes nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await t.post(REQUEST, {}, rohan.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, message: CREDITS_LIMIT.notLimited });
    expect(await fingerprint(t.db)).toBe(before);
  });
});

describe('the admin turns the limit on', () => {
  it('only an admin may, with a boolean; a refusal changes nothing', async () => {
    const before = await fingerprint(t.db);
    expect((await setLimit(true, rohan.cookie)).statusCode).toBe(403);
    const bad = await t.post(LIMIT, { limit_by_credits: 'yes' }, admin.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toHaveProperty('limit_by_credits');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('turning it on is saved with its audit row', async () => {
    const res = await setLimit(true);
    expect(res.json()).toMatchObject({
      success: 1,
      message: CREDITS_LIMIT.savedOn,
      data: { limit_by_credits: true },
    });
    expect(await sessionUser(rohan.cookie)).toMatchObject({ credits_limited: true });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credits_limit'), eq(auditLog.userId, admin.userId)));
    expect(audits.at(-1)?.changes).toEqual({ on: { from: false, to: true } });
  });

  it("then SPEC's message refuses a plan without credits, and nothing is spent", async () => {
    const { pkg } = await clientWithPackage(t, rohan.nutritionistId!);
    const before = await creditsOf(t, rohan);
    const res = await t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, rohan.cookie);
    expect(res.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.outOfCreditsCreate });
    expect(await creditsOf(t, rohan)).toEqual(before);
    expect(await plansOf(pkg.id)).toHaveLength(0);
  });

  it('"Request for plans" mails every admin through the outbox, audited, once an hour', async () => {
    const second = await t.createAdmin();
    const res = await t.post(REQUEST, {}, rohan.cookie);
    expect(res.json()).toMatchObject({ success: 1, data: { admins: expect.any(Number) } });
    const admins = res.json().data.admins;
    expect(admins).toBeGreaterThanOrEqual(2);
    expect(res.json().message).toBe(CREDITS_LIMIT.requestSent(admins));
    for (const a of [admin, second]) {
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email));
      expect(mail.subject).toBe('Rohan Deshpande asks for more plan credits');
      expect(mail.textBody).toContain(`/dietitian-details/${rohan.nutritionistId}?edit=1`);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credits'), eq(auditLog.action, 'request')));
    expect(audit).toMatchObject({ userId: rohan.userId, entityId: rohan.nutritionistId });

    const before = await fingerprint(t.db);
    const again = await t.post(REQUEST, {}, rohan.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(CREDITS_LIMIT.requestRecent);
    expect(await fingerprint(t.db)).toBe(before);
    // An admin gives credits; they do not ask for them.
    expect((await t.post(REQUEST, {}, admin.cookie)).statusCode).toBe(403);
  });

  it('turning it off again lets the same nutritionist create the plan', async () => {
    expect((await setLimit(false)).json()).toMatchObject({ message: CREDITS_LIMIT.savedOff });
    const { pkg } = await clientWithPackage(t, rohan.nutritionistId!);
    expect(
      (await t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, rohan.cookie)).json().success,
    ).toBe(1);
  });
});

describe('an install that gave credits before the switch existed', () => {
  it('keeps limiting plans: the first read finds credits and decides on', async () => {
    await t.db.delete(appSettings).where(eq(appSettings.key, 'plans_limited_by_credits'));
    await t.createNutritionist({ firstName: 'Anjali', lastName: 'Rao', credits: 25 });
    expect((await t.get(LIMIT, admin.cookie)).json().data).toEqual({ limit_by_credits: true });
    expect(await sessionUser(rohan.cookie)).toMatchObject({ credits_limited: true });
  });
});
