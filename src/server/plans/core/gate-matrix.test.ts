import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FASTING_FOODS } from '../../../shared/fasting';
import type { GeneratePreview } from '../../../shared/plan-generate';
import type { Workspace } from '../../../shared/plans';
import { inTransaction } from '../../db/client';
import { auditLog, mealItems, packages, planPreviews, plans } from '../../db/schema/index';
import { fingerprint } from '../../testing/db-fingerprint';
import {
  createPlan,
  type FoodIds,
  mealBody,
  openPlanTest,
  planForNewClient,
} from '../../testing/plan-fixtures';
import type { TestApp, TestUser } from '../../testing/test-app';
import { lockPlan } from '../meals.repository';

/**
 * Issue 32's table, completed by issue 50 point 2: every meal writer × every rule, through the
 * plan core. Each client's meal is saved before the rule is (as when an allergy is learnt after
 * the plan was made); then every writer that would put that food on a day the rule holds is
 * refused, naming the food, the day and the rule, and changes nothing; and a reason kept on the
 * item travels with the same client's copy. The writers that move stored meals to other dates
 * without choosing them (delete a day, a plan's start date or day format, its package's start
 * date) are rows of the fast, the one rule of a weekday (decision 289).
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
// Groundnut, cow's milk, egg, rice, and banana (a fruit no rule here refuses).
const IFCT = ['H012', 'L002', 'M001', 'A015', 'E012'];
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
type Answer = { message: string; data: Record<string, unknown> };
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
    // The second plan: a banana on its Tuesday (day 2) for Swap; the food on day 9, replaced by
    // an applied computed day, for Undo to bring back.
    const banana = await post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, second, 2, '08:00', [{ id: food.E012, qty: 100 }]),
    );
    expect(banana.statusCode, banana.body).toBe(200);
    const bananaMeal = banana.json().data.meal as { meal_id: number; items: { id: number }[] };
    const before9 = await post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, second, 9, '13:00', [item]),
    );
    expect(before9.statusCode, before9.body).toBe(200);
    const week = await post('/api/v1/diet/plan/generate', {
      plan_id: second,
      package_id: pkg.id,
      day: 9,
      mode: 'foods',
    });
    expect(week.statusCode, week.body).toBe(200);
    const applied = week.json().data.preview_id as string;
    const apply = await post('/api/v1/diet/plan/generate/apply', { plan_id: second, preview_id: applied });
    expect(apply.statusCode, apply.body).toBe(200);

    // A third plan: the food on day 9, then deleted, so Undo and a restored version would bring it
    // back (issue 54 point 2); and a saved meal holding it (point 3).
    const third = await createPlan(t, n, pkg.id);
    await datedPlan(pkg.id, third);
    const onNine = await post('/api/v1/diet/planday/create-day', mealBody(pkg.id, third, 9, '13:00', [item]));
    expect(onNine.statusCode, onNine.body).toBe(200);
    const versions = await t.get(`/api/v1/diet/plan/versions?plan_id=${third}`, n.cookie);
    const withFood = (versions.json().data.versions as { id: number }[])[0];
    await post('/api/v1/diet/plandaymeal/delete', { mealId: onNine.json().data.meal_id });
    const thali = await post('/api/v1/diet/saved-meal/create', { name: 'Tuesday lunch', items: [item] });
    expect(thali.statusCode, thali.body).toBe(200);

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
      swap: () =>
        post('/api/v1/diet/planday/swap-item', {
          diet_plan_id: second,
          meal_id: bananaMeal.meal_id,
          item_id: bananaMeal.items[0].id,
          food_item_id: food[code],
        }),
      undo: () => post('/api/v1/diet/plan/generate/undo', { plan_id: second, preview_id: applied }),
      'copy day to several days': () =>
        post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 2, targetDays: [8, 9] }),
      'saved meal': () =>
        post('/api/v1/diet/saved-meal/insert', {
          plan_id: planId,
          package_id: pkg.id,
          saved_meal_id: thali.json().data.id,
          day: 9,
          time: '13:00',
        }),
      // Decision 308: the banana on every day of the second plan becomes the food (its day 2).
      'swap across week': () =>
        post('/api/v1/diet/plan/swap-across-week', {
          planId: second,
          fromFoodId: food.E012,
          toFoodId: food[code],
        }),
      // Decision 308: added to the first plan's day 2 lunch, which holds it already (kept before the rule).
      'saved meal into a filled meal': () =>
        post('/api/v1/diet/saved-meal/insert', {
          plan_id: planId,
          package_id: pkg.id,
          saved_meal_id: thali.json().data.id,
          day: 2,
          time: '13:00',
          mode: 'append',
        }),
    };
    const onDay: Record<string, number> = {
      merge: 2,
      swap: 2,
      'swap across week': 2,
      'saved meal into a filled meal': 2,
    };
    for (const [writer, write] of Object.entries(writers)) {
      const res = await write();
      expect(res.statusCode, writer).toBe(422);
      const text = writer === 'editor' ? res.json().data['items.0.override_reason'] : res.json().message;
      expect(text, writer).toContain(`on Day ${onDay[writer] ?? 9}: `);
      expect(text, writer).toContain(says);
    }
    // Undo and restore bring back a plan as it was: refused as a whole (409), naming the food.
    const restores = {
      'plan undo': () => post('/api/v1/diet/plan/undo', { plan_id: third }),
      restore: () => post('/api/v1/diet/plan/restore', { plan_id: third, version_id: withFood.id }),
    };
    for (const [writer, write] of Object.entries(restores)) {
      const res = await write();
      expect(res.statusCode, writer).toBe(409);
      expect(res.json().message, writer).toContain('on Day 9');
      expect(res.json().message, writer).toContain(says);
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

describe('the writers that move meals to other dates × the fast', () => {
  const TUESDAY_FAST = RULES[3];
  const SUNDAY = '2026-11-29';
  /**
   * A Tuesday-fasting client whose package starts on a Monday: plan A takes the package's dates
   * (rice on day 3, a Wednesday), plan B starts on a Tuesday (rice on day 2, a Wednesday). Rice
   * is served where it stands; each writer below would move it onto a Tuesday.
   */
  async function arrange() {
    const { client, pkg, planId: planA } = await planForNewClient(t, n, { foodPreferences: null });
    await t.db.update(packages).set({ startDate: MONDAY }).where(eq(packages.id, pkg.id));
    for (let i = 0; i < 3; i++) await post('/api/v1/diet/planday/add-day', { diet_plan_id: planA });
    const planB = await createPlan(t, n, pkg.id);
    const edited = await post('/api/v1/diet/plan/edit', {
      id: planB,
      description: 'From Tuesday',
      start_date: '2026-12-01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const rice = [{ id: food.A015, qty: 60 }];
    const mealA = await post('/api/v1/diet/planday/create-day', mealBody(pkg.id, planA, 3, '13:00', rice));
    const mealB = await post('/api/v1/diet/planday/create-day', mealBody(pkg.id, planB, 2, '13:00', rice));
    expect([mealA.statusCode, mealB.statusCode]).toEqual([200, 200]);
    const rule = await post('/api/v1/client/restrictions/save', {
      client_id: client.id,
      ...TUESDAY_FAST.list,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const [planRow] = await t.db.select().from(plans).where(eq(plans.id, planA));
    return {
      pkg,
      planA,
      planB,
      planAName: planRow.description,
      mealA: mealA.json().data.meal_id as number,
      mealB: mealB.json().data.meal_id as number,
    };
  }

  it('refuses each one, listing the food, its new day and the rule, and changes nothing', async () => {
    const { pkg, planA, planB, planAName } = await arrange();
    const before = await fingerprint(t.db);
    const rows = [
      {
        writer: 'delete a day',
        status: 409,
        day: 2,
        write: () => post('/api/v1/diet/planday/delete', { diet_plan_id: planA, day: 1, package_id: pkg.id }),
        text: (body: Answer) => body.message,
      },
      {
        writer: "a plan's start date",
        status: 422,
        day: 3,
        write: () =>
          post('/api/v1/diet/plan/edit', { id: planA, description: planAName, start_date: SUNDAY }),
        text: (body: Answer) => body.data.start_date as string,
      },
      {
        writer: "a plan's day format",
        status: 422,
        day: 2,
        write: () =>
          post('/api/v1/diet/plan/edit', { id: planB, description: 'From Tuesday', day_format: 'week_day' }),
        text: (body: Answer) => body.data.day_format as string,
      },
      {
        writer: "a package's start date",
        status: 422,
        day: 3,
        write: () => post('/api/v1/client/package/edit', { id: pkg.id, start_date: SUNDAY }),
        text: (body: Answer) => `${body.data.start_date}`,
      },
    ];
    for (const row of rows) {
      const res = await row.write();
      expect(res.statusCode, `${row.writer}: ${res.body}`).toBe(row.status);
      const text = row.text(res.json());
      expect(text, row.writer).toContain(`on Day ${row.day}: ${TUESDAY_FAST.says}`);
      expect(text, row.writer).toContain('Rice');
      expect(res.json().message, row.writer).toBe(text);
    }
    // The package lists the plan each food is in (plan B has dates of its own and does not move).
    const pkgEdit = await rows[3].write();
    expect(pkgEdit.json().message).toContain(`(${planAName})`);
    expect(pkgEdit.json().message).not.toContain('From Tuesday');
    // The delete lists what breaks for a client of the API, too.
    const del = await rows[0].write();
    expect(del.json().data.conflicts).toEqual([expect.stringContaining(`on Day 2: ${TUESDAY_FAST.says}`)]);
    expect(await fingerprint(t.db)).toEqual(before);
  }, 120_000);

  it('with a reason kept on the food, each goes through with an override audit row in its transaction', async () => {
    const { pkg, planA, planB, planAName, mealA, mealB } = await arrange();
    await t.db
      .update(mealItems)
      .set({ overrideReason: 'Client eats rice on fast days' })
      .where(inArray(mealItems.mealId, [mealA, mealB]));
    const overridesOf = (mealId: number) =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'meal'), eq(auditLog.entityId, mealId), eq(auditLog.action, 'override')),
        )
        .orderBy(asc(auditLog.id));

    const start = await post('/api/v1/diet/plan/edit', {
      id: planA,
      description: planAName,
      start_date: SUNDAY,
    });
    expect(start.statusCode, start.body).toBe(200);
    const [row] = await overridesOf(mealA);
    expect(row.changes).toMatchObject({
      overrides: [
        {
          food_item_id: food.A015,
          day: 3,
          conflicts: [TUESDAY_FAST.says],
          reason: 'Client eats rice on fast days',
        },
      ],
    });
    // Back to the package's Monday: day 3 is a Wednesday again, nothing gained, nothing audited.
    expect(
      (await post('/api/v1/diet/plan/edit', { id: planA, description: planAName, start_date: null }))
        .statusCode,
    ).toBe(200);
    expect(await overridesOf(mealA)).toHaveLength(1);

    const pkgEdit = await post('/api/v1/client/package/edit', { id: pkg.id, start_date: SUNDAY });
    expect(pkgEdit.statusCode, pkgEdit.body).toBe(200);
    expect(await overridesOf(mealA)).toHaveLength(2);
    // Monday again, then the day before rice deleted: rice moves up to day 2, a Tuesday.
    expect((await post('/api/v1/client/package/edit', { id: pkg.id, start_date: MONDAY })).statusCode).toBe(
      200,
    );
    const del = await post('/api/v1/diet/planday/delete', {
      diet_plan_id: planA,
      day: 1,
      package_id: pkg.id,
    });
    expect(del.statusCode, del.body).toBe(200);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planA}`, n.cookie)).json().data as Workspace;
    expect(ws.meals.map((m) => [m.meal_id, m.day])).toEqual([[mealA, 2]]);
    expect((await overridesOf(mealA)).at(-1)?.changes).toMatchObject({ overrides: [{ day: 2 }] });

    const format = await post('/api/v1/diet/plan/edit', {
      id: planB,
      description: 'From Tuesday',
      day_format: 'week_day',
    });
    expect(format.statusCode, format.body).toBe(200);
    expect(await overridesOf(mealB)).toHaveLength(1);
  }, 120_000);

  it('a meal saved while the start date moves: one of the two is refused, never both written', async () => {
    // Both check what holds under the plan's lock (the core reads the calendar after taking it):
    // whichever commits first, the other sees it. The plan is held locked while both are sent.
    const { pkg, planA, planAName } = await arrange();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = inTransaction(t.db, async (tx) => {
      await lockPlan(tx, planA);
      locked();
      await held;
    });
    await isLocked;
    const sent = Promise.all([
      post(
        '/api/v1/diet/planday/create-day',
        mealBody(pkg.id, planA, 4, '13:00', [{ id: food.A015, qty: 60 }]),
      ),
      post('/api/v1/diet/plan/edit', { id: planA, description: planAName, start_date: '2026-11-28' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await holder;
    const [save, edit] = await sent;
    expect([save.statusCode, edit.statusCode].sort(), `${save.body} ${edit.body}`).toEqual([200, 422]);
    const text = save.statusCode === 422 ? save.json().data['items.0.override_reason'] : edit.json().message;
    expect(text).toContain(`Day 4: ${TUESDAY_FAST.says}`);
  }, 60_000);

  it("a conflict the new dates do not make does not stop them: an allergy learnt later stays the planner's mark", async () => {
    const { client, pkg, planId } = await planForNewClient(t, n, { foodPreferences: null });
    for (let i = 0; i < 2; i++) await post('/api/v1/diet/planday/add-day', { diet_plan_id: planId });
    const nut = [{ id: food.H012, qty: 20 }];
    expect(
      (await post('/api/v1/diet/planday/create-day', mealBody(pkg.id, planId, 3, '16:00', nut))).statusCode,
    ).toBe(200);
    await post('/api/v1/client/restrictions/save', { client_id: client.id, ...RULES[0].list });
    const del = await post('/api/v1/diet/planday/delete', {
      diet_plan_id: planId,
      day: 1,
      package_id: pkg.id,
    });
    expect(del.statusCode, del.body).toBe(200);
    // Moving it by hand is a write of that food: the gate refuses it as for every writer.
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    const moved = await post('/api/v1/diet/planday/move-meal', {
      diet_plan_id: planId,
      meal_id: ws.meals[0].meal_id,
      day: 1,
      time: '16:00',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toContain(RULES[0].says);
  }, 60_000);
});
