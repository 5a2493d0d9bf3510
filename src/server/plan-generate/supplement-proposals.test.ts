import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_MESSAGES, type GeneratePreview } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import { proposeSupplements, SUPPLEMENT_RULES } from '../../shared/supplement-proposals';
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

describe('which floors get a supplement line', () => {
  it('proposes for a floor missed by more than 10 % on average, never for one met or nearly met', () => {
    expect(
      proposeSupplements([floorDay('calcium_mg', 1000, 950), floorDay('calcium_mg', 1000, 870)]),
    ).toEqual([]);
    const [calcium] = proposeSupplements([
      floorDay('calcium_mg', 1000, 600),
      floorDay('calcium_mg', 1000, 800),
    ]);
    expect(calcium).toMatchObject({ key: 'calcium-d3', short_percent: 30 });
    // A day over the floor does not make up for another day short.
    const [iron] = proposeSupplements([floorDay('iron_mg', 20, 40), floorDay('iron_mg', 20, 10)]);
    expect(iron).toMatchObject({ key: 'ifa', short_percent: 25 });
    // No floor set for a nutrient: nothing to propose for it.
    expect(proposeSupplements([floorDay('zinc_mg', 10, 2)])).toEqual([]);
  });

  it('measures a floor lowered below the RDA against the RDA (decision 258), and says so', () => {
    const rda = { riboflavin_mg: { value: 1.9, name: 'the ICMR-NIN 2020 RDA for an adult woman (1.9 mg)' } };
    // The dishes reach 0.8 mg; the floor was lowered to it and every day meets it.
    const days = [floorDay('riboflavin_mg', 0.8, 0.9), floorDay('riboflavin_mg', 0.8, 0.8)];
    expect(proposeSupplements(days)).toEqual([]);
    const [line] = proposeSupplements(days, rda);
    expect(line).toMatchObject({ key: 'b-complex', short_percent: 55, against: rda.riboflavin_mg.name });
    // A floor the nutritionist set above the RDA is measured as set.
    const [high] = proposeSupplements([floorDay('riboflavin_mg', 2.5, 1.5)], rda);
    expect(high).toMatchObject({ short_percent: 40, against: 'the plan’s floor' });
  });

  it('names its source for every line and says which figures are recalled', () => {
    for (const rule of SUPPLEMENT_RULES) {
      expect(rule.source.length).toBeGreaterThan(20);
      expect(rule.dosage).toMatch(/tablet/);
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

  it('proposes the lines for the floors its days miss, with how far they miss', () => {
    const { preview } = week;
    const proposals = preview.supplement_proposals ?? [];
    expect(proposals.length).toBeGreaterThan(0);
    for (const p of proposals) {
      const floors = preview.days.flatMap((d) =>
        d.checks.filter((c) => c.kind === 'floor' && c.key === p.nutrient),
      );
      // A floor lowered to the dishes' reach is measured against the RDA (decision 258).
      const rda = adultRdaFloors('Female', 34)[p.nutrient];
      const lowered = rda !== undefined && floors.some((c) => c.target < rda.value);
      const floorOf = (c: { target: number }) => (lowered && rda ? Math.max(c.target, rda.value) : c.target);
      expect(p.against).toBe(lowered && rda ? rda.name : 'the plan’s floor');
      const target = floors.reduce((s, c) => s + floorOf(c), 0);
      const amount = floors.reduce((s, c) => s + Math.min(c.amount, floorOf(c)), 0);
      expect(p.short_percent).toBe(Math.round((1 - amount / target) * 100));
      expect(p.short_percent).toBeGreaterThan(10);
      expect(p.dosage).toMatch(/tablet/);
    }
    // Riboflavin is short on every day of every week today (decision 250's figures).
    expect(proposals.map((p) => p.key)).toContain('b-complex');
  });

  it('refuses a line the preview did not propose, and writes nothing', async () => {
    const { preview, planId } = week;
    const res = await t.post(
      '/api/v1/diet/plan/generate/apply',
      { plan_id: planId, preview_id: preview.preview_id, supplements: ['b-complex', 'vitamin-b12'] },
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
      { plan_id: planId, preview_id: preview.preview_id, supplements: ['b-complex'] },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = await supplementsOf(planId);
    expect(lines.map((l) => l.name)).toEqual(['Vitamin B-complex tablet']);
    expect(lines[0].dosage).toBe('1 tablet after breakfast');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, planId), eq(auditLog.action, 'generate')),
      );
    expect((audit.changes as { supplements: string[] }).supplements).toEqual(['Vitamin B-complex tablet']);
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
    expect(names).not.toContain('Vitamin B-complex tablet');
    expect(names).toEqual([catalogue.name]);
  });
});
