import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/server/db/client';
import { plans } from '../../src/server/db/schema/index';
import {
  clientWithPackage,
  creditsOf,
  nutritionistWithCredits,
} from '../../src/server/testing/plan-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { dayTotals, energyShares, floor2, sumItems } from '../../src/shared/nutrition';
import type { Workspace } from '../../src/shared/plans';
import { seedDemoPlans } from './plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedDemoPlans', () => {
  it('adds one week of Indian meals per package, spends a credit each, and is idempotent', async () => {
    const n = await nutritionistWithCredits(t, 2);
    const veg = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: 'Vegetarian' });
    const nonVeg = await clientWithPackage(t, n.nutritionistId!, {
      foodPreferences: 'Non Vegetarian',
      category: 'Sports',
    });
    const broke = await clientWithPackage(t, n.nutritionistId!);
    const ids = [veg.pkg.id, nonVeg.pkg.id, broke.pkg.id];
    await seedDemoPlans(t.db, ids);
    await seedDemoPlans(t.db, ids);
    const made = await t.db.select().from(plans).where(inArray(plans.packageId, ids));
    // Two credits: the third package is skipped, and the second run adds nothing.
    expect(made.map((p) => p.packageId).sort()).toEqual([veg.pkg.id, nonVeg.pkg.id].sort());
    expect(await creditsOf(t, n)).toMatchObject({ plansUsed: 2 });

    const vegPlan = made.find((p) => p.packageId === veg.pkg.id)!;
    const ws: Workspace = (await t.get(`/api/v1/diet/plan/meals?id=${vegPlan.id}`, n.cookie)).json().data;
    expect(ws.days).toHaveLength(7);
    expect(ws.meals.length).toBeGreaterThanOrEqual(42);
    expect(ws.meals.flatMap((m) => m.items).some((i) => i.is_conflict)).toBe(false);
    const monday = dayTotals(ws.meals, 1);
    expect(monday.calories).toBeGreaterThan(1000);
    expect(monday.calories).toBeLessThan(2200);
    expect(energyShares(monday).carbohydrate).toBeGreaterThan(40);

    // Tuesday is a day of dishes in household measures (issue 27).
    const tuesday = ws.meals.filter((m) => m.day === 2).flatMap((m) => m.items);
    expect(tuesday.find((i) => i.label === 'Phulka')).toMatchObject({
      measure_label: 'phulka',
      measure_count: 2,
      quantity: 64,
    });
    expect(tuesday.filter((i) => i.measure_label).map((i) => i.label)).toContain('Moong dal');

    const [nv] = await t.db.select().from(plans).where(eq(plans.packageId, nonVeg.pkg.id));
    const nvWs: Workspace = (await t.get(`/api/v1/diet/plan/meals?id=${nv.id}`, n.cookie)).json().data;
    expect(nvWs.meals.flatMap((m) => m.items).some((i) => i.label.startsWith('Chicken'))).toBe(true);
    expect(nvWs.meals.flatMap((m) => m.items).some((i) => i.ref_id !== null)).toBe(true);
  });

  it('gives a vegan client vegan dishes: no dairy in the items, the notes or the day descriptions', async () => {
    const n = await nutritionistWithCredits(t, 1);
    const vegan = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: 'Vegan' });
    await seedDemoPlans(t.db, [vegan.pkg.id]);
    const [plan] = await t.db.select().from(plans).where(eq(plans.packageId, vegan.pkg.id));
    const ws: Workspace = (await t.get(`/api/v1/diet/plan/meals?id=${plan.id}`, n.cookie)).json().data;
    const items = ws.meals.flatMap((m) => m.items);
    expect(items.some((i) => i.is_conflict)).toBe(false);
    const texts = [
      ...ws.meals.map((m) => m.description ?? ''),
      ...ws.days.map((d) => d.dayDescr ?? ''),
      ...items.map((i) => i.label),
    ].join(' | ');
    expect(texts.replaceAll('soya milk', '')).not.toMatch(/milk|paneer|ghee|curd|butter/i);
    expect(texts).toContain('Aloo-methi paratha');
    expect(texts).toContain('soya milk');
    // Every day still has a full menu (the Bedtime milk is the only meal left out).
    for (let day = 1; day <= 7; day++) expect(ws.meals.filter((m) => m.day === day)).toHaveLength(6);
  });

  it("adds up the demo week by hand: oils count, and each day's energy shares make 100 % ± 3 %", async () => {
    const n = await nutritionistWithCredits(t, 1);
    const veg = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: 'Vegetarian' });
    await seedDemoPlans(t.db, [veg.pkg.id]);
    const [plan] = await t.db.select().from(plans).where(eq(plans.packageId, veg.pkg.id));
    const ws: Workspace = (await t.get(`/api/v1/diet/plan/meals?id=${plan.id}`, n.cookie)).json().data;

    // Monday's breakfast, vegetable poha, by hand from IFCT 2017 (kJ per 100 g):
    //   A011 Rice flakes 50 g: 1480 × 0.5 = 740 kJ; C 38.375, P 3.72, F 0.57
    //   D061 Peas, fresh 30 g:  340 × 0.3 = 102 kJ; C 3.564, P 2.175, F 0.039
    //   G017 Onion, big 30 g:   201 × 0.3 = 60.3 kJ; C 2.868, P 0.45, F 0.072
    //   T005 Groundnut oil 5 g: 37 kJ/g fat × 5 = 185 kJ (the table says 0); F 5
    //   1087.3 kJ / 4.184 = 259.87 kcal; C 44.807 g = 68.96 %, P 6.345 g = 9.76 %, F 5.681 g = 19.67 %
    const poha = ws.meals.find((m) => m.day === 1 && m.hypothetical_time === 'Breakfast')!;
    const meal = sumItems(poha.items);
    expect(floor2(meal.calories)).toBe(259.87);
    expect(floor2(meal.carbohydrate)).toBe(44.8);
    expect(floor2(meal.protein)).toBe(6.34);
    expect(floor2(meal.fat)).toBe(5.68);
    const mealShares = energyShares(meal);
    expect([mealShares.carbohydrate, mealShares.protein, mealShares.fat].map(floor2)).toEqual([
      68.96, 9.76, 19.67,
    ]);

    for (let day = 1; day <= 7; day++) {
      const totals = dayTotals(ws.meals, day);
      // The day's kcal equal the sum of each item's food energy × grams / 100, straight from the table.
      const [{ kcal }] = rows<{ kcal: number }>(
        await t.db.execute(sql`
          select sum(mi.quantity * f.calories / f.quantity) as kcal
          from meals m join meal_items mi on mi.meal_id = m.id join food_items f on f.id = mi.food_item_id
          where m.plan_id = ${plan.id} and m.day = ${day} and mi.ref_item_id is null`),
      );
      expect(totals.calories).toBeCloseTo(Number(kcal), 6);
      const shares = energyShares(totals);
      const sum = shares.carbohydrate + shares.protein + shares.fat;
      expect(sum, `day ${day}: ${sum.toFixed(2)} %`).toBeGreaterThanOrEqual(97);
      expect(sum, `day ${day}: ${sum.toFixed(2)} %`).toBeLessThanOrEqual(103);
    }
  });
});
