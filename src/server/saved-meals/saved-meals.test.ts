import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../shared/plans';
import type { SavedMealRow } from '../../shared/saved-meals';
import { auditLog, savedMeals } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import {
  type FoodIds,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 54 point 3 (decision 302): saved meals and combos, private or shared, inserted into a
 * plan's cell through the plan gate like any meal write.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
let food: FoodIds;
// Rice, moong dal, groundnut, cow milk.
const IFCT = ['A015', 'B010', 'H012', 'L002'];

beforeAll(async () => {
  ({ t, n: a, food } = await openPlanTest(20, IFCT));
  b = await nutritionistWithCredits(t, 5);
}, 60_000);
afterAll(async () => t.close());

const create = (user: TestUser, body: Record<string, unknown>) =>
  t.post('/api/v1/diet/saved-meal/create', body, user.cookie);
const list = async (user: TestUser): Promise<SavedMealRow[]> =>
  (await t.get('/api/v1/diet/saved-meal/list', user.cookie)).json().data.saved_meals;
const workspace = async (planId: number, user = a): Promise<Workspace> =>
  (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, user.cookie)).json().data;

const thali = () => [
  { id: food.A015, qty: 90 },
  { id: food.B010, qty: 30 },
  { id: food.L002, qty: 150 },
];

describe('saved meals', () => {
  it('creates a thali and lists it with its foods, its own first', async () => {
    const res = await create(a, { name: 'Dal chawal thali', items: thali() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Saved meal “Dal chawal thali” created');
    const mine = (await list(a)).find((m) => m.name === 'Dal chawal thali');
    expect(mine).toMatchObject({ shared: false, mine: true });
    expect(mine?.items.map((i) => [i.id, i.qty])).toEqual(thali().map((i) => [i.id, i.qty]));
    expect(mine?.items[0].name).toMatch(/rice/i);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'saved_meal'));
    expect(audit.some((r) => r.entityId === mine?.id && r.action === 'create')).toBe(true);
  });

  it('refuses a nameless or empty saved meal and an unknown food with field messages; nothing is written', async () => {
    const before = await fingerprint(t.db);
    const nameless = await create(a, { name: '  ', items: thali() });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().data.name).toBe('Please name the saved meal');
    const empty = await create(a, { name: 'Nothing', items: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.items).toBe('Please add at least one food to the saved meal');
    const unknown = await create(a, { name: 'Ghost', items: [{ id: 2_000_000_000, qty: 10 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data['items.0.id']).toBe('This food is not in the food database');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it("shows a shared one to every nutritionist and another's private one to nobody else (404)", async () => {
    const shared = (await create(a, { name: 'Rajma chawal', items: thali(), shared: true })).json().data;
    const secret = (await create(a, { name: 'Khichdi kadhi', items: thali() })).json().data;
    const seenByB = await list(b);
    expect(seenByB.find((m) => m.id === shared.id)).toMatchObject({ shared: true, mine: false });
    expect(seenByB.find((m) => m.id === secret.id)).toBeUndefined();

    const { pkg, planId } = await planForNewClient(t, b);
    const insertSecret = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: secret.id, day: 1, time: '13:00' },
      b.cookie,
    );
    expect(insertSecret.statusCode).toBe(404);
    expect(insertSecret.json().message).toBe('Saved meal not found.');
    const renameSecret = await t.post(
      '/api/v1/diet/saved-meal/rename',
      { id: secret.id, name: 'Mine now' },
      b.cookie,
    );
    expect(renameSecret.statusCode).toBe(404);
    const deleteShared = await t.post('/api/v1/diet/saved-meal/delete', { id: shared.id }, b.cookie);
    expect(deleteShared.statusCode).toBe(422);
    expect(deleteShared.json().data.id).toBe(
      'Only the nutritionist who saved this meal may rename or delete it',
    );
    // B may insert the shared one into B's own plan.
    const insertShared = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: shared.id, day: 1, time: '13:00' },
      b.cookie,
    );
    expect(insertShared.statusCode, insertShared.body).toBe(200);
    // A cannot insert into B's plan: the plan is hidden.
    const intoHidden = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: shared.id, day: 2, time: '13:00' },
      a.cookie,
    );
    expect(intoHidden.statusCode).toBe(404);
  });

  it('renames and deletes its own', async () => {
    const made = (await create(a, { name: 'Poha', items: thali() })).json().data;
    const renamed = await t.post(
      '/api/v1/diet/saved-meal/rename',
      { id: made.id, name: 'Kanda poha' },
      a.cookie,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(a)).find((m) => m.id === made.id)?.name).toBe('Kanda poha');
    const gone = await t.post('/api/v1/diet/saved-meal/delete', { id: made.id }, a.cookie);
    expect(gone.statusCode).toBe(200);
    expect(await t.db.select().from(savedMeals).where(eq(savedMeals.id, made.id))).toEqual([]);
    expect((await t.post('/api/v1/diet/saved-meal/delete', { id: made.id }, a.cookie)).statusCode).toBe(404);
  });
});

