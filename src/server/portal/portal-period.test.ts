import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateText } from '../../shared/plan-calendar';
import type { PortalView } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { packages, planLinks, planShares, plans } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { fingerprint } from '../testing/db-fingerprint';
import {
  clientWithPackage,
  createPlan,
  type FoodIds,
  mealBody,
  openPlanTest,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * The plan's period on the client's link (issue 32, decision 185): ticks and weights only for
 * dates inside it, and the page's answer carries it so the phone never guesses.
 */
let t: TestApp;
let n: TestUser;
let food: FoodIds;

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, ['L002']));
});
afterAll(async () => t.close());

const today = () => practiceToday();

/** A shared plan with a breakfast on each of its seven days; the plan's own dates as given. */
async function linkedPlan(plan: { startDate: string | null; endDate?: string | null; dayFormat?: string }) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
  const planId = await createPlan(t, n, pkg.id);
  for (const day of [1, 2, 3, 4, 5, 6, 7]) {
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, day, '08:00', [{ id: food.L002, qty: 200 }], {
        hypothetical_time: 'Breakfast',
      }),
      n.cookie,
    );
    expect(res.json().success, res.body).toBe(1);
  }
  await t.db
    .update(plans)
    .set({
      startDate: plan.startDate,
      endDate: plan.endDate ?? null,
      dayFormat: plan.dayFormat ?? 'day_numbers',
    })
    .where(eq(plans.id, planId));
  await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
  const token = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
  const view: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
  const mealOn = (day: number) => view.plan?.days.find((d) => d.day === day)?.meals[0].id as number;
  return { client, pkg, planId, token, view, mealOn };
}

const tick = (token: string, meal_id: number, date: string) =>
  t.post(`/api/v1/my-plan/${token}/tick`, { request_id: randomUUID(), meal_id, date, status: 'eaten' });
const weight = (token: string, date: string) =>
  t.post(`/api/v1/my-plan/${token}/weight`, { request_id: randomUUID(), date, weight_kg: 71.5 });

describe("the plan's period on the client's link", () => {
  it('refuses a tick and a weight for the day before the plan starts (422, the period named, nothing written)', async () => {
    const { token, view, mealOn } = await linkedPlan({ startDate: today() });
    const yesterday = addDays(today(), -1);
    const message = `This plan runs from ${dateText(today())}; ${dateText(yesterday)} is before it.`;
    const before = await fingerprint(t.db);

    const ticked = await tick(token, mealOn(7), yesterday);
    expect(ticked.statusCode, ticked.body).toBe(422);
    expect(ticked.json()).toMatchObject({ success: 0, message, data: { date: message } });
    const weighed = await weight(token, yesterday);
    expect(weighed.statusCode, weighed.body).toBe(422);
    expect(weighed.json()).toMatchObject({ success: 0, message, data: { date: message } });
    expect(await fingerprint(t.db)).toBe(before);

    // Today, the plan's day 1, is taken.
    expect(view.today_day).toBe(1);
    expect((await tick(token, mealOn(1), today())).statusCode).toBe(200);
    expect((await weight(token, today())).statusCode).toBe(200);
  });

  it('carries the period, the day format and the days: the page offers only dates inside it', async () => {
    const { view } = await linkedPlan({ startDate: today(), endDate: addDays(today(), 27) });
    expect(view.period).toEqual({ start_date: today(), end_date: addDays(today(), 27) });
    expect(view.plan?.day_format).toBe('day_numbers');
    expect(view.plan?.days.map((d) => [d.day, d.date])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => [day, addDays(today(), day - 1)]),
    );
  });

  it("uses the package's start date when the plan has none", async () => {
    const { token, pkg, view, mealOn } = await linkedPlan({ startDate: null });
    await t.db.update(packages).set({ startDate: today(), endDate: null }).where(eq(packages.id, pkg.id));
    const fresh: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
    expect(fresh.period).toEqual({ start_date: today(), end_date: null });
    expect(fresh.today_day).toBe(1);
    const res = await tick(token, mealOn(1), addDays(today(), -2));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `This plan runs from ${dateText(today())}; ${dateText(addDays(today(), -2))} is before it.`,
    );
    expect(view.plan).not.toBeNull();
  });

  it('refuses a date after the end, and a weekday plan before its start', async () => {
    const ended = await linkedPlan({ startDate: addDays(today(), -10), endDate: addDays(today(), -1) });
    const after = await tick(ended.token, ended.mealOn(1), today());
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toBe(
      `This plan runs from ${dateText(addDays(today(), -10))} to ${dateText(addDays(today(), -1))}; ${dateText(today())} is after it.`,
    );
    expect(ended.view.today_day).toBeNull();
    expect((await tick(ended.token, ended.mealOn(1), addDays(today(), -1))).statusCode).toBe(200);

    const weekly = await linkedPlan({ startDate: addDays(today(), 1), dayFormat: 'week_day' });
    expect(weekly.view.today_day).toBeNull();
    const before = await fingerprint(t.db);
    for (const day of [1, 2, 3, 4, 5, 6, 7])
      expect((await tick(weekly.token, weekly.mealOn(day), today())).statusCode).toBe(422);
    expect(await fingerprint(t.db)).toBe(before);
  });
});
