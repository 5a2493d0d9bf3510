// @pg: two undos of one plan at once queue on the plan's row lock and take back two writes in turn
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanVersion, VersionView } from '../../shared/plan-versions';
import type { Workspace } from '../../shared/plans';
import { auditLog } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import {
  type FoodIds,
  khichdi,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
let food: FoodIds;
// A015 rice, B010 moong dal, L003 paneer, L002 cow milk, H012 groundnut, E012 banana
beforeAll(
  async () => ({ t, n, food } = await openPlanTest(60, ['A015', 'B010', 'L003', 'L002', 'H012', 'E012'])),
  60_000,
);
afterAll(async () => t.close());

const post = (path: string, body: unknown, cookie = n.cookie) => t.post(path, body, cookie);
const workspace = async (planId: number): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data;
/** The plan as a user sees it: its days (with names) and each meal's slot, timing and items. */
async function state(planId: number) {
  const ws = await workspace(planId);
  return {
    days: ws.days.map((d) => `${d.day}${d.dayDescr ? ` ${d.dayDescr}` : ''}`),
    meals: ws.meals.map(
      (m) =>
        `${m.day} ${m.time.hh}:${m.time.mm} ${m.hypothetical_time} ${m.items.map((i) => `${i.food_item_id}×${i.quantity}${i.ref_id ? `→${i.ref_id}` : ''}`).join('+')}`,
    ),
  };
}
const versions = async (planId: number, cookie = n.cookie): Promise<PlanVersion[]> =>
  (await t.get(`/api/v1/diet/plan/versions?plan_id=${planId}`, cookie)).json().data.versions;
const undo = (planId: number, cookie = n.cookie) =>
  post('/api/v1/diet/plan/undo', { plan_id: planId }, cookie);
const restore = (planId: number, versionId: number, cookie = n.cookie) =>
  post('/api/v1/diet/plan/restore', { plan_id: planId, version_id: versionId }, cookie);

/** A plan of 8 days (a new plan's 7 and one added): khichdi at breakfast on day 1, milk at 16:00 on day 2. */
async function planWithMeals() {
  const { client, pkg, planId } = await planForNewClient(t, n, { foodPreferences: null });
  await post('/api/v1/diet/planday/add-day', { diet_plan_id: planId });
  const breakfast = await post(
    '/api/v1/diet/planday/create-day',
    mealBody(pkg.id, planId, 1, '08:00', khichdi(food), { hypothetical_time: 'Breakfast' }),
  );
  expect(breakfast.statusCode, breakfast.body).toBe(200);
  const milk = await post(
    '/api/v1/diet/planday/create-day',
    mealBody(pkg.id, planId, 2, '16:00', [{ id: food.L002, qty: 200 }]),
  );
  expect(milk.statusCode, milk.body).toBe(200);
  return {
    client,
    pkg,
    planId,
    breakfast: breakfast.json().data.meal as Workspace['meals'][number],
    milk: milk.json().data.meal_id as number,
  };
}

describe('undo of every plan writer', () => {
  it('takes back each write, one at a time, to the plan as it was before it', async () => {
    const { pkg, planId, breakfast, milk } = await planWithMeals();
    const writers: [string, () => ReturnType<typeof post>, RegExp][] = [
      [
        'meal save',
        () =>
          post(
            '/api/v1/diet/planday/create-day',
            mealBody(pkg.id, planId, 3, '13:00', [{ id: food.A015, qty: 90 }], {
              hypothetical_time: 'Lunch',
            }),
          ),
        /^Saved Lunch on day 3: /,
      ],
      [
        'swap',
        async () => {
          // Items are written back as new rows by an undo: the breakfast's first item as it is now.
          const meal = (await workspace(planId)).meals.find((m) => m.meal_id === breakfast.meal_id)!;
          return post('/api/v1/diet/planday/swap-item', {
            diet_plan_id: planId,
            meal_id: meal.meal_id,
            item_id: meal.items[0].id,
            food_item_id: food.E012,
          });
        },
        /^Swapped .+ for .+ in Breakfast on day 1$/,
      ],
      [
        'move',
        () =>
          post('/api/v1/diet/planday/move-meal', {
            diet_plan_id: planId,
            meal_id: milk,
            day: 3,
            time: '17:00',
          }),
        /^Moved 16:00 of day 2 to day 3 at 17:00$/,
      ],
      [
        'copy to all days',
        () =>
          post('/api/v1/diet/planday/copy-meal', {
            diet_plan_id: planId,
            meal_id: breakfast.meal_id,
            target: 'all_days',
          }),
        /^Copied Breakfast to days 2, 3, 4, 5, 6, 7, 8$/,
      ],
      [
        'swap across week',
        // The breakfast (banana since the swap) is on every day now: back to rice on all of them.
        () =>
          post('/api/v1/diet/plan/swap-across-week', { planId, fromFoodId: food.E012, toFoodId: food.A015 }),
        /^Swapped .+ for .+ in 8 meals on Days 1, 2, 3, 4, 5, 6, 7, 8$/,
      ],
      [
        'delete meal',
        async () => {
          // An undone delete brings the meal back as a new row: the milk as it is now.
          const meal = (await workspace(planId)).meals.find((m) => m.items[0]?.food_item_id === food.L002)!;
          return post('/api/v1/diet/plandaymeal/delete', { mealId: meal.meal_id });
        },
        /^Deleted 17:00 on day 3: Milk/,
      ],
      [
        'copy day',
        () => post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 1, targetDays: [3], overwrite: true }),
        /^Copied Breakfast to day 3$/,
      ],
      [
        'delete day',
        () => post('/api/v1/diet/planday/delete', { diet_plan_id: planId, day: 1, package_id: pkg.id }),
        /^Deleted day 1 and its meals: Breakfast$/,
      ],
    ];
    for (const [writer, write, summary] of writers) {
      const before = await state(planId);
      const res = await write();
      expect(res.statusCode, `${writer}: ${res.body}`).toBe(200);
      const after = await state(planId);
      expect(after, writer).not.toEqual(before);
      const [last] = await versions(planId);
      expect(last.summary, writer).toMatch(summary);
      expect(last).toMatchObject({ kind: 'write', undone: false, by: expect.stringMatching(/\S/) });
      const undone = await undo(planId);
      expect(undone.statusCode, `${writer}: ${undone.body}`).toBe(200);
      expect(undone.json().message).toBe(`Undone: ${last.summary}`);
      expect(await state(planId), writer).toEqual(before);
      const [undoRow, taken] = await versions(planId);
      expect(undoRow).toMatchObject({ kind: 'undo', summary: `Undone: ${last.summary}` });
      expect(taken).toMatchObject({ id: last.id, undone: true });
      // Again, for the next writer (and to check redo-by-writing works from here).
      expect((await write()).statusCode, writer).toBe(200);
      expect(await state(planId), writer).toEqual(after);
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'undo'));
    expect(audits.filter((a) => a.entityId === planId)).toHaveLength(writers.length);
  }, 240_000);

  it("undoes a computed week's Apply", async () => {
    const { pkg, planId } = await planWithMeals();
    const targets = await post('/api/v1/diet/plan/targets', {
      plan_id: planId,
      energy_kcal: 1500,
      protein_g: 45,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: null,
    });
    expect(targets.statusCode, targets.body).toBe(200);
    const before = await state(planId);
    const generated = await post('/api/v1/diet/plan/generate', {
      plan_id: planId,
      package_id: pkg.id,
      day: 2,
      mode: 'foods',
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const apply = await post('/api/v1/diet/plan/generate/apply', {
      plan_id: planId,
      preview_id: generated.json().data.preview_id,
    });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(await state(planId)).not.toEqual(before);
    expect((await versions(planId))[0].summary).toBe('Applied a computed plan to day 2');
    expect((await undo(planId)).statusCode).toBe(200);
    expect(await state(planId)).toEqual(before);
  }, 120_000);

  it('undoes writes in turn back to the new plan (a day named and added too), then has nothing to undo', async () => {
    const { planId } = await planWithMeals();
    const named = await post('/api/v1/diet/planday/edit-day', {
      diet_plan_id: planId,
      day: 2,
      day_description: 'Ekadashi',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await versions(planId))[0].summary).toBe('Named day 2: Ekadashi');
    const taken: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await undo(planId);
      expect(res.statusCode, res.body).toBe(200);
      taken.push(res.json().data.summary);
    }
    expect(taken).toEqual([
      'Named day 2: Ekadashi',
      expect.stringMatching(/^Saved 16:00 on day 2: /),
      expect.stringMatching(/^Saved Breakfast on day 1: /),
      'Added a day',
    ]);
    const created = await state(planId);
    expect(created.meals).toEqual([]);
    const res = await undo(planId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: 0, message: 'There is nothing to undo in this plan.' });
    expect(await state(planId)).toEqual(created);
  });
});

