import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DishInputValues } from '../../../shared/dish-api';
import { FASTING_FOODS } from '../../../shared/fasting';
import type { GeneratePreview } from '../../../shared/plan-generate';
import type { Workspace } from '../../../shared/plans';
import { ALLERGENS } from '../../../shared/restrictions';
import { auditLog, foodItems, mealItems, meals, planPreviews } from '../../db/schema/index';
import { fingerprint } from '../../testing/db-fingerprint';
import {
  type FoodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../../testing/plan-fixtures';
import type { TestApp, TestUser } from '../../testing/test-app';

/**
 * Issue 32: one gate for every meal write. Each probe of the issue as an API test — copy day onto a
 * fast, an allergy saved between preview and Apply, another nutritionist's private dish through
 * every writer — and the override rules (a reason is needed, travels with the same client's
 * copies, is audited, never covers another client).
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
let food: FoodIds;
// Rice, moong dal, milk, groundnut, wheat flour, potato.
const IFCT = ['A015', 'B010', 'L002', 'H012', 'A019', 'F006'];
const TUESDAY = 2;

beforeAll(async () => {
  ({ t, n: a, food } = await openPlanTest(40, IFCT));
  b = await nutritionistWithCredits(t, 5);
}, 60_000);
afterAll(async () => t.close());

const workspace = async (planId: number, user = a): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, user.cookie)).json().data;
const saveList = (clientId: number, list: Record<string, unknown>) =>
  t.post('/api/v1/client/restrictions/save', { client_id: clientId, ...list }, a.cookie);
const save = (pkgId: number, planId: number, day: number, items: Record<string, unknown>[], time = '08:00') =>
  t.post('/api/v1/diet/planday/create-day', mealBody(pkgId, planId, day, time, items as never), a.cookie);

async function weekdayPlan() {
  const made = await planForNewClient(t, a);
  const edit = await t.post(
    '/api/v1/diet/plan/edit',
    { id: made.planId, description: 'Week 1', day_format: 'week_day' },
    a.cookie,
  );
  expect(edit.statusCode, edit.body).toBe(200);
  return made;
}

/** B's own phulka dish, not shared with the practice. Answers its food row id. */
async function privateDishOfB(): Promise<number> {
  const body: DishInputValues = {
    name: `Gharchi poli ${Math.random().toString(36).slice(2, 7)}`,
    local_names: [],
    region: 'west',
    role: 'staple',
    slots: ['lunch', 'dinner'],
    ingredients: [
      { food_item_id: food.A019, name: 'Wheat flour, atta', grams: 100 },
      { food_item_id: null, name: 'water', grams: 60 },
    ],
    yield_grams: 130,
    measures: [{ unit: 'piece', label: 'poli', grams: 32 }],
  };
  const res = await t.post('/api/v1/food/dish/create', body, b.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const details = await t.get(`/api/v1/food/dish/details?id=${res.json().data.id}`, b.cookie);
  return details.json().data.food_item_id;
}

describe('copy day onto a fast', () => {
  it('is refused, naming the food, the day and the fast, and changes nothing', async () => {
    const { client, pkg, planId } = await weekdayPlan();
    expect(
      (await saveList(client.id, { fasting: [{ weekdays: [TUESDAY], allowed: FASTING_FOODS }] })).statusCode,
    ).toBe(200);
    expect((await save(pkg.id, planId, 1, [{ id: food.A015, qty: 60 }])).statusCode).toBe(200);

    const before = await fingerprint(t.db);
    const copied = await t.post(
      '/api/v1/diet/plan/copy-day',
      { planId, sourceDay: 1, targetDay: 2 },
      a.cookie,
    );
    expect(copied.statusCode).toBe(422);
    expect(copied.json().message).toBe(
      'Not copied: Rice, raw, milled on Day 2: not a fasting food: Tuesday fast. Open the meal to keep a food with a reason, or change it.',
    );
    expect(await fingerprint(t.db)).toEqual(before);

    // Wednesday keeps no fast.
    const wednesday = await t.post(
      '/api/v1/diet/plan/copy-day',
      { planId, sourceDay: 1, targetDay: 3 },
      a.cookie,
    );
    expect(wednesday.statusCode, wednesday.body).toBe(200);
  });
});

async function generatedDay() {
  const made = await planForNewClient(t, a, { foodPreferences: 'Vegetarian' });
  const targets = await t.post(
    '/api/v1/diet/plan/targets',
    {
      plan_id: made.planId,
      energy_kcal: 1600,
      protein_g: 50,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: null,
    },
    a.cookie,
  );
  expect(targets.statusCode, targets.body).toBe(200);
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: made.planId, package_id: made.pkg.id, day: 1, mode: 'dishes', region: 'north' },
    a.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, preview: res.json().data as GeneratePreview & { preview_id: string } };
}

