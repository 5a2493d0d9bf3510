import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { clients, packages, planLinks, planShares, planSupplements, plans } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import {
  clientWithPackage,
  createPlan,
  type FoodIds,
  mealBody,
  openPlanTest,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { addDays } from './plan-days';

let t: TestApp;
let n: TestUser;
let food: FoodIds;

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, ['A015', 'B010', 'L002', 'L003', 'H020']));
});
afterAll(async () => t.close());

/**
 * A client's package with a shared plan: Breakfast (08:00) khichdi with paneer instead of the
 * dal and Lunch (13:00) on day 1, Breakfast on day 2; started yesterday, so today is day 2.
 */
async function sharedPlan(options: { firstName?: string; phone?: string } = {}) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, { firstName: options.firstName });
  if (options.phone)
    await t.db.update(clients).set({ phone: options.phone }).where(eq(clients.id, client.id));
  const planId = await createPlan(t, n, pkg.id);
  const today = practiceToday();
  await t.db
    .update(plans)
    .set({ startDate: addDays(today, -1), note: 'Drink 3 litres of water a day.' })
    .where(eq(plans.id, planId));
  const save = (
    day: number,
    time: string,
    timing: string,
    items: { id: number; qty: number; ref_id?: number }[],
  ) =>
    t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, day, time, items, { hypothetical_time: timing }),
      n.cookie,
    );
  for (const res of [
    await save(1, '08:00', 'Breakfast', [
      { id: food.A015, qty: 60 },
      { id: food.B010, qty: 30 },
      { id: food.L003, qty: 50, ref_id: food.B010 },
    ]),
    await save(1, '13:00', 'Lunch', [{ id: food.A015, qty: 80 }]),
    await save(2, '08:00', 'Breakfast', [{ id: food.L002, qty: 200 }]),
  ])
    expect(res.json().success, res.body).toBe(1);
  await t.db.insert(planSupplements).values({ planId, name: 'Vitamin D3', dosage: '60,000 IU weekly' });
  await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
  const token = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
  return { client, pkg, planId, token };
}

describe('GET /api/v1/my-plan/:token', () => {
  it('shows the shared plan by token: first name only, today first, alternatives, supplements and notes', async () => {
    const { token, planId } = await sharedPlan({ firstName: 'Meenakshi' });
    const res = await t.get(`/api/v1/my-plan/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const view: PortalView = res.json().data;
    expect(view.first_name).toBe('Meenakshi');
    expect(JSON.stringify(view)).not.toMatch(/Sundaram|Kulkarni|Gill|Qureshi|Narayanan/);
    expect(view.link.state).toBe('active');
    expect(view.today).toBe(practiceToday());
    expect(view.today_day).toBe(2);
    expect(view.plan?.id).toBe(planId);
    const [day1, day2] = view.plan?.days ?? [];
    expect(day1.date).toBe(addDays(practiceToday(), -1));
    expect(day2.date).toBe(practiceToday());
    expect(day1.meals.map((m) => [m.time, m.slot_name])).toEqual([
      ['08:00', 'Breakfast'],
      ['13:00', 'Lunch'],
    ]);
    const [rice, dal] = day1.meals[0].items;
    expect(rice.amount).toMatch(/60/);
    expect(dal.alternatives).toHaveLength(1);
    expect(dal.alternatives[0].amount).toMatch(/50/);
    expect(view.supplements).toEqual([{ name: 'Vitamin D3', dosage: '60,000 IU weekly' }]);
    expect(view.notes).toBe('Drink 3 litres of water a day.');
    expect(view.ticks).toEqual([]);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await t.get(`/api/v1/my-plan/${newToken()}`)).statusCode).toBe(404);
    expect((await t.get('/api/v1/my-plan/abc')).statusCode).toBe(404);
  });

  it('answers 410 with the state for a revoked link and for a package that ended', async () => {
    const revoked = await sharedPlan();
    await t.db.update(planLinks).set({ revokedAt: new Date() }).where(eq(planLinks.token, revoked.token));
    const res = await t.get(`/api/v1/my-plan/${revoked.token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().data).toEqual({ state: 'revoked' });
    expect(res.json().message).toMatch(/replaced/);

    const completed = await sharedPlan();
    await t.db.update(packages).set({ status: 'Completed' }).where(eq(packages.id, completed.pkg.id));
    expect((await t.get(`/api/v1/my-plan/${completed.token}`)).json().data).toEqual({ state: 'ended' });

    const over = await sharedPlan();
    await t.db
      .update(packages)
      .set({ endDate: addDays(practiceToday(), -30) })
      .where(eq(packages.id, over.pkg.id));
    expect((await t.get(`/api/v1/my-plan/${over.token}`)).statusCode).toBe(410);
    await t.db
      .update(packages)
      .set({ endDate: addDays(practiceToday(), -29) })
      .where(eq(packages.id, over.pkg.id));
    expect((await t.get(`/api/v1/my-plan/${over.token}`)).statusCode).toBe(200);
  });

  it('shows no plan until one is shared', async () => {
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    await createPlan(t, n, pkg.id);
    const token = newToken();
    await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
    const view: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
    expect(view.plan).toBeNull();
    expect(view.today_day).toBeNull();
  });
});
