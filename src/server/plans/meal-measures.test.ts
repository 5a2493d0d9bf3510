import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTotals } from '../../shared/nutrition';
import { MEASURE_COUNT_MESSAGE, type Workspace, type WorkspaceItem } from '../../shared/plans';
import { dishes, foodItems, mealItems } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 27: a meal item in a household measure ("2 phulka"). The server checks the measure
 * against the dish's own, keeps the grams exact (count × the measure's grams), and every path
 * that writes meals again (copy, move, repeat, copy plan, undo) carries the measure unchanged.
 */
let t: TestApp;
let n: TestUser;
let food: Record<string, number>;
/** The current food rows of the starter dishes used here. */
const dish: Record<string, number> = {};
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, ['A015', 'B010', 'L002']));
  const found = await t.db
    .select({ key: dishes.key, foodId: dishes.currentFoodItemId })
    .from(dishes)
    .where(inArray(dishes.key, ['phulka', 'moong-dal', 'palak-sabzi', 'jeera-rice']));
  for (const d of found) dish[d.key!] = d.foodId!;
  expect(Object.keys(dish)).toHaveLength(4);
});
afterAll(async () => t.close());

const save = (body: unknown) => t.post('/api/v1/diet/planday/create-day', body, n.cookie);
const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
const measureOf = (i: WorkspaceItem) => [
  i.food_item_id,
  i.quantity,
  i.measure_label,
  i.measure_count,
  i.ref_id,
];

/**
 * Lunch of 2 phulka (or 1 katori jeera rice instead), 1 katori moong dal and 1½ katori palak
 * sabzi (100 g each, a dry sabzi).
 */
const lunch = () => [
  { id: dish.phulka, qty: 64, measure_label: 'phulka', measure_count: 2 },
  { id: dish['jeera-rice'], qty: 110, measure_label: 'katori', measure_count: 1, ref_id: dish.phulka },
  { id: dish['moong-dal'], qty: 150, measure_label: 'katori', measure_count: 1 },
  { id: dish['palak-sabzi'], qty: 150, measure_label: 'katori', measure_count: 1.5 },
];

async function planWithLunch() {
  const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Harpreet', lastName: 'Gill' });
  const res = await save(mealBody(pkg.id, planId, 1, '13:00', lunch(), { hypothetical_time: 'Lunch' }));
  expect(res.json().success, res.body).toBe(1);
  return { pkg, planId };
}

describe('a meal item in a household measure', () => {
  it('"2 phulka" is stored as 64 g with its measure; the day total counts 2 × 32 g of phulka', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    const res = await save(
      mealBody(pkg.id, planId, 1, '20:00', [
        { id: dish.phulka, qty: 64, measure_label: 'phulka', measure_count: 2 },
      ]),
    );
    expect(res.json().success, res.body).toBe(1);
    const [row] = await t.db.select().from(mealItems).where(eq(mealItems.mealId, res.json().data.meal_id));
    expect(row).toMatchObject({ quantity: 64, measureLabel: 'phulka', measureCount: 2 });

    const ws = await workspace(planId);
    const item = ws.meals[0].items[0];
    expect(item).toMatchObject({ measure_label: 'phulka', measure_count: 2, quantity: 64 });
    expect(item.measures).toEqual([{ unit: 'piece', label: 'phulka', grams: 32 }]);
    const [phulka] = await t.db.select().from(foodItems).where(eq(foodItems.id, dish.phulka));
    // The dish row is per 100 g cooked: 64 g is 0.64 of it.
    expect(dayTotals(ws.meals, 1).calories).toBeCloseTo(phulka.calories! * 0.64, 6);
    expect(dayTotals(ws.meals, 1).protein).toBeCloseTo(phulka.protein! * 0.64, 6);
  });

  it('refuses a count of 1.3, a label the dish lacks, grams that disagree, a measure on a food without any', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    const before = await fingerprint(t.db);
    const tryItem = async (item: Record<string, unknown>) => {
      const res = await save(mealBody(pkg.id, planId, 1, '20:00', [item as never]));
      expect(res.statusCode, res.body).toBe(422);
      return res.json();
    };
    expect(
      (await tryItem({ id: dish.phulka, qty: 41.6, measure_label: 'phulka', measure_count: 1.3 })).data,
    ).toEqual({
      'items.0.measure_count': MEASURE_COUNT_MESSAGE,
    });
    expect(
      (await tryItem({ id: dish.phulka, qty: 60, measure_label: 'phulka', measure_count: 21 })).data,
    ).toEqual({
      'items.0.measure_count': MEASURE_COUNT_MESSAGE,
    });
    const wrongLabel = await tryItem({
      id: dish.phulka,
      qty: 150,
      measure_label: 'katori',
      measure_count: 1,
    });
    expect(wrongLabel).toMatchObject({
      message: 'Please choose a measure of this food: phulka',
      data: { 'items.0.measure_label': 'Please choose a measure of this food: phulka' },
    });
    expect(
      (await tryItem({ id: dish.phulka, qty: 70, measure_label: 'phulka', measure_count: 2 })).data,
    ).toEqual({
      'items.0.qty': '2 phulka is 64 g, not 70 g',
    });
    expect(
      (await tryItem({ id: food.A015, qty: 150, measure_label: 'katori', measure_count: 1 })).data,
    ).toEqual({
      'items.0.measure_label': 'This food has no household measures: please give grams',
    });
    expect((await tryItem({ id: dish.phulka, qty: 64, measure_count: 2 })).data).toEqual({
      'items.0.measure_label': 'Please choose a measure for this count',
    });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('a food with measures may still be given in grams; a food without keeps grams only', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    const res = await save(
      mealBody(pkg.id, planId, 1, '20:00', [
        { id: dish['moong-dal'], qty: 120 },
        { id: food.L002, qty: 200 },
      ]),
    );
    expect(res.json().success, res.body).toBe(1);
    const items = (await workspace(planId)).meals[0].items;
    expect(items.map(measureOf)).toEqual([
      [dish['moong-dal'], 120, null, null, null],
      [food.L002, 200, null, null, null],
    ]);
    expect(items[1].measures).toBeNull();
  });
});

