import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { auditLog, planLinks, planShares, plans } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { pdfTextReader } from '../testing/pdf-text';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 35 point 4 (decisions 224, 225): the client reads their rules in plain words on the plan
 * PDF and the plan page, in English or Hindi; the nutritionist's copy carries the clinical summary.
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
const { textOf, dispose } = pdfTextReader('plan-pdf-rules');

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['A015', 'B010']));
}, 60_000);
afterAll(async () => {
  await t.close();
  dispose();
});

/**
 * Sunita Jain: groundnut and tree-nut allergies, gluten intolerance, Jain, dislikes karela; the
 * card's Other field says sesame (proposed, not confirmed). A day of rice and moong dal.
 */
async function sunita() {
  const { client, pkg, planId } = await planForNewClient(t, n, { firstName: 'Sunita', lastName: 'Jain' });
  const saved = await t.post(
    '/api/v1/client/restrictions/save',
    {
      client_id: client.id,
      allergies: ['peanut', 'tree_nut'],
      intolerances: [{ tag: 'gluten', except: [] }],
      diets: ['jain'],
      dislikes: ['karela'],
      other: 'Sesame allergy',
    },
    n.cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const meal = await t.post(
    '/api/v1/diet/planday/create-day',
    mealBody(pkg.id, planId, 1, '13:00', [
      { id: food.A015, qty: 60 },
      { id: food.B010, qty: 30 },
    ]),
    n.cookie,
  );
  expect(meal.json().success, meal.body).toBe(1);
  return { client, pkg, planId };
}

/** Pages of a PDF, by its page objects (react-pdf writes one /Type /Page per page). */
const pageCount = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

const exportPdf = (body: Record<string, unknown>) =>
  t.post('/api/v1/client/package/export-pdf', { layout: 'portrait', paper_size: 'a4', ...body }, n.cookie);

describe("the client's rules on the plan PDF", () => {
  it("prints what to avoid, the diet rules and the salt in the client's copy, without the clinical box", async () => {
    const { pkg, planId } = await sunita();
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId });
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Keep in mind');
    expect(text).toContain('• Avoid: groundnut, cashew, almond and other nuts');
    expect(text).toContain('• Gluten-free');
    expect(text).toContain('• Jain');
    expect(text).toContain('• Salt: no more than 1 teaspoon a day in all cooking');
    // Told only once confirmed: the Other field's sesame is enforced but not yet the client's rule.
    expect(text).not.toMatch(/sesame/i);
    expect(text).not.toContain('Clinical summary');
    expect(text).not.toContain('Staff copy');
    expect(String(res.headers['content-disposition'])).toMatch(/filename="Nutrition-Plan-/);
    // Before the first day's meals.
    expect(text.indexOf('Keep in mind')).toBeLessThan(text.indexOf('Day 1'));
  });

  it("adds the clinical summary to the nutritionist's copy: restrictions, targets and their sources", async () => {
    const { pkg, planId } = await sunita();
    const targets = await t.post(
      '/api/v1/diet/plan/targets',
      {
        plan_id: planId,
        energy_kcal: 1600,
        protein_g: 60,
        carbohydrate_g: 230,
        fat_g: 49,
        fibre_g: 32,
        basis: {
          energy_kcal: 'Mifflin-St Jeor 1289 kcal × 1.375 (light) − 500 kcal (weight loss)',
          fat_g: '25 % of 1600 kcal ÷ 9 kcal/g (ICMR-NIN 2020: total fat 20–30 % of energy)',
          fibre_g: '40 g per 2000 kcal × 1600 kcal (ICMR-NIN 2020)',
        },
      },
      n.cookie,
    );
    expect(targets.statusCode, targets.body).toBe(200);
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId, copy: 'nutritionist' });
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain("Clinical summary (nutritionist's copy)");
    // Marked on every page and named apart, so it is not sent to the client by mistake (issue 54 point 7).
    const marks = text.split('Staff copy – not for the client').length - 1;
    expect(marks).toBe(pageCount(res.rawPayload));
    expect(String(res.headers['content-disposition'])).toMatch(/filename="Staff-Copy-Nutrition-Plan-/);
    expect(text).toContain(
      'Restrictions: Peanut allergy; Tree nut allergy; Sesame allergy (proposed, not yet confirmed); Gluten intolerance; Jain diet; Dislikes karela',
    );
    expect(text).toContain(
      'Energy: 1,600 kcal — Mifflin-St Jeor 1289 kcal × 1.375 (light) − 500 kcal (weight loss)',
    );
    // 60 g × 4 ÷ 1600 = 15 %; a number typed without a basis says who set it.
    expect(text).toContain('Protein: 60 g (15 % of energy) — Set by the nutritionist');
    expect(text).toContain('Carbohydrate: 230 g (57 % of energy) — Set by the nutritionist');
    expect(text).toContain('Fat: 49 g (28 % of energy) — 25 % of 1600 kcal ÷ 9 kcal/g (ICMR-NIN 2020');
    expect(text).toContain('Fibre: 32 g — 40 g per 2000 kcal × 1600 kcal (ICMR-NIN 2020)');
    expect(text).toContain(
      'Sodium: at most 2,000 mg a day (5.1 g salt, about 1 level teaspoon) — ICMR-NIN Dietary Guidelines for Indians 2024',
    );
    // The client's rules are on this copy too: what the client reads.
    expect(text).toContain('• Salt: no more than 1 teaspoon a day in all cooking');
  });

  it("prints the confirmed conditions and the client's own sodium ceiling (issue 53 point 10)", async () => {
    const { client, pkg, planId } = await sunita();
    const saved = await t.post(
      '/api/v1/client/conditions/save',
      {
        client_id: client.id,
        conditions: [
          { kind: 'hypertension', sodium_max_mg: 1500 },
          { kind: 'type2_diabetes', carb_band: 'icmr' },
        ],
      },
      n.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const text = textOf(
      (await exportPdf({ package_id: pkg.id, plan_id: planId, copy: 'nutritionist' })).rawPayload,
    );
    // '≤' is in none of the PDF's fonts: it is said in words (it printed as 'd').
    expect(text).toContain(
      'Conditions: Hypertension, sodium at most 1500 mg; Type 2 diabetes, carbohydrate ICMR 55–60 %',
    );
    expect(text).toContain('Sodium: at most 1,500 mg a day (3.8 g salt');
    expect(text).toContain('— Hypertension: ACC/AHA 2017 hypertension guideline');
    expect(text).not.toContain('Sodium: at most 2,000 mg');
  });

  it('says which targets are not set', async () => {
    const { pkg, planId } = await sunita();
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId, copy: 'nutritionist' });
    const text = textOf(res.rawPayload);
    expect(text).toContain('Energy: No target set Protein: No target set');
    expect(text).toContain('Sodium: at most 2,000 mg a day');
  });

  it('refuses an unknown copy or language with a field message, and writes nothing', async () => {
    const { pkg, planId } = await sunita();
    const audits = (await t.db.select().from(auditLog)).length;
    const copy = await exportPdf({ package_id: pkg.id, plan_id: planId, copy: 'doctor' });
    expect(copy.statusCode).toBe(422);
    expect(copy.json().data.copy).toBe("Please choose the client's or the nutritionist's copy");
    const language = await exportPdf({ package_id: pkg.id, plan_id: planId, language: 'ta' });
    expect(language.statusCode).toBe(422);
    expect(language.json().data.language).toBe('Please choose English or Hindi');
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
  });
});

