import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/practice-date';
import { planLinks, planShares, plans } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { pdfTextReader } from '../testing/pdf-text';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 34 point 7: the client's copy of the plan PDF in Hindi, not only its rules box — meal
 * names, times, day titles, food names where the library has them in Devanagari, household
 * measures and units, the day's totals and the header's words; the English copy unchanged.
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
const { textOf, dispose } = pdfTextReader('plan-pdf-hindi');

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['A015', 'L002']));
}, 60_000);
afterAll(async () => {
  await t.close();
  dispose();
});

/** Savitri Yadav's day 1: breakfast of moong khichdi (1½ katori) and cow's milk; dinner of khichdi. */
/**
 * pdftotext gives Devanagari in drawing order: the short i (ि) is drawn before its consonant, so
 * 'दिन' reads 'िदन'. The expected words are put in that order rather than the text reordered.
 */
const drawn = (words: string) => words.replace(/([\u0915-\u0939]\u093c?)\u093f/g, '\u093f$1');

async function savitri(dishName: string) {
  const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Savitri', lastName: 'Yadav' });
  const dish = await t.post(
    '/api/v1/food/dish/create',
    {
      name: dishName,
      local_names: ['moong khichdi', 'मूंग दाल खिचड़ी'],
      region: 'north',
      role: 'staple',
      slots: ['breakfast', 'lunch'],
      ingredients: [
        { food_item_id: food.A015, name: 'rice', grams: 100 },
        { food_item_id: null, name: 'water', grams: 200 },
      ],
      yield_grams: 300,
      measures: [{ unit: 'katori', label: 'katori', grams: 150 }],
    },
    n.cookie,
  );
  expect(dish.statusCode, dish.body).toBe(200);
  const details = await t.get(`/api/v1/food/dish/details?id=${dish.json().data.id}`, n.cookie);
  const khichdi = details.json().data.food_item_id as number;
  const save = async (time: string, timing: string, items: Parameters<typeof mealBody>[4]) => {
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, time, items, { hypothetical_time: timing }),
      n.cookie,
    );
    expect(res.json().success, res.body).toBe(1);
  };
  await save('08:00', 'Breakfast', [
    { id: khichdi, qty: 225, measure_label: 'katori', measure_count: 1.5 },
    { id: food.L002, qty: 150 },
  ]);
  await save('19:30', 'Dinner', [{ id: khichdi, qty: 150, measure_label: 'katori', measure_count: 1 }]);
  await t.db.update(plans).set({ startDate: practiceToday() }).where(eq(plans.id, planId));
  await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
  const token = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
  return { pkg, planId, token };
}

describe('the plan PDF in Hindi', () => {
  it("the plan page's Hindi copy names meals, foods, measures and totals in Hindi", async () => {
    const { token } = await savitri('Savitri ki moong khichdi');
    const res = await t.get(`/api/v1/my-plan/${token}/pdf?lang=hi`);
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('नाश्ता · सुबह 8:00');
    expect(text).toContain('रात का खाना · शाम 7:30');
    expect(text).toContain(drawn('दिन 1 नाश्ता'));
    expect(text).toContain(drawn('• मूंग दाल खिचड़ी — 1½ कटोरी (225 ग्राम)'));
    // A drink in ml (decision 310).
    expect(text).toContain(drawn('• गाय का दूध — 150 मिली'));
    expect(text).toContain(drawn('दिन का कुल:'));
    expect(text).toContain('प्रोटीन 15 ग्राम (11%)');
    expect(text).toContain('नाम: Savitri Yadav');
    expect(text).toContain('खान-पान: शाकाहारी');
    for (const english of ['Breakfast', 'Dinner', 'Day total', 'Energy', 'katori', 'Client:', ' AM', ' PM']) {
      expect(text).not.toContain(english);
    }
  });

  it('the English copy stays English, and the staff export prints Hindi when asked', async () => {
    const { pkg, planId, token } = await savitri('Savitri ki moong dal khichdi');
    const english = textOf((await t.get(`/api/v1/my-plan/${token}/pdf`)).rawPayload);
    expect(english).toContain('Breakfast · 08:00 AM');
    expect(english).toContain('Savitri ki moong dal khichdi — 1½ katori (225 g)');
    expect(english).toContain('Day total: Energy');
    expect(english).not.toContain('नाश्ता');
    const staff = await t.post(
      '/api/v1/client/package/export-pdf',
      { package_id: pkg.id, plan_id: planId, layout: 'portrait', paper_size: 'a4', language: 'hi' },
      n.cookie,
    );
    expect(staff.statusCode, staff.body).toBe(200);
    expect(textOf(staff.rawPayload)).toContain(drawn('मूंग दाल खिचड़ी — 1½ कटोरी (225 ग्राम)'));
  });
});
