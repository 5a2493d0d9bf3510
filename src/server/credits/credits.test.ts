import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditChanges, nutritionists } from '../db/schema/index';
import { insertClient, insertPackageRow, insertPlan } from '../testing/package-fixtures';
import { clientWithPackage, createPlan } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

const SYNC = '/api/v1/category/load-credits-data';
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let admin: TestUser;
let anjali: TestUser;
let vikram: TestUser;
let expired: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  anjali = await t.createNutritionist({
    firstName: 'Anjali',
    lastName: 'Rao',
    credits: 25,
    plansUsed: 7,
    expiry: daysFromToday(90),
  });
  vikram = await t.createNutritionist({
    firstName: 'Vikram',
    lastName: 'Sethi',
    credits: 10,
    plansUsed: 2,
    expiry: daysFromToday(30),
  });
  expired = await t.createNutritionist({
    firstName: 'Farah',
    lastName: 'Siddiqui',
    credits: 5,
    plansUsed: 5,
    expiry: daysFromToday(-3),
  });
});
afterAll(async () => t.close());

const sessionUser = async (cookie: string) =>
  (await t.get('/api/v1/auth/session-user', cookie)).json().data.user;

describe('session-user credit numbers', () => {
  it('a nutritionist sees their own credits, plans used and expiry', async () => {
    expect(await sessionUser(anjali.cookie)).toMatchObject({
      type: 'DIETICIAN',
      credits: 25,
      plans: 7,
      expiry: daysFromToday(90),
      nutritionist_id: anjali.nutritionistId,
    });
    // An expired account still reads its own date (the top bar shows it).
    expect(await sessionUser(expired.cookie)).toMatchObject({
      credits: 5,
      plans: 5,
      expiry: daysFromToday(-3),
    });
  });

  it('a new nutritionist has 0 credits and no expiry', async () => {
    const fresh = await t.createNutritionist({ firstName: 'Nikhil', lastName: 'Joshi' });
    expect(await sessionUser(fresh.cookie)).toMatchObject({ credits: 0, plans: 0, expiry: null });
  });

  it("an admin sees what can still be used: ACTIVE nutritionists' unexpired credits, nearest expiry", async () => {
    const inactive = await t.createNutritionist({
      firstName: 'Sameer',
      lastName: 'Kulkarni',
      credits: 50,
      plansUsed: 1,
    });
    await t.db
      .update(nutritionists)
      .set({ status: 'INACTIVE' })
      .where(eq(nutritionists.id, inactive.nutritionistId!));
    // Anjali 25/7 and Vikram 10/2 count; Farah's expired 5/5 and Sameer's INACTIVE 50/1 do not.
    expect(await sessionUser(admin.cookie)).toMatchObject({
      type: 'ADMIN',
      credits: 35,
      plans: 9,
      expiry: daysFromToday(30),
    });
  });
});

