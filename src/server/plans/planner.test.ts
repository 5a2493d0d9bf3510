import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTotals, floor2 } from '../../shared/nutrition';
import { PLAN_MESSAGES, type Workspace } from '../../shared/plans';
import { mealItems } from '../db/schema/index';
import { type FoodIds, khichdi, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
let food: FoodIds;
// A015 rice, B010 moong dal, L002 cow milk, L003 paneer, M001 egg, N003 chicken breast, S006 rohu
const FOODS = ['A015', 'B010', 'L002', 'L003', 'M001', 'N003', 'S006'];
beforeAll(async () => ({ t, n, food } = await openPlanTest(50, FOODS)));
afterAll(async () => t.close());

const newPlan = (options: Parameters<typeof planForNewClient>[2] = {}) => planForNewClient(t, n, options);
const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
const save = (body: unknown) => t.post('/api/v1/diet/planday/create-day', body, n.cookie);

describe('create-day (save a meal)', () => {
  it('saves a meal and answers meal_id, total_meal_count and the meal with exact values', async () => {
    const { pkg, planId } = await newPlan();
    const res = await save(
      mealBody(pkg.id, planId, 1, '08:00', khichdi(food), {
        hypothetical_time: 'Breakfast',
        meal_description: 'Khichdi with a little ghee',
      }),
    );
    const body = res.json();
    expect(body).toMatchObject({
      success: 1,
      message: 'Diet Plan Day added successfully!',
      data: { meal_id: expect.any(Number), total_meal_count: 1 },
    });
    const meal = body.data.meal;
    expect(meal).toMatchObject({
      day: 1,
      time: { hh: '08', mm: '00' },
      hypothetical_time: 'Breakfast',
      description: 'Khichdi with a little ghee',
    });
    expect(meal.items.map((i: { label: string }) => i.label)).toEqual([
      'Rice, raw, milled',
      'Green gram, dal',
      'Paneer',
    ]);
    // 60 g rice: 1491 kJ × 0.6 / 4.184 = 213.8145 kcal; 78.24 × 0.6 = 46.944 g carbohydrate.
    expect(floor2(meal.items[0].value.qty_calories)).toBe(213.81);
    expect(meal.items[0].value).toMatchObject({ output: '60 g', uom: 'g' });
    expect(meal.items[0].value.qty_carbohydrate).toBeCloseTo(46.944, 9);
    expect(meal.items[2]).toMatchObject({ ref_id: food.B010, order: 2, is_conflict: false });
    expect(meal.items[0]).toMatchObject({ ref_id: null, order: 0, food_item_id: food.A015, quantity: 60 });
  });

  it('the workspace day total excludes alternatives (hand-worked IFCT figures)', async () => {
    const { pkg, planId } = await newPlan();
    await save(mealBody(pkg.id, planId, 1, '08:00', khichdi(food)));
    await save(mealBody(pkg.id, planId, 1, '21:30', [{ id: food.L002, qty: 200 }]));
    const ws = await workspace(planId);
    // kJ 894.6 + 408.9 + 610 = 1913.5 → 457.3374 kcal; carbohydrate 46.944 + 15.777 + 9.88 = 72.601 g.
    const totals = dayTotals(ws.meals, 1);
    expect(floor2(totals.calories)).toBe(457.33);
    expect(totals.carbohydrate).toBeCloseTo(72.601, 9);
    expect(totals.protein).toBeCloseTo(18.448, 9);
    expect(totals.fat).toBeCloseTo(9.677, 9);
  });

  it("marks items that clash with the client's preference, or the plan's when set", async () => {
    const { pkg, planId } = await newPlan({ foodPreferences: 'Vegetarian' });
    const res = await save(
      mealBody(pkg.id, planId, 2, '13:00', [
        { id: food.M001, qty: 50 },
        { id: food.S006, qty: 100 },
        { id: food.A015, qty: 50 },
      ]),
    );
    expect(res.json().data.meal.items.map((i: { is_conflict: boolean }) => i.is_conflict)).toEqual([
      true,
      true,
      false,
    ]);
    await t.post(
      '/api/v1/diet/plan/edit',
      { id: planId, description: 'Fish days', food_preferences: 'Pescetarian' },
      n.cookie,
    );
    const ws = await workspace(planId);
    expect(ws.food_preference).toBe('Pescetarian');
    expect(ws.meals[0].items.map((i) => i.is_conflict)).toEqual([false, false, false]);
  });

  it('asks before overwriting the meal in the same day and time (409, nothing changes), then overwrites', async () => {
    const { pkg, planId } = await newPlan();
    const first = (await save(mealBody(pkg.id, planId, 1, '12:00', [{ id: food.A015, qty: 80 }]))).json()
      .data;
    const asked = await save(mealBody(pkg.id, planId, 1, '12:00', [{ id: food.B010, qty: 40 }]));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      success: 0,
      message: PLAN_MESSAGES.overwrite,
      data: { occupied_days: [1] },
    });
    expect((await workspace(planId)).meals[0].items[0].food_item_id).toBe(food.A015);
    const second = (
      await save({ ...mealBody(pkg.id, planId, 1, '12:00', [{ id: food.B010, qty: 40 }]), overwrite: true })
    ).json().data;
    expect(second.meal_id).not.toBe(first.meal_id);
    expect(second.total_meal_count).toBe(1);
    const ws = await workspace(planId);
    expect(ws.meals).toHaveLength(1);
    expect(ws.meals[0].items[0].food_item_id).toBe(food.B010);
  });

  it('edits a meal in place, moving it to another slot and replacing its items in their new order', async () => {
    const { pkg, planId } = await newPlan();
    const { meal_id } = (
      await save(
        mealBody(pkg.id, planId, 1, '07:00', [
          { id: food.A015, qty: 80 },
          { id: food.L002, qty: 150 },
        ]),
      )
    ).json().data;
    const res = await save(
      mealBody(
        pkg.id,
        planId,
        3,
        '07:30',
        [
          { id: food.L002, qty: 200 },
          { id: food.A015, qty: 60.5 },
        ],
        { meal_id },
      ),
    );
    expect(res.json().data).toMatchObject({ meal_id, total_meal_count: 1 });
    const ws = await workspace(planId);
    expect(ws.meals[0]).toMatchObject({ meal_id, day: 3, time: { hh: '07', mm: '30' } });
    expect(ws.meals[0].items.map((i) => [i.food_item_id, i.quantity])).toEqual([
      [food.L002, 200],
      [food.A015, 60.5],
    ]);
    expect(await t.db.select().from(mealItems).where(eq(mealItems.mealId, meal_id))).toHaveLength(2);
  });

  it("refuses an empty meal with 'No Items in Meal. Please Add a Meal to Continue.'", async () => {
    const { pkg, planId } = await newPlan();
    const res = await save(mealBody(pkg.id, planId, 1, '08:00', []));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: 0,
      message: PLAN_MESSAGES.noItems,
      data: { items: PLAN_MESSAGES.noItems },
    });
    const missing = await save({ package_id: pkg.id, diet_plan_id: planId, day: 1, time: '08:00' });
    expect(missing.json().message).toBe(PLAN_MESSAGES.noItems);
  });

  it('validates time, quantity, foods, alternatives, timing and the meal id', async () => {
    const { pkg, planId } = await newPlan();
    const bad = await save(
      mealBody(pkg.id, planId, 0, '08:10', [{ id: food.A015, qty: -1 }], { hypothetical_time: 'Brunch' }),
    );
    expect(bad.json().data).toMatchObject({
      day: expect.any(String),
      time: expect.any(String),
      'items.0.qty': 'Quantity cannot be negative',
    });
    expect(
      (await save(mealBody(pkg.id, planId, 1, '8:00', [{ id: food.A015, qty: 1 }]))).json().data,
    ).toEqual({
      time: expect.any(String),
    });
    expect((await save(mealBody(pkg.id, planId, 1, '08:00', [{ id: 999999, qty: 1 }]))).json().data).toEqual({
      'items.0.id': expect.any(String),
    });
    const badRef = await save(
      mealBody(pkg.id, planId, 1, '08:00', [
        { id: food.A015, qty: 1 },
        { id: food.B010, qty: 1, ref_id: food.L002 },
      ]),
    );
    expect(badRef.json().data).toEqual({ 'items.1.ref_id': expect.any(String) });
    const timing = await save(
      mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 1 }], {
        hypothetical_time: 'Pre-Training',
      }),
    );
    expect(timing.json().data).toEqual({ hypothetical_time: expect.any(String) });
    const otherPlan = await newPlan();
    const foreignMeal = (
      await save(mealBody(otherPlan.pkg.id, otherPlan.planId, 1, '08:00', [{ id: food.A015, qty: 1 }]))
    ).json().data.meal_id;
    const moved = await save(
      mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 1 }], { meal_id: foreignMeal }),
    );
    expect(moved.statusCode).toBe(404);
    const wrongPackage = await save(
      mealBody(otherPlan.pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 1 }]),
    );
    expect(wrongPackage.statusCode).toBe(404);
    // Quantity 0 and any step are fine; a late-night slot (00:00–03:45) is part of the grid.
    expect(
      (await save(mealBody(pkg.id, planId, 1, '02:45', [{ id: food.A015, qty: 0.125 }]))).json().success,
    ).toBe(1);
  });
});

