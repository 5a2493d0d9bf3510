import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FASTING_FOODS } from '../../shared/fasting';
import { PLAN_MESSAGES, type Workspace } from '../../shared/plans';
import { auditLog } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 54 point 3 (decision 302): copy a day into several days in one request; days that hold
 * meals are named and replaced only when the nutritionist says so; each day passes the gate.
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
const IFCT = ['A015', 'B010', 'L002'];

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, IFCT));
}, 60_000);
afterAll(async () => t.close());

const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
const copy = (body: Record<string, unknown>) => t.post('/api/v1/diet/plan/copy-day', body, n.cookie);
const slotsOf = (ws: Workspace, day: number) =>
  ws.meals
    .filter((m) => m.day === day)
    .map(
      (m) => `${m.time.hh}:${m.time.mm} ${m.items.map((i) => `${i.food_item_id}×${i.quantity}`).join('+')}`,
    );

async function planWithDayOne() {
  const made = await planForNewClient(t, n);
  const save = (day: number, time: string, items: { id: number; qty: number }[]) =>
    t.post('/api/v1/diet/planday/create-day', mealBody(made.pkg.id, made.planId, day, time, items), n.cookie);
  expect(
    (
      await save(1, '08:00', [
        { id: food.A015, qty: 60 },
        { id: food.B010, qty: 30 },
      ])
    ).statusCode,
  ).toBe(200);
  expect((await save(1, '13:00', [{ id: food.A015, qty: 90 }])).statusCode).toBe(200);
  return { ...made, save };
}

describe('copy a day into several days', () => {
  it('copies every meal of the day into each empty day in one request, with one audit row', async () => {
    const { planId } = await planWithDayOne();
    const res = await copy({ planId, sourceDay: 1, targetDays: [3, 4, 5] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Day copied to 3 days');
    const ws = await workspace(planId);
    for (const day of [3, 4, 5]) expect(slotsOf(ws, day)).toEqual(slotsOf(ws, 1));
    expect(slotsOf(ws, 2)).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'copy_day'));
    expect(audit.filter((r) => r.entityId === planId)).toHaveLength(1);
    expect(audit.find((r) => r.entityId === planId)?.changes).toMatchObject({ from: 1, to: [3, 4, 5] });
  });

  it('names the filled days (409) and changes nothing, then replaces their meals with overwrite', async () => {
    const { planId, save } = await planWithDayOne();
    expect((await save(4, '19:00', [{ id: food.L002, qty: 200 }])).statusCode).toBe(200);
    expect((await save(6, '08:00', [{ id: food.L002, qty: 100 }])).statusCode).toBe(200);
    const before = await fingerprint(t.db);
    const asked = await copy({ planId, sourceDay: 1, targetDays: [2, 4, 6] });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(PLAN_MESSAGES.targetDaysNotEmpty([4, 6]));
    expect(asked.json().message).toBe(
      'Day 4, Day 6 already have meals. Copy over them? Their meals will be replaced.',
    );
    expect(asked.json().data.filled_days).toEqual([4, 6]);
    expect(await fingerprint(t.db)).toBe(before);

    const done = await copy({ planId, sourceDay: 1, targetDays: [2, 4, 6], overwrite: true });
    expect(done.statusCode, done.body).toBe(200);
    const ws = await workspace(planId);
    // Day 4's dinner of milk is gone: the day is now a copy of day 1.
    for (const day of [2, 4, 6]) expect(slotsOf(ws, day)).toEqual(slotsOf(ws, 1));
  });

  it('still takes SPEC’s single targetDay', async () => {
    const { planId } = await planWithDayOne();
    const res = await copy({ planId, sourceDay: 1, targetDay: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PLAN_MESSAGES.dayCopied);
  });

  it('refuses no days, the source day itself and an empty source with messages', async () => {
    const { planId } = await planWithDayOne();
    const none = await copy({ planId, sourceDay: 1, targetDays: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().data.targetDays).toBe(PLAN_MESSAGES.noTargetDays);
    const itself = await copy({ planId, sourceDay: 1, targetDays: [2, 1] });
    expect(itself.statusCode).toBe(422);
    expect(itself.json().data.targetDays).toBe(PLAN_MESSAGES.sameDay);
    const empty = await copy({ planId, sourceDay: 5, targetDays: [6] });
    expect(empty.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.sourceDayEmpty });
  });

  it('gate-checks each target day: a fast on one of them refuses the whole copy', async () => {
    const { client, planId } = await planWithDayOne();
    const edit = await t.post(
      '/api/v1/diet/plan/edit',
      { id: planId, description: 'Week 1', day_format: 'week_day' },
      n.cookie,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const fast = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, fasting: [{ weekdays: [2], allowed: FASTING_FOODS }] },
      n.cookie,
    );
    expect(fast.statusCode, fast.body).toBe(200);
    const before = await fingerprint(t.db);
    const res = await copy({ planId, sourceDay: 1, targetDays: [2, 3, 4] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^Not copied: Rice, raw, milled on Day 2: not a fasting food: Tuesday fast/,
    );
    expect(await fingerprint(t.db)).toBe(before);
  });
});
