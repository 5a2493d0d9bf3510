import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_MESSAGES, type GeneratePreview } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import {
  proposeSupplements,
  SUPPLEMENT_RULES,
  type SupplementClient,
} from '../../shared/supplement-proposals';
import { auditLog } from '../db/schema/index';
import { adultRdaFloors } from '../plan-targets/index';
import { suggestedTargetsWeek } from '../testing/generated-week';
import { openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 33 point 6: where the dish library cannot reach a micronutrient floor, the preview
 * proposes a supplement line (name, dose, timing); Apply writes only the lines the nutritionist
 * ticked, with the Apply's audit row, and refuses a line the preview did not propose.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(10)));
afterAll(async () => t.close());

const floorDay = (key: string, target: number, amount: number) => ({
  checks: [{ key, kind: 'floor', target, amount }],
});
const who = (over: Partial<SupplementClient> = {}): SupplementClient => ({
  sex: 'Female',
  ageYears: 34,
  conditions: [],
  diets: [],
  ...over,
});
const keysFor = (client: SupplementClient) =>
  proposeSupplements(
    [
      { checks: [...floorDay('iron_mg', 29, 12).checks, ...floorDay('calcium_mg', 1000, 500).checks] },
      { checks: [...floorDay('riboflavin_mg', 1.9, 0.8).checks] },
    ],
    client,
  ).map((p) => p.key);

describe('which floors get a supplement line', () => {
  it('proposes for a floor missed by more than 10 % on average, never for one met or nearly met', () => {
    expect(
      proposeSupplements(
        [floorDay('calcium_mg', 1000, 950), floorDay('calcium_mg', 1000, 870)],
        who({ ageYears: 55 }),
      ),
    ).toEqual([]);
    const [calcium] = proposeSupplements(
      [floorDay('calcium_mg', 1000, 600), floorDay('calcium_mg', 1000, 800)],
      who({ ageYears: 55 }),
    );
    expect(calcium).toMatchObject({ key: 'calcium-d3', short_percent: 30 });
    // A day over the floor does not make up for another day short.
    const [iron] = proposeSupplements([floorDay('iron_mg', 20, 40), floorDay('iron_mg', 20, 10)], who());
    expect(iron).toMatchObject({ key: 'ifa', short_percent: 25, indication: 'A woman of 15–49 years' });
    // No floor set for a nutrient: nothing to propose for it.
    expect(proposeSupplements([floorDay('zinc_mg', 10, 2)], who())).toEqual([]);
  });

  it('proposes a line only where the client has its indication (issue 53 point 1)', () => {
    // A healthy man, and a 65-year-old woman without anaemia: no IFA, however short the iron.
    expect(keysFor(who({ sex: 'Male', ageYears: 40 }))).toEqual([]);
    expect(keysFor(who({ ageYears: 65 }))).toEqual(['calcium-d3']);
    expect(keysFor(who({ sex: 'Male', ageYears: 65 }))).toEqual([]);
    // Anemia Mukt Bharat: women of 15–49 (weekly), pregnancy (daily), confirmed anaemia at any age.
    expect(keysFor(who({ ageYears: 15 }))).toEqual(['ifa']);
    expect(keysFor(who({ ageYears: 50 }))).toEqual([]);
    expect(keysFor(who({ sex: 'Male', ageYears: 70, conditions: ['anaemia'] }))).toEqual(['ifa']);
    const pregnant = proposeSupplements(
      [floorDay('iron_mg', 27, 12), floorDay('calcium_mg', 1000, 500)],
      who({ ageYears: 27, conditions: ['pregnancy', 'anaemia'] }),
    );
    expect(pregnant.map((p) => [p.key, p.indication])).toEqual([
      ['ifa', 'Confirmed iron-deficiency anaemia'],
      ['calcium-d3', 'Pregnancy'],
    ]);
    // Riboflavin has no indication: its gap is closed by foods, never a B-complex line.
    expect(keysFor(who({ sex: 'Male', ageYears: 30 }))).not.toContain('b-complex');
    // A vegan: B12 with no floor to miss.
    const [b12] = proposeSupplements([], who({ sex: 'Male', ageYears: 30, diets: ['vegan'] }));
    expect(b12).toMatchObject({
      key: 'vitamin-b12',
      short_percent: null,
      indication: 'Vegan diet: plant foods carry no vitamin B12',
    });
  });

  it('measures a floor set below the RDA against the RDA, and says so', () => {
    const rda = { iron_mg: { value: 29, name: 'the ICMR-NIN 2020 RDA for an adult woman (29 mg)' } };
    const days = [floorDay('iron_mg', 13, 14), floorDay('iron_mg', 13, 13)];
    expect(proposeSupplements(days, who())).toEqual([]);
    const [line] = proposeSupplements(days, who(), rda);
    expect(line).toMatchObject({ key: 'ifa', short_percent: 53, against: rda.iron_mg.name });
  });

  it('names its source for every line, and every dose is a tablet', () => {
    for (const rule of SUPPLEMENT_RULES) {
      expect(rule.source.length).toBeGreaterThan(20);
      for (const dosage of rule.dosages) expect(dosage).toMatch(/tablet|IFA/);
    }
  });
});

describe('a vegan West week from the suggested targets', () => {
  let week: Awaited<ReturnType<typeof suggestedTargetsWeek>>;
  beforeAll(async () => {
    week = await suggestedTargetsWeek(t, n, {
      preference: 'Vegan',
      restrictions: { diets: ['vegan'] },
      address: 'Flat 4, Shivaji Nagar, Pune, Maharashtra',
      region: 'west',
    });
  }, 120_000);

  const supplementsOf = async (planId: number) =>
    ((await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace).supplements;

  it('proposes the lines her indications allow, with how far the days miss, and each gap by day with its foods', () => {
    const { preview } = week;
    const proposals = preview.supplement_proposals ?? [];
    for (const p of proposals) {
      if (p.nutrient === null) continue;
      const floors = preview.days.flatMap((d) =>
        d.checks.filter((c) => c.kind === 'floor' && c.key === p.nutrient),
      );
      const rda = adultRdaFloors('Female', 34)[p.nutrient];
      // The saved floors are her RDAs (decision 303): never below them.
      for (const c of floors) expect(c.target).toBeGreaterThanOrEqual(rda?.value ?? 0);
      expect(p.against).toBe('the plan’s floor');
      const target = floors.reduce((s, c) => s + c.target, 0);
      const amount = floors.reduce((s, c) => s + Math.min(c.amount, c.target), 0);
      expect(p.short_percent).toBe(Math.round((1 - amount / target) * 100));
      expect(p.short_percent).toBeGreaterThan(10);
    }
    // A vegan woman of 34: B12 for the diet; never a B-complex (no indication) nor calcium (under 50).
    const keys = proposals.map((p) => p.key);
    expect(keys).toContain('vitamin-b12');
    expect(keys).not.toContain('b-complex');
    expect(keys).not.toContain('calcium-d3');
    const gaps = preview.floor_gaps ?? [];
    console.log(
      gaps
        .map(
          (g) =>
            `${g.nutrient} ${g.floor}: days ${g.days.map((d) => `${d.day} −${d.short}`).join(', ')}; foods ${g.foods.join(', ')}; ${g.fortified ? 'fortified; ' : ''}${g.supplement ?? 'no supplement'}`,
        )
        .join(' | '),
    );
    for (const g of gaps) {
      expect(g.days.length).toBeGreaterThan(0);
      for (const d of g.days) expect(d.short).toBeGreaterThan(0);
      expect(g.foods.length).toBeGreaterThan(0);
    }
    const iron = gaps.find((g) => g.nutrient === 'iron_mg');
    if (iron) {
      expect(iron.fortified?.text).toMatch(/\+F/);
      expect(iron.supplement).toBe('ifa');
    }
  });

  it('refuses a line the preview did not propose, and writes nothing', async () => {
    const { preview, planId } = week;
    const res = await t.post(
      '/api/v1/diet/plan/generate/apply',
      { plan_id: planId, preview_id: preview.preview_id, supplements: ['vitamin-b12', 'b-complex'] },
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data.supplements).toBe(GENERATE_MESSAGES.unknownSupplement);
    expect(await supplementsOf(planId)).toEqual([]);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    expect(ws.meals).toEqual([]);
  });

  it('applies the week with only the ticked lines, named in the audit row', async () => {
    const { preview, planId } = week as { preview: GeneratePreview; planId: number };
    const res = await t.post(
      '/api/v1/diet/plan/generate/apply',
      { plan_id: planId, preview_id: preview.preview_id, supplements: ['vitamin-b12'] },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = await supplementsOf(planId);
    expect(lines.map((l) => l.name)).toEqual(['Vitamin B12 tablet']);
    expect(lines[0].dosage).toBe('1 tablet as the physician prescribes');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, planId), eq(auditLog.action, 'generate')),
      );
    expect((audit.changes as { supplements: string[] }).supplements).toEqual(['Vitamin B12 tablet']);
  });

  it('Undo puts the days back and takes away the lines its Apply added, not the others', async () => {
    const { preview, planId } = week;
    // A line the nutritionist added from the catalogue in the meantime stays.
    const [catalogue] = (await t.get('/api/v1/diet/supplement/supplements-data', n.cookie)).json().data;
    const own = await t.post('/api/v1/diet/supplement/create', { planId, name: catalogue.name }, n.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const res = await t.post(
      '/api/v1/diet/plan/generate/undo',
      { plan_id: planId, preview_id: preview.preview_id },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const names = (await supplementsOf(planId)).map((l) => l.name);
    expect(names).not.toContain('Vitamin B12 tablet');
    expect(names).toEqual([catalogue.name]);
  });
});
