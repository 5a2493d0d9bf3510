import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratePreview, TargetCheck } from '../../shared/plan-generate';
import { foodDatabases, foodItems } from '../db/schema/index';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { SODIUM_MAX_MG } from './rules/limits';

/**
 * Issue 26, decision 149: a day's sodium has a ceiling of 2000 mg, listed met or over in the
 * preview; a day with foods that have no sodium value says so instead of claiming it met.
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
/** A practice's own foods (no group, so Fill keeps their quantities): sodium per 100 g or none. */
let own: Record<'pickle' | 'papad' | 'chaat', number>;

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['A015', 'B010', 'D036']));
  const [db] = await t.db.insert(foodDatabases).values({ name: 'Swasthya Clinic foods' }).returning();
  const add = async (sourceCode: string, name: string, kcal: number, sodiumMg: number | null) =>
    (
      await t.db
        .insert(foodItems)
        .values({
          foodDatabaseId: db.id,
          sourceCode,
          name,
          calories: kcal,
          protein: 3,
          carbohydrate: 10,
          fat: 4,
          sodiumMg,
        })
        .returning()
    )[0].id;
  own = {
    pickle: await add('SC1', 'Lime pickle, homemade', 180, 3000),
    papad: await add('SC2', 'Urad papad, roasted', 370, 1600),
    chaat: await add('SC3', 'Sprouted moong chaat', 120, null),
  };
});
afterAll(async () => t.close());

async function fill(items: { id: number; qty: number }[]) {
  const { pkg, planId } = await planForNewClient(t, n, { foodPreferences: 'Vegetarian' });
  const meal = await t.post(
    '/api/v1/diet/planday/create-day',
    mealBody(pkg.id, planId, 1, '13:00', items),
    n.cookie,
  );
  expect(meal.json().success, meal.body).toBe(1);
  const targets = { energy_kcal: 800, protein_g: null, carbohydrate_g: null, fat_g: null, fibre_g: null };
  const saved = await t.post(
    '/api/v1/diet/plan/targets',
    { plan_id: planId, ...targets, micronutrient_floors: {}, accept_mismatch: true },
    n.cookie,
  );
  expect(saved.json().success, saved.body).toBe(1);
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: planId, package_id: pkg.id, day: 1, mode: 'quantities' },
    n.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as GeneratePreview).days[0];
}

const sodiumCheck = (checks: TargetCheck[]) =>
  checks.find((c) => c.key === 'sodium_mg' && c.kind === 'limit') as TargetCheck;

/** The day's sodium worked out here from the preview's quantities and the stored values. */
async function sodiumOf(day: GeneratePreview['days'][number]) {
  const items = day.meals.flatMap((m) => m.items.filter((i) => i.ref_id === null));
  const rows = await t.db
    .select({ id: foodItems.id, sodium: foodItems.sodiumMg })
    .from(foodItems)
    .where(
      inArray(
        foodItems.id,
        items.map((i) => i.food_item_id),
      ),
    );
  const per100 = new Map(rows.map((r) => [r.id, r.sodium ?? 0]));
  return items.reduce((sum, i) => sum + ((per100.get(i.food_item_id) ?? 0) * i.quantity) / 100, 0);
}

describe('the sodium ceiling', () => {
  it('lists a day over 2000 mg of sodium as over, with the amount, in the checks and the summary', async () => {
    // Rice and moong dal, with 40 g lime pickle (1200 mg) and 60 g papad (960 mg) that Fill keeps.
    const day = await fill([
      { id: food.A015, qty: 100 },
      { id: food.B010, qty: 40 },
      { id: own.pickle, qty: 40 },
      { id: own.papad, qty: 60 },
    ]);
    const sodium = sodiumCheck(day.checks);
    const expected = Math.round((await sodiumOf(day)) * 10) / 10;
    expect(expected).toBeGreaterThan(2160);
    expect(sodium).toMatchObject({ label: 'Sodium', unit: 'mg', target: SODIUM_MAX_MG, met: false });
    expect(sodium.amount).toBeCloseTo(expected, 1);
    expect(sodium.percent).toBe(Math.round(((sodium.amount - 2000) / 2000) * 100));
    expect(sodium.unknown_foods).toBeUndefined();
    expect(day.totals.sodium_mg).toBeCloseTo(expected, 1);
    expect(day.summary).toMatch(new RegExp(`limits? over: (.+, )?sodium \\+${sodium.percent} %`));
  });

  it('lists a day of IFCT foods under the ceiling as within', async () => {
    const day = await fill([
      { id: food.A015, qty: 100 },
      { id: food.B010, qty: 40 },
      { id: food.D036, qty: 100 },
    ]);
    const sodium = sodiumCheck(day.checks);
    expect(sodium).toMatchObject({ target: 2000, met: true });
    expect(sodium.amount).toBeCloseTo(await sodiumOf(day), 1);
    expect(sodium.amount).toBeGreaterThan(0);
    expect(day.summary).not.toMatch(/sodium/);
  });

  it('says "sodium unknown for 1 food" for a food without a value, never that the ceiling is met', async () => {
    const day = await fill([
      { id: food.A015, qty: 100 },
      { id: food.B010, qty: 40 },
      { id: own.chaat, qty: 100 },
    ]);
    const sodium = sodiumCheck(day.checks);
    expect(sodium).toMatchObject({ met: false, unknown_foods: 1 });
    expect(sodium.amount).toBeLessThan(2000);
    expect(day.summary).toContain('sodium unknown for 1 food');
    expect(day.summary).not.toMatch(/limits? over: .*sodium/);
    expect(day.summary).not.toBe('Meets every target');
  });
});
