import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/fields';
import type { PlanTargetsAnswer } from '../../shared/plan-targets';
import {
  bodyParameters,
  plans,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/** Issue 35, point 2: targets follow the confirmed conditions, each number saying its rule. */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(20)));
afterAll(async () => t.close());

const dobFor = (years: number) => `${Number(practiceToday().slice(0, 4)) - years}-01-01`;

async function client(
  weight: number,
  height: number,
  years: number,
  category = 'Medical Nutrition',
  subCategory = 'General',
) {
  const { client, planId } = await planForNewClient(t, n, {
    firstName: 'Sunita',
    lastName: 'Deshpande',
    category,
    subCategory,
    dob: dobFor(years),
  });
  const [reading] = await t.db
    .insert(vitalReadings)
    .values({ clientId: client.id, readingDate: '2025-03-01' })
    .returning();
  for (const [key, value] of Object.entries({ weight, height })) {
    const [param] = await t.db.select().from(bodyParameters).where(eq(bodyParameters.key, key));
    await t.db
      .insert(vitalValues)
      .values({ readingId: reading.id, parameterId: param.id, decimalValue: String(value) });
  }
  return { clientId: client.id, planId };
}
const confirm = (clientId: number, kind: string, detail: Record<string, unknown> = {}) =>
  t.post(
    '/api/v1/client/conditions/decide',
    { client_id: clientId, kind, decision: 'confirm', ...detail },
    n.cookie,
  );
