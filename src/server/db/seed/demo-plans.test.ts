import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTotals, energyShares } from '../../../shared/nutrition';
import type { Workspace } from '../../../shared/plans';
import { clientWithPackage, creditsOf, nutritionistWithCredits } from '../../plans/plans.fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { plans } from '../schema/index';
import { seedDemoPlans } from './demo-plans';

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
});