describe('insert a saved meal into a plan', () => {
  it('writes one meal with every food at the chosen day and time, audited', async () => {
    const saved = (await create(a, { name: 'Lunch thali', items: thali() })).json().data;
    const { pkg, planId } = await planForNewClient(t, a);
    const res = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: saved.id, day: 2, time: '13:15' },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('“Lunch thali” added to the plan');
    const meals = (await workspace(planId)).meals;
    expect(meals).toHaveLength(1);
    expect(meals[0]).toMatchObject({ day: 2, time: { hh: '13', mm: '15' } });
    expect(meals[0].items.map((i) => i.food_item_id)).toEqual(thali().map((i) => i.id));

    // The slot is taken now: 409 without overwrite, replaced with it.
    const again = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: saved.id, day: 2, time: '13:15' },
      a.cookie,
    );
    expect(again.statusCode).toBe(409);
    const replaced = await t.post(
      '/api/v1/diet/saved-meal/insert',
      {
        plan_id: planId,
        package_id: pkg.id,
        saved_meal_id: saved.id,
        day: 2,
        time: '13:15',
        overwrite: true,
      },
      a.cookie,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await workspace(planId)).meals).toHaveLength(1);
  });

  it("is refused with the gate's message when a food is one the client's allergy forbids; nothing changes", async () => {
    const saved = (
      await create(a, {
        name: 'Chikki plate',
        items: [
          { id: food.A015, qty: 60 },
          { id: food.H012, qty: 20 },
        ],
      })
    ).json().data;
    const { client, pkg, planId } = await planForNewClient(t, a);
    const allergy = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, allergies: ['peanut'] },
      a.cookie,
    );
    expect(allergy.statusCode, allergy.body).toBe(200);
    const before = await fingerprint(t.db);
    const res = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: saved.id, day: 1, time: '16:00' },
      a.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Not saved: Ground nut on Day 1: contains groundnut: peanut allergy/);
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses a time off the quarter hour with a field message', async () => {
    const saved = (await create(a, { name: 'Quick', items: thali() })).json().data;
    const { pkg, planId } = await planForNewClient(t, a);
    const res = await t.post(
      '/api/v1/diet/saved-meal/insert',
      { plan_id: planId, package_id: pkg.id, saved_meal_id: saved.id, day: 1, time: '13:10' },
      a.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data.time).toBe('Please choose a time on the quarter hour (HH:mm)');
  });
});

describe('insert a saved meal into a meal that has foods (decision 308)', () => {
  const insert = (body: Record<string, unknown>, user = a) =>
    t.post('/api/v1/diet/saved-meal/insert', body, user.cookie);
  /** A plan whose day 1 lunch at 13:00 holds 60 g rice, with a note. */
  async function lunchOfRice() {
    const made = await planForNewClient(t, a, { foodPreferences: null });
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      {
        package_id: made.pkg.id,
        diet_plan_id: made.planId,
        day: 1,
        time: '13:00',
        hypothetical_time: 'Lunch',
        meal_description: 'Eat slowly',
        items: [{ id: food.A015, qty: 60 }],
      },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { ...made, mealId: res.json().data.meal_id as number };
  }
  const slot = (pkgId: number, planId: number, savedId: number) => ({
    plan_id: planId,
    package_id: pkgId,
    saved_meal_id: savedId,
    day: 1,
    time: '13:00',
    hypothetical_time: 'Lunch',
  });

  it('asks first (409 naming the meal and its foods), then appends or replaces; each is one Undo', async () => {
    const saved = (
      await create(a, {
        name: 'Dal and milk',
        items: [
          { id: food.B010, qty: 30 },
          { id: food.L002, qty: 150 },
        ],
      })
    ).json().data;
    const { pkg, planId, mealId } = await lunchOfRice();
    const before = await fingerprint(t.db);
    const asked = await insert(slot(pkg.id, planId, saved.id));
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toMatch(
      /^Lunch on Day 1 already has Rice.*\. Add the saved meal's foods to it, or replace its foods\?$/,
    );
    expect(asked.json().data.filled_meal).toMatchObject({ meal_id: mealId, day: 1, meal: 'Lunch' });
    expect(await fingerprint(t.db)).toBe(before);
    const bad = await insert({ ...slot(pkg.id, planId, saved.id), mode: 'merge' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.mode).toBe('Please choose to add to the meal or replace its foods');

    const appended = await insert({ ...slot(pkg.id, planId, saved.id), mode: 'append' });
    expect(appended.statusCode, appended.body).toBe(200);
    expect(appended.json().message).toBe('“Dal and milk” added to Lunch on Day 1');
    let meals = (await workspace(planId)).meals;
    expect(meals).toHaveLength(1);
    expect(meals[0]).toMatchObject({
      meal_id: mealId,
      hypothetical_time: 'Lunch',
      description: 'Eat slowly',
    });
    expect(meals[0].items.map((i) => i.food_item_id)).toEqual([food.A015, food.B010, food.L002]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, mealId));
    expect(
      audit.some((r) => r.action === 'update' && (r.changes as { mode?: string }).mode === 'append'),
    ).toBe(true);
    expect((await t.post('/api/v1/diet/plan/undo', { plan_id: planId }, a.cookie)).statusCode).toBe(200);
    meals = (await workspace(planId)).meals;
    expect(meals[0].items.map((i) => i.food_item_id)).toEqual([food.A015]);

    const replaced = await insert({ ...slot(pkg.id, planId, saved.id), mode: 'replace' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().message).toBe('Lunch on Day 1 now has the foods of “Dal and milk”');
    meals = (await workspace(planId)).meals;
    expect(meals).toHaveLength(1);
    expect(meals[0]).toMatchObject({ hypothetical_time: 'Lunch', description: 'Eat slowly' });
    expect(meals[0].items.map((i) => i.food_item_id)).toEqual([food.B010, food.L002]);
    const versions = (await t.get(`/api/v1/diet/plan/versions?plan_id=${planId}`, a.cookie)).json().data
      .versions as { summary: string }[];
    expect(versions[0].summary).toBe('Replaced the foods of Lunch on day 1 with “Dal and milk”');
    expect((await t.post('/api/v1/diet/plan/undo', { plan_id: planId }, a.cookie)).statusCode).toBe(200);
    expect((await workspace(planId)).meals[0].items.map((i) => i.food_item_id)).toEqual([food.A015]);
  });

  it("appending a food the client must not have is refused with the gate's message; nothing written", async () => {
    const saved = (await create(a, { name: 'Chikki', items: [{ id: food.H012, qty: 20 }] })).json().data;
    const { client, pkg, planId } = await lunchOfRice();
    await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, allergies: ['peanut'] },
      a.cookie,
    );
    const before = await fingerprint(t.db);
    for (const mode of ['append', 'replace']) {
      const res = await insert({ ...slot(pkg.id, planId, saved.id), mode });
      expect(res.statusCode, mode).toBe(422);
      expect(res.json().message).toMatch(
        /^Not saved: Ground nut on Day 1: contains groundnut: peanut allergy/,
      );
    }
    expect(await fingerprint(t.db)).toBe(before);
  });
});

