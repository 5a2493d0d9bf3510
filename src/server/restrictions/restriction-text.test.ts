import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratePreview } from '../../shared/plan-generate';
import type { RestrictionsInput } from '../../shared/restriction-input';
import type { FoodTag, RestrictionsView } from '../../shared/restrictions';
import {
  auditLog,
  dishVersions,
  foodItems,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
} from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { clientWithPackage, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 32, point 3: every word a client or nutritionist wrote is read or flagged — the
 * questionnaire and the card's Other field in English, Hindi, Tamil, Bengali and Hinglish; the
 * proposed rules confirmed in one click; hing and gluten.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(20)));
afterAll(async () => t.close());

const ALLERGENS: FoodTag[] = ['peanut', 'sesame', 'mustard', 'milk', 'egg', 'crustacean', 'wheat'];

/** The seven allergens of the issue as clients write them, one line each. */
const WRITTEN: Record<string, string[]> = {
  English: [
    'allergic to groundnuts',
    'sesame allergy',
    'mustard allergy',
    'milk allergy',
    'allergic to eggs',
    'prawns give me hives',
    'wheat allergy',
  ],
  Hindi: [
    'मूंगफली से एलर्जी है',
    'तिल से एलर्जी',
    'सरसों से एलर्जी',
    'दूध से एलर्जी है',
    'अंडा नहीं खाते',
    'झींगा से एलर्जी',
    'गेहूं से एलर्जी',
  ],
  Tamil: [
    'வேர்க்கடலை ஒவ்வாமை',
    'எள் ஒவ்வாமை',
    'கடுகு ஒவ்வாமை',
    'பால் ஒவ்வாமை',
    'முட்டை ஒவ்வாமை',
    'இறால் ஒவ்வாமை',
    'கோதுமை ஒவ்வாமை',
  ],
  Bengali: [
    'চিনাবাদামে অ্যালার্জি আছে',
    'তিলে অ্যালার্জি',
    'সরষে অ্যালার্জি',
    'দুধে অ্যালার্জি',
    'ডিমে অ্যালার্জি',
    'চিংড়ি মাছে অ্যালার্জি',
    'গমে অ্যালার্জি',
  ],
  Hinglish: [
    'moongphali se allergy hai',
    'til se allergy',
    'sarson se allergy hai',
    'doodh se allergy',
    'anda nahi khate',
    'jhinga se allergy',
    'gehun se allergy',
  ],
};
/** A word no table knows, in each language: it must come back as "Not enforced". */
const UNKNOWN: Record<string, string> = {
  English: 'jackfruit allergy',
  Hindi: 'कटहल से एलर्जी',
  Tamil: 'பலாப்பழம் ஒவ்வாமை',
  Bengali: 'কাঁঠালে অ্যালার্জি',
  Hinglish: 'kathal se allergy',
};

