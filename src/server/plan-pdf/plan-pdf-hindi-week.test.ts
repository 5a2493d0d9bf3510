import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/practice-date';
import { planLinks, planShares, plans } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { suggestedTargetsWeek } from '../testing/generated-week';
import { pdfTextReader } from '../testing/pdf-text';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 53 point 9 (decision 304): the Hindi client PDF reads back the known words (जैन in the
 * rules box after its bullet, a conjunct name, a reph, प्रोटीन in the totals), and a generated
 * week's Hindi copy names every food, dish and supplement in Hindi. How the glyphs are shaped is
 * devanagari-shaping.test.ts (against HarfBuzz).
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
const { textOf, dispose } = pdfTextReader('plan-pdf-hindi-week');

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['L002']));
}, 60_000);
afterAll(async () => {
  await t.close();
  dispose();
});

/** PDF_SHOTS_DIR set: the PDFs are kept there too, to look at as pages (pdftoppm -png). */
function keep(name: string, bytes: Buffer) {
  const dir = process.env.PDF_SHOTS_DIR;
  if (dir) writeFileSync(path.join(dir, name), bytes);
}

async function shareLink(pkgId: number, planId: number) {
  await t.db.update(plans).set({ startDate: practiceToday() }).where(eq(plans.id, planId));
  await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
  const token = newToken();
  await t.db.insert(planLinks).values({ packageId: pkgId, token, createdBy: n.userId });
  return token;
}

/** The food lines of a printed copy: '• name — amount', and the 'or name — amount' beside them. */
const foodNames = (text: string) =>
  [...text.matchAll(/(?:•|या) ([^•—]+?) — /g)].map((m) => m[1].trim()).filter((name) => name.length > 0);

describe('the Hindi PDF', () => {
  it('reads back जैन after its bullet, क्षत्रिय, श्रीखंड and प्रोटीन', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n, { firstName: 'Savita', lastName: 'क्षत्रिय' });
    const saved = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, allergies: [], intolerances: [], diets: ['jain'], dislikes: [] },
      n.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const dish = await t.post(
      '/api/v1/food/dish/create',
      {
        name: 'Kesar shrikhand',
        local_names: ['shrikhand', 'श्रीखंड'],
        region: 'west',
        role: 'sweet',
        slots: ['snack'],
        ingredients: [{ food_item_id: food.L002, name: 'Milk', grams: 200 }],
        yield_grams: 200,
        measures: [{ unit: 'katori', label: 'katori', grams: 100 }],
      },
      n.cookie,
    );
    expect(dish.statusCode, dish.body).toBe(200);
    const details = await t.get(`/api/v1/food/dish/details?id=${dish.json().data.id}`, n.cookie);
    const shrikhand = details.json().data.food_item_id as number;
    const meal = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(
        pkg.id,
        planId,
        1,
        '16:30',
        [{ id: shrikhand, qty: 100, measure_label: 'katori', measure_count: 1 }],
        {
          hypothetical_time: 'Evening Snack',
        },
      ),
      n.cookie,
    );
    expect(meal.json().success, meal.body).toBe(1);
    const token = await shareLink(pkg.id, planId);
    const res = await t.get(`/api/v1/my-plan/${token}/pdf?lang=hi`);
    expect(res.statusCode, res.body).toBe(200);
    keep('hindi-known-words.pdf', res.rawPayload);
    const text = textOf(res.rawPayload);
    expect(text).toContain('• जैन');
    expect(text).toContain('• श्रीखंड — 1 कटोरी (100 ग्राम)');
    expect(text).toContain('प्रोटीन');
    // pdftotext gives glyphs in drawing order: ि is drawn before the conjunct त्र it follows.
    expect(text).toContain('क्षित्रय');
  });

  it('names every food, dish and supplement of a generated week in Hindi', async () => {
    const week = await suggestedTargetsWeek(t, n, {
      preference: 'Vegetarian',
      restrictions: {},
      address: 'Kidwai Nagar, Kanpur, Uttar Pradesh',
      region: 'north',
    });
    const offered = week.preview.supplement_proposals ?? [];
    const applied = await t.post(
      '/api/v1/diet/plan/generate/apply',
      {
        plan_id: week.planId,
        preview_id: week.preview.preview_id,
        supplements: offered.map((s) => s.key),
      },
      n.cookie,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const token = await shareLink(week.packageId, week.planId);
    const pdf = await t.get(`/api/v1/my-plan/${token}/pdf?lang=hi`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    keep('hindi-generated-week.pdf', pdf.rawPayload);
    const text = textOf(pdf.rawPayload);
    const names = foodNames(text);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
    if (offered.length) expect(text).toContain('सप्लीमेंट');
    // No supplement line in English either: the table prints name and dosage.
    const supplements = text.slice(text.indexOf('सप्लीमेंट'));
    if (offered.length) expect(supplements).not.toMatch(/tablet|after (lunch|dinner|breakfast)/);
  }, 240_000);
});