async function suggestion(planId: number) {
  const res = await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&activity=light`, n.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const answer = (res.json().data as PlanTargetsAnswer).suggestion;
  if (!answer) throw new Error('GET targets answered no suggestion');
  return answer;
}

describe('targets from conditions', () => {
  it('pregnancy, 2nd trimester: +350 kcal over the non-pregnant suggestion, protein +9.5 g, iron and folate floors', async () => {
    const { clientId, planId } = await client(55, 158, 29);
    const before = await suggestion(planId);
    expect(before.goal_basis).toBe('BMI 22 < 23: maintenance');
    expect((await confirm(clientId, 'pregnancy', { trimester: '2' })).statusCode).toBe(200);
    const after = await suggestion(planId);
    expect(after.goal_basis).toBe('Pregnancy: no weight loss');
    expect(after.targets.energy_kcal.value).toBe((before.targets.energy_kcal.value as number) + 350);
    expect(after.targets.energy_kcal.basis).toMatch(/\+ 350 kcal \(ICMR-NIN 2020/);
    expect(after.targets.protein_g.value).toBe(Math.round((before.targets.protein_g.value as number) + 9.5));
    // The pregnancy RDA is the figure; where a week of her dishes gives less, the floor says so
    // and the supplement line makes up the rest (decision 276).
    const iron = after.micronutrient_floors.iron_mg;
    expect(iron.value).toBe(27);
    expect(iron.basis).toContain('ICMR-NIN 2020 RDA, pregnant woman');
    const folate = after.micronutrient_floors.folate_ug;
    expect(folate.value).toBe(570);
  });

  it('a Pregnancy package: never weight loss, the card proposes pregnancy, and the screen says the figures wait for it (issue 54)', async () => {
    // BMI 24.8: without the package's stage the BMI rule would suggest weight loss.
    const { clientId, planId } = await client(62, 158, 27, 'Pregnancy & Lactation', 'Pregnancy');
    const before = await suggestion(planId);
    expect(before.goal).toBe('maintain');
    expect(before.goal_basis).toBe('Package: Pregnancy: no weight loss');
    expect(before.targets.protein_g.basis).not.toMatch(/losing weight/);
    expect(before.life_stage_note).toMatch(/no pregnancy is confirmed on the client's card/);
    expect(before.micronutrient_floors.folate_ug.value).not.toBe(570);

    const view = await t.get(`/api/v1/client/conditions?id=${clientId}`, n.cookie);
    const proposed = view.json().data.proposed as { kind: string; status: string; field: string }[];
    expect(proposed).toContainEqual(
      expect.objectContaining({
        kind: 'pregnancy',
        status: 'pending',
        field: 'Package: Pregnancy & Lactation',
      }),
    );
    expect(proposed.map((p) => p.kind)).not.toContain('lactation');

    expect((await confirm(clientId, 'pregnancy', { trimester: '2' })).statusCode).toBe(200);
    const after = await suggestion(planId);
    expect(after.goal_basis).toBe('Pregnancy: no weight loss');
    expect(after.life_stage_note).toBeNull();
    expect(after.micronutrient_floors.folate_ug.value).toBe(570);
  });

  it('type 2 diabetes, BMI 28.4, not a weight-management package: weight loss by BMI, carbohydrate in the band', async () => {
    const { clientId, planId } = await client(71, 158, 52);
    expect((await confirm(clientId, 'type2_diabetes')).statusCode).toBe(200);
    const s = await suggestion(planId);
    expect(s.goal).toBe('loss');
    expect(s.goal_basis).toMatch(/^BMI 28.4 ≥ 23: weight loss \(WHO Expert Consultation 2004/);
    const kcal = s.targets.energy_kcal.value as number;
    const carb = s.targets.carbohydrate_g.value as number;
    const share = (carb * 4 * 100) / kcal;
    expect(share).toBeGreaterThanOrEqual(45);
    expect(share).toBeLessThanOrEqual(65);
    expect(carb).toBeGreaterThanOrEqual(130);
    expect(s.targets.carbohydrate_g.basis).toMatch(/RSSDI/);
    // The macros still add up to the energy.
    const p = s.targets.protein_g.value as number;
    const f = s.targets.fat_g.value as number;
    expect(Math.abs(p * 4 + carb * 4 + f * 9 - kcal)).toBeLessThan(15);
  });

  it("the client's stated goal counts whatever the package's category", async () => {
    const { planId } = await client(52, 160, 35);
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, planId));
    const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, 'gen_goal'));
    const answers = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.questionId, q.id));
    const gain = answers.find((a) => a.textAnswer === 'Weight gain')!;
    await t.db
      .insert(surveyResponses)
      .values({ packageId: plan.packageId, questionId: q.id, answerId: gain.id });
    const s = await suggestion(planId);
    expect(s.goal).toBe('gain');
    expect(s.goal_basis).toBe('Questionnaire goal: Weight gain');
  });

  it('CKD stage 3: protein at most 0.8 g/kg', async () => {
    const { clientId, planId } = await client(64, 165, 61);
    expect((await confirm(clientId, 'ckd', { ckd_stage: '3-5' })).statusCode).toBe(200);
    const s = await suggestion(planId);
    expect((s.targets.protein_g.value as number) / 64).toBeLessThanOrEqual(0.8);
    expect(s.targets.protein_g.basis).toMatch(/KDOQI 2020/);
  });

  it('targets outside a condition band ask to confirm, naming the band and its source; nothing changes', async () => {
    const { clientId, planId } = await client(64, 165, 58);
    await confirm(clientId, 'type2_diabetes', { carb_band: 'icmr' });
    await confirm(clientId, 'ckd', { ckd_stage: '3-5' });
    const body = { plan_id: planId, energy_kcal: 1800, protein_g: 70, carbohydrate_g: 290, fat_g: 44 };
    const before = await fingerprint(t.db);
    const res = await t.post('/api/v1/diet/plan/targets', body, n.cookie);
    expect(res.statusCode).toBe(422);
    const text = res.json().data.accept_outside_band as string;
    expect(text).toMatch(/Carbohydrate 290 g \(64 % of energy\) is outside 55–60 %.*ICMR guidelines/);
    expect(text).toMatch(/Protein 70 g \(1.09 g\/kg\) is outside 0.55–0.8 g\/kg \(KDOQI 2020/);
    expect(await fingerprint(t.db)).toEqual(before);
    const kept = await t.post('/api/v1/diet/plan/targets', { ...body, accept_outside_band: true }, n.cookie);
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
