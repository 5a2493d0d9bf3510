import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_MESSAGES, type GeneratePreview } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import { auditLog, planPreviews } from '../db/schema/index';
import { failAuditInserts } from '../testing/audit-failure';
import { fingerprint } from '../testing/db-fingerprint';
import { failInsertsInto } from '../testing/insert-failure';
import { mealBody, nutritionistWithCredits, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 26: what was previewed is what is applied. The preview is stored with its days' versions;
 * Apply saves exactly that preview or refuses after an edit; Undo puts the day back in one
 * transaction from the snapshot Apply took.
 */
let t: TestApp;
let n: TestUser;
let food: Record<string, number>;
const FOODS = ['A011', 'A015', 'A019', 'B010', 'B021', 'D007', 'E012', 'L002', 'L003', 'T005'];
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, FOODS));
  // The solver's first answer loads HiGHS in its worker; later ones are within their time limit.
  const plan = await vegetarianPlan();
  await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: plan.planId, package_id: plan.packageId, day: 1, mode: 'foods' },
    n.cookie,
  );
}, 60_000);
afterAll(async () => t.close());

/** Day 1 of a vegetarian client (Meenakshi's usual day), with targets saved. */
async function vegetarianPlan() {
  const { pkg, planId } = await planForNewClient(t, n, {
    firstName: 'Meenakshi',
    lastName: 'Iyer',
    foodPreferences: 'Vegetarian',
  });
  const meals: [string, [string, number][]][] = [
    [
      '08:00',
      [
        ['A011', 50],
        ['L002', 150],
        ['E012', 100],
      ],
    ],
    [
      '13:00',
      [
        ['A015', 60],
        ['B021', 30],
        ['T005', 5],
      ],
    ],
    [
      '20:00',
      [
        ['A019', 50],
        ['B010', 30],
        ['D007', 100],
      ],
    ],
  ];
  for (const [time, items] of meals) {
    const body = mealBody(
      pkg.id,
      planId,
      1,
      time,
      items.map(([code, qty]) => ({ id: food[code], qty })),
    );
    expect((await t.post('/api/v1/diet/planday/create-day', body, n.cookie)).json().success).toBe(1);
  }
  // Paneer offered instead of the dinner's moong dal: an alternative the day must keep.
  const ws = await workspace(planId);
  const dinner = ws.meals.find((m) => m.time.hh === '20')!;
  const items = [
    ...dinner.items.map((i) => ({ id: i.food_item_id, qty: i.quantity })),
    { id: food.L003, qty: 50, ref_id: food.B010 },
  ];
  const edit = mealBody(pkg.id, planId, 1, '20:00', items, { meal_id: dinner.meal_id });
  expect((await t.post('/api/v1/diet/planday/create-day', edit, n.cookie)).json().success).toBe(1);
  // Targets well within reach: these tests are about saving a preview, not about the solver.
  const targets = { energy_kcal: 1500, protein_g: 50, carbohydrate_g: null, fat_g: null, fibre_g: null };
  const saved = await t.post('/api/v1/diet/plan/targets', { plan_id: planId, ...targets }, n.cookie);
  expect(saved.json().success, saved.body).toBe(1);
  return { planId, packageId: pkg.id };
}

const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;

/** Day 1's meals as saved: what a client would be given, in a form to compare byte for byte. */
async function savedDay(planId: number): Promise<string> {
  const meals = (await workspace(planId)).meals
    .filter((m) => m.day === 1)
    .map((m) => ({
      time: `${m.time.hh}:${m.time.mm}`,
      hypothetical_time: m.hypothetical_time,
      description: m.description,
      items: m.items.map((i) => ({ food_item_id: i.food_item_id, quantity: i.quantity, ref_id: i.ref_id })),
    }));
  return JSON.stringify(meals.sort((a, b) => a.time.localeCompare(b.time)));
}

/** The preview's day 1 in the same form. */
function previewedDay(preview: GeneratePreview): string {
  const meals = preview.days[0].meals
    .filter((m) => m.items.length)
    .map((m) => ({
      time: m.time,
      hypothetical_time: m.hypothetical_time,
      description: m.description,
      items: m.items.map((i) => ({ food_item_id: i.food_item_id, quantity: i.quantity, ref_id: i.ref_id })),
    }));
  return JSON.stringify(meals.sort((a, b) => a.time.localeCompare(b.time)));
}

