import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DishDetails, DishInputValues } from '../../shared/dish-api';
import type { FoodItemDetails } from '../../shared/food-api';
import { dishes } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { type FoodIds, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 52 point 1's API (decision 292): a food's facts, a dish's and its ingredients' facts, and
 * the bad input a dish may carry (an unknown texture, an ingredient without a food row).
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
const CODES = ['E039', 'H012', 'I001', 'ND001', 'ND009', 'ND010', 'A019', 'L002'];
beforeAll(async () => ({ t, n, food } = await openPlanTest(2, CODES)));
afterAll(async () => t.close());

const details = async (id: number | string) => t.get(`/api/v1/food/item/details?id=${id}`, n.cookie);

describe('GET /api/v1/food/item/details', () => {
  it("answers a food's facts with their source", async () => {
    const mango = (await details(food.E039)).json().data as FoodItemDetails;
    expect(mango).toMatchObject({
      id: food.E039,
      database: 'IFCT 2017',
      source_code: 'E039',
      texture: 'soft',
      added_sugar_g: 0,
      season_months: { all: [4, 5, 6, 7], south: [3, 4, 5, 6, 7] },
      gi: null,
      liquid: false,
      facts_recalled: true,
    });
    expect(mango.facts_source).toContain("practice's own table");
    const peanut = (await details(food.H012)).json().data as FoodItemDetails;
    expect(peanut.texture).toBe('whole_nut_seed');
    const jaggery = (await details(food.I001)).json().data as FoodItemDetails;
    expect(jaggery.added_sugar_g).toBeGreaterThan(80);
    const milk = (await details(food.L002)).json().data as FoodItemDetails;
    expect(milk).toMatchObject({ texture: 'liquid', liquid: true });
    const sambar = (await details(food.ND001)).json().data as FoodItemDetails;
    expect(sambar).toMatchObject({
      database: 'NutriDesk ingredients',
      name: 'Sambar powder',
      texture: 'mashed',
    });
    expect(sambar.tags).toEqual(expect.arrayContaining(['gluten', 'wheat']));
  });

  it('refuses a bad id (422) and answers 404 for a missing food', async () => {
    const bad = await details('abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.id).toBeTruthy();
    expect((await details(99999999)).statusCode).toBe(404);
  });
});

describe('dish details carry facts and a food row for every ingredient', () => {
  it('Soy milk (homemade): every ingredient has a food_item_id and its facts; the jaggery is added sugar per glass', async () => {
    const [soy] = await t.db.select().from(dishes).where(eq(dishes.key, 'soy-milk'));
    const res = await t.get(`/api/v1/food/dish/details?id=${soy.id}`, n.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const dish = res.json().data as DishDetails;
    expect(dish.form).toBe('liquid');
    expect(dish.facts).toMatchObject({ texture: 'liquid', liquid: true });
    expect(dish.facts.added_sugar_g).toBeGreaterThan(0);
    expect(dish.ingredients.filter((i) => i.food_item_id === null)).toEqual([]);
    const jaggery = dish.ingredients.find((i) => i.food_item_id === food.I001);
    expect(jaggery?.added_sugar_g).toBeGreaterThan(0);
    for (const i of dish.ingredients) expect(i.texture, i.name).not.toBeNull();
  });
});

describe('a dish with bad facts: a field message, nothing written', () => {
  const body = (extra: Partial<DishInputValues> = {}): DishInputValues => ({
    name: 'Ghar ka phulka',
    local_names: [],
    region: 'north',
    role: 'staple',
    slots: ['lunch', 'dinner'],
    ingredients: [
      { food_item_id: food.A019, name: 'Wheat flour, atta', grams: 100 },
      { food_item_id: null, name: 'water', grams: 60 },
    ],
    yield_grams: 130,
    measures: [{ unit: 'piece', label: 'phulka', grams: 32 }],
    ...extra,
  });

  it('an unknown texture of the dish or of an ingredient', async () => {
    const before = await fingerprint(t.db);
    const res = await t.post(
      '/api/v1/food/dish/create',
      {
        ...body(),
        form: 'crunchy',
        ingredients: [{ food_item_id: food.A019, name: 'Wheat flour, atta', grams: 100, form: 'chewy' }],
      },
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      form: 'Please choose a texture: whole nut or seed, raw, hard or chewy, soft, mashed or liquid',
      'ingredients.0.form':
        'Please choose a texture: whole nut or seed, raw, hard or chewy, soft, mashed or liquid',
    });
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('an ingredient without a food row (water and salt typed are found as theirs)', async () => {
    const before = await fingerprint(t.db);
    const res = await t.post(
      '/api/v1/food/dish/create',
      body({
        ingredients: [
          { food_item_id: food.A019, name: 'Wheat flour, atta', grams: 100 },
          { food_item_id: null, name: 'water', grams: 60 },
          { food_item_id: null, name: 'secret masala', grams: 3 },
        ],
      }),
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      'ingredients.2.food_item_id':
        'Please choose a food for secret masala from the search (salt, water and spice blends are foods too)',
    });
    expect(await fingerprint(t.db)).toEqual(before);

    const made = await t.post('/api/v1/food/dish/create', body({ form: 'soft' }), n.cookie);
    expect(made.statusCode, made.body).toBe(200);
    const dish = (await t.get(`/api/v1/food/dish/details?id=${made.json().data.id}`, n.cookie)).json()
      .data as DishDetails;
    expect(dish.form).toBe('soft');
    expect(dish.ingredients.map((i) => i.food_item_id)).toEqual([food.A019, food.ND010]);
  });
});

describe("POST /api/v1/food/dish/preview: the editor's facts (decision 304)", () => {
  it('says the texture, the added sugar in one measure and which ingredient brings each tag', async () => {
    const res = await t.post(
      '/api/v1/food/dish/preview',
      {
        name: 'Shengdana gul ladoo',
        local_names: [],
        region: 'west',
        role: 'sweet',
        slots: ['snack'],
        ingredients: [
          { food_item_id: food.H012, name: 'Peanuts', grams: 100 },
          { food_item_id: food.I001, name: 'Jaggery', grams: 60 },
          { food_item_id: food.L002, name: 'Milk', grams: 20 },
        ],
        yield_grams: 170,
        measures: [{ unit: 'piece', label: 'ladoo', grams: 30 }],
      },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const facts = res.json().data.facts;
    expect(facts.texture).toBe('whole_nut_seed');
    expect(facts.measure_label).toBe('ladoo');
    // About 60 g of jaggery's sugar in 170 g: some 9–10 g in a 30 g ladoo.
    expect(facts.added_sugar_g).toBeGreaterThan(8);
    expect(facts.added_sugar_g).toBeLessThan(11);
    const by = Object.fromEntries(facts.carried.map((c: { name: string }) => [c.name, c]));
    expect(by.Peanuts).toMatchObject({ texture: 'whole_nut_seed' });
    expect(by.Peanuts.tags).toContain('peanut');
    expect(by.Jaggery.added_sugar_g).toBeGreaterThan(45);
    expect(by.Milk.tags).toContain('milk');
  });
});