describe('measures travel with the meal', () => {
  const lunchMeasures = () =>
    lunch().map((i) => [i.id, i.qty, i.measure_label, i.measure_count, 'ref_id' in i ? i.ref_id : null]);

  it('copy day, move, repeat on the next day and copy plan keep "2 phulka" and its alternative', async () => {
    const { pkg, planId } = await planWithLunch();
    await t.post('/api/v1/diet/planday/add-day', { diet_plan_id: planId }, n.cookie);
    const copied = await t.post(
      '/api/v1/diet/plan/copy-day',
      { planId, sourceDay: 1, targetDay: 2 },
      n.cookie,
    );
    expect(copied.json().success, copied.body).toBe(1);
    let ws = await workspace(planId);
    expect(ws.meals.find((m) => m.day === 2)!.items.map(measureOf)).toEqual(lunchMeasures());

    const day2 = ws.meals.find((m) => m.day === 2)!;
    const moved = await t.post(
      '/api/v1/diet/planday/move-meal',
      { diet_plan_id: planId, meal_id: day2.meal_id, day: 2, time: '13:30' },
      n.cookie,
    );
    expect(moved.json().success, moved.body).toBe(1);
    ws = await workspace(planId);
    const movedMeal = ws.meals.find((m) => m.day === 2)!;
    expect(movedMeal.time).toEqual({ hh: '13', mm: '30' });
    expect(movedMeal.items.map(measureOf)).toEqual(lunchMeasures());

    const day1 = ws.meals.find((m) => m.day === 1)!;
    await t.post(
      '/api/v1/diet/planday/copy-meal',
      { diet_plan_id: planId, meal_id: day1.meal_id, target: 'next_day', overwrite: true },
      n.cookie,
    );
    ws = await workspace(planId);
    const repeated = ws.meals.find((m) => m.day === 2 && m.time.hh === '13' && m.time.mm === '00')!;
    expect(repeated.items.map(measureOf)).toEqual(lunchMeasures());

    const intoPlan = await t.post(
      '/api/v1/diet/plan/copy-plan',
      { sourcePackageId: pkg.id, sourcePlanId: planId, targetPackageId: pkg.id, selectTimeList: ['Lunch'] },
      n.cookie,
    );
    expect(intoPlan.json().success, intoPlan.body).toBe(1);
    const copy = await workspace(intoPlan.json().data.planId);
    expect(copy.meals[0].items.map(measureOf)).toEqual(lunchMeasures());
  });

  it('undo of an applied computed day puts the measures back', async () => {
    const { pkg, planId } = await planWithLunch();
    const targets = { energy_kcal: 1500, protein_g: 50, carbohydrate_g: null, fat_g: null, fibre_g: null };
    expect(
      (await t.post('/api/v1/diet/plan/targets', { plan_id: planId, ...targets }, n.cookie)).json().success,
    ).toBe(1);
    const generate = () =>
      t.post(
        '/api/v1/diet/plan/generate',
        { plan_id: planId, package_id: pkg.id, day: 1, mode: 'foods' },
        n.cookie,
      );
    // The solver's first answer loads HiGHS in its worker; a later one is within its time limit.
    await generate();
    const generated = await generate();
    expect(generated.json().success, generated.body).toBe(1);
    const previewId = generated.json().data.preview_id;
    const applied = await t.post(
      '/api/v1/diet/plan/generate/apply',
      { plan_id: planId, preview_id: previewId },
      n.cookie,
    );
    expect(applied.json().success, applied.body).toBe(1);
    expect((await workspace(planId)).meals.flatMap((m) => m.items).some((i) => i.measure_label)).toBe(false);
    const undone = await t.post(
      '/api/v1/diet/plan/generate/undo',
      { plan_id: planId, preview_id: previewId },
      n.cookie,
    );
    expect(undone.json().success, undone.body).toBe(1);
    expect((await workspace(planId)).meals[0].items.map(measureOf)).toEqual(lunchMeasures());
  }, 60_000);
});
