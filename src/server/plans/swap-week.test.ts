import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanVersion } from '../../shared/plan-versions';
import { SWAP_WEEK_MESSAGES, type SwapAcrossWeekResult, type Workspace } from '../../shared/plans';
import { auditLog, foodItems } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import {
  type FoodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 54 point 3, decision 308: swap a dish across the week in one action — every item of one
 * food on every day becomes another food, in one write through the plan gate (one version, one
 * Undo, one audit row).
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
// A015 rice, A019 wheat flour (atta), B010 moong dal, L003 paneer, L002 cow milk
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(30, ['A015', 'A019', 'B010', 'L003', 'L002']));
  // Household measures as a dish carries them: rice in katori, atta in katori and cups, milk in glasses.
  const measures = (list: { label: string; grams: number }[]) =>
    list.map((m) => ({ unit: m.label, ...m })) as never;
  await t.db
    .update(foodItems)
    .set({ measures: measures([{ label: 'katori', grams: 150 }]) })
    .where(eq(foodItems.id, food.A015));
  await t.db
    .update(foodItems)
    .set({
      measures: measures([
        { label: 'cup', grams: 100 },
        { label: 'katori', grams: 120 },
      ]),
    })
    .where(eq(foodItems.id, food.A019));
  await t.db
    .update(foodItems)
    .set({ measures: measures([{ label: 'glass', grams: 200 }]) })
    .where(eq(foodItems.id, food.L002));
}, 60_000);
afterAll(async () => t.close());

const post = (path: string, body: unknown, cookie = n.cookie) => t.post(path, body, cookie);
const swapWeek = (body: Record<string, unknown>, cookie = n.cookie) =>
  post('/api/v1/diet/plan/swap-across-week', body, cookie);
const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
const versions = async (planId: number): Promise<PlanVersion[]> =>
  (await t.get(`/api/v1/diet/plan/versions?plan_id=${planId}`, n.cookie)).json().data.versions;
/** Each meal as `day time: food×grams(measure)→ref` lines. */
const state = async (planId: number) =>
  (await workspace(planId)).meals.map(
    (m) =>
      `${m.day} ${m.time.hh}:${m.time.mm} ${m.hypothetical_time}: ${m.items
        .map(
          (i) =>
            `${i.food_item_id}×${i.quantity}${i.measure_label ? `(${i.measure_count} ${i.measure_label})` : ''}${i.ref_id ? `→${i.ref_id}` : ''}`,
        )
        .join(' + ')}`,
  );

/**
 * Rice through the week: day 1 lunch 1½ katori with dal; day 2 lunch 60 g rice with paneer offered
 * instead of it; day 3 dinner rice and atta together (left as it is); day 4 breakfast has no rice.
 */
async function riceWeek() {
  const made = await planForNewClient(t, n, { foodPreferences: null });
  const { pkg, planId } = made;
  const meals = [
    mealBody(
      pkg.id,
      planId,
      1,
      '13:00',
      [
        { id: food.A015, qty: 225, measure_label: 'katori', measure_count: 1.5 },
        { id: food.B010, qty: 30 },
      ],
      { hypothetical_time: 'Lunch' },
    ),
    mealBody(
      pkg.id,
      planId,
      2,
      '13:00',
      [
        { id: food.A015, qty: 60 },
        { id: food.L003, qty: 50, ref_id: food.A015 },
      ],
      { hypothetical_time: 'Lunch' },
    ),
    mealBody(
      pkg.id,
      planId,
      3,
      '20:00',
      [
        { id: food.A015, qty: 60 },
        { id: food.A019, qty: 40 },
      ],
      { hypothetical_time: 'Dinner' },
    ),
    mealBody(pkg.id, planId, 4, '08:00', [{ id: food.B010, qty: 40 }], { hypothetical_time: 'Breakfast' }),
  ];
  for (const body of meals) {
    const res = await post('/api/v1/diet/planday/create-day', body);
    expect(res.statusCode, res.body).toBe(200);
  }
  return made;
}

