import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, type Workspace } from '../../shared/plans';
import { nutritionists, plans } from '../db/schema/index';
import {
  clientWithPackage,
  createPlan,
  creditsOf,
  foodIds,
  mealBody,
  nutritionistWithCredits,
} from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let food: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  food = await foodIds(t, ['A015', 'B010', 'L002', 'E012']);
});
afterAll(async () => t.close());

const workspace = async (user: TestUser, planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, user.cookie)).json().data;

/** A plan with Breakfast (08:00), Lunch (13:00) and a Custom 16:30 snack on day 1, Breakfast on day 2. */
async function sourcePlan(n: TestUser) {
  const { pkg } = await clientWithPackage(t, n.nutritionistId!);
  const planId = await createPlan(t, n, pkg.id);
  const save = (
    day: number,
    time: string,
    timing: string,
    items: { id: number; qty: number; ref_id?: number }[],
  ) =>
    t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, day, time, items, { hypothetical_time: timing }),
      n.cookie,
    );
  await save(1, '08:00', 'Breakfast', [
    { id: food.A015, qty: 60 },
    { id: food.L002, qty: 200, ref_id: food.A015 },
  ]);
  await save(1, '13:00', 'Lunch', [
    { id: food.A015, qty: 80 },
    { id: food.B010, qty: 40 },
  ]);
  await save(1, '16:30', 'Custom', [{ id: food.E012, qty: 120 }]);
  await save(2, '08:00', 'Breakfast', [{ id: food.B010, qty: 50 }]);
  await t.post(
    '/api/v1/diet/planday/edit-day',
    { diet_plan_id: planId, day: 1, day_description: 'Office day' },
    n.cookie,
  );
  await t.post('/api/v1/diet/planlabel/create', { planId, labels: ['Weight Loss'] }, n.cookie);
  await t.post('/api/v1/diet/supplement/create', { planId, name: 'Multivitamin' }, n.cookie);
  return { pkg, planId };
}