describe("the client's rules on the plan link", () => {
  async function shared() {
    const { pkg, planId } = await sunita();
    await t.db.update(plans).set({ startDate: practiceToday() }).where(eq(plans.id, planId));
    await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
    const token = newToken();
    await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
    return token;
  }

  it('sends each rule in English and Hindi', async () => {
    const token = await shared();
    const res = await t.get(`/api/v1/my-plan/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const view: PortalView = res.json().data;
    expect(view.rules).toEqual([
      {
        kind: 'avoid',
        en: 'Avoid: groundnut, cashew, almond and other nuts',
        hi: 'इनसे बचें: मूँगफली, काजू, बादाम और दूसरे मेवे',
      },
      { kind: 'free-of', en: 'Gluten-free', hi: 'ग्लूटेन-मुक्त (गेहूँ, जौ, राई नहीं)' },
      { kind: 'diet', en: 'Jain', hi: 'जैन' },
      {
        kind: 'salt',
        en: 'Salt: no more than 1 teaspoon a day in all cooking',
        hi: 'नमक: पूरे दिन के खाने में 1 छोटे चम्मच से ज़्यादा नहीं',
      },
    ]);
  });

  it("prints the PDF's rules in Hindi when the page asks, and refuses another language", async () => {
    const token = await shared();
    const res = await t.get(`/api/v1/my-plan/${token}/pdf?lang=hi`);
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    // pdftotext gives Devanagari in drawing order: words without a pre-base vowel sign read as written.
    expect(text).toContain('नमक: पूरे');
    expect(text).toContain('काजू, बादाम और दूसरे मेवे');
    expect(text).toContain('• जैन');
    expect(text).not.toContain('Keep in mind');
    const english = textOf((await t.get(`/api/v1/my-plan/${token}/pdf`)).rawPayload);
    expect(english).toContain('• Avoid: groundnut');
    expect((await t.get(`/api/v1/my-plan/${token}/pdf?lang=fr`)).statusCode).toBe(422);
  });
});
