import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishFlags, dishNutrition, type NutrientValues } from '../../../shared/dishes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dishes, dishVersions, foodItems } from '../schema/index';
import { ingredientFoods, saveDishVersion, seedDishes } from './dishes';
import { STARTER_DISHES } from './dishes-data';
import { readIfctFoods } from './foods';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IFCT = new Map<string, NutrientValues>(readIfctFoods().map((f) => [f.code, f]));

async function dishByKey(key: string) {
  const [row] = await t.db
    .select({ dish: dishes, food: foodItems })
    .from(dishes)
    .innerJoin(foodItems, eq(foodItems.id, dishes.currentFoodItemId))
    .where(eq(dishes.key, key));
  return row;
}

describe('the starter dishes in the database', () => {
  it('loads every starter dish with one version whose food row holds its computed nutrition and measures', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(dishes).where(isNotNull(dishes.key));
    expect(n).toBe(STARTER_DISHES.length);
    const phulka = await dishByKey('phulka');
    const expected = dishNutrition(STARTER_DISHES.find((d) => d.key === 'phulka')!, (c) =>
      IFCT.get(c),
    ).per100g;
    expect(phulka.food.calories).toBeCloseTo(expected.calories, 6);
    expect(phulka.food.protein).toBeCloseTo(expected.protein, 6);
    expect(phulka.food.measures).toEqual([{ unit: 'piece', label: 'phulka', grams: 32 }]);
    expect(phulka.food.dishId).toBe(phulka.dish.id);
    expect(phulka.food.tags).toEqual(expect.arrayContaining(['wheat', 'gluten']));
  });

  it("writes each dish's Hindi name and traits (issue 33, decisions 205 and 207)", async () => {
    const sambar = await dishByKey('sambar');
    expect(sambar.dish.nameHi).toBe('सांभर');
    expect(sambar.dish.traits).toEqual(expect.arrayContaining(['rice_only', 'sambar_rasam', 'protein']));
    const rotli = await dishByKey('rotli');
    expect(rotli.dish.region).toBe('west');
    expect(rotli.dish.nameHi).toBe('रोटली');
    expect(rotli.dish.traits).toContain('bread');
    const [{ n }] = await t.db.select({ n: count() }).from(dishes).where(isNull(dishes.nameHi));
    expect(n).toBe(0);
  });

  it('tags a dish with what its ingredients contain and flags it from them', async () => {
    const omelette = STARTER_DISHES.find((d) => /omelette/i.test(d.name))!;
    const row = await dishByKey(omelette.key);
    expect(row.food.tags).toContain('egg');
    expect(dishFlags(row.food.tags as never).diet).toBe('egg');
    const chicken = STARTER_DISHES.find((d) => /chicken curry/i.test(d.name))!;
    expect(dishFlags((await dishByKey(chicken.key)).food.tags as never).diet).toBe('non_vegetarian');
  });

  it('seeds again without new versions, and a changed recipe of a dish a plan uses becomes a new version', async () => {
    await seedDishes(t.db);
    const [{ n }] = await t.db.select({ n: count() }).from(dishVersions);
    expect(n).toBe(STARTER_DISHES.length);

    const phulka = await dishByKey('phulka');
    const [version] = await t.db
      .select()
      .from(dishVersions)
      .where(eq(dishVersions.foodItemId, phulka.food.id));
    const ids = version.ingredients.flatMap((i) => (i.foodItemId ? [i.foodItemId] : []));
    const foods = new Map((await ingredientFoods(t.db, { ids })).map((f) => [f.id, f]));
    const bigger = { ...version, name: 'Phulka', localNames: [], yieldGrams: version.yieldGrams - 10 };
    // No plan uses it yet: the same version changes in place.
    expect((await saveDishVersion(t.db, phulka.dish.id, bigger, foods, null)).newVersion).toBe(false);
    const [inPlace] = await t.db.select().from(foodItems).where(eq(foodItems.id, phulka.food.id));
    expect(inPlace.calories).toBeGreaterThan(phulka.food.calories);
    expect(
      await t.db
        .select()
        .from(dishVersions)
        .where(and(eq(dishVersions.dishId, phulka.dish.id))),
    ).toHaveLength(1);
  });
});
