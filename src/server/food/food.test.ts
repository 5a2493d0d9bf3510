import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoodSearchItem } from '../../shared/plans';
import { clientWithPackage, createPlan, nutritionistWithCredits } from '../plans/plans.fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  n = await nutritionistWithCredits(t);
});
afterAll(async () => t.close());

const search = async (qs: string, user = n): Promise<FoodSearchItem[]> => {
  const res = await t.get(`/api/v1/food/item/search?${qs}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const names = (list: FoodSearchItem[]) => list.map((f) => f.name);

describe('food search', () => {
  it('matches every word in any order, ignoring punctuation and case', async () => {
    expect(names(await search('q=rice%20raw%20milled'))).toContain('Rice, raw, milled');
    expect(names(await search('q=MILLED,%20raw%20rice'))).toContain('Rice, raw, milled');
    const dal = await search('q=dal%20green');
    expect(names(dal)).toEqual(['Green gram, dal']);
    expect(await search('q=rice%20chicken')).toEqual([]);
    expect(await search('q=%20%2C%20')).toEqual([]);
  });

  it('puts names that start with the query first, then those with fewer extra words', async () => {
    const list = names(await search('q=rice'));
    expect(list[0]).toMatch(/^Rice/);
    const firstNotStarting = list.findIndex((x) => !/^rice/i.test(x));
    if (firstNotStarting >= 0)
      expect(list.slice(firstNotStarting).every((x) => !/^rice/i.test(x))).toBe(true);
    const words = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean).length;
    const starting = list.slice(0, firstNotStarting < 0 ? list.length : firstNotStarting).slice(1);
    // After the exact/phrase matches, rice names come with non-decreasing word counts.
    for (let i = 1; i < starting.length; i++)
      expect(words(starting[i])).toBeGreaterThanOrEqual(words(starting[i - 1]));
    expect(names(await search('q=paneer'))[0]).toBe('Paneer');
  });

  it('answers per-100 g values in kcal and is_conflict for the client or plan preference', async () => {
    const { pkg } = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: 'Vegetarian' });
    const [egg] = await search(
      `q=egg%20poultry%20whole%20raw&package_id=${pkg.id}&hypothetical_time=Breakfast`,
    );
    expect(egg).toMatchObject({
      name: 'Egg, poultry, whole, raw',
      uom: 'g',
      quantity: 100,
      is_conflict: true,
    });
    // IFCT M001: enerc 564 kJ → 134.799… kcal; protein 13.28 g.
    expect(egg.calories).toBeCloseTo(564 / 4.184, 9);
    expect(egg.protein).toBeCloseTo(13.28, 9);
    const planId = await createPlan(t, n, pkg.id);
    await t.post(
      '/api/v1/diet/plan/edit',
      { id: planId, description: 'Eggs ok', food_preferences: 'Eggetarian' },
      n.cookie,
    );
    const [eggForPlan] = await search(
      `q=egg%20poultry%20whole%20raw&package_id=${pkg.id}&diet_plan_id=${planId}`,
    );
    expect(eggForPlan.is_conflict).toBe(false);
    const [plain] = await search('q=egg%20poultry%20whole%20raw');
    expect(plain.is_conflict).toBe(false);
  });

  it("needs a session and hides other nutritionists' packages", async () => {
    expect((await t.get('/api/v1/food/item/search?q=rice')).statusCode).toBe(401);
    const other = await nutritionistWithCredits(t);
    const { pkg } = await clientWithPackage(t, other.nutritionistId!);
    expect((await t.get(`/api/v1/food/item/search?q=rice&package_id=${pkg.id}`, n.cookie)).statusCode).toBe(
      404,
    );
  });
});
