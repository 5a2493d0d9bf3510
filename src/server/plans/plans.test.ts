import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/fields';
import { PLAN_MESSAGES } from '../../shared/plans';
import { planDays, planLabels, plans } from '../db/schema/index';
import { clientWithPackage, createPlan, creditsOf, nutritionistWithCredits } from '../testing/plan-fixtures';
import { createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

describe('create-plan and credits', () => {
  it('spends one credit of the package nutritionist and answers package_id and id', async () => {
    const n = await nutritionistWithCredits(t, 3);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const res = await t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, n.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, data: { package_id: pkg.id, id: expect.any(Number) } });
    expect(await creditsOf(t, n)).toMatchObject({ credits: 3, plansUsed: 1 });
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, body.data.id));
    expect(plan.chargedNutritionistId).toBe(n.nutritionistId);
    expect(plan.description).toBe('Nutrition Plan 1');
    expect(plan.category).toBe('Weight Management');
    // A new plan starts with a week of empty day columns.
    expect(await t.db.select().from(planDays).where(eq(planDays.planId, plan.id))).toHaveLength(7);
  });

  it("an admin creating a plan spends the package nutritionist's credit", async () => {
    const n = await nutritionistWithCredits(t, 2);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const res = await t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, admin.cookie);
    expect(res.json().success).toBe(1);
    expect(await creditsOf(t, n)).toMatchObject({ plansUsed: 1 });
  });

  it('refuses when credits minus plans used is 0, and spends nothing', async () => {
    const n = await nutritionistWithCredits(t, 1);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    await createPlan(t, n, pkg.id);
    const res = await t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, n.cookie);
    expect(res.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.outOfCreditsCreate });
    expect(await creditsOf(t, n)).toMatchObject({ credits: 1, plansUsed: 1 });
    const rows = await t.db.select().from(plans).where(eq(plans.packageId, pkg.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses with no credits at all and when plans used passed the credits', async () => {
    const none = await nutritionistWithCredits(t, 0);
    const a = await clientWithPackage(t, none.nutritionistId!);
    expect(
      (await t.post('/api/v1/diet/plan/create-plan', { packageId: a.pkg.id }, none.cookie)).json(),
    ).toMatchObject({ success: 0, message: PLAN_MESSAGES.outOfCreditsCreate });
    const over = await nutritionistWithCredits(t, 2, { plansUsed: 5 });
    const b = await clientWithPackage(t, over.nutritionistId!);
    expect(
      (await t.post('/api/v1/diet/plan/create-plan', { packageId: b.pkg.id }, over.cookie)).json().success,
    ).toBe(0);
  });

  it('refuses after the expiry date, allows on the expiry day itself', async () => {
    const expired = await nutritionistWithCredits(t, 5, { expiry: '2024-03-31' });
    const a = await clientWithPackage(t, expired.nutritionistId!);
    const res = await t.post('/api/v1/diet/plan/create-plan', { packageId: a.pkg.id }, expired.cookie);
    expect(res.json()).toMatchObject({ success: 0, message: PLAN_MESSAGES.creditsExpired('31-Mar-2024') });
    expect(res.json().message).toBe(
      'Your Credits expired on 31-Mar-2024. Please renew your Credits to create new Nutrition Plans.',
    );
    expect(await creditsOf(t, expired)).toMatchObject({ plansUsed: 0 });

    const lastDay = await nutritionistWithCredits(t, 5, { expiry: practiceToday() });
    const b = await clientWithPackage(t, lastDay.nutritionistId!);
    expect(
      (await t.post('/api/v1/diet/plan/create-plan', { packageId: b.pkg.id }, lastDay.cookie)).json().success,
    ).toBe(1);
  });

  it('two plans created at once cannot both take the last credit', async () => {
    const n = await nutritionistWithCredits(t, 1);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const answers = await Promise.all([
      t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, n.cookie),
      t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, n.cookie),
    ]);
    expect(answers.map((r) => r.json().success).sort()).toEqual([0, 1]);
    expect(await creditsOf(t, n)).toMatchObject({ plansUsed: 1 });
  });

  it('answers field errors for a missing package id', async () => {
    const res = await t.post('/api/v1/diet/plan/create-plan', {}, admin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, data: { packageId: expect.any(String) } });
  });
});