describe('plans left: one number on every screen (issue 25)', () => {
  const dashboard = async (cookie: string) => (await t.get('/api/v1/dashboard/summary', cookie)).json().data;
  const packagePlans = async (packageId: number, cookie: string) =>
    (await t.get(`/api/v1/diet/plan/list-by-package?id=${packageId}`, cookie)).json().data;

  it('the top bar, the Today page and the package page say the same plans left, and a new plan takes one', async () => {
    const priya = await t.createNutritionist({
      firstName: 'Priya',
      lastName: 'Venkatesh',
      credits: 10,
      plansUsed: 8,
      expiry: daysFromToday(60),
    });
    const { pkg } = await clientWithPackage(t, priya.nutritionistId!);
    const seen = async () => ({
      topBar: (await sessionUser(priya.cookie)).remaining_plans,
      today: (await dashboard(priya.cookie)).credits.left,
      packagePage: (await packagePlans(pkg.id, priya.cookie)).credits.left,
      adminPackagePage: (await packagePlans(pkg.id, admin.cookie)).credits.left,
    });
    // 'Credits left' used to say 10 (the credits bought) while the top bar said 2.
    expect(await seen()).toEqual({ topBar: 2, today: 2, packagePage: 2, adminPackagePage: 2 });
    await createPlan(t, priya, pkg.id);
    expect(await seen()).toEqual({ topBar: 1, today: 1, packagePage: 1, adminPackagePage: 1 });
  });

  it('expired credits leave no plans, wherever they are shown', async () => {
    expect((await sessionUser(expired.cookie)).remaining_plans).toBe(0);
    expect((await dashboard(expired.cookie)).credits).toEqual({ left: 0, expiry: daysFromToday(-3) });
  });

  it("the admin's low-on-credits count reads plans left, not credits bought", async () => {
    const low = async () => (await dashboard(admin.cookie)).nutritionists_low_on_credits;
    const before = await low();
    // 40 credits bought, 39 used: 1 left is low (the old count read 40 and missed her).
    await t.createNutritionist({ firstName: 'Kavya', lastName: 'Iyer', credits: 40, plansUsed: 39 });
    expect(await low()).toBe(before + 1);
    // 30 credits, all unused, but expired yesterday: nothing can be created, so low.
    await t.createNutritionist({
      firstName: 'Arjun',
      lastName: 'Nair',
      credits: 30,
      expiry: daysFromToday(-1),
    });
    expect(await low()).toBe(before + 2);
    // 3 left of 3 is not low.
    await t.createNutritionist({ firstName: 'Meera', lastName: 'Pillai', credits: 3 });
    expect(await low()).toBe(before + 2);
  });
});

describe('load-credits-data', () => {
  it('is for admins only', async () => {
    expect((await t.get(SYNC)).statusCode).toBe(401);
    expect((await t.get(SYNC, anjali.cookie)).statusCode).toBe(403);
  });

  it('recounts plans from the plan records, deleted ones included, and keeps a sync row per correction', async () => {
    const client = await insertClient(t, { firstName: 'Tanvi', lastName: 'Mehta' });
    const pkg = await insertPackageRow(t, { clientId: client.id, dietitianId: anjali.nutritionistId! });
    // Anjali: 3 plans charged to her (one deleted) while her counter says 7 → corrected to 3.
    await insertPlan(t, { packageId: pkg.id, chargedNutritionistId: anjali.nutritionistId! });
    await insertPlan(t, { packageId: pkg.id, chargedNutritionistId: anjali.nutritionistId! });
    await insertPlan(t, {
      packageId: pkg.id,
      chargedNutritionistId: anjali.nutritionistId!,
      deletedAt: new Date(),
    });
    // Vikram: 2 plans, counter 2 → no change. A plan paid by Vikram on Anjali's package counts for Vikram.
    await insertPlan(t, { packageId: pkg.id, chargedNutritionistId: vikram.nutritionistId! });
    await insertPlan(t, { packageId: pkg.id, chargedNutritionistId: vikram.nutritionistId! });

    const res = await t.get(SYNC, admin.cookie);
    expect(res.json()).toMatchObject({ success: 1, message: 'Credits synced successfully' });
    expect(res.json().data.corrected).toBeGreaterThanOrEqual(2); // Anjali and Farah (5 → 0)

    const [a] = await t.db.select().from(nutritionists).where(eq(nutritionists.id, anjali.nutritionistId!));
    expect(a.plansUsed).toBe(3);
    expect(a.credits).toBe(25);
    const history = await t.db
      .select()
      .from(creditChanges)
      .where(eq(creditChanges.nutritionistId, anjali.nutritionistId!));
    expect(history).toEqual([
      expect.objectContaining({
        reason: 'sync',
        changedBy: admin.userId,
        oldPlansUsed: 7,
        newPlansUsed: 3,
        oldCredits: 25,
        newCredits: 25,
      }),
    ]);
    expect(
      await t.db.select().from(creditChanges).where(eq(creditChanges.nutritionistId, vikram.nutritionistId!)),
    ).toEqual([]);
    expect(await sessionUser(anjali.cookie)).toMatchObject({ credits: 25, plans: 3 });

    // A second sync finds nothing to correct.
    expect((await t.get(SYNC, admin.cookie)).json().data.corrected).toBe(0);
  });
});
