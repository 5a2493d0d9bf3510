// @pg: a move's slot check under the plan's lock, with real concurrent connections
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_MOVE_MESSAGES } from '../../shared/meal-moves';
import { PLAN_MESSAGES, type Workspace } from '../../shared/plans';
import { inTransaction } from '../db/client';
import { auditLog, foodItems } from '../db/schema/index';
import { type FoodIds, khichdi, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { lockPlan } from './meals.repository';

let t: TestApp;
let n: TestUser;
let food: FoodIds;
// A015 rice, B010 moong dal, L003 paneer, L002 cow milk
beforeAll(async () => ({ t, n, food } = await openPlanTest(50, ['A015', 'B010', 'L003', 'L002'])));
afterAll(async () => t.close());

const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
const save = (body: unknown) => t.post('/api/v1/diet/planday/create-day', body, n.cookie);
const move = (body: unknown, cookie = n.cookie) => t.post('/api/v1/diet/planday/move-meal', body, cookie);
const copy = (body: unknown, cookie = n.cookie) => t.post('/api/v1/diet/planday/copy-meal', body, cookie);
const slots = (ws: Workspace) =>
  ws.meals.map((m) => `${m.day} ${m.time.hh}:${m.time.mm} ${m.items.map((i) => i.quantity).join('+')}`);

/** A new plan (7 days): a breakfast of khichdi with a paneer alternative on day 1, milk at 08:00 on day 3. */
async function planWithBreakfast() {
  const { pkg, planId } = await planForNewClient(t, n);
  const breakfast = (
    await save(
      mealBody(pkg.id, planId, 1, '08:00', khichdi(food), {
        hypothetical_time: 'Breakfast',
        meal_description: 'Khichdi with a little ghee',
      }),
    )
  ).json().data.meal_id as number;
  await save(mealBody(pkg.id, planId, 3, '08:00', [{ id: food.L002, qty: 200 }]));
  return { pkg, planId, breakfast };
}

const auditRows = (mealId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'meal'), eq(auditLog.entityId, mealId), eq(auditLog.action, action)));