const apply = (planId: number, previewId: string) =>
  t.post('/api/v1/diet/plan/generate/apply', { plan_id: planId, preview_id: previewId }, a.cookie);

describe('Apply checks the client as of the moment of writing', () => {
  it('refuses a preview holding a food of an allergy saved after it was computed; nothing changes', async () => {
    const { client, planId, preview } = await generatedDay();
    const ids = preview.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food_item_id)));
    const tagged = await t.db
      .select({ name: foodItems.name, tags: foodItems.tags })
      .from(foodItems)
      .where(inArray(foodItems.id, ids));
    const allergen = ALLERGENS.find((tag) => tagged.some((f) => f.tags?.includes(tag)));
    expect(allergen, 'a generated North Indian day holds milk or wheat').toBeDefined();
    expect((await saveList(client.id, { allergies: [allergen] })).statusCode).toBe(200);

    const before = await fingerprint(t.db);
    const refused = await apply(planId, preview.preview_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Not applied: .+ on Day 1: contains .+ allergy/);
    expect(await fingerprint(t.db)).toEqual(before);
    expect((await workspace(planId)).meals).toEqual([]);
  }, 120_000);
});

describe("another nutritionist's private dish", () => {
  it('is 404 through every meal writer, and nothing is written', async () => {
    const poli = await privateDishOfB();
    const { client, pkg, planId } = await weekdayPlan();

    // The meal editor (create-day).
    let before = await fingerprint(t.db);
    const editor = await save(pkg.id, planId, 1, [
      { id: poli, qty: 64, measure_label: 'poli', measure_count: 2 },
    ]);
    expect(editor.statusCode).toBe(404);
    expect(editor.json().data).toEqual({ 'items.0.id': 'This food is not in the food database' });
    expect(await fingerprint(t.db)).toEqual(before);

    // A plan that holds it already (written before this gate existed): every copy of it is refused.
    const monday = await save(pkg.id, planId, 1, [{ id: food.A015, qty: 60 }], '13:00');
    const mealId = monday.json().data.meal_id as number;
    await t.db.update(mealItems).set({ foodItemId: poli }).where(eq(mealItems.mealId, mealId));
    const other = await planForNewClient(t, a);
    before = await fingerprint(t.db);
    const writes = {
      'copy-day': t.post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 1, targetDay: 2 }, a.cookie),
      move: t.post(
        '/api/v1/diet/planday/move-meal',
        { diet_plan_id: planId, meal_id: mealId, day: 3, time: '13:00' },
        a.cookie,
      ),
      repeat: t.post(
        '/api/v1/diet/planday/copy-meal',
        { diet_plan_id: planId, meal_id: mealId, target: 'next_day' },
        a.cookie,
      ),
      'copy plan': t.post(
        '/api/v1/diet/plan/copy-plan',
        {
          sourcePackageId: pkg.id,
          sourcePlanId: planId,
          targetPackageId: other.pkg.id,
          selectTimeList: ['Custom'],
        },
        a.cookie,
      ),
      merge: t.post(
        '/api/v1/diet/plan/copy-plan',
        {
          sourcePackageId: pkg.id,
          sourcePlanId: planId,
          targetPackageId: other.pkg.id,
          targetPlanId: other.planId,
          selectTimeList: ['Custom'],
        },
        a.cookie,
      ),
    };
    for (const [writer, pending] of Object.entries(writes)) {
      const res = await pending;
      expect(res.statusCode, `${writer}: ${res.body}`).toBe(404);
      expect(res.json().message, writer).toBe('This food is not in the food database');
    }
    expect(await fingerprint(t.db)).toEqual(before);
    await t.db.delete(meals).where(eq(meals.id, mealId));

    // A stored preview holding it (Apply), and a snapshot holding it (Undo).
    const generated = await generatedDay();
    const forged = structuredClone(generated.preview);
    forged.days[0].meals[0].items[0] = {
      ...forged.days[0].meals[0].items[0],
      food_item_id: poli,
      quantity: 64,
      measure_label: 'poli',
      measure_count: 2,
    };
    await t.db
      .update(planPreviews)
      .set({ preview: forged })
      .where(eq(planPreviews.id, generated.preview.preview_id));
    before = await fingerprint(t.db);
    const applied = await apply(generated.planId, generated.preview.preview_id);
    expect(applied.statusCode, applied.body).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);

    const again = await generatedDay();
    expect((await apply(again.planId, again.preview.preview_id)).statusCode).toBe(200);
    await t.db
      .update(planPreviews)
      .set({
        snapshot: [
          {
            mealId: 1,
            fields: { day: 1, time: '13:00', hypotheticalTime: 'Custom', description: null },
            items: [{ id: poli, qty: 64, ref_id: null, measure_label: 'poli', measure_count: 2 }],
          },
        ],
      })
      .where(eq(planPreviews.id, again.preview.preview_id));
    before = await fingerprint(t.db);
    const undone = await t.post(
      '/api/v1/diet/plan/generate/undo',
      { plan_id: again.planId, preview_id: again.preview.preview_id },
      a.cookie,
    );
    expect(undone.statusCode, undone.body).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);

    // B's own plan takes B's dish; an admin's write may use any dish.
    const ofB = await planForNewClient(t, b);
    const mine = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(ofB.pkg.id, ofB.planId, 1, '13:00', [
        { id: poli, qty: 64, measure_label: 'poli', measure_count: 2 },
      ]),
      b.cookie,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(client.id).toBeGreaterThan(0);
  }, 240_000);
});

