import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCondition } from '../../shared/conditions';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import { clients } from '../db/schema/index';
import { dobFor, saveVitals } from '../testing/generated-week';
import { clientWithPackage, createPlan, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { ICMR_ADULT_RDA } from './icmr-rda';

/**
 * Issue 53 points 1 and 4 (decision 303): the suggested targets are the client's needs. For the
 * issue's clients (a)–(f), a muscle-gain man with egg and shellfish allergies (who got protein 0
 * and every floor 0) and a woman of 68: no floor below the ICMR-NIN 2020 RDA, nothing 0, protein at
 * least 0.83 g/kg (1.0 from 65; CKD keeps its kidney band), and the figures save as suggested.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(20)));
afterAll(async () => t.close());

type Who = {
  label: string;
  first: string;
  last: string;
  sex: 'Male' | 'Female';
  age: number;
  weight: number;
  height: number;
  preference: string;
  category?: string;
  subCategory?: string;
  conditions?: ClientCondition[];
  restrictions?: Record<string, unknown>;
  activity: string;
  perKg: number;
  /** ICMR-NIN 2020's figure for the life stage where it replaces the adult's (pregnancy: iron 27 mg). */
  stageRda?: Partial<Record<string, number>>;
};

const CLIENTS: Who[] = [
  {
    label: '(a) 72-year-old man in Kochi, CKD stage 3 and dentures, vegetarian',
    first: 'Joseph',
    last: 'Varghese',
    sex: 'Male',
    age: 72,
    weight: 64,
    height: 165,
    preference: 'Vegetarian',
    category: 'Clinical Nutrition',
    conditions: [
      { kind: 'ckd', ckd_stage: '3-5' },
      { kind: 'soft_texture', texture: 'soft' },
    ],
    activity: 'sedentary',
    perKg: 0.8,
  },
  {
    label: '(b) 27-year-old woman in Patna, pregnant (2nd trimester), anaemic, eats fish',
    first: 'Priyanka',
    last: 'Kumari',
    sex: 'Female',
    age: 27,
    weight: 58,
    height: 155,
    preference: 'Pescetarian',
    category: 'Pregnancy',
    conditions: [{ kind: 'pregnancy', trimester: '2' }, { kind: 'anaemia' }],
    activity: 'light',
    perKg: 0.83,
    stageRda: { iron_mg: 27, folate_ug: 570 },
  },
  {
    label: '(c) 50-year-old man in Ludhiana, type 2 diabetes and hypertension, non-vegetarian',
    first: 'Gurpreet',
    last: 'Singh',
    sex: 'Male',
    age: 50,
    weight: 84,
    height: 175,
    preference: 'Non Vegetarian',
    category: 'Clinical Nutrition',
    conditions: [{ kind: 'type2_diabetes', carb_band: 'rssdi' }, { kind: 'hypertension' }],
    activity: 'light',
    perKg: 0.83,
  },
  {
    label: '(d) 22-year-old vegetarian athlete in Hyderabad',
    first: 'Srikanth',
    last: 'Reddy',
    sex: 'Male',
    age: 22,
    weight: 70,
    height: 178,
    preference: 'Vegetarian',
    category: 'Sports',
    activity: 'heavy',
    perKg: 1.6,
  },
  {
    label: '(e) 30-year-old woman in Mumbai with PCOS, eggetarian',
    first: 'Sneha',
    last: 'Patil',
    sex: 'Female',
    age: 30,
    weight: 72,
    height: 160,
    preference: 'Eggetarian',
    conditions: [{ kind: 'pcos' }],
    activity: 'light',
    perKg: 1.0,
  },
  {
    label: '(f) 45-year-old Gujarati Jain woman in Surat, weight loss',
    first: 'Hetal',
    last: 'Shah',
    sex: 'Female',
    age: 45,
    weight: 74,
    height: 156,
    preference: 'Vegetarian',
    restrictions: { diets: ['jain'] },
    activity: 'light',
    perKg: 1.0,
  },
  {
    label: 'a muscle-gain man, non-vegetarian, egg and shellfish allergies',
    first: 'Arjun',
    last: 'Nair',
    sex: 'Male',
    age: 28,
    weight: 70,
    height: 176,
    preference: 'Non Vegetarian',
    subCategory: 'Weight Gain',
    restrictions: { allergies: ['egg', 'crustacean', 'mollusc'] },
    activity: 'moderate',
    perKg: 1.0,
  },
  {
    label: 'a 68-year-old woman without CKD',
    first: 'Kamala',
    last: 'Iyer',
    sex: 'Female',
    age: 68,
    weight: 60,
    height: 152,
    preference: 'Vegetarian',
    category: 'Clinical Nutrition',
    activity: 'sedentary',
    perKg: 1.0,
  },
];