describe('restore', () => {
  it('restores the plan as any version left it, and a restore is itself a version that undo takes back', async () => {
    const { pkg, planId, milk } = await planWithMeals();
    await post('/api/v1/diet/planday/move-meal', {
      diet_plan_id: planId,
      meal_id: milk,
      day: 3,
      time: '17:00',
    });
    await post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 1, targetDay: 2 });
    await post('/api/v1/diet/planday/delete', { diet_plan_id: planId, day: 1, package_id: pkg.id });
    // The plan after each version, oldest first, as versions are listed newest first.
    const list = (await versions(planId)).reverse();
    expect(list.map((v) => v.summary)).toEqual([
      'Added a day',
      expect.stringMatching(/^Saved Breakfast on day 1: /),
      expect.stringMatching(/^Saved 16:00 on day 2: /),
      'Moved 16:00 of day 2 to day 3 at 17:00',
      'Copied Breakfast to day 2',
      'Deleted day 1 and its meals: Breakfast',
    ]);
    const now = await state(planId);
    // Each version's look (View) is the plan as it left it.
    const looks: Record<number, VersionView> = {};
    for (const v of list) {
      const res = await t.get(
        `/api/v1/diet/plan/version/view?plan_id=${planId}&version_id=${v.id}`,
        n.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      looks[v.id] = res.json().data;
    }
    expect(looks[list[5].id].days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(looks[list[1].id].days[0].meals).toEqual([
      {
        time: '08:00',
        timing: 'Breakfast',
        items: [
          expect.objectContaining({ qty: 60, alternative: false }),
          expect.objectContaining({ qty: 30, alternative: false }),
          expect.objectContaining({ qty: 50, alternative: true }),
        ],
      },
    ]);
    // Restore each earlier version in turn: the plan's meals are then as that version's look.
    for (const v of list.slice(0, 5)) {
      const res = await restore(planId, v.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.summary).toBe(v.summary);
      const ws = await workspace(planId);
      expect(ws.meals.map((m) => `${m.day} ${m.time.hh}:${m.time.mm} ${m.items.length}`)).toEqual(
        looks[v.id].days.flatMap((d) => d.meals.map((m) => `${d.day} ${m.time} ${m.items.length}`)),
      );
      expect(ws.days.map((d) => d.day)).toEqual(looks[v.id].days.map((d) => d.day));
    }
    // Back to the last version by restoring it from the list (its state is the restores' first snapshot).
    const undone = await undo(planId);
    expect(undone.json().message).toMatch(/^Undone: Restored the plan as it was after: /);
    expect((await versions(planId))[0].kind).toBe('undo');
    const latest = (await versions(planId)).find(
      (v) => v.summary === 'Deleted day 1 and its meals: Breakfast',
    );
    const back = await restore(planId, latest!.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(await state(planId)).toEqual(now);
    // The newest version is the plan as it is: nothing to restore (409).
    const newest = (await versions(planId))[0];
    const same = await restore(planId, newest.id);
    expect(same.statusCode).toBe(409);
  }, 180_000);

  it('checks the input: a version of another plan is 404, a missing id 422, and nothing changes', async () => {
    const { planId } = await planWithMeals();
    const other = await planWithMeals();
    const [otherVersion] = await versions(other.planId);
    const before = await fingerprint(t.db);
    const res = await restore(planId, otherVersion.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This version of the plan was not found.');
    const missing = await post('/api/v1/diet/plan/restore', { plan_id: planId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toHaveProperty('version_id');
    const view = await t.get(
      `/api/v1/diet/plan/version/view?plan_id=${planId}&version_id=${otherVersion.id}`,
      n.cookie,
    );
    expect(view.statusCode).toBe(404);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe('the plan gate on undo and restore', () => {
  it('does not bring back a food a since-added allergy forbids: 409 naming it, nothing changes', async () => {
    const { client, pkg, planId } = await planWithMeals();
    const peanuts = await post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 3, '11:00', [{ id: food.H012, qty: 30 }]),
    );
    expect(peanuts.statusCode, peanuts.body).toBe(200);
    const savedPeanuts = (await versions(planId))[0];
    await post('/api/v1/diet/plandaymeal/delete', { mealId: peanuts.json().data.meal_id });
    const allergy = await post('/api/v1/client/restrictions/save', {
      client_id: client.id,
      allergies: ['peanut'],
    });
    expect(allergy.statusCode, allergy.body).toBe(200);
    const before = await fingerprint(t.db);
    for (const res of [await undo(planId), await restore(planId, savedPeanuts.id)]) {
      expect(res.statusCode, res.body).toBe(409);
      const body = res.json();
      expect(body.message).toContain('contains groundnut: peanut allergy');
      expect(body.message).toContain('on Day 3');
      expect(body.data.conflicts).toEqual([expect.stringContaining('contains groundnut: peanut allergy')]);
    }
    expect(await fingerprint(t.db)).toEqual(before);
    // Restoring a version without it still works.
    const first = (await versions(planId)).at(-1)!;
    expect((await restore(planId, first.id)).statusCode).toBe(200);
  });
});

describe('who may see a plan’s versions', () => {
  it('answers 404 to another nutritionist on every route, and changes nothing', async () => {
    const { planId } = await planWithMeals();
    const other = await nutritionistWithCredits(t, 5);
    const [v] = await versions(planId);
    const before = await fingerprint(t.db);
    const answers = [
      await t.get(`/api/v1/diet/plan/versions?plan_id=${planId}`, other.cookie),
      await t.get(`/api/v1/diet/plan/version/view?plan_id=${planId}&version_id=${v.id}`, other.cookie),
      await undo(planId, other.cookie),
      await restore(planId, v.id, other.cookie),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe('two undos at once', () => {
  it('queue on the plan: each takes back one write, in turn', async () => {
    const { pkg, planId } = await planWithMeals();
    const start = await state(planId);
    await post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 3, '13:00', [{ id: food.A015, qty: 90 }]),
    );
    await post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 3, '20:00', [{ id: food.B010, qty: 40 }]),
    );
    const answers = await Promise.all([undo(planId), undo(planId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.json().data.summary)).size).toBe(2);
    expect(await state(planId)).toEqual(start);
    const list = await versions(planId);
    expect(list.filter((v) => v.kind === 'undo')).toHaveLength(2);
    expect(list.filter((v) => v.undone)).toHaveLength(2);
  });
});