describe('overrides', () => {
  it('need a reason, travel with copies of the same client (audited), and never cover another client', async () => {
    const { client, pkg, planId } = await weekdayPlan();
    expect((await saveList(client.id, { allergies: ['peanut'] })).statusCode).toBe(200);

    const blank = await save(pkg.id, planId, 1, [{ id: food.H012, qty: 20, override_reason: '   ' }]);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().data['items.0.override_reason']).toBe(
      'Ground nut on Day 1: contains groundnut: peanut allergy. To keep it, give a reason for the override.',
    );

    const kept = await save(pkg.id, planId, 1, [
      { id: food.A015, qty: 60 },
      { id: food.H012, qty: 20, override_reason: 'Roasted groundnut cleared by her allergist' },
    ]);
    expect(kept.statusCode, kept.body).toBe(200);

    // Copy day (same client): the reason goes with the copy, with an override audit row.
    const copied = await t.post(
      '/api/v1/diet/plan/copy-day',
      { planId, sourceDay: 1, targetDay: 4 },
      a.cookie,
    );
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = (await workspace(planId)).meals.find((m) => m.day === 4)!;
    expect(copy.items.find((i) => i.food_item_id === food.H012)?.override_reason).toBe(
      'Roasted groundnut cleared by her allergist',
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'meal'),
          eq(auditLog.entityId, copy.meal_id),
          eq(auditLog.action, 'override'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toMatchObject({
      overrides: [{ food: 'Ground nut', day: 4, reason: 'Roasted groundnut cleared by her allergist' }],
    });

    // Into another client with the same allergy: that client's rules, checked afresh, refuse it.
    const other = await planForNewClient(t, a);
    expect((await saveList(other.client.id, { allergies: ['peanut'] })).statusCode).toBe(200);
    const before = await fingerprint(t.db);
    const crossed = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: pkg.id,
        sourcePlanId: planId,
        targetPackageId: other.pkg.id,
        targetPlanId: other.planId,
        selectTimeList: ['Custom'],
      },
      a.cookie,
    );
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().message).toMatch(
      /^Not copied: Ground nut on Day 1: contains groundnut: peanut allergy/,
    );
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe('a meal saved before an allergy', () => {
  it('is marked in the grid as not for this client, with the rule', async () => {
    const { client, pkg, planId } = await weekdayPlan();
    expect(
      (
        await save(pkg.id, planId, 1, [
          { id: food.H012, qty: 20 },
          { id: food.A015, qty: 60 },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await saveList(client.id, { allergies: ['peanut'] })).statusCode).toBe(200);
    const [meal] = (await workspace(planId)).meals;
    expect(meal.items.map((i) => [i.label, i.not_served ?? null])).toEqual([
      ['Ground nut', ['contains groundnut: peanut allergy']],
      ['Rice, raw, milled', null],
    ]);
  });
});
