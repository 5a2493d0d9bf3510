import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratePreview } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import type { RestrictionsInput } from '../../shared/restriction-input';
import type { RestrictionsView } from '../../shared/restrictions';
import {
  auditLog,
  foodDatabases,
  foodItems,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
} from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
let food: FoodIds;
/** A practice's own foods, tagged from their names (no Tags column in their sheet). */
let own: Record<'curd' | 'chikki' | 'peanutButter', number>;

const IFCT = 'H012 T005 L001 L002 L003 L004 A015 B010 F006 G017 G011 D036 T013 T001';

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(40, IFCT.split(' ')));
  const [db] = await t.db.insert(foodDatabases).values({ name: 'Poshan Clinic foods' }).returning();
  const add = async (sourceCode: string, name: string) =>
    (
      await t.db
        .insert(foodItems)
        .values({
          foodDatabaseId: db.id,
          sourceCode,
          name,
          calories: 60,
          protein: 3,
          carbohydrate: 5,
          fat: 3,
        })
        .returning()
    )[0].id;
  own = {
    curd: await add('PC1', 'Curd, homemade'),
    chikki: await add('PC2', 'Chikki'),
    peanutButter: await add('PC3', 'Peanut butter'),
  };
});
afterAll(async () => t.close());

async function answer(packageId: number, code: string, text: string) {
  const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, code));
  await t.db.insert(surveyResponses).values({ packageId, questionId: q.id, textResponse: text });
}

async function saveList(clientId: number, list: Partial<RestrictionsInput>, user = n) {
  return t.post('/api/v1/client/restrictions/save', { client_id: clientId, ...list }, user.cookie);
}

async function generateWeek(planId: number, packageId: number) {
  await t.post(
    '/api/v1/diet/plan/targets',
    { plan_id: planId, energy_kcal: 1800, protein_g: 60, carbohydrate_g: null, fat_g: null, fibre_g: null },
    n.cookie,
  );
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: planId, package_id: packageId, days: [1, 2, 3, 4, 5, 6, 7], mode: 'foods' },
    n.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  const preview = res.json().data as GeneratePreview;
  expect(preview.days).toHaveLength(7);
  return preview.days.flatMap((d) => d.meals.flatMap((m) => m.items));
}

const save = (packageId: number, planId: number, items: Record<string, unknown>[], time = '08:00') =>
  t.post('/api/v1/diet/planday/create-day', mealBody(packageId, planId, 1, time, items as never), n.cookie);

describe("a plan copied into another client's package", () => {
  it('refuses a food the target client must not have, naming it, and changes nothing', async () => {
    const source = await planForNewClient(t, n);
    const kept = await save(source.pkg.id, source.planId, [
      { id: food.A015, qty: 60 },
      { id: food.H012, qty: 15 },
    ]);
    expect(kept.json().success, kept.body).toBe(1);
    const target = await planForNewClient(t, n);
    await saveList(target.client.id, { allergies: ['peanut'] });
    const before = await fingerprint(t.db);

    const copy = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: source.pkg.id,
        sourcePlanId: source.planId,
        targetPackageId: target.pkg.id,
        selectTimeList: ['Custom'],
      },
      n.cookie,
    );
    expect(copy.statusCode).toBe(422);
    expect(copy.json().message).toMatch(
      /^Not copied: Ground nut on Day 1: contains groundnut: peanut allergy/,
    );
    expect(await fingerprint(t.db)).toEqual(before);

    // The same plan copies into a client without the allergy.
    const other = await planForNewClient(t, n);
    const ok = await t.post(
      '/api/v1/diet/plan/copy-plan',
      {
        sourcePackageId: source.pkg.id,
        sourcePlanId: source.planId,
        targetPackageId: other.pkg.id,
        selectTimeList: ['Custom'],
      },
      n.cookie,
    );
    expect(ok.json().success, ok.body).toBe(1);
  });
});