async function preview(plan: { planId: number; packageId: number }, mode: 'foods' | 'quantities') {
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    { plan_id: plan.planId, package_id: plan.packageId, day: 1, mode },
    n.cookie,
  );
  expect(res.json().success, res.body).toBe(1);
  const data = res.json().data as GeneratePreview;
  expect(data.status, data.explanation ?? '').not.toBe('infeasible');
  return data;
}

const apply = (planId: number, previewId: string, user = n) =>
  t.post('/api/v1/diet/plan/generate/apply', { plan_id: planId, preview_id: previewId }, user.cookie);
const undo = (planId: number, previewId: string, user = n) =>
  t.post('/api/v1/diet/plan/generate/undo', { plan_id: planId, preview_id: previewId }, user.cookie);

const auditRows = (planId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, planId), eq(auditLog.action, action)));

describe('Apply of a stored preview', () => {
  it('Generate: saves exactly the previewed meals, byte for byte, with one audit row', async () => {
    const plan = await vegetarianPlan();
    const computed = await preview(plan, 'foods');
    expect(computed.preview_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await savedDay(plan.planId)).not.toBe(previewedDay(computed));
    const res = await apply(plan.planId, computed.preview_id);
    expect(res.json(), res.body).toMatchObject({
      success: 1,
      message: GENERATE_MESSAGES.applied,
      data: { days: [1] },
    });
    expect(await savedDay(plan.planId)).toBe(previewedDay(computed));
    expect(await auditRows(plan.planId, 'generate')).toHaveLength(1);
  });

  it('Fill to targets: saves the previewed grams into the same meals, keeping the alternative', async () => {
    const plan = await vegetarianPlan();
    const ids = (await workspace(plan.planId)).meals.map((m) => m.meal_id);
    const computed = await preview(plan, 'quantities');
    expect(await savedDay(plan.planId)).not.toBe(previewedDay(computed));
    expect((await apply(plan.planId, computed.preview_id)).json().success).toBe(1);
    expect(await savedDay(plan.planId)).toBe(previewedDay(computed));
    expect((await workspace(plan.planId)).meals.map((m) => m.meal_id)).toEqual(ids);
    expect(previewedDay(computed)).toContain(`"ref_id":${food.B010}`);
  });

  it('refuses after the day was edited ("compute again"), changing nothing', async () => {
    const plan = await vegetarianPlan();
    const computed = await preview(plan, 'foods');
    const lunch = (await workspace(plan.planId)).meals.find((m) => m.time.hh === '13')!;
    const edit = mealBody(plan.packageId, plan.planId, 1, '13:00', [{ id: food.A015, qty: 75 }], {
      meal_id: lunch.meal_id,
    });
    expect((await t.post('/api/v1/diet/planday/create-day', edit, n.cookie)).json().success).toBe(1);
    const before = await fingerprint(t.db);
    const res = await apply(plan.planId, computed.preview_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: 0,
      message: 'This day was edited after the preview; compute again.',
      data: { days: [1] },
    });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses a deleted meal as an edit too, a second Apply, an expired preview and a stranger', async () => {
    const plan = await vegetarianPlan();
    const first = await preview(plan, 'quantities');
    const second = await preview(plan, 'quantities');
    expect(second.preview_id).not.toBe(first.preview_id);
    expect((await apply(plan.planId, first.preview_id)).json().success).toBe(1);
    // The day changed under the second preview (Apply wrote it).
    expect((await apply(plan.planId, second.preview_id)).statusCode).toBe(409);
    const again = await apply(plan.planId, first.preview_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GENERATE_MESSAGES.alreadyApplied);

    const third = await preview(plan, 'foods');
    await t.db
      .update(planPreviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(planPreviews.id, third.preview_id));
    const expired = await apply(plan.planId, third.preview_id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(GENERATE_MESSAGES.expired);

    const fourth = await preview(plan, 'foods');
    const stranger = await nutritionistWithCredits(t, 1, { firstName: 'Rohit', lastName: 'Kulkarni' });
    expect((await apply(plan.planId, fourth.preview_id, stranger)).statusCode).toBe(404);
    const other = await planForNewClient(t, n);
    expect((await apply(other.planId, fourth.preview_id)).statusCode).toBe(404);
    const bad = await apply(plan.planId, 'not-a-preview');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toHaveProperty('preview_id');

    const dinner = (await workspace(plan.planId)).meals.find((m) => m.time.hh === '20')!;
    await t.post('/api/v1/diet/plandaymeal/delete', { mealId: dinner.meal_id }, n.cookie);
    const deleted = await apply(plan.planId, fourth.preview_id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(GENERATE_MESSAGES.editedSincePreview);
  });

  it('is one transaction: a failing audit insert leaves the day as it was', async () => {
    const plan = await vegetarianPlan();
    const computed = await preview(plan, 'foods');
    const day = await savedDay(plan.planId);
    const restore = await failAuditInserts(t.db);
    try {
      const before = await fingerprint(t.db);
      expect((await apply(plan.planId, computed.preview_id)).statusCode).toBe(500);
      expect(await fingerprint(t.db)).toBe(before);
    } finally {
      await restore();
    }
    expect(await savedDay(plan.planId)).toBe(day);
    expect((await apply(plan.planId, computed.preview_id)).json().success).toBe(1);
  });
});

describe("'Show empty times', kept with the plan (decision 278)", () => {
  const setShown = (planId: number, shown: unknown, user = n) =>
    t.post('/api/v1/diet/plan/empty-times', { id: planId, shown }, user.cookie);

  it('Apply saves the empty times as hidden; the switch saves and reads back, with an audit row', async () => {
    const plan = await vegetarianPlan();
    expect((await workspace(plan.planId)).empty_times_shown).toBeNull();
    const computed = await preview(plan, 'foods');
    expect((await apply(plan.planId, computed.preview_id)).json().success).toBe(1);
    // A later visit still hides them (before, only the page that applied did).
    expect((await workspace(plan.planId)).empty_times_shown).toBe(false);
    const [generated] = await auditRows(plan.planId, 'generate');
    expect(generated.changes).toMatchObject({ empty_times_shown: false });

    const res = await setShown(plan.planId, true);
    expect(res.json(), res.body).toMatchObject({
      success: 1,
      data: { id: plan.planId, empty_times_shown: true },
    });
    expect((await workspace(plan.planId)).empty_times_shown).toBe(true);
    const updates = await auditRows(plan.planId, 'update');
    expect(updates.at(-1)?.changes).toEqual({ empty_times_shown: { from: false, to: true } });
  });

  it('refuses a value that is not true or false, and a stranger, changing nothing', async () => {
    const plan = await vegetarianPlan();
    const stranger = await nutritionistWithCredits(t, 1, { firstName: 'Sneha', lastName: 'Patil' });
    const before = await fingerprint(t.db);
    const bad = await setShown(plan.planId, 'yes');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toHaveProperty('shown');
    const hidden = await setShown(plan.planId, false, stranger);
    expect(hidden.statusCode).toBe(404);
    expect((await setShown(999_999, false)).statusCode).toBe(404);
    expect(await fingerprint(t.db)).toBe(before);
  });
});

describe('Undo of an Apply', () => {
  it('puts the day back exactly as it was, with an audit row; a second Undo is refused', async () => {
    const plan = await vegetarianPlan();
    const day = await savedDay(plan.planId);
    const computed = await preview(plan, 'foods');
    expect((await apply(plan.planId, computed.preview_id)).json().success).toBe(1);
    expect(await savedDay(plan.planId)).not.toBe(day);
    const res = await undo(plan.planId, computed.preview_id);
    expect(res.json(), res.body).toMatchObject({ success: 1, message: 'The day is back as it was.' });
    expect(await savedDay(plan.planId)).toBe(day);
    expect(await auditRows(plan.planId, 'undo_generate')).toHaveLength(1);
    const again = await undo(plan.planId, computed.preview_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GENERATE_MESSAGES.alreadyUndone);
  });

  it('is one transaction: a failure mid-way (re-inserting the items) leaves the applied day', async () => {
    const plan = await vegetarianPlan();
    const day = await savedDay(plan.planId);
    const computed = await preview(plan, 'foods');
    expect((await apply(plan.planId, computed.preview_id)).json().success).toBe(1);
    const applied = await savedDay(plan.planId);
    // The day's meals are deleted and the first meal inserted before the items' insert fails.
    const restore = await failInsertsInto(t.db, 'meal_items');
    try {
      const before = await fingerprint(t.db);
      expect((await undo(plan.planId, computed.preview_id)).statusCode).toBe(500);
      expect(await fingerprint(t.db)).toBe(before);
    } finally {
      await restore();
    }
    expect(await savedDay(plan.planId)).toBe(applied);
    expect((await undo(plan.planId, computed.preview_id)).json().success).toBe(1);
    expect(await savedDay(plan.planId)).toBe(day);
  });

  it('refuses when the day was edited after Apply, and before any Apply', async () => {
    const plan = await vegetarianPlan();
    const computed = await preview(plan, 'foods');
    const early = await undo(plan.planId, computed.preview_id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(GENERATE_MESSAGES.notApplied);
    expect((await apply(plan.planId, computed.preview_id)).json().success).toBe(1);
    const meal = (await workspace(plan.planId)).meals[0];
    expect(
      (await t.post('/api/v1/diet/plandaymeal/delete', { mealId: meal.meal_id }, n.cookie)).json().success,
    ).toBe(1);
    const applied = await savedDay(plan.planId);
    const res = await undo(plan.planId, computed.preview_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GENERATE_MESSAGES.editedSinceApply);
    expect(await savedDay(plan.planId)).toBe(applied);
  });
});

describe('audit rows of meal deletes and day changes', () => {
  it('a deleted meal, an added, named and deleted day each leave a row', async () => {
    const plan = await vegetarianPlan();
    const meal = (await workspace(plan.planId)).meals[0];
    await t.post('/api/v1/diet/plandaymeal/delete', { mealId: meal.meal_id }, n.cookie);
    const deleted = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'meal'), eq(auditLog.entityId, meal.meal_id), eq(auditLog.action, 'delete')),
      );
    expect(deleted).toHaveLength(1);
    expect(deleted[0].userId).toBe(n.userId);
    const added = await t.post('/api/v1/diet/planday/add-day', { diet_plan_id: plan.planId }, n.cookie);
    const day = added.json().data.day;
    await t.post(
      '/api/v1/diet/planday/edit-day',
      { diet_plan_id: plan.planId, day, day_description: 'Ekadashi fast' },
      n.cookie,
    );
    await t.post(
      '/api/v1/diet/planday/delete',
      { diet_plan_id: plan.planId, day, package_id: plan.packageId },
      n.cookie,
    );
    expect((await auditRows(plan.planId, 'add_day')).map((r) => r.changes)).toEqual([{ day }]);
    expect((await auditRows(plan.planId, 'name_day')).map((r) => r.changes)).toEqual([
      { day, description: { from: null, to: 'Ekadashi fast' } },
    ]);
    expect((await auditRows(plan.planId, 'delete_day')).map((r) => r.changes)).toEqual([{ day }]);
  });

  it('a meal delete or a day change whose audit row fails changes nothing', async () => {
    const plan = await vegetarianPlan();
    const meal = (await workspace(plan.planId)).meals[0];
    const restore = await failAuditInserts(t.db);
    try {
      const before = await fingerprint(t.db);
      const writes = [
        t.post('/api/v1/diet/plandaymeal/delete', { mealId: meal.meal_id }, n.cookie),
        t.post('/api/v1/diet/planday/add-day', { diet_plan_id: plan.planId }, n.cookie),
        t.post(
          '/api/v1/diet/planday/edit-day',
          { diet_plan_id: plan.planId, day: 1, day_description: 'Monday' },
          n.cookie,
        ),
        t.post(
          '/api/v1/diet/planday/delete',
          { diet_plan_id: plan.planId, day: 1, package_id: plan.packageId },
          n.cookie,
        ),
      ];
      for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(500);
      expect(await fingerprint(t.db)).toBe(before);
    } finally {
      await restore();
    }
  });
});
