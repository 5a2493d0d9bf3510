import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, packages } from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createPlan, mealBody, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/** Issue 34 point 4: a package's status moves on by itself when its plan is made or shared. */
let t: TestApp;
let n: TestUser;
let food: Record<string, number>;
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(20, ['A015']));
});
afterAll(async () => t.close());

async function packageWith(status: string) {
  const client = await insertClient(t, { firstName: 'Savitha', lastName: 'Rao' });
  return insertPackageRow(t, { clientId: client.id, dietitianId: n.nutritionistId!, status });
}
const statusOf = async (id: number) =>
  (await t.db.select({ status: packages.status }).from(packages).where(eq(packages.id, id)))[0].status;
const received = async () =>
  (await t.get('/api/v1/dashboard/summary', n.cookie)).json().data.assessments_received as number;

describe('package status', () => {
  it('an assessment response received becomes Active when the plan is created, with its audit row; the dashboard follows', async () => {
    const pkg = await packageWith('Survey Response Received');
    const before = await received();
    await createPlan(t, n, pkg.id);
    expect(await statusOf(pkg.id)).toBe('Active');
    expect(await received()).toBe(before - 1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'package'), eq(auditLog.entityId, pkg.id), eq(auditLog.action, 'update')),
      );
    expect(audit.map((a) => a.changes)).toEqual([
      { status: { from: 'Survey Response Received', to: 'Active' }, because: 'plan created' },
    ]);
  });

  it('a New package becomes Active when its plan link is shared', async () => {
    const pkg = await packageWith('New');
    const planId = await createPlan(t, n, pkg.id);
    await t.db.update(packages).set({ status: 'New' }).where(eq(packages.id, pkg.id));
    await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 60 }]),
      n.cookie,
    );
    const shared = await t.post(
      '/api/v1/package/plan-link/create',
      { package_id: pkg.id, plan_id: planId },
      n.cookie,
    );
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await statusOf(pkg.id)).toBe('Active');
  });

  it('a package still waiting for the questionnaire, or closed, keeps its status', async () => {
    for (const status of ['Survey Response Pending', 'Send Survey', 'Completed', 'Cancelled']) {
      const pkg = await packageWith(status);
      await createPlan(t, n, pkg.id);
      expect(await statusOf(pkg.id), status).toBe(status);
    }
  });
});