describe('a peanut allergy, however it was given', () => {
  const PEANUT = [(f: FoodIds) => f.H012, (f: FoodIds) => f.T005];
  const ways: [string, (clientId: number, packageId: number) => Promise<unknown>][] = [
    ['"Peanut allergy"', (_c, p) => answer(p, 'food_allergies', 'Peanut allergy')],
    ['"allergic to peanuts"', (_c, p) => answer(p, 'food_allergies', 'allergic to peanuts')],
    ['ticked in the checklist', (c) => saveList(c, { allergies: ['peanut'] })],
  ];

  it.each(ways)(
    '%s: no groundnut or groundnut oil in a generated week of 7 days × 3 diets',
    async (_, give) => {
      for (const foodPreferences of ['Vegetarian', 'Eggetarian', 'Non Vegetarian']) {
        const { client, pkg, planId } = await planForNewClient(t, n, { foodPreferences });
        await give(client.id, pkg.id);
        const items = await generateWeek(planId, pkg.id);
        expect(items.length).toBeGreaterThan(7 * 8);
        const peanutIds = PEANUT.map((f) => f(food));
        for (const item of items) {
          expect(peanutIds, `${foodPreferences}: ${item.label}`).not.toContain(item.food_item_id);
          expect(item.label).not.toMatch(/ground ?nut|peanut|chikki/i);
        }
      }
    },
    120_000,
  );

  it('marks groundnut, chikki and peanut butter added by hand, and needs a reason to keep one', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n);
    await answer(pkg.id, 'food_allergies', 'I am allergic to peanuts');

    const search = await t.get(
      `/api/v1/food/item/search?q=ground%20nut&diet_plan_id=${planId}&package_id=${pkg.id}`,
      n.cookie,
    );
    const groundnut = search.json().data.find((f: { id: number }) => f.id === food.H012);
    expect(groundnut.restriction).toEqual(['contains groundnut: peanut allergy']);

    for (const id of [food.H012, own.chikki, own.peanutButter]) {
      const refused = await save(pkg.id, planId, [
        { id: food.A015, qty: 60 },
        { id, qty: 20 },
      ]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data['items.1.override_reason']).toMatch(/contains groundnut: peanut allergy/);
    }
    const refused = await save(pkg.id, planId, [{ id: food.H012, qty: 20 }]);
    expect(refused.json().message).toBe(
      'Ground nut on Day 1: contains groundnut: peanut allergy. To keep it, give a reason for the override.',
    );
    const ws0 = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    expect(ws0.meals).toEqual([]);

    const kept = await save(pkg.id, planId, [
      { id: food.A015, qty: 60 },
      { id: food.H012, qty: 15, override_reason: 'Tolerance test advised by Dr. Menon' },
    ]);
    expect(kept.json().success, kept.body).toBe(1);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    const item = ws.meals[0].items.find((i) => i.food_item_id === food.H012);
    expect(item?.override_reason).toBe('Tolerance test advised by Dr. Menon');
    expect(ws.restrictions?.allergies).toEqual(['peanut']);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'override'), eq(auditLog.entityId, kept.json().data.meal_id)));
    expect(audit.changes).toMatchObject({
      overrides: [
        {
          food: 'Ground nut',
          conflicts: ['contains groundnut: peanut allergy'],
          reason: 'Tolerance test advised by Dr. Menon',
        },
      ],
    });

    // Fill to targets refuses the day that holds it, naming it.
    await t.post(
      '/api/v1/diet/plan/targets',
      { plan_id: planId, energy_kcal: 1800, protein_g: 60 },
      n.cookie,
    );
    const fill = await t.post(
      '/api/v1/diet/plan/generate',
      { plan_id: planId, package_id: pkg.id, day: 1, mode: 'quantities' },
      n.cookie,
    );
    expect(fill.statusCode).toBe(422);
    expect(fill.json().message).toMatch(/^Day 1 holds Ground nut \(contains groundnut: peanut allergy\)/);
    expect(client.id).toBeGreaterThan(0);
  });
});

