import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionReasons } from '../../shared/condition-foods';
import { practiceToday } from '../../shared/fields';
import { NO_FACTS } from '../../shared/food-facts';
import type { GeneratePreview } from '../../shared/plan-generate';
import {
  auditLog,
  bodyParameters,
  foodDatabases,
  foodItems,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { clientWithPackage, createPlan, mealBody, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 35, point 3: weeks generated through the API for confirmed conditions keep their food
 * rules, and a manual add of a refused food needs an override reason (audited).
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(20)));
afterAll(async () => t.close());

const WEEK = [1, 2, 3, 4, 5, 6, 7];
const dobFor = (years: number) => `${Number(practiceToday().slice(0, 4)) - years}-01-01`;

async function week(condition: Record<string, unknown>, years = 52, weight = 71) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, {
    firstName: 'Rekha',
    lastName: 'Menon',
    category: 'Medical Nutrition',
    subCategory: 'General',
    dob: dobFor(years),
  });
  const [reading] = await t.db
    .insert(vitalReadings)
    .values({ clientId: client.id, readingDate: '2026-10-01' })
    .returning();
  for (const [key, value] of Object.entries({ weight, height: 158 })) {
    const [param] = await t.db.select().from(bodyParameters).where(eq(bodyParameters.key, key));
    await t.db
      .insert(vitalValues)
      .values({ readingId: reading.id, parameterId: param.id, decimalValue: String(value) });
  }
  const ok = await t.post(
    '/api/v1/client/conditions/decide',
    { client_id: client.id, decision: 'confirm', ...condition },
    n.cookie,
  );
  expect(ok.statusCode, ok.body).toBe(200);
  const planId = await createPlan(t, n, pkg.id);
  const got = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&activity=light`, n.cookie)).json()
    .data;
  const figures = (list: Record<string, { value: number | null }>) =>
    Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.value]));
  const saved = await t.post(
    '/api/v1/diet/plan/targets',
    {
      plan_id: planId,
      ...figures(got.suggestion.targets),
      micronutrient_floors: figures(got.suggestion.micronutrient_floors),
      accept_mismatch: true,
    },
    n.cookie,
  );
  expect(saved.json().success, saved.body).toBe(1);
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: planId, package_id: pkg.id, days: WEEK, mode: 'dishes' },
    n.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { clientId: client.id, pkgId: pkg.id, planId, preview: res.json().data as GeneratePreview };
}

const names = (p: GeneratePreview) =>
  p.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.label)));
const refused = (p: GeneratePreview, condition: Parameters<typeof conditionReasons>[1]) =>
  p.days.flatMap((d) =>
    d.meals.flatMap((m) =>
      m.items.flatMap((i) =>
        conditionReasons({ name: i.label, group: i.food_group, tags: null, facts: i.facts }, condition).map(
          (r) => `day ${d.day} ${i.label}: ${r}`,
        ),
      ),
    ),
  );

describe('generated weeks keep the conditions', () => {
  it('type 2 diabetes: carbohydrate within the RSSDI band every day, no added-sugar dish', async () => {
    const { preview } = await week({ kind: 'type2_diabetes', carb_band: 'rssdi' });
    expect(refused(preview, [{ kind: 'type2_diabetes' }])).toEqual([]);
    const shares = preview.days.map((d) =>
      Math.round(((d.totals.carbohydrate_g ?? 0) * 4 * 100) / (d.totals.energy_kcal ?? 1)),
    );
    console.log(
      `diabetes week: carbohydrate % of energy by day ${shares.join(', ')}; solve ${Math.round(preview.solve_ms)} ms`,
    );
    // The preview lists the condition's checks on each day.
    for (const d of preview.days) {
      expect(d.condition_checks?.[0]).toMatch(
        /^Type 2 diabetes: carbohydrate \d+ % ✓ · added sugar 0 foods ✓ · fruit [\d.]+ servings? ✓ · largest meal \d+ % of carbohydrate ✓$/,
      );
      // The rules of the day model (decision 244), counted here from the preview itself.
      const fruit = d.meals
        .flatMap((m) => m.items)
        .filter((i) => i.food_group?.trim().toLowerCase() === 'fruits')
        .reduce((sum, i) => sum + i.quantity, 0);
      expect(fruit).toBeLessThanOrEqual(200);
      const carbs = d.meal_amounts?.map((m) => m.carbohydrate_g) ?? [];
      expect(carbs.length).toBe(d.meals.length);
      const day = d.totals.carbohydrate_g ?? 1;
      console.log(
        `day ${d.day}: fruit ${fruit} g; meals' carbohydrate % ${carbs.map((c) => Math.round((c * 100) / day)).join(', ')}`,
      );
      for (const c of carbs) expect(c).toBeLessThanOrEqual((d.totals.carbohydrate_g ?? 0) * 0.35 + 0.5);
      console.log(`day ${d.day}: ${d.condition_checks?.[0]}`);
    }
    for (const s of shares) {
      expect(s).toBeGreaterThanOrEqual(45);
      expect(s).toBeLessThanOrEqual(65);
    }
  }, 240_000);

  it('hypertension at 1500 mg: sodium at most 1500 mg every day, no pickle or papad', async () => {
    const { preview } = await week({ kind: 'hypertension', sodium_max_mg: 1500 });
    const sodium = preview.days.map((d) => Math.round(d.totals.sodium_mg ?? 0));
    console.log(`hypertension week: sodium mg by day ${sodium.join(', ')}`);
    for (const s of sodium) expect(s).toBeLessThanOrEqual(1500);
    expect(names(preview).filter((x) => /pickle|achar|papad/i.test(x))).toEqual([]);
    const limit = preview.days[0].checks.find((c) => c.key === 'sodium_mg');
    expect(limit?.target).toBe(1500);
    expect(preview.days[0].condition_checks?.[0]).toMatch(
      /^Hypertension: sodium \d+ mg of 1500 ✓ · pickles, papad, salted snacks 0 ✓$/,
    );
  }, 240_000);

  it('iron-deficiency anaemia: vitamin C with every main meal, no tea or coffee in one', async () => {
    const { preview } = await week({ kind: 'anaemia' }, 29, 54);
    let paired3 = 0;
    for (const d of preview.days) {
      const main = d.meals
        .map((m, i) => ({ m, i }))
        .filter(({ m }) => /breakfast|lunch|dinner/i.test(m.hypothetical_time));
      expect(main.length).toBe(3);
      const vitc = main.map(({ i }) => d.meal_amounts?.[i]?.vitamin_c_mg ?? 0);
      console.log(
        `anaemia day ${d.day}: vitamin C of the main meals ${vitc.join(', ')} mg; ${d.condition_checks?.[0]}`,
      );
      // A preference where the library allows (decision 245): most main meals carry it, and the
      // line counts exactly those that do.
      const paired = vitc.filter((v) => v >= 25).length;
      expect(paired).toBeGreaterThanOrEqual(2);
      paired3 += paired === 3 ? 1 : 0;
      const drinks = main.flatMap(({ m }) => m.items.filter((i) => /\b(tea|chai|coffee)\b/i.test(i.label)));
      expect(drinks.map((i) => i.label)).toEqual([]);
      expect(d.condition_checks?.[0]).toBe(
        `Iron-deficiency anaemia: vitamin C 25 mg or more in ${paired} of 3 main meals ${paired === 3 ? '✓' : '✗'} · tea or coffee with a main meal 0 ✓`,
      );
    }
    console.log(`anaemia week: ${paired3} of 7 days with vitamin C in all three main meals`);
    // With a fruit at breakfast (decision 245) the week keeps it on at least six days.
    expect(paired3).toBeGreaterThanOrEqual(6);
  }, 240_000);

  it('CKD stage 3–5: protein at most 0.8 g/kg every day; potassium and phosphorus said unchecked', async () => {
    const { preview } = await week({ kind: 'ckd', ckd_stage: '3-5' }, 61, 68);
    const perKg = preview.days.map((d) => Math.round(((d.totals.protein_g ?? 0) / 68) * 100) / 100);
    console.log(
      `CKD week: protein g/kg by day ${perKg.join(', ')}; ${preview.days[0].condition_checks?.[0]}`,
    );
    for (const p of perKg) expect(p).toBeLessThanOrEqual(0.8);
    for (const d of preview.days)
      expect(d.condition_checks?.[0]).toMatch(
        /^Chronic kidney disease: protein 0\.\d+ g\/kg of 0\.55–0\.8 ✓ · potassium not checked: no data · phosphorus not checked: no data$/,
      );
  }, 240_000);

  it('soft texture: no raw salad, sprouts, whole nuts or seeds', async () => {
    const { preview } = await week({ kind: 'soft_texture', texture: 'soft' }, 68, 60);
    expect(refused(preview, [{ kind: 'soft_texture' }])).toEqual([]);
    expect(names(preview).filter((x) => /salad|sprout|groundnut|peanut|seeds/i.test(x))).toEqual([]);
  }, 240_000);
});

