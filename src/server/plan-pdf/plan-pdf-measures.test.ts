import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes, dishVersions } from '../db/schema/index';
import { pdfTextReader } from '../testing/pdf-text';
import { mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 27: the printed plan speaks in household measures ("2 phulka (65 g)", grams to 5 g since
 * decision 208) and, when the
 * nutritionist ticks "include recipes", lists each dish of the plan once with its recipe.
 */
let t: TestApp;
let n: TestUser;
let food: Record<string, number>;
const dish: Record<string, number> = {};
const { textOf, dispose } = pdfTextReader('plan-pdf-measures');

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['L002']));
  const found = await t.db
    .select({ key: dishes.key, foodId: dishes.currentFoodItemId })
    .from(dishes)
    .where(inArray(dishes.key, ['phulka', 'moong-dal', 'curd']));
  for (const d of found) dish[d.key!] = d.foodId!;
}, 60_000);
afterAll(async () => {
  await t.close();
  dispose();
});

/** Lunch and dinner of dishes in measures, and milk in grams at bedtime. */
async function planOfDishes() {
  const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Harpreet', lastName: 'Gill' });
  const save = async (time: string, timing: string, items: Parameters<typeof mealBody>[4]) => {
    const body = mealBody(pkg.id, planId, 1, time, items, { hypothetical_time: timing });
    const res = await t.post('/api/v1/diet/planday/create-day', body, n.cookie);
    expect(res.json().success, res.body).toBe(1);
  };
  await save('13:00', 'Lunch', [
    { id: dish.phulka, qty: 64, measure_label: 'phulka', measure_count: 2 },
    { id: dish['moong-dal'], qty: 150, measure_label: 'katori', measure_count: 1 },
  ]);
  await save('20:00', 'Dinner', [{ id: dish.phulka, qty: 48, measure_label: 'phulka', measure_count: 1.5 }]);
  await save('22:00', 'Custom', [{ id: food.L002, qty: 200 }]);
  return { packageId: pkg.id, planId };
}

const exportPdf = (plan: { packageId: number; planId: number }, extra: Record<string, unknown> = {}) =>
  t.post(
    '/api/v1/client/package/export-pdf',
    { package_id: plan.packageId, plan_id: plan.planId, layout: 'portrait', paper_size: 'a4', ...extra },
    n.cookie,
  );

describe('the printed plan in household measures', () => {
  it('prints the measure first and the grams beside it; foods without measures keep grams', async () => {
    const plan = await planOfDishes();
    const res = await exportPdf(plan);
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Phulka — 2 phulka (65 g)');
    expect(text).toContain('Moong dal — 1 katori (150 g)');
    expect(text).toContain('Phulka — 1½ phulka (50 g)');
    // Milk has no dish measure: the client reads a glass, in ml (decisions 208, 310).
    expect(text).toContain('Cow milk — 1 glass (200 ml)');
    expect(text).not.toContain('Recipes of the dishes in this plan');
  });

  it('"include recipes" adds each dish once: raw grams per batch, cooked weight and measures', async () => {
    const plan = await planOfDishes();
    const res = await exportPdf(plan, { include_recipes: true });
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    const [phulka] = await t.db.select().from(dishVersions).where(eq(dishVersions.foodItemId, dish.phulka));
    expect(phulka.ingredients.map((i) => [i.name, i.grams])).toEqual([
      ['Wheat flour, atta', 100],
      ['water', 60],
    ]);
    expect(text).toContain('Recipes of the dishes in this plan');
    // In kitchen words (decision 208): plain names, spoons where they exist.
    expect(text).toContain('Phulka Ingredients for one batch: Wheat flour (atta) 100 g, Water 60 g');
    expect(text).toContain('Ghee 1 tsp (5 g)');
    expect(text).toContain('Salt ½ tsp (2 g)');
    expect(text).toContain('Cooked weight 130 g · 1 phulka = 32 g');
    expect(text).toContain('Cooked weight 300 g · 1 katori = 150 g');
    // Phulka is in two meals, moong dal in one; milk is no dish: two recipes.
    expect(text.match(/Ingredients for one batch/g)).toHaveLength(2);
  });

  it('leaves out the recipe of a dish the client must not have (servable meals only)', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n, {
      firstName: 'Farhan',
      lastName: 'Qureshi',
    });
    const body = mealBody(pkg.id, planId, 1, '13:00', [
      { id: dish.phulka, qty: 64, measure_label: 'phulka', measure_count: 2 },
      { id: dish.curd, qty: 100, measure_label: 'small katori', measure_count: 1 },
    ]);
    expect((await t.post('/api/v1/diet/planday/create-day', body, n.cookie)).json().success).toBe(1);
    // A milk allergy found after the plan was written: curd no longer prints, nor its recipe.
    const saved = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, allergies: ['milk'] },
      n.cookie,
    );
    expect(saved.json().success, saved.body).toBe(1);
    const res = await exportPdf({ packageId: pkg.id, planId }, { include_recipes: true });
    const text = textOf(res.rawPayload);
    expect(text).toContain('Phulka — 2 phulka (65 g)');
    expect(text).not.toContain('Curd');
    expect(text.match(/Ingredients for one batch/g)).toHaveLength(1);
  });
});
