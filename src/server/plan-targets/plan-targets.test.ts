import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/fields';
import { dayMicronutrients } from '../../shared/nutrition';
import type { Workspace } from '../../shared/plans';
import {
  auditLog,
  bodyParameters,
  clients,
  vitalReadings,
  vitalValues,
  workoutSchedules,
} from '../db/schema/index';
import {
  clientWithPackage,
  createPlan,
  foodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { MISSING } from './suggestion';

let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(20)));
afterAll(async () => t.close());

/** A date of birth that makes the client exactly `years` old today (1 January of that year). */
const dobFor = (years: number) => `${Number(practiceToday().slice(0, 4)) - years}-01-01`;

async function vitals(clientId: number, date: string, values: Record<string, number>) {
  const [reading] = await t.db.insert(vitalReadings).values({ clientId, readingDate: date }).returning();
  for (const [key, value] of Object.entries(values)) {
    const [param] = await t.db.select().from(bodyParameters).where(eq(bodyParameters.key, key));
    await t.db
      .insert(vitalValues)
      .values({ readingId: reading.id, parameterId: param.id, decimalValue: String(value) });
  }
}

/** Kavya Iyer, 30, Weight Management / Maintenance, 60 kg and 160 cm, yoga 3 × 30 min a week. */
async function kavya(options: { height?: boolean } = {}) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, {
    firstName: 'Kavya',
    lastName: 'Iyer',
    subCategory: 'Maintenance',
    dob: dobFor(30),
  });
  // An older, heavier reading: the latest one counts.
  await vitals(client.id, '2025-01-05', { weight: 64 });
  await vitals(
    client.id,
    '2025-03-01',
    options.height === false ? { weight: 60 } : { weight: 60, height: 160 },
  );
  await t.db.insert(workoutSchedules).values({
    packageId: pkg.id,
    clientId: client.id,
    category: 'workout',
    routineType: 'Yoga',
    startTime: '06:00:00',
    endTime: '06:30:00',
    monday: true,
    wednesday: true,
    friday: true,
  });
  const planId = await createPlan(t, n, pkg.id);
  return { client, pkg, planId };
}

describe('GET /api/v1/diet/plan/targets', () => {
  it('suggests targets matching the hand calculation, each with its basis', async () => {
    const { planId } = await kavya();
    const res = await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Yoga 3 × 30 min = 90 min a week → light activity (× 1.375).
    // Mifflin-St Jeor BMR = 10 × 60 + 6.25 × 160 − 5 × 30 − 161 = 1289 kcal; × 1.375 = 1772.4 → 1772 kcal.
    // Protein 0.83 g/kg × 60 = 49.8 → 50 g; fat 25 % × 1772 ÷ 9 = 49.2 → 49 g;
    // carbohydrate (1772 − 200 − 441) ÷ 4 = 282.75 → 283 g; fibre 1772 × 40/2000 = 35.4 → 35 g.
    expect(data.inputs).toMatchObject({
      weight_kg: 60,
      weight_date: '2025-03-01',
      height_cm: 160,
      age_years: 30,
      sex: 'Female',
      activity: 'light',
      activity_basis: 'Questionnaire: 3 sessions, 90 min a week → light activity',
    });
    const s = data.suggestion;
    expect(s.targets.energy_kcal).toEqual({
      value: 1772,
      basis: 'Mifflin-St Jeor, 60 kg, 160 cm, 30 y, F: BMR 1289 kcal × 1.375 (light activity)',
    });
    expect(s.targets.protein_g.value).toBe(50);
    expect(s.targets.fat_g.value).toBe(49);
    expect(s.targets.carbohydrate_g.value).toBe(283);
    expect(s.targets.fibre_g.value).toBe(35);
    // The RDA's figure; the floor suggested may be lower, to what a week of dishes gives (decision 276).
    const iron = s.micronutrient_floors.iron_mg;
    expect(iron.value).toBe(29);
    expect(s.missing).toEqual([]);
    // Nothing saved yet.
    expect(data.targets).toEqual({
      energy_kcal: null,
      protein_g: null,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: null,
      fibre_max_g: null,
      macro_shares: {},
      micronutrient_floors: {},
    });
  });

  it('ICMR-NIN method and a chosen activity level', async () => {
    const { planId } = await kavya();
    const res = await t.get(
      `/api/v1/diet/plan/targets?plan_id=${planId}&method=icmr&activity=moderate`,
      n.cookie,
    );
    const data = res.json().data;
    // (8.126 × 60 + 845.6) × 0.91 = 1213.18 kcal × PAL 1.8 = 2183.7 → 2184 kcal.
    expect(data.suggestion.targets.energy_kcal.value).toBe(2184);
    expect(data.inputs.activity_basis).toBe('Chosen by the nutritionist: moderate activity');
  });

  it('a typo stored before values were checked never reaches the targets: the reading before it counts', async () => {
    const { client, planId } = await kavya();
    // 6000 (grams typed as kg) and 1600 (mm typed as cm), stored by an older version.
    await vitals(client.id, '2025-04-01', { weight: 6000, height: 1600 });
    const data = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie)).json().data;
    expect(data.inputs).toMatchObject({ weight_kg: 60, weight_date: '2025-03-01', height_cm: 160 });
  });

  it('suggest=none answers the saved targets without a suggestion; another value is a field message', async () => {
    const { planId } = await kavya();
    await t.post(
      '/api/v1/diet/plan/targets',
      { plan_id: planId, energy_kcal: 1750, protein_g: 60 },
      n.cookie,
    );
    const res = await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&suggest=none`, n.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.suggestion).toBeNull();
    expect(data.checked).toBe('none');
    expect(data.targets).toMatchObject({ energy_kcal: 1750, protein_g: 60 });
    const bad = await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&suggest=maybe`, n.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.suggest).toBe('suggest must be week, library or none');
  });

  it('says the height is missing instead of guessing', async () => {
    const { planId } = await kavya({ height: false });
    const data = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie)).json().data;
    expect(data.suggestion.missing).toEqual([MISSING.height]);
    expect(data.suggestion.targets.energy_kcal).toEqual({
      value: null,
      basis: 'Missing: No height in the body vitals',
    });
    expect(data.suggestion.targets.protein_g.value).toBe(50);
  });

  it('another nutritionist gets 404, as for a plan that does not exist', async () => {
    const { planId } = await kavya();
    const other = await nutritionistWithCredits(t, 5);
    const res = await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect((await t.get('/api/v1/diet/plan/targets?plan_id=999999', n.cookie)).statusCode).toBe(404);
    const post = await t.post(
      '/api/v1/diet/plan/targets',
      { plan_id: planId, energy_kcal: 1800 },
      other.cookie,
    );
    expect(post.statusCode).toBe(404);
  });
});