describe('the plan core refuses a condition food without an override reason', () => {
  it('pickle for a hypertensive client: 422 naming the rule, nothing written; with a reason, saved and audited', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, {
      firstName: 'Gopal',
      lastName: 'Shetty',
    });
    await t.post(
      '/api/v1/client/conditions/decide',
      { client_id: client.id, kind: 'hypertension', decision: 'confirm', sodium_max_mg: 2000 },
      n.cookie,
    );
    const planId = await createPlan(t, n, pkg.id);
    const [db] = await t.db.insert(foodDatabases).values({ name: 'Shetty clinic foods' }).returning();
    const [pickle] = await t.db
      .insert(foodItems)
      .values({
        foodDatabaseId: db.id,
        sourceCode: 'SC9',
        name: 'Mango pickle',
        // The practice says what its food is (decision 292): the rule reads this, not the name.
        facts: { ...NO_FACTS, texture: 'soft', added_sugar_g: 0, salted: true, source: 'Shetty clinic' },
        calories: 180,
        protein: 1,
        carbohydrate: 8,
        fat: 15,
        sodiumMg: 3000,
      })
      .returning();
    const before = await fingerprint(t.db);
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '13:00', [{ id: pickle.id, qty: 10 }]),
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Mango pickle on Day 1: salted food: Hypertension');
    expect(await fingerprint(t.db)).toEqual(before);
    const kept = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '13:00', [
        { id: pickle.id, qty: 10, override_reason: 'A teaspoon on Sundays, agreed with the doctor' } as never,
      ]),
      n.cookie,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const audits = await t.db.select().from(auditLog);
    expect(JSON.stringify(audits)).toContain('A teaspoon on Sundays');
  });
});
