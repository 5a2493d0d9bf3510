import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SURVEY } from '../shared/packages';
import { nutritionists } from './db/schema/index';
import { failAuditInserts } from './testing/audit-failure';
import { fingerprint } from './testing/db-fingerprint';
import { insertClient, insertPackageRow, packageBody } from './testing/package-fixtures';
import {
  clientWithPackage,
  createPlan,
  foodIds,
  mealBody,
  nutritionistWithCredits,
} from './testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from './testing/test-app';
import { multipart } from './testing/test-files';

/**
 * Issue 15: a write and its audit row commit together or not at all, across the older
 * services. A trigger in this file's own database makes every audit insert fail; each write
 * must then answer an error and leave every table as it was (no record, no credit spent, no
 * mail in the outbox). The last test shows the same writes succeed once the trigger is gone.
 */
let t: TestApp;
let admin: TestUser;
let dietitian: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  dietitian = await nutritionistWithCredits(t, 10);
}, 60_000);
afterAll(() => t?.close());

/** Sends with audit inserts failing; answers the response after checking nothing changed. */
async function withoutAudit(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const restore = await failAuditInserts(t.db);
  try {
    const before = await fingerprint(t.db);
    const res = await send();
    expect(res.statusCode, res.body).toBe(500);
    expect(await fingerprint(t.db)).toBe(before);
    return res;
  } finally {
    await restore();
  }
}

const SUPP = '/api/v1/diet/supplement/catalogue';
const client = {
  first_name: 'Ishita',
  last_name: 'Banerjee',
  contact_email: 'ishita.banerjee@example.in',
  phone: '9830012345',
  gender: 'Female',
  status: 'Active',
  joined_date: '2026-01-15',
  dob: '1992-11-02',
};
const nutritionist = {
  first_name: 'Pooja',
  last_name: 'Hegde',
  email: 'pooja.hegde.audit@example.in',
  phone: '9845098450',
  status: 'ACTIVE',
  credits: 12,
  expiry: '2027-03-31',
};
const settingsForm = (general: string) =>
  multipart([
    {
      name: 'json',
      value: JSON.stringify({ general_disclaimer: general, sports_disclaimer: 'Hydrate well.' }),
    },
  ]);
const postForm = (url: string, body: ReturnType<typeof multipart>, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });

describe('a failing audit insert leaves no trace of the write', () => {
  it('clients: create and edit', async () => {
    await withoutAudit(() => t.post('/api/v1/client/profile/create', client, admin.cookie));
    const saved = await insertClient(t, { firstName: 'Arjun', lastName: 'Menon' });
    await withoutAudit(() =>
      t.post('/api/v1/client/profile/edit', { ...client, id: saved.id, first_name: 'Arjun K' }, admin.cookie),
    );
  });

  it('nutritionists: create (no account, no invitation) and edit (sessions kept)', async () => {
    await withoutAudit(() => t.post('/api/v1/dietitian/profile/create', nutritionist, admin.cookie));
    const other = await t.createNutritionist({ firstName: 'Kiran', lastName: 'Rao', credits: 5 });
    await withoutAudit(() =>
      t.post(
        '/api/v1/dietitian/profile/edit',
        { ...nutritionist, id: other.nutritionistId, email: other.email, status: 'INACTIVE', credits: 40 },
        admin.cookie,
      ),
    );
    // Making them INACTIVE ends their sessions; rolled back, the session still works.
    expect((await t.get('/api/v1/auth/session-user', other.cookie)).statusCode).toBe(200);
  });

  it('packages: create with the Assessment Form (no mail) and edit; the credits sync', async () => {
    const c = await insertClient(t, { firstName: 'Nandini', lastName: 'Pillai' });
    await withoutAudit(() =>
      t.post(
        '/api/v1/client/package/create',
        packageBody(c.id, dietitian.nutritionistId!, { status: SEND_SURVEY }),
        admin.cookie,
      ),
    );
    const pkg = await insertPackageRow(t, { clientId: c.id, dietitianId: dietitian.nutritionistId! });
    await withoutAudit(() =>
      t.post(
        '/api/v1/client/package/edit',
        { ...packageBody(c.id, dietitian.nutritionistId!), id: pkg.id, notes: 'Moved to evening slot.' },
        admin.cookie,
      ),
    );
    // A drifted plans_used count stays uncorrected when the sync's audit row fails.
    await t.db
      .update(nutritionists)
      .set({ plansUsed: 7 })
      .where(eq(nutritionists.id, dietitian.nutritionistId!));
    await withoutAudit(() => t.get('/api/v1/category/load-credits-data', admin.cookie));
    await t.db
      .update(nutritionists)
      .set({ plansUsed: 0 })
      .where(eq(nutritionists.id, dietitian.nutritionistId!));
  });

  it('settings, the food database list and the supplement catalogue', async () => {
    await withoutAudit(() => postForm('/api/v1/settings/create', settingsForm('Consult your doctor first.')));
    await withoutAudit(() =>
      t.post(
        '/api/v1/settings/food-config-value',
        [{ name: 'Pune Clinic Foods', sheetId: 'https://docs.google.com/spreadsheets/d/abc123/edit' }],
        admin.cookie,
      ),
    );
    await withoutAudit(() =>
      t.post(`${SUPP}/create`, { name: 'Ashwagandha Churna', dosage: '1 tsp at night' }, dietitian.cookie),
    );
    const made = await t.post(
      `${SUPP}/create`,
      { name: 'Triphala Tablets', dosage: '2 at night' },
      dietitian.cookie,
    );
    const id = made.json().data.id as number;
    await withoutAudit(() =>
      t.post(`${SUPP}/edit`, { id, name: 'Triphala Tablets', dosage: '1 at night' }, dietitian.cookie),
    );
    await withoutAudit(() => t.post(`${SUPP}/delete`, { id }, dietitian.cookie));
    const csv =
      'SupplementName,Link,Dosage\nShatavari Churna,,1 tsp with milk\nTriphala Tablets,,3 at night\n';
    await withoutAudit(() =>
      postForm(
        `${SUPP}/import`,
        multipart([{ name: 'file', filename: 'supplements.csv', type: 'text/csv', bytes: Buffer.from(csv) }]),
        dietitian.cookie,
      ),
    );
  });

  it('plans: create (no credit spent), edit, delete and copy', async () => {
    const { pkg } = await clientWithPackage(t, dietitian.nutritionistId!);
    await withoutAudit(() =>
      t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, dietitian.cookie),
    );
    const planId = await createPlan(t, dietitian, pkg.id);
    const food = await foodIds(t, ['A015']);
    const meal = mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 60 }], {
      hypothetical_time: 'Breakfast',
    });
    expect((await t.post('/api/v1/diet/planday/create-day', meal, dietitian.cookie)).json().success).toBe(1);
    await withoutAudit(() =>
      t.post(
        '/api/v1/diet/plan/edit',
        { id: planId, description: 'Week 2 – lighter dinners' },
        dietitian.cookie,
      ),
    );
    await withoutAudit(() => t.post('/api/v1/diet/plan/delete', { planId }, dietitian.cookie));
    await withoutAudit(() =>
      t.post(
        '/api/v1/diet/plan/copy-plan',
        {
          sourcePackageId: pkg.id,
          sourcePlanId: planId,
          targetPackageId: pkg.id,
          selectTimeList: ['Breakfast'],
        },
        dietitian.cookie,
      ),
    );
  });
});

describe('with the audit log working', () => {
  it('the same writes succeed and each leaves its audit row', async () => {
    const created = await t.post('/api/v1/client/profile/create', client, admin.cookie);
    expect(created.json()).toMatchObject({ success: 1 });
    const invited = await t.post('/api/v1/dietitian/profile/create', nutritionist, admin.cookie);
    expect(invited.json()).toMatchObject({ success: 1 });
    const settings = await postForm('/api/v1/settings/create', settingsForm('Consult your doctor first.'));
    expect(settings.json()).toMatchObject({ success: 1 });
    const { pkg } = await clientWithPackage(t, dietitian.nutritionistId!);
    const plan = await t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, dietitian.cookie);
    expect(plan.json()).toMatchObject({ success: 1 });
  });
});