describe('swap a dish across the week', () => {
  it('swaps every item of the food on every day in one write: measure kept where the new food has it, else grams', async () => {
    const { planId } = await riceWeek();
    const versionsBefore = (await versions(planId)).length;
    const res = await swapWeek({ planId, fromFoodId: food.A015, toFoodId: food.A019 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const data = body.data as SwapAcrossWeekResult;
    expect(data).toMatchObject({
      swapped: 2,
      meals: 2,
      days: [1, 2],
      skipped: [{ day: 3, meal: 'Dinner' }],
    });
    const [rice] = await t.db.select().from(foodItems).where(eq(foodItems.id, food.A015));
    const [atta] = await t.db.select().from(foodItems).where(eq(foodItems.id, food.A019));
    expect(body.message).toBe(SWAP_WEEK_MESSAGES.swapped(rice.name, atta.name, 2, [1, 2]));
    expect(await state(planId)).toEqual([
      // 1½ katori of rice → 1½ katori of atta (120 g each); the dal untouched.
      `1 13:00 Lunch: ${food.A019}×180(1.5 katori) + ${food.B010}×30`,
      // 60 g of rice → 60 g of atta; the paneer offered instead follows it.
      `2 13:00 Lunch: ${food.A019}×60 + ${food.L003}×50→${food.A019}`,
      // Atta is in this meal already: left as it is, and said.
      `3 20:00 Dinner: ${food.A015}×60 + ${food.A019}×40`,
      `4 08:00 Breakfast: ${food.B010}×40`,
    ]);
    expect(data.workspace.meals).toHaveLength(4);
    // One version (one Undo step) and one audit row for the whole week.
    const list = await versions(planId);
    expect(list).toHaveLength(versionsBefore + 1);
    expect(list[0].summary).toBe(SWAP_WEEK_MESSAGES.swapped(rice.name, atta.name, 2, [1, 2]));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'plan'),
          eq(auditLog.entityId, planId),
          eq(auditLog.action, 'swap_across_week'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toMatchObject({
      from: { food_item_id: food.A015 },
      to: { food_item_id: food.A019 },
      items: 2,
      days: [1, 2],
    });
  });

  it('is taken back by one Undo on every day', async () => {
    const { planId } = await riceWeek();
    const before = await state(planId);
    const res = await swapWeek({ planId, fromFoodId: food.A015, toFoodId: food.L002 });
    expect(res.statusCode, res.body).toBe(200);
    // Milk has a glass, not a katori: grams for all of them.
    expect((await state(planId))[0]).toBe(`1 13:00 Lunch: ${food.L002}×225 + ${food.B010}×30`);
    expect(res.json().data.days).toEqual([1, 2, 3]);
    const undone = await post('/api/v1/diet/plan/undo', { plan_id: planId });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await state(planId)).toEqual(before);
  });

  it("refuses a food the client must not have with the gate's message, naming food, day and rule; nothing written", async () => {
    const { client, planId } = await riceWeek();
    const allergy = await post('/api/v1/client/restrictions/save', {
      client_id: client.id,
      allergies: ['milk'],
    });
    expect(allergy.statusCode, allergy.body).toBe(200);
    const before = await fingerprint(t.db);
    const res = await swapWeek({ planId, fromFoodId: food.A015, toFoodId: food.L002 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Not swapped: /);
    expect(res.json().message).toMatch(/on Day 1: .*milk allergy/);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('answers field messages for the same food, a food not in the plan, a missing food; 404 for another nutritionist', async () => {
    const { planId } = await riceWeek();
    const other = await nutritionistWithCredits(t, 5);
    const before = await fingerprint(t.db);
    const same = await swapWeek({ planId, fromFoodId: food.A015, toFoodId: food.A015 });
    expect(same.statusCode).toBe(422);
    expect(same.json().data).toEqual({ toFoodId: SWAP_WEEK_MESSAGES.sameFood });
    const absent = await swapWeek({ planId, fromFoodId: food.L002, toFoodId: food.A019 });
    expect(absent.statusCode).toBe(422);
    expect(absent.json().data).toEqual({ fromFoodId: SWAP_WEEK_MESSAGES.notInPlan });
    const missing = await swapWeek({ planId, fromFoodId: food.A015, toFoodId: 1_999_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not in the food database/);
    const onlyDinner = await swapWeek({ planId, fromFoodId: food.A019, toFoodId: food.A015 });
    expect(onlyDinner.statusCode).toBe(422);
    expect(onlyDinner.json().message).toMatch(/^Every meal with this food already has /);
    const bad = await swapWeek({ planId, fromFoodId: 'rice', toFoodId: food.A019 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fromFoodId).toBeTruthy();
    const hidden = await swapWeek({ planId, fromFoodId: food.A015, toFoodId: food.A019 }, other.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});
