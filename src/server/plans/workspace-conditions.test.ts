import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FACTS } from '../../shared/food-facts';
import type { Workspace } from '../../shared/plans';
import { dishes, foodDatabases, foodItems } from '../db/schema/index';
import { mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 35, point 3: the planner's workspace carries each saved day's condition checks, built from
 * the saved meals by the preview's own builder (shared/condition-day-facts.ts).
 */
let t: TestApp;
let n: TestUser;
let food: Record<string, number>;
const dish: Record<string, number> = {};
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, ['L002']));
  const found = await t.db
    .select({ key: dishes.key, foodId: dishes.currentFoodItemId })
    .from(dishes)
    .where(inArray(dishes.key, ['steamed-rice', 'moong-dal', 'phulka']));
  for (const d of found) dish[d.key!] = d.foodId!;
  expect(Object.keys(dish)).toHaveLength(3);
});
afterAll(async () => t.close());

const save = (body: unknown) => t.post('/api/v1/diet/planday/create-day', body, n.cookie);
const workspace = async (planId: number): Promise<Workspace> => {
  const res = await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const confirm = (clientId: number, kind: string, detail: Record<string, unknown> = {}) =>
  t.post(
    '/api/v1/client/conditions/decide',
    { client_id: clientId, kind, decision: 'confirm', ...detail },
    n.cookie,
  );

describe('the workspace’s condition checks', () => {
  it('none without a confirmed condition', async () => {
    const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Meenakshi', lastName: 'Iyer' });
    const rice = [{ id: dish['steamed-rice'], qty: 330, measure_label: 'katori', measure_count: 3 }];
    expect((await save(mealBody(pkg.id, planId, 1, '13:00', rice))).json().success).toBe(1);
    const ws = await workspace(planId);
    expect(ws.condition_checks).toBeUndefined();
    expect(ws.condition_context).toBeUndefined();
  });

  it('type 2 diabetes, lunch of steamed rice 3 katori: carbohydrate ✗ and the 35 % meal rule ✗', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n, {
      firstName: 'Rajesh',
      lastName: 'Kulkarni',
    });
    expect((await confirm(client.id, 'type2_diabetes')).statusCode).toBe(200);
    const breakfast = [{ id: food.L002, qty: 200 }];
    const lunch = [
      { id: dish['steamed-rice'], qty: 330, measure_label: 'katori', measure_count: 3 },
      { id: dish['moong-dal'], qty: 150, measure_label: 'katori', measure_count: 1 },
    ];
    const dinner = [{ id: dish.phulka, qty: 64, measure_label: 'phulka', measure_count: 2 }];
    for (const [time, items, timing] of [
      ['08:00', breakfast, 'Breakfast'],
      ['13:00', lunch, 'Lunch'],
      ['20:00', dinner, 'Dinner'],
    ] as const) {
      const res = await save(mealBody(pkg.id, planId, 1, time, [...items], { hypothetical_time: timing }));
      expect(res.json().success, res.body).toBe(1);
    }
    const ws = await workspace(planId);
    const [line] = ws.condition_checks?.[1] ?? [];
    console.log(`diabetic day, rice 3 katori: ${line}`);
    const carb = /carbohydrate (\d+) % (✓|✗)/.exec(line ?? '');
    // RSSDI's 45–65 % band (the default): a day of rice, dal and phulka is well over it.
    expect(Number(carb?.[1])).toBeGreaterThan(65);
    expect(carb?.[2]).toBe('✗');
    const meal = /largest meal (\d+) % of carbohydrate (✓|✗)/.exec(line ?? '');
    expect(Number(meal?.[1])).toBeGreaterThan(35);
    expect(meal?.[2]).toBe('✗');
    expect(line).toMatch(/^Type 2 diabetes: .*added sugar 0 foods ✓ · fruit 0 servings ✓/);
    // A day without meals has no line; the context says what the lines read.
    expect(ws.condition_checks?.[2]).toBeUndefined();
    expect(ws.condition_context).toEqual({ sodium_max_mg: 2000, weight_kg: null });
  });

  it('hypertension at 1,500 mg: the sodium line against the chosen ceiling, and a pickle kept by override counted ✗', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n, { firstName: 'Suresh', lastName: 'Menon' });
    expect((await confirm(client.id, 'hypertension', { sodium_max_mg: 1500 })).statusCode).toBe(200);
    const lunch = [{ id: dish['moong-dal'], qty: 150, measure_label: 'katori', measure_count: 1 }];
    expect((await save(mealBody(pkg.id, planId, 1, '13:00', lunch))).json().success).toBe(1);
    let ws = await workspace(planId);
    expect(ws.condition_context?.sodium_max_mg).toBe(1500);
    const sodium = ws.meals[0].items.reduce(
      (s, i) => s + ((i.food.sodium_mg ?? 0) * i.quantity) / i.food.quantity,
      0,
    );
    expect(ws.condition_checks?.[1]).toEqual([
      `Hypertension: sodium ${Math.round(sodium)} mg of 1500 ✓ · pickles, papad, salted snacks 0 ✓`,
    ]);

    // A practice's own pickle, which says it is salted (its facts, decision 292: the rule reads
    // them, not the name; the starter library holds no pickle, papad or salted snack).
    const [own] = await t.db.insert(foodDatabases).values({ name: 'Clinic pickles' }).returning();
    const [pickle] = await t.db
      .insert(foodItems)
      .values({
        foodDatabaseId: own.id,
        sourceCode: 'CP1',
        name: 'Nimbu ka achaar',
        calories: 180,
        protein: 1,
        carbohydrate: 8,
        fat: 15,
        sodiumMg: 3000,
        facts: { ...NO_FACTS, texture: 'soft', added_sugar_g: 0, salted: true, source: 'Clinic label' },
      })
      .returning();
    const withPickle = [
      ...lunch,
      { id: pickle.id, qty: 15, override_reason: 'Client insists on a spoon of achaar' },
    ];
    const res = await save(mealBody(pkg.id, planId, 2, '13:00', withPickle));
    expect(res.json().success, res.body).toBe(1);
    ws = await workspace(planId);
    const [line] = ws.condition_checks?.[2] ?? [];
    console.log(`hypertensive day with a pickle: ${line}`);
    expect(line).toMatch(/^Hypertension: sodium (≥ )?\d+ mg of 1500 .* · pickles, papad, salted snacks 1 ✗$/);
  });
});