async function arrange(who: Who) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, {
    firstName: who.first,
    lastName: who.last,
    foodPreferences: who.preference,
    dob: dobFor(who.age),
    category: who.category,
    subCategory: who.subCategory,
  });
  await t.db.update(clients).set({ gender: who.sex }).where(eq(clients.id, client.id));
  await saveVitals(t, client.id, { weight: who.weight, height: who.height });
  if (who.conditions) {
    const res = await t.post(
      '/api/v1/client/conditions/save',
      { client_id: client.id, conditions: who.conditions },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  if (who.restrictions) {
    const res = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, ...who.restrictions },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return { clientId: client.id, planId: await createPlan(t, n, pkg.id) };
}

describe('suggested targets are the client’s needs (issue 53 point 1)', () => {
  for (const who of CLIENTS)
    it(`${who.label}: floors at the ICMR-NIN RDA or above, nothing 0, and they save`, async () => {
      const { planId } = await arrange(who);
      const started = performance.now();
      const res = await t.get(
        `/api/v1/diet/plan/targets?plan_id=${planId}&activity=${who.activity}`,
        n.cookie,
      );
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json().data.suggestion;
      // The suggestion is arithmetic now: well under the 2 s.
      expect(ms).toBeLessThan(2000);
      const protein = s.targets.protein_g.value as number;
      expect(protein).toBeGreaterThan(0);
      expect(protein / who.weight).toBeGreaterThanOrEqual(who.perKg - 0.01);
      for (const key of ['energy_kcal', 'carbohydrate_g', 'fat_g', 'fibre_g'])
        expect(s.targets[key].value, key).toBeGreaterThan(0);
      const rda = ICMR_ADULT_RDA[who.sex];
      for (const m of MICRONUTRIENTS) {
        const floor = s.micronutrient_floors[m.key].value as number;
        const figure = rda[m.key];
        const least = who.stageRda?.[m.key] ?? (typeof figure === 'number' ? figure : figure.sedentary);
        expect(floor, `${m.key} ${s.micronutrient_floors[m.key].basis}`).toBeGreaterThanOrEqual(least);
      }
      expect(s).not.toHaveProperty('lowered');
      console.log(
        `${who.label}: ${s.targets.energy_kcal.value} kcal, protein ${protein} g (${(protein / who.weight).toFixed(2)} g/kg), iron ${s.micronutrient_floors.iron_mg.value} mg, calcium ${s.micronutrient_floors.calcium_mg.value} mg, riboflavin ${s.micronutrient_floors.riboflavin_mg.value} mg; ${Math.round(ms)} ms`,
      );
      // "Use all suggestions" saves (the muscle-gain client's protein 0 could not be saved).
      const figures = (list: Record<string, { value: number | null }>) =>
        Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.value]));
      const saved = await t.post(
        '/api/v1/diet/plan/targets',
        {
          plan_id: planId,
          ...figures(s.targets),
          micronutrient_floors: figures(s.micronutrient_floors),
          accept_mismatch: true,
          accept_outside_band: true,
        },
        n.cookie,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.protein_g).toBe(protein);
    });
});

describe('hypertension and soft food from what the client wrote (issue 53 points 4 and 5)', () => {
  it('a confirmed hypertension with no ceiling named gets 1,500 mg; 2,000 mg when the nutritionist chooses it', async () => {
    const { clientId, planId } = await arrange({ ...CLIENTS[2], first: 'Harjit', conditions: undefined });
    const save = (hypertension: Record<string, unknown>) =>
      t.post(
        '/api/v1/client/conditions/save',
        { client_id: clientId, conditions: [{ kind: 'hypertension', ...hypertension }] },
        n.cookie,
      );
    expect((await save({})).statusCode).toBe(200);
    const view = (await t.get(`/api/v1/client/conditions?id=${clientId}`, n.cookie)).json().data;
    expect(view.conditions).toEqual([{ kind: 'hypertension', sodium_max_mg: 1500 }]);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
    expect(ws.condition_context.sodium_max_mg).toBe(1500);
    expect((await save({ sodium_max_mg: 2000 })).statusCode).toBe(200);
    const again = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
    expect(again.condition_context.sodium_max_mg).toBe(2000);
  });

  it('"Hard or chewy foods (dentures), needs soft food" on the card proposes soft food, and no dislike word', async () => {
    const { clientId } = await arrange({ ...CLIENTS[7], first: 'Saraswathi' });
    const res = await t.post(
      '/api/v1/client/restrictions/save',
      {
        client_id: clientId,
        dislikes: ['Karela', 'Hard or chewy foods (dentures)'],
        other: 'Hard or chewy foods (dentures), needs soft food',
      },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const conditions = (await t.get(`/api/v1/client/conditions?id=${clientId}`, n.cookie)).json().data;
    expect(conditions.proposed.map((p: { kind: string; status: string }) => [p.kind, p.status])).toEqual([
      ['soft_texture', 'pending'],
    ]);
    const restrictions = (await t.get(`/api/v1/client/restrictions?id=${clientId}`, n.cookie)).json().data;
    expect(restrictions.other?.matches ?? []).toEqual([]);
    expect(restrictions.not_enforced).toEqual([]);
  });
});
