import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, SWAP_MESSAGES, type Workspace } from '../../shared/plans';
import { auditLog, foodItems } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import {
  type FoodIds,
  khichdi,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
let food: FoodIds;
// A015 rice, B010 moong dal, L003 paneer, L002 cow milk, A019 wheat flour (atta)
beforeAll(async () => ({ t, n, food } = await openPlanTest(50, ['A015', 'B010', 'L003', 'L002', 'A019'])));
afterAll(async () => t.close());

const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
const swap = (body: Record<string, unknown>, cookie = n.cookie) =>
  t.post('/api/v1/diet/planday/swap-item', body, cookie);
/** Khichdi on day 1 at 08:00: rice 60 g, moong dal 30 g, paneer 50 g instead of the dal. */
async function planWithKhichdi() {
  const made = await planForNewClient(t, n);
  const res = await t.post(
    '/api/v1/diet/planday/create-day',
    mealBody(made.pkg.id, made.planId, 1, '08:00', khichdi(food), { hypothetical_time: 'Breakfast' }),
    n.cookie,
  );
  const ws = await workspace(made.planId);
  return { ...made, mealId: res.json().data.meal_id as number, items: ws.meals[0].items };
}

describe('swap a dish in place', () => {
  it('replaces the item at the same position in one request, keeps the rest, and audits it', async () => {
    const { planId, mealId, items } = await planWithKhichdi();
    const res = await swap({
      diet_plan_id: planId,
      meal_id: mealId,
      item_id: items[0].id,
      food_item_id: food.A019,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const atta = (await t.db.select().from(foodItems).where(eq(foodItems.id, food.A019)))[0];
    expect(body.message).toBe(PLAN_MESSAGES.itemSwapped(items[0].label, atta.name));
    // A food without household measures keeps the swapped item's grams.
    expect(
      body.data.meal.items.map((i: { food_item_id: number; quantity: number }) => [
        i.food_item_id,
        i.quantity,
      ]),
    ).toEqual([
      [food.A019, 60],
      [food.B010, 30],
      [food.L003, 50],
    ]);
    const ws = await workspace(planId);
    expect(ws.meals).toHaveLength(1);
    expect(ws.meals[0]).toMatchObject({
      meal_id: mealId,
      day: 1,
      time: { hh: '08', mm: '00' },
      hypothetical_time: 'Breakfast',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'meal'), eq(auditLog.entityId, mealId), eq(auditLog.action, 'swap_item')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toMatchObject({
      position: 0,
      from: { food_item_id: food.A015 },
      to: { food_item_id: food.A019 },
    });
  });

  it("takes the new food's first household measure × 1, and the main item's alternative follows it", async () => {
    const { planId, mealId, items } = await planWithKhichdi();
    // Milk in household measures (a glass of 200 g first), as a dish carries them.
    await t.db
      .update(foodItems)
      .set({
        measures: [
          { unit: 'glass', label: 'glass', grams: 200 },
          { unit: 'cup', label: 'cup', grams: 150 },
        ] as never,
      })
      .where(eq(foodItems.id, food.L002));
    const res = await swap({
      diet_plan_id: planId,
      meal_id: mealId,
      item_id: items[1].id,
      food_item_id: food.L002,
    });
    expect(res.statusCode).toBe(200);
    const meal = (await workspace(planId)).meals[0];
    expect(meal.items[1]).toMatchObject({
      food_item_id: food.L002,
      quantity: 200,
      measure_label: 'glass',
      measure_count: 1,
    });
    // The paneer was an alternative to the dal: it is now an alternative to the milk.
    expect(meal.items[2]).toMatchObject({ food_item_id: food.L003, ref_id: food.L002 });
    await t.db.update(foodItems).set({ measures: null }).where(eq(foodItems.id, food.L002));
  });

  it('refuses a food the client must not have, with the message of other edits, and changes nothing', async () => {
    const { client, planId, mealId, items } = await planWithKhichdi();
    const saved = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, allergies: ['milk'] },
      n.cookie,
    );
    expect(saved.statusCode).toBe(200);
    // Milk in place of the paneer (the allergy was saved after the meal) is refused, as an edit would be.
    const before = await fingerprint(t.db);
    const res = await swap({
      diet_plan_id: planId,
      meal_id: mealId,
      item_id: items[2].id,
      food_item_id: food.L002,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Not saved: /);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('answers field messages for a stale item, the same food, a food already in the meal; 404 for another nutritionist', async () => {
    const { planId, mealId, items } = await planWithKhichdi();
    const ask = (item_id: number, food_item_id: number) =>
      swap({ diet_plan_id: planId, meal_id: mealId, item_id, food_item_id });
    const stale = await ask(999_999, food.A019);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().data).toEqual({ item_id: SWAP_MESSAGES.itemGone });
    const same = await ask(items[0].id, food.A015);
    expect(same.statusCode).toBe(422);
    expect(same.json().data).toEqual({ food_item_id: SWAP_MESSAGES.sameFood });
    const twice = await ask(items[0].id, food.B010);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toMatch(/is already in this meal/);
    // A missing food is answered by the meal gate, as for every meal write.
    const missing = await ask(items[0].id, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not in the food database/);
    const bad = await swap({ diet_plan_id: planId, meal_id: mealId, item_id: 'x', food_item_id: food.A019 });
    expect(bad.statusCode).toBe(422);
    const other = await nutritionistWithCredits(t, 5);
    const before = await fingerprint(t.db);
    const hidden = await swap(
      { diet_plan_id: planId, meal_id: mealId, item_id: items[0].id, food_item_id: food.A019 },
      other.cookie,
    );
    expect(hidden.statusCode).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});
