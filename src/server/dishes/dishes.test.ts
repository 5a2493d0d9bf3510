import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DishDetails, DishInputValues, DishListRow, DishNutritionView } from '../../shared/dish-api';
import { dayTotals } from '../../shared/nutrition';
import type { Workspace } from '../../shared/plans';
import { auditLog, dishes, mealItems } from '../db/schema/index';
import { failAuditInserts } from '../testing/audit-failure';
import { fingerprint } from '../testing/db-fingerprint';
import {
  type FoodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
let other: TestUser;
let admin: TestUser;
let food: FoodIds;
// A019 wheat flour (atta), H012 groundnut, T013 ghee, F006 potato, B010 green gram dal
const FOODS = ['A019', 'H012', 'T013', 'F006', 'B010', 'ND010'];
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, FOODS));
  other = await nutritionistWithCredits(t, 5);
  admin = await t.createAdmin();
});
afterAll(async () => t.close());

/** Priya's phulka: 100 g atta + 60 g water → 130 g cooked; one phulka weighs 32 g. */
const phulka = (extra: Partial<DishInputValues> = {}): DishInputValues => ({
  name: 'Ghar ka phulka',
  local_names: ['ghar ki roti'],
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

const post = (path: string, body: unknown, user = n) =>
  t.post(`/api/v1/food/dish/${path}`, body, user.cookie);
const details = async (id: number, user = n): Promise<DishDetails> => {
  const res = await t.get(`/api/v1/food/dish/details?id=${id}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const list = async (qs: string, user = n): Promise<{ data: DishListRow[]; total: number }> => {
  const res = await t.get(`/api/v1/food/dish/list?${qs}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
async function create(body: DishInputValues, user = n): Promise<number> {
  const res = await post('create', body, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;

describe('a dish is the sum of its ingredients scaled by its yield', () => {
  it('computes per 100 g and per phulka from the atta alone (the worked example)', async () => {
    // IFCT A019 atta per 100 g: 1340 kJ (320.2677 kcal), protein 10.57 g, fat 1.53 g,
    // carbohydrate 64.17 g, fibre 11.36 g, iron 4.1 mg, sodium 2.04 mg. Water adds nothing.
    // Batch: 100 g atta → 320.2677 kcal, 10.57 g protein. Cooked: 130 g.
    // Per 100 g cooked: 320.2677 × 100/130 = 246.3598 kcal; protein 10.57 × 100/130 = 8.1308 g.
    // Per phulka (32 g): 320.2677 × 32/130 = 78.8351 kcal; protein 10.57 × 32/130 = 2.6018 g;
    // iron 4.1 × 32/130 = 1.0092 mg; sodium 2.04 × 32/130 = 0.5022 mg.
    const preview: DishNutritionView = (await post('preview', phulka())).json().data;
    const id = await create(phulka());
    const dish = await details(id);
    for (const view of [preview, dish.nutrition]) {
      expect(view.per_100g.calories).toBeCloseTo(246.3598, 3);
      expect(view.per_100g.protein).toBeCloseTo(8.1308, 3);
      const [one] = view.per_measure;
      expect(one.measure).toEqual({ unit: 'piece', label: 'phulka', grams: 32 });
      expect(one.values.calories).toBeCloseTo(78.8351, 3);
      expect(one.values.protein).toBeCloseTo(2.6018, 3);
      expect(one.values.micronutrients.iron_mg).toBeCloseTo(1.0092, 3);
      expect(one.values.sodium_mg).toBeCloseTo(0.5022, 3);
      expect(view.flags).toEqual({ diet: 'vegetarian', vegan: true, jain: true });
      expect(view.tags).toEqual(expect.arrayContaining(['wheat', 'gluten']));
    }
    expect(dish).toMatchObject({
      name: 'Ghar ka phulka',
      owner: 'mine',
      can_edit: true,
      is_shared: false,
      version: 1,
      versions: 1,
      used_by_plans: 0,
      yield_grams: 130,
      // Water typed without a food gets its named-ingredient food row (decision 292), with its facts.
      ingredients: [
        { food_item_id: food.A019, name: 'Wheat flour, atta', grams: 100, added_sugar_g: 0 },
        { food_item_id: food.ND010, name: 'Water', grams: 60, texture: 'liquid', liquid: true },
      ],
    });
    // The list shows kcal and protein per first measure.
    const { data } = await list('q=ghar%20ka');
    expect(data).toHaveLength(1);
    expect(data[0].calories).toBeCloseTo(78.8351, 3);
    expect(data[0].first_measure?.label).toBe('phulka');
  });

  it('counts the salt towards sodium: 2 g salt × 393 mg/g in a 130 g batch', async () => {
    const salted = phulka({
      ingredients: [...phulka().ingredients, { food_item_id: null, name: 'salt', grams: 2 }],
    });
    const view: DishNutritionView = (await post('preview', salted)).json().data;
    // (2.04 + 786) mg in 130 g → 606.1846 mg per 100 g.
    expect(view.per_100g.sodium_mg).toBeCloseTo(606.1846, 3);
  });
});

describe('flags and conflicts follow the ingredients', () => {
  it('a dish with groundnut carries peanut; a peanut-allergic client’s meal with it is refused unless overridden', async () => {
    const id = await create(
      phulka({
        name: 'Shengdana thalipeeth',
        role: 'staple',
        ingredients: [
          { food_item_id: food.A019, name: 'atta', grams: 100 },
          { food_item_id: food.H012, name: 'groundnut', grams: 20 },
          { food_item_id: null, name: 'water', grams: 60 },
        ],
        yield_grams: 160,
        measures: [{ unit: 'piece', label: 'thalipeeth', grams: 60 }],
      }),
    );
    const dish = await details(id);
    expect(dish.tags).toContain('peanut');
    expect(dish.flags.diet).toBe('vegetarian');

    const { client, pkg, planId } = await planForNewClient(t, n);
    const saved = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, allergies: ['peanut'] },
      n.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await fingerprint(t.db);
    const refused = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '08:00', [{ id: dish.food_item_id, qty: 60 }]),
      n.cookie,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data['items.0.override_reason']).toMatch(/peanut allergy/);
    expect(await fingerprint(t.db)).toEqual(before);
    const kept = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '08:00', [
        { id: dish.food_item_id, qty: 60, override_reason: 'Oral food challenge under Dr. Menon' } as never,
      ]),
      n.cookie,
    );
    expect(kept.json().success, kept.body).toBe(1);
  });

  it('an egg makes the dish egg, not vegetarian, and not vegan', async () => {
    const eggId = (await t.get('/api/v1/food/item/search?q=egg%20poultry%20whole%20raw', n.cookie)).json()
      .data[0].id;
    const view: DishNutritionView = (
      await post(
        'preview',
        phulka({
          ingredients: [...phulka().ingredients, { food_item_id: eggId, name: 'egg', grams: 50 }],
          yield_grams: 180,
        }),
      )
    ).json().data;
    expect(view.flags).toEqual({ diet: 'egg', vegan: false, jain: false });
  });
});

describe('editing a dish a plan uses', () => {
  it('makes a new version; the plan keeps its numbers and search offers the new version', async () => {
    const id = await create(phulka({ name: 'Methi phulka' }));
    const v1 = await details(id);
    const { pkg, planId } = await planForNewClient(t, n);
    const meal = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '13:00', [{ id: v1.food_item_id, qty: 64 }]),
      n.cookie,
    );
    expect(meal.json().success, meal.body).toBe(1);
    const totalsBefore = dayTotals((await workspace(planId)).meals, 1);
    // 64 g of the 130 g batch of 100 g atta: 320.2677 × 64/130 = 157.6702 kcal.
    expect(totalsBefore.calories).toBeCloseTo(157.6702, 3);

    const edited = await post('edit', {
      id,
      ...phulka({
        name: 'Methi phulka',
        ingredients: [
          { food_item_id: food.A019, name: 'atta', grams: 100 },
          { food_item_id: food.T013, name: 'ghee', grams: 5 },
          { food_item_id: null, name: 'water', grams: 60 },
        ],
        yield_grams: 135,
      }),
    });
    expect(edited.json()).toMatchObject({
      success: 1,
      message: 'Dish saved as a new version; plans already made keep their numbers.',
      data: { version: 2, newVersion: true },
    });
    const v2 = await details(id);
    expect(v2).toMatchObject({ version: 2, versions: 2, used_by_plans: 1 });
    expect(v2.food_item_id).not.toBe(v1.food_item_id);
    expect(v2.nutrition.per_measure[0].values.calories).toBeGreaterThan(
      v1.nutrition.per_measure[0].values.calories,
    );

    const totalsAfter = dayTotals((await workspace(planId)).meals, 1);
    expect(totalsAfter).toEqual(totalsBefore);
    const [item] = await t.db.select().from(mealItems).where(eq(mealItems.foodItemId, v1.food_item_id));
    expect(item.quantity).toBe(64);
    const found = (await t.get('/api/v1/food/item/search?q=methi%20phulka', n.cookie)).json().data;
    const ids = found.map((f: { id: number }) => f.id);
    expect(ids).toContain(v2.food_item_id);
    expect(ids).not.toContain(v1.food_item_id);

    // Deleting a dish a plan uses is refused with the reason; nothing changes.
    const before = await fingerprint(t.db);
    const refused = await post('delete', { id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This dish is used in 1 nutrition plan and cannot be deleted.');
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('edits in place while no plan uses it, and deletes a dish no plan uses', async () => {
    const id = await create(phulka({ name: 'Jowar phulka' }));
    const edited = await post('edit', { id, ...phulka({ name: 'Jowar phulka', yield_grams: 128 }) });
    expect(edited.json()).toMatchObject({ message: 'Dish saved.', data: { version: 1, newVersion: false } });
    const deleted = await post('delete', { id });
    expect(deleted.json()).toMatchObject({ success: 1, message: 'Dish deleted.' });
    expect((await t.get(`/api/v1/food/dish/details?id=${id}`, n.cookie)).statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dish'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});

describe('who sees and changes a dish', () => {
  it("hides another nutritionist's unshared dish (404), shows it once an admin shares it, read only", async () => {
    const id = await create(phulka({ name: "Kavita's sattu roti" }));
    const untouched = await fingerprint(t.db);
    expect((await t.get(`/api/v1/food/dish/details?id=${id}`, other.cookie)).statusCode).toBe(404);
    expect((await post('edit', { id, ...phulka({ name: 'Taken over' }) }, other)).statusCode).toBe(404);
    expect((await post('delete', { id }, other)).statusCode).toBe(404);
    expect((await list('q=kavita', other)).data).toEqual([]);

    expect((await post('share', { id, is_shared: true }, n)).statusCode).toBe(403);
    expect(await fingerprint(t.db)).toEqual(untouched);
    const shared = await post('share', { id, is_shared: true }, admin);
    expect(shared.json()).toMatchObject({ success: 1, message: 'Dish shared with the practice.' });
    const seen = await details(id, other);
    expect(seen).toMatchObject({ owner: 'shared', can_edit: false, is_shared: true });
    expect((await list('q=kavita&owner=shared', other)).data.map((d) => d.id)).toEqual([id]);
    const refused = await post('edit', { id, ...phulka({ name: 'Taken over' }) }, other);
    expect(refused.statusCode).toBe(403);
    expect((await details(id)).name).toBe("Kavita's sattu roti");
    // An admin may change any practice dish.
    const byAdmin = await post('edit', { id, ...phulka({ name: 'Sattu roti' }) }, admin);
    expect(byAdmin.json().success, byAdmin.body).toBe(1);
  });

  it('keeps the starter library read only, for an admin too', async () => {
    const [starter] = await t.db.select().from(dishes).where(eq(dishes.key, 'phulka'));
    const seen = await details(starter.id);
    expect(seen).toMatchObject({ owner: 'starter', can_edit: false });
    const untouched = await fingerprint(t.db);
    for (const user of [n, admin]) {
      const res = await post('edit', { id: starter.id, ...phulka({ name: 'Phulka' }) }, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Starter dishes cannot be changed. Use "Copy to my dishes" to make your own version.',
      );
    }
    expect((await post('delete', { id: starter.id }, admin)).statusCode).toBe(403);
    expect((await post('share', { id: starter.id, is_shared: false }, admin)).statusCode).toBe(403);
    expect(await fingerprint(t.db)).toEqual(untouched);
    const starters = await list('owner=starter');
    expect(starters.total).toBeGreaterThanOrEqual(150);
    expect(starters.data.every((d) => d.owner === 'starter' && !d.can_edit)).toBe(true);
  });

  it('filters by region and role', async () => {
    const south = await list('region=south&role=dal_curry');
    expect(south.total).toBeGreaterThan(3);
    expect(south.data.every((d) => d.region === 'south' && d.role === 'dal_curry')).toBe(true);
    expect((await t.get('/api/v1/food/dish/list?region=mars', n.cookie)).json().data).toEqual({
      region: 'Unknown region',
    });
  });
});

describe('bad input', () => {
  it('answers a field message for each problem and changes nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await post('create', {
      ...phulka(),
      name: '  ',
      ingredients: [
        { food_item_id: food.A019, name: 'atta', grams: 0 },
        { food_item_id: null, name: 'water', grams: 6000 },
      ],
      measures: [
        { unit: 'katori', label: 'katori', grams: 150 },
        { unit: 'katori', label: 'Katori', grams: -1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      name: 'Please enter the dish name',
      'ingredients.0.grams': 'Please enter the grams (above 0)',
      'ingredients.1.grams': 'Please enter at most 5000 g',
      'measures.1.grams': 'Please enter the grams of one measure (above 0)',
    });
    const checks = [
      [
        { ingredients: [{ food_item_id: null, name: 'water', grams: 100 }] },
        'ingredients',
        'food ingredient',
      ],
      [{ yield_grams: 600 }, 'yield_grams', 'between 48 g and 480 g'],
      [{ yield_grams: 40 }, 'yield_grams', '30 % to 300 % of the 160 g raw'],
      [{ measures: [] }, 'measures', 'at least one household measure'],
      [
        {
          measures: [
            { unit: 'piece', label: 'phulka', grams: 32 },
            { unit: 'piece', label: 'Phulka', grams: 35 },
          ],
        },
        'measures.1.label',
        'its own label',
      ],
      [{ name: 'Phulka' }, 'name', 'already exists'],
      [{ slots: [] }, 'slots', 'at least one meal slot'],
      [
        { ingredients: [{ food_item_id: 999999, name: 'ghost', grams: 10 }, ...phulka().ingredients] },
        'ingredients.0.food_item_id',
        'from the search',
      ],
    ] as const;
    for (const [change, field, message] of checks) {
      const r = await post('create', { ...phulka({ name: 'Bajra roti (mine)' }), ...change });
      expect(r.statusCode, field).toBe(422);
      expect(r.json().data[field], field).toContain(message);
    }
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('writes a dish and its audit row together', async () => {
    const restore = await failAuditInserts(t.db);
    try {
      const before = await fingerprint(t.db);
      const res = await post('create', phulka({ name: 'Makki roti (Gurpreet)' }));
      expect(res.statusCode).toBe(500);
      expect(await fingerprint(t.db)).toEqual(before);
    } finally {
      await restore();
    }
  });
});
