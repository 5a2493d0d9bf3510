import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../shared/clients';
import { NUTRITIONIST_MESSAGES } from '../../shared/nutritionists';
import { clients, dishes, nutritionists, planLinks, recipes, supplements } from '../db/schema/index';
import { clientWithPackage, type FoodIds, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { newToken } from './tokens';
import { DUPLICATES, duplicateAnswer, SAVED_MEANWHILE } from './unique-violation';

/**
 * Issue 34 point 9: ten identical creates at once. The unique index decides, and its refusal
 * reaches the client as the field's message (409), never a 500: exactly one 200 and one row.
 */
let t: TestApp;
let n: TestUser;
let admin: TestUser;
let food: FoodIds;
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['A019']));
  admin = await t.createAdmin();
});
afterAll(async () => t.close());

type Answer = { statusCode: number; json: () => { success: number; message: string; data: unknown } };

/** Sends the same request ten times at once; answers the status codes, sorted, and the answers. */
async function tenAtOnce(send: () => Promise<Answer>) {
  const answers = await Promise.all(Array.from({ length: 10 }, send));
  return { codes: answers.map((a) => a.statusCode).sort(), answers };
}

function expectOneWinner(codes: number[], answers: Answer[], field: string, message: string) {
  expect(
    codes.filter((c) => c === 200),
    JSON.stringify(answers.map((a) => a.json())),
  ).toHaveLength(1);
  expect(codes.filter((c) => c >= 400 && c < 500)).toHaveLength(9);
  for (const refused of answers.filter((a) => a.statusCode !== 200)) {
    expect(refused.json()).toMatchObject({ success: 0, data: { [field]: message } });
  }
}

const count: typeof t.db.$count = (table, where) => t.db.$count(table, where);

describe('ten identical creates at once: one saved, nine refused under the field', () => {
  it('client create with one typed unique id', async () => {
    const body = {
      first_name: 'Kavya',
      last_name: 'Reddy',
      gender: 'Female',
      status: 'Active',
      joined_date: '2026-01-15',
      phone: '9845012345',
      unique_id: 'RACE-0001',
    };
    const { codes, answers } = await tenAtOnce(() =>
      t.post('/api/v1/client/profile/create', body, admin.cookie),
    );
    expectOneWinner(codes, answers, 'unique_id', CLIENT_MESSAGES.uniqueIdTaken);
    expect(await count(clients, eq(clients.uniqueId, 'RACE-0001'))).toBe(1);
  });

  it('nutritionist create with one e-mail', async () => {
    const body = {
      first_name: 'Sneha',
      last_name: 'Kapoor',
      email: 'race.sneha@example.in',
      phone: '9876543210',
      status: 'ACTIVE',
      credits: 5,
      expiry: '2027-03-31',
    };
    const { codes, answers } = await tenAtOnce(() =>
      t.post('/api/v1/dietitian/profile/create', body, admin.cookie),
    );
    expectOneWinner(codes, answers, 'email', NUTRITIONIST_MESSAGES.emailTaken);
    expect(await count(nutritionists, eq(nutritionists.email, 'race.sneha@example.in'))).toBe(1);
  });

  it('supplement catalogue create', async () => {
    const body = { name: 'Race Omega-3', dosage: '1 g' };
    const { codes, answers } = await tenAtOnce(() =>
      t.post('/api/v1/diet/supplement/catalogue/create', body, n.cookie),
    );
    expectOneWinner(codes, answers, 'name', 'A supplement with this name already exists');
    expect(await count(supplements, eq(supplements.name, 'Race Omega-3'))).toBe(1);
  });

  it('recipe catalogue create', async () => {
    const body = { name: 'Race ragi dosa', link: 'https://example.in/ragi-dosa' };
    const { codes, answers } = await tenAtOnce(() =>
      t.post('/api/v1/diet/planrecipe/catalogue/create', body, n.cookie),
    );
    expectOneWinner(codes, answers, 'name', 'A recipe with this name already exists');
    expect(await count(recipes, eq(recipes.name, 'Race ragi dosa'))).toBe(1);
  });

  it('dish create (the per-owner name index)', async () => {
    const body = {
      name: 'Race phulka',
      local_names: [],
      region: 'north',
      role: 'staple',
      slots: ['lunch'],
      ingredients: [
        { food_item_id: food.A019, name: 'Wheat flour, atta', grams: 100 },
        { food_item_id: null, name: 'water', grams: 60 },
      ],
      yield_grams: 130,
      measures: [{ unit: 'piece', label: 'phulka', grams: 32 }],
    };
    const { codes, answers } = await tenAtOnce(() => t.post('/api/v1/food/dish/create', body, n.cookie));
    expectOneWinner(codes, answers, 'name', 'A dish with this name already exists');
    expect(await count(dishes, sql`lower(${dishes.name}) = 'race phulka'`)).toBe(1);
  });

  it('plan-link renew of one link', async () => {
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const [link] = await t.db
      .insert(planLinks)
      .values({ packageId: pkg.id, token: newToken(), createdBy: n.userId })
      .returning();
    const body = { package_id: pkg.id, link_id: link.id };
    const { codes, answers } = await tenAtOnce(() =>
      t.post('/api/v1/package/plan-link/renew', body, n.cookie),
    );
    expectOneWinner(codes, answers, 'link_id', DUPLICATES.plan_links_live_uq.message);
    expect(await count(planLinks, and(eq(planLinks.packageId, pkg.id), isNull(planLinks.revokedAt)))).toBe(1);
    expect(await count(planLinks, eq(planLinks.packageId, pkg.id))).toBe(2);
  });
});

describe('the one mapper of unique violations', () => {
  it('finds the violation inside a wrapped query error and answers the field, or 409 in words', () => {
    const wrapped = (constraint: string) =>
      Object.assign(new Error('Failed query: insert …'), {
        query: 'insert …',
        params: [],
        cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }),
      });
    expect(duplicateAnswer(wrapped('clients_unique_id_uq'))).toMatchObject({
      statusCode: 422,
      data: { unique_id: CLIENT_MESSAGES.uniqueIdTaken },
    });
    expect(duplicateAnswer(wrapped('some_future_uq'))).toMatchObject({
      statusCode: 409,
      message: SAVED_MEANWHILE,
    });
    expect(duplicateAnswer(new Error('other'))).toBeUndefined();
    expect(duplicateAnswer(Object.assign(new Error('fk'), { code: '23503' }))).toBeUndefined();
  });
});
