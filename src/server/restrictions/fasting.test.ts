import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FASTING_FOODS, isFastingFood } from '../../shared/fasting';
import type { GeneratePreview } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/** Fasting days (issue 26, decision 143): a Tuesday vrat allowing fruit, milk, potato, nuts, … */
let t: TestApp;
let n: TestUser;
let food: FoodIds;

// Rice, moong dal, potato, milk, paneer, groundnut and IFCT fruits.
const IFCT = 'A015 B010 F006 L002 L003 H012 E001 E023';

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(40, IFCT.split(' ')));
});
afterAll(async () => t.close());

const TUESDAY = 2;

async function fastingPlan(plan: { day_format?: string; start_date?: string }) {
  const { client, pkg, planId } = await planForNewClient(t, n);
  const list = await t.post(
    '/api/v1/client/restrictions/save',
    { client_id: client.id, fasting: [{ weekdays: [TUESDAY], allowed: FASTING_FOODS }] },
    n.cookie,
  );
  expect(list.statusCode, list.body).toBe(200);
  const edit = await t.post(
    '/api/v1/diet/plan/edit',
    { id: planId, description: 'Navratri week', ...plan },
    n.cookie,
  );
  expect(edit.statusCode, edit.body).toBe(200);
  return { pkg, planId };
}

const save = (
  packageId: number,
  planId: number,
  day: number,
  items: Record<string, unknown>[],
  time = '08:00',
) =>
  t.post('/api/v1/diet/planday/create-day', mealBody(packageId, planId, day, time, items as never), n.cookie);