describe('move a meal', () => {
  it('moves to another day and time with its items, alternative and note, and writes an audit row', async () => {
    const { planId, breakfast } = await planWithBreakfast();
    const res = await move({ diet_plan_id: planId, meal_id: breakfast, day: 2, time: '09:30' });
    expect(res.json()).toMatchObject({ success: 1, message: MEAL_MOVE_MESSAGES.moved });
    const ws = res.json().data as Workspace;
    expect(slots(ws)).toEqual(['2 09:30 60+30+50', '3 08:00 200']);
    const moved = ws.meals[0];
    expect(moved).toMatchObject({
      meal_id: breakfast,
      hypothetical_time: 'Breakfast',
      description: 'Khichdi with a little ghee',
    });
    expect(moved.items[2]).toMatchObject({ food_item_id: food.L003, ref_id: food.B010 });
    expect(await auditRows(breakfast, 'move')).toHaveLength(1);
    expect((await auditRows(breakfast, 'move'))[0].changes).toMatchObject({
      from: { day: 1, time: '08:00' },
      to: [{ day: 2, time: '09:30', meal_id: breakfast }],
    });
  });

  it('refuses an occupied slot with the SPEC question (409, nothing changes) until overwrite is set', async () => {
    const { planId, breakfast } = await planWithBreakfast();
    const refused = await move({ diet_plan_id: planId, meal_id: breakfast, day: 3, time: '08:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: 0,
      message: PLAN_MESSAGES.overwrite,
      data: { occupied_days: [3] },
    });
    expect(slots(await workspace(planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200']);
    expect(await auditRows(breakfast, 'move')).toHaveLength(0);

    const res = await move({
      diet_plan_id: planId,
      meal_id: breakfast,
      day: 3,
      time: '08:00',
      overwrite: true,
    });
    expect(res.json().success).toBe(1);
    expect(slots(await workspace(planId))).toEqual(['3 08:00 60+30+50']);
    expect((await workspace(planId)).total_meal_count).toBe(1);
  });

  it('two moves into one free slot at once: one moves, the other is asked first (409), no meal lost', async () => {
    // The slot is checked with the plan locked, in the move's transaction (issue 50 point 2): a
    // check before it let both see the slot free and the second silently replace the first. The
    // plan is held locked while both are sent, so both make every check they make before it.
    const { planId, breakfast } = await planWithBreakfast();
    const milk = (await workspace(planId)).meals.find((m) => m.day === 3)!.meal_id;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = inTransaction(t.db, async (tx) => {
      await lockPlan(tx, planId);
      locked();
      await held;
    });
    await isLocked;
    const sent = Promise.all(
      [breakfast, milk].map((meal_id) => move({ diet_plan_id: planId, meal_id, day: 2, time: '10:00' })),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await holder;
    const answers = await sent;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      message: PLAN_MESSAGES.overwrite,
      data: { occupied_days: [2] },
    });
    const ws = await workspace(planId);
    expect(ws.meals.map((m) => m.meal_id).sort()).toEqual([breakfast, milk].sort());
    expect(ws.meals.filter((m) => m.day === 2)).toHaveLength(1);
  });

  it('checks the input like the planner: same slot, a day the plan lacks, bad time, missing meal', async () => {
    const { planId, breakfast } = await planWithBreakfast();
    const same = await move({ diet_plan_id: planId, meal_id: breakfast, day: 1, time: '08:00' });
    expect(same.json()).toMatchObject({ success: 0, message: MEAL_MOVE_MESSAGES.sameSlot });
    const noDay = await move({ diet_plan_id: planId, meal_id: breakfast, day: 9, time: '08:00' });
    expect(noDay.statusCode).toBe(422);
    expect(noDay.json().data).toEqual({ day: MEAL_MOVE_MESSAGES.unknownDay });
    const badTime = await move({ diet_plan_id: planId, meal_id: breakfast, day: 2, time: '08:10' });
    expect(badTime.json().data).toEqual({ time: 'Please choose a time on the quarter hour (HH:mm)' });
    const noMeal = await move({ diet_plan_id: planId, day: 2, time: '08:00' });
    expect(noMeal.json().message).toBe('Meal Id missing, please try again');
    expect(slots(await workspace(planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200']);
  });

  it("answers 404 for another plan's meal and for another nutritionist, changing nothing", async () => {
    const a = await planWithBreakfast();
    const b = await planWithBreakfast();
    const foreign = await move({ diet_plan_id: a.planId, meal_id: b.breakfast, day: 2, time: '08:00' });
    expect(foreign.statusCode).toBe(404);
    const stranger = await t.createNutritionist();
    const res = await move(
      { diet_plan_id: a.planId, meal_id: a.breakfast, day: 2, time: '08:00' },
      stranger.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(slots(await workspace(a.planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200']);
    expect(slots(await workspace(b.planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200']);
  });
});

describe('copy a meal to the next day / all days', () => {
  it('copies to the next day as a new meal; the source stays; an audit row names the copy', async () => {
    const { planId, breakfast } = await planWithBreakfast();
    const res = await copy({ diet_plan_id: planId, meal_id: breakfast, target: 'next_day' });
    expect(res.json()).toMatchObject({ success: 1, message: MEAL_MOVE_MESSAGES.copied });
    const ws = res.json().data as Workspace;
    expect(slots(ws)).toEqual(['1 08:00 60+30+50', '2 08:00 60+30+50', '3 08:00 200']);
    expect(ws.meals[1].meal_id).not.toBe(breakfast);
    expect(ws.meals[1]).toMatchObject({
      hypothetical_time: 'Breakfast',
      description: 'Khichdi with a little ghee',
    });
    expect(ws.meals[1].items[2]).toMatchObject({ ref_id: food.B010 });
    const [row] = await auditRows(breakfast, 'copy');
    expect(row.changes).toMatchObject({ to: [{ day: 2, time: '08:00', meal_id: ws.meals[1].meal_id }] });
  });

  it('all days: asks first when a day holds a meal at that time (409 names the days), then overwrites', async () => {
    const { planId, breakfast } = await planWithBreakfast();
    const refused = await copy({ diet_plan_id: planId, meal_id: breakfast, target: 'all_days' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PLAN_MESSAGES.overwrite, data: { occupied_days: [3] } });
    expect(slots(await workspace(planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200']);

    const res = await copy({ diet_plan_id: planId, meal_id: breakfast, target: 'all_days', overwrite: true });
    expect(slots(res.json().data)).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => `${day} 08:00 60+30+50`));
    expect(res.json().data.total_meal_count).toBe(7);
  });

  it('the next day of the last day, a plan of one day, a bad target and a food no longer active are refused', async () => {
    const { pkg, planId } = await planWithBreakfast();
    const last = (await save(mealBody(pkg.id, planId, 7, '20:00', [{ id: food.A015, qty: 40 }]))).json().data
      .meal_id;
    const noNext = await copy({ diet_plan_id: planId, meal_id: last, target: 'next_day' });
    expect(noNext.json()).toMatchObject({ success: 0, message: MEAL_MOVE_MESSAGES.noNextDay });
    const bad = await copy({ diet_plan_id: planId, meal_id: last, target: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toEqual({ target: 'Please choose where to copy the meal' });

    const { pkg: single, planId: onePlan } = await planForNewClient(t, n);
    for (let day = 7; day > 1; day--)
      await t.post('/api/v1/diet/planday/delete', { diet_plan_id: onePlan, day }, n.cookie);
    const only = (await save(mealBody(single.id, onePlan, 1, '08:00', [{ id: food.L002, qty: 150 }]))).json()
      .data.meal_id;
    const none = await copy({ diet_plan_id: onePlan, meal_id: only, target: 'all_days' });
    expect(none.json().message).toBe(MEAL_MOVE_MESSAGES.noOtherDays);

    // The editor's save refuses a food that left the database; so does a copy (nothing written).
    await t.db.update(foodItems).set({ isActive: false }).where(eq(foodItems.id, food.L002));
    try {
      const gone = await copy({
        diet_plan_id: planId,
        meal_id: (await workspace(planId)).meals[1].meal_id,
        target: 'next_day',
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().data).toEqual({ 'meals.0.items.0.id': 'This food is not in the food database' });
    } finally {
      await t.db.update(foodItems).set({ isActive: true }).where(eq(foodItems.id, food.L002));
    }
    expect(slots(await workspace(planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200', '7 20:00 40']);
  });

  it('another nutritionist gets 404 and nothing is copied', async () => {
    const { planId, breakfast } = await planWithBreakfast();
    const stranger = await t.createNutritionist();
    const res = await copy(
      { diet_plan_id: planId, meal_id: breakfast, target: 'all_days', overwrite: true },
      stranger.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(slots(await workspace(planId))).toEqual(['1 08:00 60+30+50', '3 08:00 200']);
    expect(await auditRows(breakfast, 'copy')).toHaveLength(0);
  });
});