describe('POST /api/v1/diet/plan/targets', () => {
  it('saves the numbers with their basis and an audit row; GET answers them', async () => {
    const { planId } = await kavya();
    const res = await t.post(
      '/api/v1/diet/plan/targets',
      {
        plan_id: planId,
        energy_kcal: 1772,
        protein_g: 55,
        carbohydrate_g: 283,
        fat_g: null,
        fibre_g: '35',
        micronutrient_floors: { iron_mg: 29, calcium_mg: 1000, zinc_mg: null },
        basis: { energy_kcal: 'Mifflin-St Jeor …', fat_g: 'dropped: fat has no number' },
      },
      n.cookie,
    );
    expect(res.json()).toMatchObject({ success: 1, message: 'Targets saved successfully!' });
    const data = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie)).json().data;
    expect(data.targets).toEqual({
      energy_kcal: 1772,
      protein_g: 55,
      carbohydrate_g: 283,
      fat_g: null,
      fibre_g: 35,
      fibre_max_g: null,
      macro_shares: {},
      micronutrient_floors: { iron_mg: 29, calcium_mg: 1000 },
    });
    expect(data.basis).toEqual({ energy_kcal: 'Mifflin-St Jeor …' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'plan_targets'), eq(auditLog.entityId, planId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toMatchObject({ energy_kcal: { from: null, to: 1772 } });
  });

  it('refuses numbers out of bounds with a message per field and changes nothing', async () => {
    const { planId } = await kavya();
    const res = await t.post(
      '/api/v1/diet/plan/targets',
      {
        plan_id: planId,
        energy_kcal: 90000,
        protein_g: -4,
        carbohydrate_g: 'lots',
        fat_g: null,
        fibre_g: null,
        micronutrient_floors: { iron_mg: 500, selenium_ug: 40 },
      },
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    const fields = res.json().data;
    expect(fields.energy_kcal).toBe('Energy must be a number from 800 to 6000 kcal');
    expect(fields.protein_g).toBe('Protein must be a number from 10 to 400 g');
    expect(fields.carbohydrate_g).toBe('Carbohydrate must be a number from 0 to 1000 g');
    expect(fields['micronutrient_floors.iron_mg']).toBe('Iron must be a number from 0 to 100 mg');
    expect(Object.keys(fields).some((k) => k.startsWith('micronutrient_floors'))).toBe(true);
    const data = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie)).json().data;
    expect(data.targets.energy_kcal).toBeNull();
  });

  it('a client without sex or date of birth: energy and floors say what is missing', async () => {
    const { client, planId } = await kavya();
    await t.db.update(clients).set({ dob: null }).where(eq(clients.id, client.id));
    const data = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie)).json().data;
    expect(data.suggestion.missing).toEqual([MISSING.age]);
    expect(data.suggestion.micronutrient_floors.iron_mg.value).toBeNull();
  });
});

describe('the workspace carries micronutrients per food', () => {
  it('a day of coriander leaves and rice totals iron from the IFCT values', async () => {
    const { pkg, planId } = await kavya();
    const food = await foodIds(t, ['G009', 'A015']);
    const saved = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '13:00', [
        { id: food.G009, qty: 20 },
        { id: food.A015, qty: 50 },
      ]),
      n.cookie,
    );
    expect(saved.json().success).toBe(1);
    const ws: Workspace = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
    const coriander = ws.meals[0].items.find((i) => i.food_item_id === food.G009)!;
    // Decision 090: coriander leaves (G009) iron 5.3 mg, folate 51.01 µg per 100 g.
    expect(coriander.food.micronutrients).toMatchObject({ iron_mg: 5.3, folate_ug: 51.01 });
    const rice = ws.meals[0].items.find((i) => i.food_item_id === food.A015)!;
    const riceIron = rice.food.micronutrients!.iron_mg!;
    const day = dayMicronutrients(ws.meals, 1);
    // 5.3 × 20/100 = 1.06 mg from coriander, plus rice's per-100 g value × 0.5.
    expect(day.iron_mg.total).toBeCloseTo(1.06 + riceIron * 0.5, 10);
    expect(day.iron_mg.unknown).toEqual([]);
  });
});
