import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes, dishVersions, foodItems } from '../db/schema/index';
import { STARTER_DISHES } from '../db/seed/dishes-data';
import { builtinFoods } from '../db/seed/foods';
import { CURD_CODE, CURD_DISHES, CURD_MILK_CODE } from '../db/seed/foods-curd';
import { PLAIN_NAMES, plainNameByRule } from '../db/seed/foods-plain-names';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ROLE_FOODS } from './pipelines/portions';

/**
 * Issue 33 point 7 (decisions 208, 209): every food a client can read has a plain name without
 * IFCT's comma-separated descriptors; curd is its own food, derived from IFCT's cow milk.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const builtin = (codes: string[]) =>
  t.db
    .select()
    .from(foodItems)
    .where(and(inArray(foodItems.sourceCode, codes), isNull(foodItems.dishId)));

/** The IFCT codes a client can meet: the generator's foods and every starter dish ingredient. */
const offered = [
  ...new Set([
    ...Object.values(ROLE_FOODS).flat(),
    ...STARTER_DISHES.flatMap((d) => d.ingredients.flatMap((i) => ('ifctCode' in i ? [i.ifctCode] : []))),
  ]),
];

describe('plain names', () => {
  it('gives every food the generator offers and every dish ingredient a reviewed plain name, no descriptor', async () => {
    expect(offered.filter((code) => !PLAIN_NAMES[code])).toEqual([]);
    const rows = await builtin(offered);
    expect(rows).toHaveLength(offered.length);
    for (const row of rows) {
      expect(row.plainName, row.name).toBeTruthy();
      expect(row.plainName, row.name).not.toContain(',');
    }
    const byCode = new Map(rows.map((r) => [r.sourceCode, r]));
    expect(byCode.get('E047')?.plainName).toBe('Orange');
    expect(byCode.get('E012')?.plainName).toBe('Banana');
    expect(byCode.get('H010')?.plainName).toBe('Sesame seeds');
    expect(byCode.get('B010')?.plainName).toBe('Moong dal');
    expect(byCode.get('L002')?.plainName).toBe('Cow milk');
    // The staff name stays IFCT's.
    expect(byCode.get('E047')?.name).toBe('Orange, pulp');
  });

  it('names every other IFCT food by rule: no comma, the part kept, the laboratory words dropped', async () => {
    const rows = await t.db.select().from(foodItems).where(isNull(foodItems.dishId)).orderBy(foodItems.id);
    // The IFCT database's rows (and curd); the named ingredients of decision 292 are a database apart.
    const ifct = rows.filter((r) => r.foodDatabaseId === rows[0].foodDatabaseId);
    expect(ifct.length).toBe(builtinFoods().length);
    for (const row of ifct) expect(row.plainName ?? '', row.name).toMatch(/^[^,]+$/);
    expect(plainNameByRule('Goat, brain')).toBe('Goat brain');
    expect(plainNameByRule('Egg, duck, whole, boiled')).toBe('Boiled duck egg');
    expect(plainNameByRule('Poultry, chicken, liver')).toBe('Chicken liver');
    expect(plainNameByRule('Brinjal-8')).toBe('Brinjal');
    expect(plainNameByRule('Chillies, green - all varieties')).toBe('Chillies');
  });

  it("writes the Hindi name in Devanagari for the dishes' foods (decision 249), else IFCT's in Latin letters", async () => {
    const rows = await builtin(['E047', 'L002', 'B002', 'A011', 'G010']);
    const hi = Object.fromEntries(rows.map((r) => [r.sourceCode, r.nameHi]));
    expect(hi).toEqual({
      E047: 'संतरा',
      L002: 'गाय का दूध',
      B002: 'काला चना',
      A011: 'पोहा',
      G010: 'करी पत्ता',
    });
  });
});

describe('curd', () => {
  it('is its own food, derived from IFCT 2017 cow milk: same protein, fat and minerals, a quarter of the lactose fermented', async () => {
    const [milk] = await builtin([CURD_MILK_CODE]);
    const [curd] = await builtin([CURD_CODE]);
    expect(curd.plainName).toBe('Curd');
    expect(curd.nameHi).toBe('दही');
    expect(curd.energySource).toBe('computed');
    expect(curd.energyNote).toContain('derived from IFCT 2017 L002');
    for (const key of ['protein', 'fat', 'fibre', 'calciumMg', 'ironMg', 'riboflavinMg', 'sodiumMg'] as const)
      expect(curd[key], key).toBe(milk[key]);
    expect(curd.carbohydrate).toBeCloseTo(milk.carbohydrate * 0.75, 2);
    // 3.26 g protein × 17 + 4.48 g fat × 37 + 3.705 g lactose × 17 + 1.30 g lactic acid × 15 kJ = 303.7 kJ.
    expect(curd.calories).toBeCloseTo(72.6, 1);
    expect(curd.calories).toBeLessThan(milk.calories);
    expect(curd.tags).toEqual(milk.tags);
  });

  it('values the curd dishes by curd, and milk dishes still by milk', async () => {
    const [curd] = await builtin([CURD_CODE]);
    const [milk] = await builtin([CURD_MILK_CODE]);
    const versions = await t.db
      .select({ key: dishes.key, ingredients: dishVersions.ingredients })
      .from(dishes)
      .innerJoin(dishVersions, eq(dishVersions.foodItemId, dishes.currentFoodItemId))
      .where(
        inArray(dishes.key, ['curd', 'cucumber-raita', 'kadhi', 'masala-chaas', 'milk', 'tea-with-milk']),
      );
    const foodsOf = (key: string) =>
      versions.find((v) => v.key === key)!.ingredients.map((i) => i.foodItemId);
    for (const key of ['curd', 'cucumber-raita', 'kadhi', 'masala-chaas']) {
      expect(CURD_DISHES.has(key)).toBe(true);
      expect(foodsOf(key), key).toContain(curd.id);
      expect(foodsOf(key), key).not.toContain(milk.id);
    }
    for (const key of ['milk', 'tea-with-milk']) expect(foodsOf(key), key).toContain(milk.id);
    // Every key of the list is a starter dish that has cow milk to read as curd.
    for (const key of CURD_DISHES) {
      const dish = STARTER_DISHES.find((d) => d.key === key);
      expect(dish, key).toBeDefined();
      expect(
        dish!.ingredients.some((i) => 'ifctCode' in i && i.ifctCode === CURD_MILK_CODE),
        key,
      ).toBe(true);
    }
  });
});
