import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestedTargetsWeek } from '../testing/generated-week';
import { openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 33: the suggestion checks what the dishes a client may eat can reach (decision 258) and
 * says which figure it lowered and why, the ICMR-NIN 2020 RDA still named in the basis.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(60)));
afterAll(async () => t.close());

type Lowered = { key: string; from: number; to: number; reach: number; reason: string };

describe('Suggested targets within the library’s reach (issue 33)', () => {
  it('a West vegan client: the lowered floors are named with their reason, and a second ask is cached', async () => {
    const { planId } = await suggestedTargetsWeek(t, n, {
      preference: 'Vegan',
      restrictions: { diets: ['vegan'] },
      address: 'Flat 4, Shivaji Nagar, Pune, Maharashtra',
      region: 'west',
      days: [1],
    });
    const ask = async (activity = 'light') => {
      const started = performance.now();
      const res = await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&activity=${activity}`, n.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return { data: res.json().data, ms: performance.now() - started };
    };
    const first = await ask();
    const second = await ask();
    const lowered = first.data.suggestion.lowered as Lowered[];
    const riboflavin = lowered.find((l) => l.key === 'riboflavin_mg');
    expect(riboflavin, JSON.stringify(lowered)).toBeDefined();
    expect(riboflavin!.to).toBeLessThan(riboflavin!.from);
    expect(riboflavin!.reason).toMatch(
      /^Riboflavin \(B2\) lowered from [\d.]+ mg to [\d.]+ mg: (the dishes this client may eat reach [\d.]+ mg a day|a week generated from the dishes this client may eat gives [\d.]+ mg on its leanest day) within [\d,]+ kcal; a supplement line can make up the rest$/,
    );
    const floor = first.data.suggestion.micronutrient_floors.riboflavin_mg;
    expect(floor.value).toBe(riboflavin!.to);
    expect(floor.basis).toContain('ICMR-NIN 2020 RDA, adult woman');
    expect(floor.basis).toContain(`${riboflavin!.from} mg`);
    // Another activity is another energy: nothing cached (the library's reach and trial weeks, decision 276).
    const fresh = await ask('moderate');
    console.log(
      `reach: first ${Math.round(first.ms)} ms, cached ${Math.round(second.ms)} ms, uncached ${Math.round(fresh.ms)} ms; ${lowered.map((l) => l.reason).join(' | ')}`,
    );
    expect(second.data.suggestion.lowered).toEqual(lowered);
  }, 180_000);

  it("a North vegetarian: protein comes down to what a trial week's leanest day gives, and each day of the week is within its band", async () => {
    const { planId, preview } = await suggestedTargetsWeek(t, n, {
      preference: 'Vegetarian',
      restrictions: {},
      address: 'B-12, Lajpat Nagar, New Delhi 110024',
      region: 'north',
    });
    const got = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&activity=light`, n.cookie)).json()
      .data.suggestion;
    const protein = (got.lowered as Lowered[]).find((l) => l.key === 'protein_g');
    // 0.83 g/kg would be 53 g; a weight-management client gets more, which the week cannot give.
    expect(protein, JSON.stringify(got.lowered)).toBeDefined();
    expect(protein!.reason).toMatch(
      /^Protein lowered from \d+ g to \d+ g: (a week generated from the dishes this client may eat gives \d+ g on its leanest day|the dishes this client may eat give at most \d+ g a day) within [\d,]+ kcal$/,
    );
    const target = got.targets.protein_g.value as number;
    expect(target).toBe(protein!.to);
    // Its energy went to fat, so the macros still add up to the energy (issue 26).
    const kcal = got.targets.energy_kcal.value as number;
    const sum =
      target * 4 + (got.targets.carbohydrate_g.value as number) * 4 + (got.targets.fat_g.value as number) * 9;
    expect(Math.abs(sum - kcal)).toBeLessThan(15);
    // The week Generate makes from it: every day's protein within its ±5 g band.
    const proteins = preview.days.map((d) =>
      d.checks.find((c) => c.key === 'protein_g' && c.kind === 'band'),
    );
    expect(
      proteins.map((c) => c?.met),
      JSON.stringify(proteins.map((c) => c?.amount)),
    ).toEqual(Array(7).fill(true));
  }, 180_000);
});