describe('copy-plan', () => {
  it('copies only the chosen timings into a new plan and spends one credit', async () => {
    const n = await nutritionistWithCredits(t, 10);
    const source = await sourcePlan(n);
    const { pkg: target } = await clientWithPackage(t, n.nutritionistId!, {
      category: 'Sports',
      subCategory: 'Kabaddi',
    });
    const before = await creditsOf(t, n);
    const res = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: source.pkg.id,
        sourcePlanId: source.planId,
        targetPackageId: target.id,
        selectTimeList: ['Breakfast', 'Custom'],
      },
      n.cookie,
    );
    const body = res.json();
    expect(body).toMatchObject({ success: 1, data: { planId: expect.any(Number) } });
    expect((await creditsOf(t, n)).plansUsed).toBe(before.plansUsed + 1);
    const ws = await workspace(n, body.data.planId);
    expect(ws.plan).toMatchObject({
      package_id: target.id,
      category: 'Sports',
      sub_category: 'Kabaddi',
      tags: ['Weight Loss'],
    });
    expect(ws.meals.map((m) => [m.day, m.hypothetical_time])).toEqual([
      [1, 'Breakfast'],
      [1, 'Custom'],
      [2, 'Breakfast'],
    ]);
    expect(ws.meals[0].items.map((i) => [i.food_item_id, i.ref_id])).toEqual([
      [food.A015, null],
      [food.L002, food.A015],
    ]);
    expect(ws.days.find((d) => d.day === 1)?.dayDescr).toBe('Office day');
    expect(ws.supplements.map((s) => s.name)).toEqual(['Multivitamin']);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, body.data.planId));
    expect(row.chargedNutritionistId).toBe(n.nutritionistId);
  });

  it("refuses with 'You are out of Plans…' when no credit is left or it expired", async () => {
    const n = await nutritionistWithCredits(t, 1);
    const source = await sourcePlan(n); // spends the only credit
    const body = {
      sourcePackageId: source.pkg.id,
      sourcePlanId: source.planId,
      targetPackageId: source.pkg.id,
      selectTimeList: ['Lunch'],
    };
    const res = await t.post('/api/v1/diet/plan/copy-plan', body, n.cookie);
    expect(res.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.outOfCreditsCopy });
    expect(await t.db.select().from(plans).where(eq(plans.packageId, source.pkg.id))).toHaveLength(1);

    const expired = await nutritionistWithCredits(t, 10);
    const src2 = await sourcePlan(expired);
    await t.db
      .update(nutritionists)
      .set({ expiry: '2020-01-01' })
      .where(eq(nutritionists.id, expired.nutritionistId!));
    const res2 = await t.post(
      '/api/v1/diet/plan/copy-plan',
      { ...body, sourcePackageId: src2.pkg.id, sourcePlanId: src2.planId, targetPackageId: src2.pkg.id },
      expired.cookie,
    );
    expect(res2.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.creditsExpired('01-Jan-2020') });
  });

  it("needs timings ('Please Select Timings') and a non-empty source", async () => {
    const n = await nutritionistWithCredits(t, 10);
    const source = await sourcePlan(n);
    const base = {
      sourcePackageId: source.pkg.id,
      sourcePlanId: source.planId,
      targetPackageId: source.pkg.id,
    };
    const none = await t.post('/api/v1/diet/plan/copy-plan', { ...base, selectTimeList: [] }, n.cookie);
    expect(none.json()).toMatchObject({
      success: 0,
      message: PLAN_MESSAGES.selectTimings,
      data: { selectTimeList: PLAN_MESSAGES.selectTimings },
    });
    const emptyPlan = await createPlan(t, n, source.pkg.id);
    const used = (await creditsOf(t, n)).plansUsed;
    const empty = await t.post(
      '/api/v1/diet/plan/copy-plan',
      { ...base, sourcePlanId: emptyPlan, selectTimeList: ['Breakfast'] },
      n.cookie,
    );
    expect(empty.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.emptySource });
    const noMatch = await t.post(
      '/api/v1/diet/plan/copy-plan',
      { ...base, selectTimeList: ['Bedtime'] },
      n.cookie,
    );
    expect(noMatch.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.emptySource });
    expect((await creditsOf(t, n)).plansUsed).toBe(used);
    const wrongPackage = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        ...base,
        sourcePackageId: (await clientWithPackage(t, n.nutritionistId!)).pkg.id,
        selectTimeList: ['Lunch'],
      },
      n.cookie,
    );
    expect(wrongPackage.statusCode).toBe(404);
  });

  it('merges into an existing plan without spending a credit; source meals take their slots', async () => {
    const n = await nutritionistWithCredits(t, 10);
    const source = await sourcePlan(n);
    const { pkg: target } = await clientWithPackage(t, n.nutritionistId!);
    const targetPlan = await createPlan(t, n, target.id);
    // The target already has a lunch at 13:00 on day 1 and a dinner at 20:00.
    await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(target.id, targetPlan, 1, '13:00', [{ id: food.L002, qty: 100 }]),
      n.cookie,
    );
    await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(target.id, targetPlan, 1, '20:00', [{ id: food.B010, qty: 30 }]),
      n.cookie,
    );
    const used = (await creditsOf(t, n)).plansUsed;
    const res = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: source.pkg.id,
        sourcePlanId: source.planId,
        targetPackageId: target.id,
        targetPlanId: targetPlan,
        selectTimeList: ['Lunch'],
      },
      n.cookie,
    );
    expect(res.json()).toMatchObject({ success: 1, data: { planId: targetPlan } });
    expect((await creditsOf(t, n)).plansUsed).toBe(used);
    const ws = await workspace(n, targetPlan);
    expect(ws.meals.map((m) => [m.day, `${m.time.hh}:${m.time.mm}`, m.items[0].food_item_id])).toEqual([
      [1, '13:00', food.A015],
      [1, '20:00', food.B010],
    ]);
    const intoOther = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: source.pkg.id,
        sourcePlanId: source.planId,
        targetPackageId: source.pkg.id,
        targetPlanId: targetPlan,
        selectTimeList: ['Lunch'],
      },
      n.cookie,
    );
    expect(intoOther.statusCode).toBe(404);
  });

  it("a nutritionist cannot copy another nutritionist's plan", async () => {
    const owner = await nutritionistWithCredits(t, 10);
    const thief = await nutritionistWithCredits(t, 10);
    const source = await sourcePlan(owner);
    const { pkg } = await clientWithPackage(t, thief.nutritionistId!);
    const res = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: source.pkg.id,
        sourcePlanId: source.planId,
        targetPackageId: pkg.id,
        selectTimeList: ['Lunch'],
      },
      thief.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect((await creditsOf(t, thief)).plansUsed).toBe(0);
  });
});