describe('manage saved meals: update and delete (decision 308)', () => {
  const update = (user: TestUser, body: Record<string, unknown>) =>
    t.post('/api/v1/diet/saved-meal/update', body, user.cookie);
  const remove = (user: TestUser, id: number) =>
    t.post('/api/v1/diet/saved-meal/delete', { id }, user.cookie);

  it('renames and shares its own, audited; the name is required', async () => {
    const made = (await create(a, { name: 'Idli sambar', items: thali() })).json().data;
    const res = await update(a, { id: made.id, name: 'Idli sambar plate', shared: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Saved meal “Idli sambar plate” saved');
    expect(res.json().data).toMatchObject({
      id: made.id,
      name: 'Idli sambar plate',
      shared: true,
      mine: true,
    });
    expect((await list(b)).find((m) => m.id === made.id)?.name).toBe('Idli sambar plate');
    // `shared` left out: as it was.
    expect((await update(a, { id: made.id, name: 'Idli plate' })).json().data.shared).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, made.id));
    const updates = audit.filter((r) => r.entity === 'saved_meal' && r.action === 'update');
    expect(updates[0]?.changes).toEqual({
      name: { from: 'Idli sambar', to: 'Idli sambar plate' },
      shared: { from: false, to: true },
    });
    const before = await fingerprint(t.db);
    const nameless = await update(a, { id: made.id, name: ' ' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().data.name).toBe('Please name the saved meal');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it("answers 404 for another's private one (to an admin too), 422 for another's shared one; an admin manages shared ones", async () => {
    const admin = await t.createAdmin();
    const secret = (await create(a, { name: 'Private poha', items: thali() })).json().data;
    const shared = (await create(a, { name: 'Shared upma', items: thali(), shared: true })).json().data;
    const before = await fingerprint(t.db);
    for (const user of [b, admin]) {
      const renamed = await update(user, { id: secret.id, name: 'Taken' });
      expect(renamed.statusCode).toBe(404);
      expect(renamed.json().message).toBe('Saved meal not found.');
      expect((await remove(user, secret.id)).statusCode).toBe(404);
    }
    const notB = await update(b, { id: shared.id, name: 'Mine now' });
    expect(notB.statusCode).toBe(422);
    expect(notB.json().data.id).toBe('Only the nutritionist who saved this meal may rename or delete it');
    expect((await remove(b, shared.id)).statusCode).toBe(422);
    expect(await fingerprint(t.db)).toBe(before);

    const byAdmin = await update(admin, { id: shared.id, name: 'Rava upma', shared: true });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await list(a)).find((m) => m.id === shared.id)?.name).toBe('Rava upma');
    const gone = await remove(admin, shared.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Saved meal “Rava upma” deleted');
    expect((await list(a)).find((m) => m.id === shared.id)).toBeUndefined();
  });
});