describe('intolerances with exceptions, diets, and the questionnaire', () => {
  it('lactose intolerance with the curd exception: curd is fine, milk needs an override, none in a generated week', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    await answer(pkg.id, 'food_allergies', 'Lactose intolerance (curd is fine)');
    expect((await save(pkg.id, planId, [{ id: own.curd, qty: 150 }])).json().success).toBe(1);
    const milk = await save(pkg.id, planId, [{ id: food.L002, qty: 200 }], '21:00');
    expect(milk.json().data['items.0.override_reason']).toMatch(
      /^Milk, whole, Cow on Day 1: contains lactose: lactose intolerance/,
    );
    const items = await generateWeek(planId, pkg.id);
    const dairy = [food.L001, food.L002, food.L003, food.L004];
    for (const item of items) expect(dairy, item.label).not.toContain(item.food_item_id);
  }, 60_000);

  it('a Jain client gets no potato, onion or garlic', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n);
    expect((await saveList(client.id, { diets: ['jain'] })).json().success).toBe(1);
    const items = await generateWeek(planId, pkg.id);
    for (const item of items) expect(item.label).not.toMatch(/potato|onion|garlic|carrot|radish|beet/i);
    const onion = await save(pkg.id, planId, [{ id: food.G017, qty: 20 }]);
    expect(onion.json().data['items.0.override_reason']).toMatch(/contains onion or garlic: Jain diet/);
  }, 60_000);

  it('shows each answer matched against the list, unmatched text kept, and a turned-down match no longer counts', async () => {
    const { client, pkg } = await planForNewClient(t, n);
    await answer(pkg.id, 'food_allergies', 'Peanut allergy, dust allergy; lactose intolerant, curd is fine');
    const view = (await t.get(`/api/v1/client/restrictions?id=${client.id}`, n.cookie)).json()
      .data as RestrictionsView;
    expect(view.answers[0].matches.map((m) => [m.label, m.status])).toEqual([
      ['Peanut allergy', 'pending'],
      ['Lactose intolerance (except curd)', 'pending'],
    ]);
    expect(view.answers[0].unmatched).toEqual(['dust allergy']);
    expect(view.effective.allergies).toEqual(['peanut']);

    const saved = await saveList(client.id, { allergies: ['peanut'], rejected: ['intolerance:lactose'] });
    const after = saved.json().data as RestrictionsView;
    expect(after.answers[0].matches.map((m) => m.status)).toEqual(['confirmed', 'rejected']);
    expect(after.effective.intolerances).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client_restrictions'), eq(auditLog.entityId, client.id)));
    expect(audit.changes).toMatchObject({ allergies: { from: [], to: ['peanut'] } });
  });

  it('reads the questionnaire checklist as its ticked answers', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n);
    const [q] = await t.db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.code, 'food_allergy_checklist'));
    const answers = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.questionId, q.id));
    const idOf = (text: string) => answers.find((a) => a.textAnswer === text)?.id;
    await t.db.insert(surveyResponses).values({
      packageId: pkg.id,
      questionId: q.id,
      textResponse: JSON.stringify([idOf('Peanut allergy'), idOf('Jain')]),
    });
    const view = (await t.get(`/api/v1/client/restrictions?id=${client.id}`, n.cookie)).json()
      .data as RestrictionsView;
    expect(view.answers[0]).toMatchObject({
      question: 'food_allergy_checklist',
      text: 'Peanut allergy, Jain',
    });
    expect(view.effective).toMatchObject({ allergies: ['peanut'], diets: ['jain'] });
    const onion = await save(pkg.id, planId, [{ id: food.G017, qty: 20 }]);
    expect(onion.json().data['items.0.override_reason']).toMatch(/Jain diet/);
  });

  it('refuses a list with an unknown allergen, and hides another nutritionist’s client', async () => {
    const { client } = await planForNewClient(t, n);
    const bad = await saveList(client.id, { allergies: ['kryptonite' as never] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data['allergies.0']).toBe('Please choose an allergen from the list');
    const other = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Reddy' });
    expect((await t.get(`/api/v1/client/restrictions?id=${client.id}`, other.cookie)).statusCode).toBe(404);
    expect((await saveList(client.id, { allergies: ['egg'] }, other)).statusCode).toBe(404);
  });
});
