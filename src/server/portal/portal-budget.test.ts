import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/plan-calendar';
import type { PortalView } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { buildApp } from '../app';
import { mealTicks, planLinks, planShares, plans, portalWrites, vitalReadings } from '../db/schema/index';
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
import { BUDGET_MESSAGES, LINK_WRITES, WEIGHTS_PER_DAY } from './portal-budget';

/** Issue 34 point 11: what one plan link may write is bounded, in the database; a request id is one request. */
let t: TestApp;
let n: TestUser;
let food: FoodIds;
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, ['A015', 'L002']));
});
afterAll(async () => t.close());

/** A shared plan with a breakfast on day 1 and day 2 (today is day 2), and its live link. */
async function linkedPlan() {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
  const planId = await createPlan(t, n, pkg.id);
  await t.db
    .update(plans)
    .set({ startDate: addDays(practiceToday(), -1) })
    .where(eq(plans.id, planId));
  for (const day of [1, 2]) {
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, day, '08:00', [{ id: food.A015, qty: 60 }], {
        hypothetical_time: 'Breakfast',
      }),
      n.cookie,
    );
    expect(res.json().success, res.body).toBe(1);
  }
  await t.db.insert(planShares).values({ planId, sharedBy: n.userId });
  const token = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: n.userId });
  const view: PortalView = (await t.get(`/api/v1/my-plan/${token}`)).json().data;
  const [day1, day2] = view.plan?.days ?? [];
  return { client, pkg, token, meal1: day1.meals[0].id, meal2: day2.meals[0].id };
}

const today = () => practiceToday();
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((all, c) => Object.assign(all, { [c]: (all[c] ?? 0) + 1 }), {});

describe('the plan link write budget', () => {
  it(`stores ${WEIGHTS_PER_DAY} of 120 weights sent at once, refusing the rest with 429 in words`, async () => {
    const { token, client } = await linkedPlan();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        t.post(`/api/v1/my-plan/${token}/weight`, {
          request_id: randomUUID(),
          date: today(),
          weight_kg: 70 + (i % 10) / 10,
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({
      200: WEIGHTS_PER_DAY,
      429: 120 - WEIGHTS_PER_DAY,
    });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ success: 0, message: BUDGET_MESSAGES.tooManyWeights });
    const sets = await t.db.select().from(vitalReadings).where(eq(vitalReadings.clientId, client.id));
    expect(sets).toHaveLength(WEIGHTS_PER_DAY);
  });

  it(`takes ${LINK_WRITES.limit} writes an hour across two app servers; the next waits, and changes nothing`, async () => {
    const { token, pkg, meal1, meal2 } = await linkedPlan();
    // A second app server on the same database: the budget is counted there, not in memory.
    const second = await buildApp({ database: t.database, config: t.config, mailIntervalMs: 0 });
    await second.ready();
    try {
      const statuses = ['eaten', 'partly', 'skipped'] as const;
      const answers = await Promise.all(
        Array.from({ length: 70 }, (_, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: `/api/v1/my-plan/${token}/tick`,
            payload: {
              request_id: randomUUID(),
              meal_id: i % 4 < 2 ? meal1 : meal2,
              date: i % 4 < 2 ? addDays(today(), -1) : today(),
              status: statuses[i % 3],
            },
          }),
        ),
      );
      expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 60, 429: 10 });
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json().message).toMatch(
        /^You have sent many updates in the last hour\. Please wait (60 minutes|59 minutes) and try again\.$/,
      );
      expect(await t.db.$count(portalWrites, eq(portalWrites.packageId, pkg.id))).toBe(60);

      const before = await fingerprint(t.db);
      const again = await second.inject({
        method: 'POST',
        url: `/api/v1/my-plan/${token}/tick`,
        payload: { request_id: randomUUID(), meal_id: meal2, date: today(), status: 'eaten' },
      });
      expect(again.statusCode).toBe(429);
      expect(await fingerprint(t.db)).toBe(before);
    } finally {
      await second.close();
    }
  });

  it('answers 409 for a request id reused with another meal or value, and stores nothing for it', async () => {
    const { token, pkg, meal1, meal2 } = await linkedPlan();
    const first = { request_id: randomUUID(), meal_id: meal2, date: today(), status: 'eaten' };
    expect((await t.post(`/api/v1/my-plan/${token}/tick`, first)).statusCode).toBe(200);
    // The same request again (a retry) is answered as the first time.
    expect((await t.post(`/api/v1/my-plan/${token}/tick`, first)).json()).toMatchObject({
      success: 1,
      data: { meal_id: meal2, status: 'eaten' },
    });

    const before = await fingerprint(t.db);
    const otherMeal = { ...first, meal_id: meal1, date: addDays(today(), -1) };
    const reused = await t.post(`/api/v1/my-plan/${token}/tick`, otherMeal);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ success: 0, message: BUDGET_MESSAGES.requestReused });
    const otherStatus = await t.post(`/api/v1/my-plan/${token}/tick`, { ...first, status: 'skipped' });
    expect(otherStatus.statusCode).toBe(409);
    const asWeight = await t.post(`/api/v1/my-plan/${token}/weight`, {
      request_id: first.request_id,
      date: today(),
      weight_kg: 71,
    });
    expect(asWeight.statusCode).toBe(409);
    expect(await fingerprint(t.db)).toBe(before);
    const stored = await t.db.select().from(mealTicks).where(eq(mealTicks.packageId, pkg.id));
    expect(stored.map((r) => [r.mealId, r.status])).toEqual([[meal2, 'eaten']]);

    const weight = { request_id: randomUUID(), date: today(), weight_kg: 71.2 };
    expect((await t.post(`/api/v1/my-plan/${token}/weight`, weight)).statusCode).toBe(200);
    const changed = await t.post(`/api/v1/my-plan/${token}/weight`, { ...weight, weight_kg: 80 });
    expect(changed.statusCode).toBe(409);
  });
});
