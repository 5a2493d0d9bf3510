import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyParameters, categoryValues, foodItems, supplements } from '../db/schema/index';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { releaseLease, tryAcquireLease } from './sync-lock';

let t: TestApp;
let dietitian: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  dietitian = await t.createNutritionist({ firstName: 'Lakshmi', lastName: 'Pillai' });
});
afterAll(async () => t.close());

describe('sync data', () => {
  it('answers the SPEC messages with the counts after the sync, for any signed-in user', async () => {
    const survey = (await t.get('/api/v1/survey/question/load-data', dietitian.cookie)).json();
    expect(survey.data.questions).toBeGreaterThan(0);
    expect(survey.message).toBe(`successfully synced ${survey.data.questions} questions for survey`);

    const category = (await t.get('/api/v1/category/load-category-data', dietitian.cookie)).json();
    expect(category.message).toBe(
      `successfully synced ${category.data.Categories} categories, ${category.data.Generic} generic & ${category.data.Timings} timings data`,
    );
    expect(category.data.Categories).toBeGreaterThan(0);

    const system = (await t.get('/api/v1/category/load-system-config-data', dietitian.cookie)).json();
    expect(system.message).toBe(`successfully synced ${system.data.bodyParams} body params`);

    const food = (await t.get('/api/v1/food/item/load-data', dietitian.cookie)).json();
    // IFCT's 543 foods and the 17 named ingredients (salt, water, spice blends; decision 292).
    expect(food.message).toBe(
      `successfully synced 560 food items, ${food.data.supplements} supplements & ${food.data.recipes} recipes`,
    );
    expect(food.data.sources).toEqual([]);

    expect((await t.get('/api/v1/food/item/load-data')).statusCode).toBe(401);
  });

  it('adds back what is missing, never overwrites what users changed, and restores the IFCT values', async () => {
    const [param] = await t.db.select().from(bodyParameters).limit(1);
    await t.db.delete(bodyParameters).where(eq(bodyParameters.id, param.id));
    const [food] = await t.db.select().from(foodItems).where(eq(foodItems.sourceCode, 'A001'));
    await t.db.update(foodItems).set({ calories: 999 }).where(eq(foodItems.id, food.id));
    await t.db
      .update(supplements)
      .set({ dosage: '2 scoops after training' })
      .where(eq(supplements.name, 'Whey Protein Isolate'));
    await t.db
      .insert(categoryValues)
      .values({ category: 'Generic', parent: 'Referral_Source', name: 'Apollo Clinic Referral' });

    const before = (await t.get('/api/v1/category/load-system-config-data', dietitian.cookie)).json().data
      .bodyParams;
    expect((await t.db.select().from(bodyParameters).where(eq(bodyParameters.key, param.key))).length).toBe(
      1,
    );
    await t.get('/api/v1/food/item/load-data', dietitian.cookie);
    await t.get('/api/v1/category/load-category-data', dietitian.cookie);

    expect(before).toBeGreaterThan(0);
    // The built-in IFCT rows are reference data nobody edits in the app: a sync puts them back (decision 016).
    expect((await t.db.select().from(foodItems).where(eq(foodItems.id, food.id)))[0].calories).not.toBe(999);
    const [whey] = await t.db.select().from(supplements).where(eq(supplements.name, 'Whey Protein Isolate'));
    expect(whey.dosage).toBe('2 scoops after training');
    const referral = await t.db
      .select()
      .from(categoryValues)
      .where(eq(categoryValues.name, 'Apollo Clinic Referral'));
    expect(referral).toHaveLength(1);
  });

  it('is safe to press twice at once', async () => {
    const [a, b] = await Promise.all([
      t.get('/api/v1/category/load-category-data', dietitian.cookie),
      t.get('/api/v1/category/load-category-data', dietitian.cookie),
    ]);
    expect(a.json().success).toBe(1);
    expect(b.json()).toEqual(a.json());
  });
});

describe('sync lease (shared by every app server)', () => {
  it('lets one owner hold a key until released or expired', async () => {
    expect(await tryAcquireLease(t.db, 'sync_lock:test', 'server-a')).toBe(true);
    expect(await tryAcquireLease(t.db, 'sync_lock:test', 'server-b')).toBe(false);
    await releaseLease(t.db, 'sync_lock:test', 'server-b'); // not the owner: no effect
    expect(await tryAcquireLease(t.db, 'sync_lock:test', 'server-b')).toBe(false);
    await releaseLease(t.db, 'sync_lock:test', 'server-a');
    expect(await tryAcquireLease(t.db, 'sync_lock:test', 'server-b', -1000)).toBe(true); // already expired
    expect(await tryAcquireLease(t.db, 'sync_lock:test', 'server-c')).toBe(true); // a crashed owner's lease
  });
});
