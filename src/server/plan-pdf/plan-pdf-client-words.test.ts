import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { dishes, planLinks, planShares, plans } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { pdfTextReader } from '../testing/pdf-text';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 33 point 7 (decision 208): what a client reads on the plan PDF and the plan page — plain
 * food names ("Orange", never IFCT's "Orange, pulp"), pieces and spoons with whole grams, whole
 * numbers in the day totals, and the recipe appendix in kitchen words ("Curd", not milk).
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
let curdDish: number;
const { textOf, dispose } = pdfTextReader('plan-pdf-words');

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['E047', 'E012', 'H001', 'H010', 'A015', 'B010']));
  const [curd] = await t.db
    .select({ foodId: dishes.currentFoodItemId })
    .from(dishes)
    .where(eq(dishes.key, 'curd'));
  curdDish = curd.foodId!;
}, 60_000);
afterAll(async () => {
  await t.close();
  dispose();
});

/** Aarti Deshpande's day: fruit, nuts and seeds at breakfast; rice, dal and curd at lunch. */
async function plannedDay() {
  const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Aarti', lastName: 'Deshpande' });
  const save = async (time: string, timing: string, items: Parameters<typeof mealBody>[4]) => {
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, time, items, { hypothetical_time: timing }),
      n.cookie,
    );
    expect(res.json().success, res.body).toBe(1);
  };
  await save('08:00', 'Breakfast', [
    { id: food.E047, qty: 125 },
    { id: food.E012, qty: 120, ref_id: food.E047 },
    { id: food.H001, qty: 7.3 },
    { id: food.H010, qty: 6 },
  ]);
  await save('13:00', 'Lunch', [
    { id: food.A015, qty: 62.5 },
    { id: food.B010, qty: 33.3 },
    { id: curdDish, qty: 100, measure_label: 'small katori', measure_count: 1 },
  ]);
  return { pkg, planId };
}

describe('the words a client reads', () => {
  it('prints plain names, pieces and whole numbers, and the recipe appendix in kitchen words', async () => {
    const { pkg, planId } = await plannedDay();
    const res = await t.post(
      '/api/v1/client/package/export-pdf',
      { package_id: pkg.id, plan_id: planId, layout: 'portrait', paper_size: 'a4', include_recipes: true },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Orange — 1 medium orange (125 g) or Banana — 1 medium banana (120 g)');
    expect(text).toContain('Almonds — 6 almonds (7 g)');
    expect(text).toContain('Sesame seeds — 2 tsp (6 g)');
    expect(text).toContain('Rice — 65 g');
    expect(text).toContain('Moong dal — 35 g');
    expect(text).toContain('Curd — 1 small katori (100 g)');
    for (const internal of [
      'Orange, pulp',
      'Banana, ripe',
      'robusta',
      'Gingelly',
      'Green gram',
      'Milk, whole',
    ])
      expect(text).not.toContain(internal);
    // Whole numbers only: no "30.36 kcal" or "209.89 g" anywhere.
    expect(text).not.toMatch(/\d+\.\d+\s*(kcal|g|%)/);
    expect(text).toMatch(
      /Day total: Energy [\d,]+ kcal · Carbohydrate \d+ g \(\d+%\) · Protein \d+ g \(\d+%\)/,
    );
    // The curd dish's recipe names curd, by the katori.
    expect(text).toContain('Curd Ingredients for one batch: Curd 3½ katori (500 g)');
  });

  it('shows the client plan page with the same plain names and whole grams', async () => {
    const { pkg, planId } = await plannedDay();
    await t.db.update(plans).set({ startDate: practiceToday() }).where(eq(plans.id, planId));
    await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
    const token = newToken();
    await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
    const res = await t.get(`/api/v1/my-plan/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const view: PortalView = res.json().data;
    const [breakfast, lunch] = view.plan!.days[0].meals;
    expect(breakfast.items.map((i) => [i.name, i.amount])).toEqual([
      ['Orange', '1 medium orange (125 g)'],
      ['Almonds', '6 almonds (7 g)'],
      ['Sesame seeds', '2 tsp (6 g)'],
    ]);
    expect(breakfast.items[0].alternatives.map((a) => [a.name, a.amount])).toEqual([
      ['Banana', '1 medium banana (120 g)'],
    ]);
    expect(lunch.items.map((i) => [i.name, i.amount])).toEqual([
      ['Rice', '65 g'],
      ['Moong dal', '35 g'],
      ['Curd', '1 small katori (100 g)'],
    ]);
  });
});