describe('delete a meal', () => {
  it("deletes and answers meal_id and total_meal_count; 'Meal Id missing, please try again' without an id", async () => {
    const { pkg, planId } = await newPlan();
    const a = (await save(mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 50 }]))).json().data;
    await save(mealBody(pkg.id, planId, 1, '13:00', [{ id: food.B010, qty: 50 }]));
    const res = await t.post('/api/v1/diet/plandaymeal/delete', { mealId: a.meal_id }, n.cookie);
    expect(res.json()).toMatchObject({ success: 1, data: { meal_id: a.meal_id, total_meal_count: 1 } });
    const missing = await t.post('/api/v1/diet/plandaymeal/delete', {}, n.cookie);
    expect(missing.json()).toEqual({
      success: 0,
      message: PLAN_MESSAGES.mealIdMissing,
      data: { meal_id: PLAN_MESSAGES.mealIdMissing },
    });
    const stranger = await t.createNutritionist();
    const b = (await workspace(planId)).meals[0].meal_id;
    expect((await t.post('/api/v1/diet/plandaymeal/delete', { mealId: b }, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await workspace(planId)).meals).toHaveLength(1);
  });
});

describe('days', () => {
  it('lists, adds, describes and deletes days; later days move up one', async () => {
    const { pkg, planId } = await newPlan();
    const list = (await t.get(`/api/v1/diet/planday/list?diet_plan_id=${planId}`, n.cookie)).json().data;
    expect(list).toHaveLength(7);
    const added = (await t.post('/api/v1/diet/planday/add-day', { diet_plan_id: planId }, n.cookie)).json();
    expect(added).toMatchObject({ success: 1, data: { day: 8, dayDescr: null } });

    const empty = await t.post(
      '/api/v1/diet/planday/edit-day',
      { diet_plan_id: planId, day: 2, day_description: '   ' },
      n.cookie,
    );
    expect(empty.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.dayDescription });
    const named = await t.post(
      '/api/v1/diet/planday/edit-day',
      { diet_plan_id: planId, day: 3, day_description: 'Ekadashi fast' },
      n.cookie,
    );
    expect(named.json()).toMatchObject({ success: 1, data: { day: 3, dayDescr: 'Ekadashi fast' } });

    await save(mealBody(pkg.id, planId, 2, '08:00', [{ id: food.A015, qty: 50 }]));
    await save(mealBody(pkg.id, planId, 3, '08:00', [{ id: food.B010, qty: 50 }]));
    await save(mealBody(pkg.id, planId, 4, '08:00', [{ id: food.L002, qty: 50 }]));
    const del = await t.post(
      '/api/v1/diet/planday/delete',
      { diet_plan_id: planId, day: 2, package_id: pkg.id },
      n.cookie,
    );
    expect(del.json().success).toBe(1);
    const ws = await workspace(planId);
    expect(ws.days).toHaveLength(7);
    expect(ws.days[1]).toEqual({ day: 2, dayDescr: 'Ekadashi fast' });
    expect(ws.meals.map((m) => [m.day, m.items[0].food_item_id])).toEqual([
      [2, food.B010],
      [3, food.L002],
    ]);
  });

  it('copies a day only into an empty day', async () => {
    const { pkg, planId } = await newPlan();
    await save(mealBody(pkg.id, planId, 1, '08:00', khichdi(food)));
    await save(mealBody(pkg.id, planId, 1, '20:00', [{ id: food.L002, qty: 200 }]));
    await save(mealBody(pkg.id, planId, 3, '09:00', [{ id: food.L002, qty: 100 }]));
    const copy = (targetDay: number, sourceDay = 1) =>
      t.post('/api/v1/diet/plan/copy-day', { planId, sourceDay, targetDay }, n.cookie);

    const res = (await copy(2)).json();
    expect(res.success).toBe(1);
    const copied = (res.data as Workspace).meals.filter((m) => m.day === 2);
    expect(copied.map((m) => `${m.time.hh}:${m.time.mm}`)).toEqual(['08:00', '20:00']);
    expect(copied[0].items.map((i) => [i.food_item_id, i.quantity, i.ref_id])).toEqual([
      [food.A015, 60, null],
      [food.B010, 30, null],
      [food.L003, 50, food.B010],
    ]);
    expect(floor2(dayTotals(res.data.meals, 2).calories)).toBe(floor2(dayTotals(res.data.meals, 1).calories));

    const filled = await copy(3);
    expect(filled.statusCode).toBe(409);
    expect(filled.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.targetDaysNotEmpty([3]) });
    expect((await copy(1)).json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.sameDay });
    expect((await copy(4, 5)).json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.sourceDayEmpty });
  });
});