describe('edit and delete', () => {
  it('saves the details and answers the saved plan with the SPEC message', async () => {
    const n = await nutritionistWithCredits(t);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const id = await createPlan(t, n, pkg.id);
    const res = await t.post(
      '/api/v1/diet/plan/edit',
      {
        id,
        description: 'PCOS reset – week 1',
        start_date: '2025-03-03',
        end_date: '2025-03-09',
        day_format: 'week_day',
        note: 'Soak methi seeds overnight; no sugar in tea.',
        tags: ['PCOS', 'Low Carb'],
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        food_preferences: 'Eggetarian',
        max_calories: '1600',
      },
      n.cookie,
    );
    expect(res.json()).toMatchObject({
      success: 1,
      message: 'Nutrition Plan Details edited successfully!',
      data: {
        id,
        description: 'PCOS reset – week 1',
        day_format: 'week_day',
        tags: ['Low Carb', 'PCOS'],
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        food_preferences: 'Eggetarian',
        max_calories: 1600,
        start_date: '2025-03-03',
      },
    });
  });

  it('validates every field on the server', async () => {
    const n = await nutritionistWithCredits(t);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const id = await createPlan(t, n, pkg.id);
    const res = await t.post(
      '/api/v1/diet/plan/edit',
      {
        id,
        description: '  ',
        start_date: '2025-03-10',
        end_date: '2025-03-01',
        day_format: 'fortnight',
        food_preferences: 'Fruitarian',
        max_calories: -5,
      },
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      description: expect.any(String),
      day_format: expect.any(String),
      food_preferences: expect.any(String),
      max_calories: expect.any(String),
    });
    const bad = await t.post(
      '/api/v1/diet/plan/edit',
      { id, description: 'Plan', category: 'Clinical Nutrition', sub_category: 'Cricket' },
      n.cookie,
    );
    expect(bad.json().data).toEqual({ sub_category: expect.any(String) });
    const badTag = await t.post(
      '/api/v1/diet/plan/edit',
      { id, description: 'Plan', tags: ['Keto Magic'] },
      n.cookie,
    );
    expect(badTag.json().data).toEqual({ tags: expect.any(String) });
  });

  it('soft-deletes: hidden everywhere, kept in the table, credit not returned', async () => {
    const n = await nutritionistWithCredits(t, 4);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const id = await createPlan(t, n, pkg.id);
    const res = await t.post('/api/v1/diet/plan/delete', { planId: id }, n.cookie);
    expect(res.json().success).toBe(1);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, id));
    expect(row.deletedAt).not.toBeNull();
    expect(await creditsOf(t, n)).toMatchObject({ plansUsed: 1 });
    expect((await t.get(`/api/v1/diet/plan/meals?id=${id}`, n.cookie)).statusCode).toBe(404);
    const list = (await t.get(`/api/v1/diet/plan/list-by-package?id=${pkg.id}`, n.cookie)).json();
    expect(list.data.data).toEqual([]);
    expect((await t.post('/api/v1/diet/plan/delete', { planId: id }, n.cookie)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('filters, searches first-name matches before last-name matches, sorts and pages by 20', async () => {
    const n = await nutritionistWithCredits(t, 100);
    const a = await clientWithPackage(t, n.nutritionistId!, {
      firstName: 'Kiran',
      lastName: 'Mehta',
      dob: '1996-01-01',
    });
    const b = await clientWithPackage(t, n.nutritionistId!, {
      firstName: 'Devika',
      lastName: 'Kiran',
      dob: '1960-01-01',
      foodPreferences: 'Non Vegetarian',
      category: 'Sports',
      subCategory: 'Cricket',
    });
    const planA = await createPlan(t, n, a.pkg.id);
    const planB = await createPlan(t, n, b.pkg.id);
    await t.db.update(plans).set({ maxCalories: 2600 }).where(eq(plans.id, planB));
    await t.db.update(plans).set({ maxCalories: 1400 }).where(eq(plans.id, planA));
    await t.db.insert(planLabels).values({ planId: planA, label: 'Weight Loss' });

    // Devika Kiran's plan is the newer one, yet Kiran Mehta (a first-name match) comes first.
    const search = (await t.get('/api/v1/diet/plan/list?q=kiran', n.cookie)).json().data;
    expect(search.data.map((r: { id: number }) => r.id)).toEqual([planA, planB]);
    expect(search.data[0]).toMatchObject({
      client_name: 'Kiran',
      last_name: 'Mehta',
      tags: ['Weight Loss'],
      food_preferences: 'Vegetarian',
      max_calories: 1400,
      package_id: a.pkg.id,
    });

    const ids = async (qs: string) =>
      (await t.get(`/api/v1/diet/plan/list?${qs}`, n.cookie))
        .json()
        .data.data.map((r: { id: number }) => r.id);
    expect(await ids('tags=Weight%20Loss')).toEqual([planA]);
    expect(await ids('food_preferences=Non%20Vegetarian')).toEqual([planB]);
    expect(await ids('age_group=61-70')).toEqual([planB]);
    expect(await ids('category=Sports&sub_category=Cricket')).toEqual([planB]);
    expect(await ids('min_calories=2000')).toEqual([planB]);
    expect(await ids('max_calories=1500')).toEqual([planA]);
    expect(await ids('col=max_calories&order=asc')).toEqual([planA, planB]);
    expect(await ids('col=client&order=asc')).toEqual([planB, planA]);
    // Default: Created At, newest first.
    expect(await ids('')).toEqual([planB, planA]);

    for (let i = 0; i < 21; i++) await createPlan(t, n, a.pkg.id);
    const p1 = (await t.get('/api/v1/diet/plan/list', n.cookie)).json().data;
    expect(p1).toMatchObject({ total: 23, per_page: 20, last_page: 2, current_page: 1 });
    expect(p1.data).toHaveLength(20);
    const p2 = (await t.get('/api/v1/diet/plan/list?page=2', n.cookie)).json().data;
    expect(p2.data).toHaveLength(3);
    expect((await t.get('/api/v1/diet/plan/list?page=5', n.cookie)).json().data).toMatchObject({
      total: 23,
      data: [],
    });
  });

  it('a nutritionist lists only their own plans; an admin all', async () => {
    const mine = await nutritionistWithCredits(t);
    const other = await nutritionistWithCredits(t);
    const a = await clientWithPackage(t, mine.nutritionistId!);
    const b = await clientWithPackage(t, other.nutritionistId!);
    const planA = await createPlan(t, mine, a.pkg.id);
    const planB = await createPlan(t, other, b.pkg.id);
    const mineIds = (await t.get('/api/v1/diet/plan/list', mine.cookie))
      .json()
      .data.data.map((r: { id: number }) => r.id);
    expect(mineIds).toContain(planA);
    expect(mineIds).not.toContain(planB);
    const all = (await t.get('/api/v1/diet/plan/list?col=created_at', admin.cookie)).json().data.data;
    expect(all.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([planA, planB]));
  });

  it('list-by-package answers the package and its plans, newest first', async () => {
    const n = await nutritionistWithCredits(t);
    const { pkg, client } = await clientWithPackage(t, n.nutritionistId!);
    const first = await createPlan(t, n, pkg.id);
    const second = await createPlan(t, n, pkg.id);
    const res = (await t.get(`/api/v1/diet/plan/list-by-package?id=${pkg.id}`, n.cookie)).json();
    expect(res.data.package).toMatchObject({
      id: pkg.id,
      client_name: client.firstName,
      category: pkg.category,
    });
    expect(res.data.data.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(res.data.data[1].description).toBe('Nutrition Plan 1');
  });
});

describe('ownership', () => {
  it('another nutritionist gets 404 on every plan call; no session gets 401', async () => {
    const owner = await nutritionistWithCredits(t);
    const stranger = await nutritionistWithCredits(t);
    const { pkg } = await clientWithPackage(t, owner.nutritionistId!);
    const planId = await createPlan(t, owner, pkg.id);
    const s = stranger.cookie;
    const calls = [
      t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, s),
      t.post('/api/v1/diet/plan/edit', { id: planId, description: 'Mine now' }, s),
      t.post('/api/v1/diet/plan/delete', { planId }, s),
      t.get(`/api/v1/diet/plan/meals?id=${planId}`, s),
      t.get(`/api/v1/diet/plan/list-by-package?id=${pkg.id}`, s),
      t.get(`/api/v1/diet/planday/list?diet_plan_id=${planId}`, s),
      t.get(`/api/v1/diet/planday/meal-timing-list?package_id=${pkg.id}`, s),
      t.get(`/api/v1/diet/supplement/diet-plan-supplement?diet_plan_id=${planId}`, s),
      t.post('/api/v1/diet/planday/edit-day', { diet_plan_id: planId, day: 1, day_description: 'Fast' }, s),
      t.post('/api/v1/diet/planday/delete', { diet_plan_id: planId, day: 1 }, s),
      t.post('/api/v1/diet/planday/add-day', { diet_plan_id: planId }, s),
      t.post('/api/v1/diet/plan/copy-day', { planId, sourceDay: 1, targetDay: 2 }, s),
      t.post('/api/v1/diet/plan/swap-across-week', { planId, fromFoodId: 1, toFoodId: 2 }, s),
      t.post('/api/v1/diet/supplement/create', { planId, name: 'Multivitamin' }, s),
      t.post('/api/v1/diet/planlabel/create', { planId, labels: ['PCOS'] }, s),
      t.post('/api/v1/diet/planrecipe/create', { planId, recipes: [] }, s),
      t.post(
        '/api/v1/diet/planday/create-day',
        { package_id: pkg.id, diet_plan_id: planId, day: 1, time: '08:00', items: [{ id: 1, qty: 10 }] },
        s,
      ),
      t.get(`/api/v1/food/item/search?q=rice&package_id=${pkg.id}`, s),
      t.post(
        '/api/v1/diet/plan/copy-plan',
        {
          sourcePackageId: pkg.id,
          sourcePlanId: planId,
          targetPackageId: pkg.id,
          selectTimeList: ['Custom'],
        },
        s,
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().success).toBe(0);
    }
    expect(await creditsOf(t, owner)).toMatchObject({ plansUsed: 1 });
    expect((await t.get(`/api/v1/diet/plan/meals?id=${planId}`)).statusCode).toBe(401);
    expect((await t.get(`/api/v1/diet/plan/meals?id=${planId}`, owner.cookie)).statusCode).toBe(200);
    expect((await t.get(`/api/v1/diet/plan/meals?id=${planId}`, admin.cookie)).statusCode).toBe(200);
  });
});

describe('edits by omission', () => {
  it('keeps the fields a plan edit leaves out; a package edit too', async () => {
    const n = await nutritionistWithCredits(t, 2);
    const { pkg } = await clientWithPackage(t, n.nutritionistId!);
    const planId = await createPlan(t, n, pkg.id);
    await t.post(
      '/api/v1/diet/plan/edit',
      { id: planId, description: 'Week 1', start_date: '2026-11-02', note: 'Low salt', max_calories: 1600 },
      n.cookie,
    );
    const res = await t.post(
      '/api/v1/diet/plan/edit',
      { id: planId, description: 'Week 1 (revised)' },
      n.cookie,
    );
    expect(res.json()).toMatchObject({ success: 1 });
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(plan).toMatchObject({
      description: 'Week 1 (revised)',
      startDate: '2026-11-02',
      note: 'Low salt',
      maxCalories: 1600,
    });

    const detail = (await t.get(`/api/v1/client/package/detail?id=${pkg.id}`, n.cookie)).json().data;
    const edit = await t.post(
      '/api/v1/client/package/edit',
      { id: pkg.id, notes: 'Prefers evening calls' },
      n.cookie,
    );
    expect(edit.json()).toMatchObject({
      success: 1,
      data: {
        notes: 'Prefers evening calls',
        start_date: detail.start_date,
        category: detail.category,
        status: detail.status,
      },
    });
  });
});