async function questionId(code: string) {
  const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, code));
  return q.id;
}
async function answer(packageId: number, code: string, text: string) {
  await t.db
    .insert(surveyResponses)
    .values({ packageId, questionId: await questionId(code), textResponse: text });
}
/** A chosen answer (single select, yes/no), stored as its id like the questionnaire does. */
async function choose(packageId: number, code: string, text: string) {
  const qid = await questionId(code);
  const [a] = await t.db
    .select()
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.questionId, qid), eq(surveyAnswers.textAnswer, text)));
  await t.db.insert(surveyResponses).values({ packageId, questionId: qid, answerId: a.id });
}
async function view(clientId: number, user = n) {
  const res = await t.get(`/api/v1/client/restrictions?id=${clientId}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RestrictionsView;
}
const saveList = (clientId: number, list: Partial<RestrictionsInput>) =>
  t.post('/api/v1/client/restrictions/save', { client_id: clientId, ...list }, n.cookie);
const decide = (clientId: number, key: string, decision: string, user = n) =>
  t.post('/api/v1/client/restrictions/decide', { client_id: clientId, key, decision }, user.cookie);

describe('what the client wrote, in five languages, is read or flagged', () => {
  for (const [language, lines] of Object.entries(WRITTEN))
    it(`${language}: the questionnaire and the Other field read all seven allergens; an unknown word is "Not enforced"`, async () => {
      const asked = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: null });
      await answer(asked.pkg.id, 'food_allergies', [...lines, UNKNOWN[language]].join('\n'));
      const fromQuestionnaire = await view(asked.client.id);
      const read = fromQuestionnaire.answers.find((a) => a.question === 'food_allergies');
      expect(read?.matches.map((m) => m.key).sort()).toEqual(ALLERGENS.map((a) => `allergy:${a}`).sort());
      expect(fromQuestionnaire.effective.allergies.sort()).toEqual([...ALLERGENS].sort());
      expect(fromQuestionnaire.not_enforced).toEqual([
        { field: 'List any food allergies or intolerances (type NA if none).', text: UNKNOWN[language] },
      ]);

      // The card's Other field: the same reader, the same proposals, the same enforcement.
      const typed = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: null });
      const saved = await saveList(typed.client.id, { other: [...lines, UNKNOWN[language]].join('\n') });
      expect(saved.statusCode, saved.body).toBe(200);
      const fromOther = saved.json().data as RestrictionsView;
      expect(fromOther.other?.matches.map((m) => [m.key, m.status]).sort()).toEqual(
        ALLERGENS.map((a) => [`allergy:${a}`, 'pending']).sort(),
      );
      expect(fromOther.effective.allergies.sort()).toEqual([...ALLERGENS].sort());
      expect(fromOther.other?.unmatched).toEqual([UNKNOWN[language]]);
      expect(fromOther.not_enforced).toEqual([{ field: 'Other', text: UNKNOWN[language] }]);
    });
});

describe('proposed rules on the card', () => {
  it('proposes the food preferences, dislikes and fasts; one click confirms or turns down each, with its audit row', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: 'Vegetarian' });
    await choose(pkg.id, 'food_preference', 'Eggetarian');
    await choose(pkg.id, 'food_fasting', 'Yes');
    await answer(pkg.id, 'food_dislikes', 'karela');
    const before = await view(client.id);
    const rules = [...before.answers.flatMap((a) => a.matches.map((m) => [a.question, m.key, m.status]))];
    expect(rules).toEqual(
      expect.arrayContaining([
        ['food_preference', 'diet:eggetarian', 'pending'],
        ['food_dislikes', 'dislike:karela', 'pending'],
        ['client_food_preference', 'diet:vegetarian', 'pending'],
      ]),
    );
    // A preference counts once confirmed (the planner marks it already); the dislike counts now.
    expect(before.effective.diets).toEqual([]);
    expect(before.effective.dislikes).toEqual(['karela']);
    expect(before.not_enforced).toContainEqual({
      field: 'Do you fast for religious reasons (e.g. Ekadashi, Navratri, Ramzan)?',
      text: 'Keeps religious fasts: the days are not set',
    });

    const confirmed = await decide(client.id, 'diet:vegetarian', 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Vegetarian diet: confirmed.');
    const after = confirmed.json().data as RestrictionsView;
    expect(after.list.diets).toEqual(['vegetarian']);
    expect(after.effective.diets).toEqual(['vegetarian']);
    expect(after.answers.find((a) => a.question === 'client_food_preference')?.matches[0].status).toBe(
      'confirmed',
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client_restrictions'), eq(auditLog.entityId, client.id)));
    expect(audit).toMatchObject({ action: 'confirm', userId: n.userId });
    expect(audit.changes).toMatchObject({ rule: 'diet:vegetarian', diets: { from: [], to: ['vegetarian'] } });

    const down = await decide(client.id, 'diet:eggetarian', 'turn_down');
    expect(
      (down.json().data as RestrictionsView).answers.find((a) => a.question === 'food_preference')?.matches[0]
        .status,
    ).toBe('rejected');
    // Turning down a confirmed rule takes it off the list too.
    const undone = (await decide(client.id, 'diet:vegetarian', 'turn_down')).json().data as RestrictionsView;
    expect(undone.list.diets).toEqual([]);
    expect(undone.effective.diets).toEqual([]);
    // Setting the fasting days answers the questionnaire's "Yes".
    const fasts = await saveList(client.id, { ...undone.list, fasting: [{ weekdays: [2], allowed: [] }] });
    expect((fasts.json().data as RestrictionsView).not_enforced).toEqual([]);
  });

  it('refuses a rule nobody proposed, a bad decision and another nutritionist, and changes nothing', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: null });
    await answer(pkg.id, 'food_allergies', 'मूंगफली से एलर्जी है');
    const other = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Reddy' });
    const before = await fingerprint(t.db);
    const unknown = await decide(client.id, 'allergy:egg', 'confirm');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.key).toBe('This rule is no longer proposed. Please reload the page.');
    const bad = await decide(client.id, 'allergy:peanut', 'maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.decision).toBe('Please confirm or turn down the rule');
    expect((await decide(client.id, 'allergy:peanut', 'confirm', other)).statusCode).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

/** Every ingredient behind a preview's items: a dish's ingredients, or the food itself. */
async function ingredientTagsOf(preview: GeneratePreview) {
  const ids = [
    ...new Set(preview.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food_item_id)))),
  ];
  const versions = await t.db
    .select({ foodItemId: dishVersions.foodItemId, ingredients: dishVersions.ingredients })
    .from(dishVersions)
    .where(inArray(dishVersions.foodItemId, ids));
  const ingredientIds = [
    ...ids.filter((id) => !versions.some((v) => v.foodItemId === id)),
    ...versions.flatMap((v) => v.ingredients.flatMap((i) => (i.foodItemId === null ? [] : [i.foodItemId]))),
    ...ids,
  ];
  return t.db
    .select({ id: foodItems.id, name: foodItems.name, tags: foodItems.tags })
    .from(foodItems)
    .where(inArray(foodItems.id, [...new Set(ingredientIds)]));
}

/** A generated week (7 days in dishes) from the targets below. */
async function generateWeek(planId: number, packageId: number) {
  const targets = await t.post(
    '/api/v1/diet/plan/targets',
    { plan_id: planId, energy_kcal: 1800, protein_g: 60, carbohydrate_g: null, fat_g: null, fibre_g: 25 },
    n.cookie,
  );
  expect(targets.json().success, targets.body).toBe(1);
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: planId, package_id: packageId, days: [1, 2, 3, 4, 5, 6, 7], mode: 'dishes' },
    n.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GeneratePreview;
}

describe('a generated week keeps what was written out', () => {
  it('a confirmed peanut allergy written in Hindi: no peanut in any ingredient of any dish of a week', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n);
    await saveList(client.id, { other: 'मूंगफली से एलर्जी है' });
    expect((await decide(client.id, 'allergy:peanut', 'confirm')).statusCode).toBe(200);
    const preview = await generateWeek(planId, pkg.id);
    const foods = await ingredientTagsOf(preview);
    expect(foods.length).toBeGreaterThan(10);
    for (const f of foods) expect(f.tags ?? [], f.name).not.toContain('peanut');
  }, 120_000);

  // The other six allergens, written in Hindi in the Other field and left pending (they count).
  for (const [index, tag] of ALLERGENS.entries())
    if (tag !== 'peanut')
      it(`"${WRITTEN.Hindi[index]}" in Other: no ${tag} in any ingredient of a generated week`, async () => {
        const { client, pkg, planId } = await planForNewClient(t, n);
        const saved = await saveList(client.id, { other: WRITTEN.Hindi[index] });
        expect((saved.json().data as RestrictionsView).effective.allergies).toEqual([tag]);
        const preview = await generateWeek(planId, pkg.id);
        const foods = await ingredientTagsOf(preview);
        expect(foods.length, preview.days[0].summary).toBeGreaterThan(10);
        for (const f of foods) expect(f.tags ?? [], f.name).not.toContain(tag);
      }, 120_000);

  it('hing carries gluten and wheat, and so do its dishes: a celiac client gets no rasam or varan with hing', async () => {
    const [hing] = await t.db.select().from(foodItems).where(eq(foodItems.name, 'Asafoetida'));
    expect(hing.tags).toEqual(['gluten', 'wheat']);
    const withHing = (await t.db.select().from(dishVersions)).filter((v) =>
      v.ingredients.some((i) => i.foodItemId === hing.id),
    );
    expect(withHing.length).toBeGreaterThan(0);
    const dishRows = await t.db
      .select({ id: foodItems.id, name: foodItems.name, tags: foodItems.tags })
      .from(foodItems)
      .where(
        inArray(
          foodItems.id,
          withHing.map((v) => v.foodItemId),
        ),
      );
    for (const d of dishRows) expect(d.tags, d.name).toContain('gluten');

    const { client, pkg, planId } = await planForNewClient(t, n);
    await saveList(client.id, { other: 'Celiac' });
    const preview = await generateWeek(planId, pkg.id);
    const foods = await ingredientTagsOf(preview);
    expect(foods.length, preview.days[0].summary).toBeGreaterThan(10);
    for (const f of foods) {
      expect(f.id, f.name).not.toBe(hing.id);
      expect(f.tags ?? [], f.name).not.toContain('gluten');
    }
  }, 120_000);

  it('a practice with gluten-free hing says so once (admins only, audited): hing and its dishes lose gluten', async () => {
    const admin = await t.createAdmin();
    const [hing] = await t.db.select().from(foodItems).where(eq(foodItems.name, 'Asafoetida'));
    const before = await fingerprint(t.db);
    expect((await t.post('/api/v1/settings/hing', { gluten_free: true }, n.cookie)).statusCode).toBe(403);
    const bad = await t.post('/api/v1/settings/hing', { gluten_free: 'yes' }, admin.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.gluten_free).toBe('Please say whether your hing is gluten-free');
    expect(await fingerprint(t.db)).toEqual(before);

    const saved = await t.post('/api/v1/settings/hing', { gluten_free: true }, admin.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.get('/api/v1/settings/hing', n.cookie)).json().data).toEqual({ gluten_free: true });
    const [free] = await t.db.select().from(foodItems).where(eq(foodItems.id, hing.id));
    expect(free.tags).toEqual([]);
    const rasam = (await t.db.select().from(dishVersions)).find((v) =>
      v.ingredients.some((i) => i.foodItemId === hing.id),
    );
    const [dish] = await t.db.select().from(foodItems).where(eq(foodItems.id, rasam!.foodItemId));
    const others = await t.db
      .select({ tags: foodItems.tags })
      .from(foodItems)
      .where(
        inArray(
          foodItems.id,
          rasam!.ingredients.flatMap((i) =>
            i.foodItemId === null || i.foodItemId === hing.id ? [] : [i.foodItemId],
          ),
        ),
      );
    // The dish keeps gluten only when another ingredient brings it.
    expect(dish.tags?.includes('gluten')).toBe(others.some((o) => o.tags?.includes('gluten')));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'app_settings'), eq(auditLog.userId, admin.userId)));
    expect(audit.changes).toMatchObject({ gluten_free_hing: { from: false, to: true } });

    await t.post('/api/v1/settings/hing', { gluten_free: false }, admin.cookie);
    const [back] = await t.db.select().from(foodItems).where(eq(foodItems.id, hing.id));
    expect(back.tags).toEqual(['gluten', 'wheat']);
    const [dishBack] = await t.db.select().from(foodItems).where(eq(foodItems.id, rasam!.foodItemId));
    expect(dishBack.tags).toContain('gluten');
  });
});