describe('fasting days', () => {
  it('a Tuesday of a week_day plan takes fasting foods; rice there needs an override, Monday does not', async () => {
    const { pkg, planId } = await fastingPlan({ day_format: 'week_day' });
    // Day 2 is Tuesday: potato, milk, paneer and groundnut are fasting foods.
    const fastFoods = await save(pkg.id, planId, 2, [
      { id: food.F006, qty: 150 },
      { id: food.L002, qty: 200 },
      { id: food.L003, qty: 50 },
      { id: food.H012, qty: 20 },
    ]);
    expect(fastFoods.statusCode, fastFoods.body).toBe(200);

    const rice = await save(pkg.id, planId, 2, [{ id: food.A015, qty: 60 }], '13:00');
    expect(rice.statusCode).toBe(422);
    expect(rice.json().message).toBe(
      'Rice, raw, milled on Day 2: not a fasting food: Tuesday fast. To keep it, give a reason for the override.',
    );
    const ws0 = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    expect(ws0.meals.map((m) => m.day)).toEqual([2]);

    // Monday (day 1) keeps no fast.
    expect((await save(pkg.id, planId, 1, [{ id: food.A015, qty: 60 }])).statusCode).toBe(200);

    // Kept with a reason on Tuesday; Fill then refuses that day, naming it.
    const kept = await save(
      pkg.id,
      planId,
      2,
      [{ id: food.A015, qty: 60, override_reason: 'Client breaks the fast at dinner' }],
      '20:00',
    );
    expect(kept.statusCode, kept.body).toBe(200);
    await t.post(
      '/api/v1/diet/plan/targets',
      { plan_id: planId, energy_kcal: 1600, protein_g: 50 },
      n.cookie,
    );
    const fill = await t.post(
      '/api/v1/diet/plan/generate',
      { plan_id: planId, package_id: pkg.id, day: 2, mode: 'quantities' },
      n.cookie,
    );
    expect(fill.statusCode).toBe(422);
    expect(fill.json().message).toMatch(
      /^Day 2 holds Rice, raw, milled \(not a fasting food: Tuesday fast\)/,
    );
  }, 60_000);

  it("maps day numbers through the plan's start date, else its package's (issue 32)", async () => {
    // 2026-12-01 is a Tuesday: day 1 is the fast.
    const dated = await fastingPlan({ start_date: '2026-12-01' });
    const refused = await save(dated.pkg.id, dated.planId, 1, [{ id: food.B010, qty: 30 }]);
    expect(refused.json().data['items.0.override_reason']).toMatch(
      /^Green gram, dal on Day 1: not a fasting food: Tuesday fast/,
    );
    expect((await save(dated.pkg.id, dated.planId, 2, [{ id: food.B010, qty: 30 }])).statusCode).toBe(200);

    // Without its own dates the plan runs from its package's start, 2025-02-01, a Saturday: day 4
    // is the Tuesday fast (before issue 32 an undated plan kept no fast at all).
    const undated = await fastingPlan({});
    for (const day of [1, 2, 3, 5, 6, 7])
      expect((await save(undated.pkg.id, undated.planId, day, [{ id: food.B010, qty: 30 }])).statusCode).toBe(
        200,
      );
    const tuesday = await save(undated.pkg.id, undated.planId, 4, [{ id: food.B010, qty: 30 }]);
    expect(tuesday.statusCode).toBe(422);
    expect(tuesday.json().message).toMatch(/^Green gram, dal on Day 4: not a fasting food: Tuesday fast/);
  }, 60_000);

  // The plan calendar (issue 32): a day-number plan without its own start date counts its days
  // from its package's start (the test package starts on Saturday 01-Feb-2025: day 4 is Tuesday).
  describe('generating a fasting day', () => {
    for (const [what, plan, day] of [
      ["the Tuesday of an undated plan, by its package's start date", {}, 4],
      ['a Tuesday of a week_day plan', { day_format: 'week_day' }, 2],
    ] as const)
      it(`generates ${what} from fasting foods only`, async () => {
        const { pkg, planId } = await fastingPlan(plan);
        await t.post(
          '/api/v1/diet/plan/targets',
          { plan_id: planId, energy_kcal: 1500, protein_g: 45 },
          n.cookie,
        );
        const res = await t.post(
          '/api/v1/diet/plan/generate',
          { plan_id: planId, package_id: pkg.id, day, mode: 'foods' },
          n.cookie,
        );
        expect(res.statusCode, res.body).toBe(200);
        // Without the fast, rice, dal and the like fill a day; on Tuesday only fasting foods are chosen.
        const items = (res.json().data as GeneratePreview).days[0].meals.flatMap((m) => m.items);
        expect(items.length, JSON.stringify(res.json().data.days[0]).slice(0, 600)).toBeGreaterThan(0);
        for (const item of items)
          expect(
            isFastingFood({ name: item.label, group: item.food_group, tags: null }, FASTING_FOODS),
            item.label,
          ).toBe(true);
      }, 120_000);
  });

  it('refuses moving or repeating a rice meal onto the Tuesday fast, naming the food', async () => {
    const { pkg, planId } = await fastingPlan({ day_format: 'week_day' });
    for (const day of [2, 3])
      await t.post(
        '/api/v1/diet/planday/create-day',
        mealBody(pkg.id, planId, day, '07:00', [{ id: food.E001, qty: 100 }] as never),
        n.cookie,
      );
    const monday = await save(pkg.id, planId, 1, [{ id: food.A015, qty: 60 }], '13:00');
    const mealId = monday.json().data.meal_id as number;
    const moved = await t.post(
      '/api/v1/diet/planday/move-meal',
      { diet_plan_id: planId, meal_id: mealId, day: 2, time: '13:00' },
      n.cookie,
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe(
      'Not moved: Rice, raw, milled on Day 2: not a fasting food: Tuesday fast. Open the meal to keep a food with a reason, or change it.',
    );
    const repeated = await t.post(
      '/api/v1/diet/planday/copy-meal',
      { diet_plan_id: planId, meal_id: mealId, target: 'next_day' },
      n.cookie,
    );
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().message).toMatch(
      /^Not copied: Rice, raw, milled on Day 2: not a fasting food: Tuesday fast/,
    );
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    expect(
      ws.meals.filter((m) => m.items.some((i) => i.food_item_id === food.A015)).map((m) => m.day),
    ).toEqual([1]);
    // Wednesday keeps no fast: the move goes through.
    const wednesday = await t.post(
      '/api/v1/diet/planday/move-meal',
      { diet_plan_id: planId, meal_id: mealId, day: 3, time: '13:00' },
      n.cookie,
    );
    expect(wednesday.statusCode, wednesday.body).toBe(200);
  });
});
