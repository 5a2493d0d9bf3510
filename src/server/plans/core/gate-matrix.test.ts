import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FASTING_FOODS } from '../../../shared/fasting';
import type { GeneratePreview } from '../../../shared/plan-generate';
import type { Workspace } from '../../../shared/plans';
import { auditLog, mealItems, planPreviews } from '../../db/schema/index';
import { fingerprint } from '../../testing/db-fingerprint';
import {
  createPlan,
  type FoodIds,
  mealBody,
  openPlanTest,
  planForNewClient,
} from '../../testing/plan-fixtures';
import type { TestApp, TestUser } from '../../testing/test-app';

/**
 * Issue 32's table: every meal writer × every rule, through the one gate. Each client's meal is
 * saved before the rule is (as when an allergy is learnt after the plan was made); then every
 * writer that would put that food on a day the rule holds is refused, naming the food, the day and
 * the rule, and changes nothing; and a reason kept on the item travels with the same client's copy.
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
// Groundnut, cow's milk, egg, rice.
const IFCT = ['H012', 'L002', 'M001', 'A015'];
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(60, IFCT));
}, 60_000);
afterAll(async () => t.close());

const RULES = [
  {
    rule: 'allergy',
    code: 'H012',
    list: { allergies: ['peanut'] },
    says: 'contains groundnut: peanut allergy',
  },
  {
    rule: 'intolerance',
    code: 'L002',
    list: { intolerances: [{ tag: 'lactose', except: [] }] },
    says: 'contains lactose: lactose intolerance',
  },
  { rule: 'diet', code: 'M001', list: { diets: ['vegetarian'] }, says: 'Vegetarian diet' },
  {
    rule: 'fast',
    code: 'A015',
    list: { fasting: [{ weekdays: [2], allowed: FASTING_FOODS }] },
    says: 'not a fasting food: Tuesday fast',
  },
] as const;

const post = (path: string, body: unknown) => t.post(path, body, n.cookie);
const MONDAY = '2026-11-30';

/** A plan of 9 numbered days from a Monday (days 2 and 9 are Tuesdays), with targets. */
async function datedPlan(pkgId: number, planId: number) {
  expect(
    (await post('/api/v1/diet/plan/edit', { id: planId, description: 'Fortnight', start_date: MONDAY }))
      .statusCode,
  ).toBe(200);
  for (let i = 0; i < 2; i++) await post('/api/v1/diet/planday/add-day', { diet_plan_id: planId });
  await post('/api/v1/diet/plan/targets', {
    plan_id: planId,
    energy_kcal: 1500,
    protein_g: 45,
    carbohydrate_g: null,
    fat_g: null,
    fibre_g: null,
  });
  return { pkgId, planId };
}

describe.each(RULES)('the $rule rule through every writer', ({ code, list, says }) => {
  it('refuses each writer, naming the food, the day and the rule; a kept reason travels', async () => {
    const { client, pkg, planId } = await planForNewClient(t, n, { foodPreferences: null });
    await datedPlan(pkg.id, planId);
    const second = await createPlan(t, n, pkg.id);
    await datedPlan(pkg.id, second);
    const item = { id: food[code], qty: 50 };
    const saved = await post('/api/v1/diet/planday/create-day', mealBody(pkg.id, planId, 2, '13:00', [item]));
    expect(saved.statusCode, saved.body).toBe(200);
    const mealId = saved.json().data.meal_id as number;
    const generated = await post('/api/v1/diet/plan/generate', {
      plan_id: planId,
      package_id: pkg.id,
      day: 9,
      mode: 'foods',
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const preview = generated.json().data as GeneratePreview & { preview_id: string };
    const forged = structuredClone(preview);
    forged.days[0].meals[0].items[0] = {
      ...forged.days[0].meals[0].items[0],
      food_item_id: food[code],
      quantity: 50,
    };
    await t.db.update(planPreviews).set({ preview: forged }).where(eq(planPreviews.id, preview.preview_id));

    expect(
      (await post('/api/v1/client/restrictions/save', { client_id: client.id, ...list })).statusCode,
    ).toBe(200);
    const before = await fingerprint(t.db);
    const writers: Record<
      string,
      () => Promise<{ statusCode: number; json: () => { message: string; data: Record<string, string> } }>
    > = {
      editor: () => post('/api/v1/diet/planday/create-day', mealBody(pkg.id, planId, 9, '13:00', [item])),
      'copy day': () => post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 2, targetDay: 9 }),
      move: () =>
        post('/api/v1/diet/planday/move-meal', {
          diet_plan_id: planId,
          meal_id: mealId,
          day: 9,
          time: '13:00',
        }),
      repeat: () =>
        post('/api/v1/diet/planday/copy-meal', { diet_plan_id: planId, meal_id: mealId, target: 'all_days' }),
      merge: () =>
        post('/api/v1/diet/plan/copy-plan', {
          sourcePackageId: pkg.id,
          sourcePlanId: planId,
          targetPackageId: pkg.id,
          targetPlanId: second,
          selectTimeList: ['Custom'],
        }),
      apply: () =>
        post('/api/v1/diet/plan/generate/apply', { plan_id: planId, preview_id: preview.preview_id }),
    };
    for (const [writer, write] of Object.entries(writers)) {
      const res = await write();
      expect(res.statusCode, writer).toBe(422);
      const text = writer === 'editor' ? res.json().data['items.0.override_reason'] : res.json().message;
      expect(text, writer).toContain(`on Day ${writer === 'merge' ? 2 : 9}: `);
      expect(text, writer).toContain(says);
    }
    expect(await fingerprint(t.db)).toEqual(before);

    // Kept with a reason: the same client's copies carry it, each with an override audit row.
    await t.db
      .update(mealItems)
      .set({ overrideReason: 'Reviewed with the client' })
      .where(eq(mealItems.mealId, mealId));
    const copied = await post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 2, targetDay: 9 });
    expect(copied.statusCode, copied.body).toBe(200);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    const copy = ws.meals.find((m) => m.day === 9)!;
    expect(copy.items[0].override_reason).toBe('Reviewed with the client');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'meal'),
          eq(auditLog.entityId, copy.meal_id),
          eq(auditLog.action, 'override'),
        ),
      );
    expect(audit).toHaveLength(1);
  }, 180_000);
});