describe('meal timings, supplements, labels, recipes', () => {
  it("answers the category's meal types: sports_* for Sports, nonsports_* otherwise", async () => {
    const sports = await newPlan({ category: 'Sports', subCategory: 'Cricket' });
    const other = await newPlan();
    const s = (
      await t.get(`/api/v1/diet/planday/meal-timing-list?package_id=${sports.pkg.id}`, n.cookie)
    ).json().data;
    const o = (
      await t.get(`/api/v1/diet/planday/meal-timing-list?diet_plan_id=${other.planId}`, n.cookie)
    ).json().data;
    const names = (list: { meal_type: string }[]) => list.map((x) => x.meal_type);
    expect(names(s)).toContain('Pre-Training');
    expect(names(o)).not.toContain('Pre-Training');
    expect(o[0]).toEqual({ meal_type: 'On Waking Up', default_time: '04:00', mandatory: true });
    expect(o.find((x: { meal_type: string }) => x.meal_type === 'Bedtime')).toMatchObject({
      mandatory: false,
    });
    // A Sports meal type is accepted in a Sports plan.
    const res = await save(
      mealBody(sports.pkg.id, sports.planId, 1, '16:00', [{ id: food.A015, qty: 50 }], {
        hypothetical_time: 'Pre-Training',
      }),
    );
    expect(res.json().success).toBe(1);
  });

  it('adds supplements from the catalogue, lists and deletes them', async () => {
    const { pkg, planId } = await newPlan();
    const catalogue = (await t.get('/api/v1/diet/supplement/supplements-data', n.cookie)).json().data;
    expect(catalogue.map((s: { name: string }) => s.name)).toContain('Vitamin D3 60,000 IU');
    const none = await t.post(
      '/api/v1/diet/supplement/create',
      { planId, packageId: pkg.id, name: '' },
      n.cookie,
    );
    expect(none.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.supplementName });
    const unknown = await t.post('/api/v1/diet/supplement/create', { planId, name: 'Magic Dust' }, n.cookie);
    expect(unknown.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.supplementName });
    const added = await t.post(
      '/api/v1/diet/supplement/create',
      { planId, packageId: pkg.id, name: 'Vitamin D3 60,000 IU', dosage: '1 sachet every Sunday' },
      n.cookie,
    );
    expect(added.json()).toMatchObject({
      success: 1,
      message: 'Nutrition Supplements added successfully!',
      data: { name: 'Vitamin D3 60,000 IU', dosage: '1 sachet every Sunday' },
    });
    const list = (
      await t.get(`/api/v1/diet/supplement/diet-plan-supplement?diet_plan_id=${planId}`, n.cookie)
    ).json();
    expect(list.data).toHaveLength(1);
    const del = await t.post('/api/v1/diet/supplement/delete', { id: list.data[0].id }, n.cookie);
    expect(del.json()).toMatchObject({
      success: 1,
      message: 'Nutrition Supplement row deleted successfully!',
    });
    expect((await workspace(planId)).supplements).toEqual([]);
  });

  it('replaces labels (from Diet_Plan_Labels) and recipes', async () => {
    const { pkg, planId } = await newPlan();
    const labels = await t.post(
      '/api/v1/diet/planlabel/create',
      { planId, packageId: pkg.id, labels: ['High Protein', 'Diabetic Friendly'] },
      n.cookie,
    );
    expect(labels.json()).toMatchObject({
      success: 1,
      message: 'Nutrition Plan Labels added successfully!',
      data: { labels: ['Diabetic Friendly', 'High Protein'] },
    });
    const badLabel = await t.post(
      '/api/v1/diet/planlabel/create',
      { planId, labels: ['Crash Diet'] },
      n.cookie,
    );
    expect(badLabel.json()).toMatchObject({ success: 0, data: { labels: expect.any(String) } });

    const catalogue = (await t.get('/api/v1/diet/planrecipe/recipes-data', n.cookie)).json().data;
    const chilla = catalogue.find((r: { name: string }) => r.name === 'Moong Dal Chilla');
    const recipes = await t.post(
      '/api/v1/diet/planrecipe/create',
      {
        planId,
        packageId: pkg.id,
        recipes: [{ name: chilla.name, link: chilla.link, meal: chilla.meal, dish_type: chilla.dish_type }],
      },
      n.cookie,
    );
    expect(recipes.json()).toMatchObject({
      success: 1,
      message: 'Nutrition Plan Recipes added successfully!',
      data: { recipes: [{ name: 'Moong Dal Chilla', meal: 'Breakfast' }] },
    });
    const ws = await workspace(planId);
    expect(ws.labels).toEqual(['Diabetic Friendly', 'High Protein']);
    expect(ws.plan.tags).toEqual(['Diabetic Friendly', 'High Protein']);
    expect(ws.recipes).toHaveLength(1);
    expect(ws.package).toMatchObject({ id: pkg.id, food_preferences: 'Vegetarian' });
    expect(ws.days).toHaveLength(7);
  });
});
