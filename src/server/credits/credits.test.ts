import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditChanges, nutritionists } from '../db/schema/index';
import { insertClient, insertPackageRow, insertPlan } from '../testing/package-fixtures';
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
