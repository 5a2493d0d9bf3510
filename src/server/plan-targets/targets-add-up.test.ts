import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../testing/db-fingerprint';
import { openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/** Issue 26: targets that add up (macros as grams or shares, their energy against the target) and a fibre ceiling. */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(10)));
afterAll(async () => t.close());

const newPlan = async () => (await planForNewClient(t, n, { firstName: 'Meera', lastName: 'Nair' })).planId;
const save = (body: Record<string, unknown>) => t.post('/api/v1/diet/plan/targets', body, n.cookie);
const read = async (planId: number) =>
  (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}`, n.cookie)).json().data;

describe('targets that add up', () => {
  it('warns before saving a targets pair whose macros give more than 5 % off the energy, and saves nothing', async () => {
    const planId = await newPlan();
    // The pair: macros of 1,660 kcal (4 × 60 + 4 × 250 + 9 × 46.7) beside 1,800 kcal.
    const pair = { plan_id: planId, energy_kcal: 1800, protein_g: 60, carbohydrate_g: 250, fat_g: 47 };
    const before = await fingerprint(t.db);
    const res = await save(pair);
    expect(res.statusCode).toBe(422);
    const message =
      'Protein, carbohydrate and fat give 1,663 kcal, 7.6 % below the energy target of 1,800 kcal.';
    expect(res.json().message).toBe(message);
    expect(res.json().data.accept_mismatch).toBe(`${message} Tick "Save anyway" to keep them.`);
    expect(await fingerprint(t.db)).toEqual(before);

    // The nutritionist says save anyway: saved, and GET shows the macros' energy beside the target.
    const kept = await save({ ...pair, accept_mismatch: true });
    expect(kept.json().success, kept.body).toBe(1);
    expect((await read(planId)).macro_energy).toEqual({ macro_kcal: 1663, percent: -7.6, warning: message });
  });

  it('saves without a question when the macros agree within 5 %', async () => {
    const planId = await newPlan();
    // 4 × 70 + 4 × 240 + 9 × 55 = 1,735 kcal against 1,800: −3.6 %.
    const res = await save({
      plan_id: planId,
      energy_kcal: 1800,
      protein_g: 70,
      carbohydrate_g: 240,
      fat_g: 55,
    });
    expect(res.json().success, res.body).toBe(1);
    expect((await read(planId)).macro_energy).toEqual({ macro_kcal: 1735, percent: -3.6, warning: null });
  });

  it('sets macros as shares of energy; a new energy rescales them unless locked', async () => {
    const planId = await newPlan();
    const shares = {
      protein_g: { percent: 15, locked: false },
      carbohydrate_g: { percent: 60, locked: false },
      fat_g: { percent: 25, locked: false },
    };
    const first = await save({
      plan_id: planId,
      energy_kcal: 2000,
      protein_g: null,
      carbohydrate_g: null,
      fat_g: null,
      macro_shares: shares,
    });
    expect(first.json().success, first.body).toBe(1);
    // 15 % of 2000 kcal = 300 kcal = 75 g protein; 60 % = 300 g carbohydrate; 25 % = 500 kcal = 56 g fat.
    expect(first.json().data).toMatchObject({ protein_g: 75, carbohydrate_g: 300, fat_g: 56 });

    // Energy down to 1600 kcal; protein locked at its 75 g (its share becomes 18.8 %).
    const second = await save({
      plan_id: planId,
      energy_kcal: 1600,
      protein_g: 75,
      carbohydrate_g: 300,
      fat_g: 56,
      macro_shares: {
        ...shares,
        protein_g: { percent: 15, locked: true },
        carbohydrate_g: { percent: 56, locked: false },
      },
    });
    expect(second.json().success, second.body).toBe(1);
    const saved = (await read(planId)).targets;
    expect(saved).toMatchObject({ energy_kcal: 1600, protein_g: 75, carbohydrate_g: 224, fat_g: 44 });
    expect(saved.macro_shares).toEqual({
      protein_g: { percent: 18.8, locked: true },
      carbohydrate_g: { percent: 56, locked: false },
      fat_g: { percent: 25, locked: false },
    });
  });

  it('keeps a fibre ceiling, never below the fibre target', async () => {
    const planId = await newPlan();
    const low = await save({ plan_id: planId, energy_kcal: 1800, fibre_g: 30, fibre_max_g: 25 });
    expect(low.statusCode).toBe(422);
    expect(low.json().data).toEqual({ fibre_max_g: 'Fibre ceiling must be at least the fibre target' });
    const ok = await save({ plan_id: planId, energy_kcal: 1800, fibre_g: 30, fibre_max_g: 40 });
    expect(ok.json().success, ok.body).toBe(1);
    expect((await read(planId)).targets).toMatchObject({ fibre_g: 30, fibre_max_g: 40 });
    const bad = await save({ plan_id: planId, energy_kcal: 1800, macro_shares: { fat_g: { percent: 120 } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data['macro_shares.fat_g.percent']).toBe(
      'A share of energy must be a number from 1 to 90 %',
    );
  });
});
