import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTotals, isFoodConflict } from '../../shared/nutrition';
import type { GeneratePreview } from '../../shared/plan-generate';
import type { PlanTargets } from '../../shared/plan-targets';
import type { Workspace } from '../../shared/plans';
import { auditLog, surveyQuestions, surveyResponses } from '../db/schema/index';
import {
  type FoodIds,
  foodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { boundsFor, STAPLES } from './pipelines/portions';
import { MACRO_KEYS, tolerance } from './solver/model';

let t: TestApp;
let n: TestUser;
let ids: FoodIds;
/** The IFCT foods the test days are made of. */
const FOODS =
  'A011 A015 A019 B010 B021 C033 D036 D007 E001 E012 H001 L002 L003 M004 M007 N003 P084 T005 T013 F002';
beforeAll(async () => ({ t, n, food: ids } = await openPlanTest(20, FOODS.split(' '))));
afterAll(async () => t.close());

/** Targets in kcal and grams (fibre open unless given), with micronutrient floors when given. */
const targetsOf = (
  energy_kcal: number,
  protein_g: number,
  carbohydrate_g: number | null,
  fat_g: number | null,
  fibre_g: number | null = null,
  micronutrient_floors: Record<string, number> = {},
): PlanTargets => ({ energy_kcal, protein_g, carbohydrate_g, fat_g, fibre_g, micronutrient_floors });

const floors = { iron_mg: 15, calcium_mg: 600, vitamin_c_mg: 60 };

type Day = { time: string; items: [string, number][] }[];

/** A plan whose day 1 holds these meals, with these targets saved. */
async function planWith(
  day: Day,
  targets: PlanTargets,
  options: Parameters<typeof planForNewClient>[2] = {},
) {
  const { pkg, planId } = await planForNewClient(t, n, options);
  for (const meal of day) {
    const items = meal.items.map(([code, qty]) => ({ id: ids[code], qty }));
    const res = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, meal.time, items),
      n.cookie,
    );
    expect(res.json().success).toBe(1);
  }
  const saved = await t.post('/api/v1/diet/plan/targets', { plan_id: planId, ...targets }, n.cookie);
  expect(saved.json().success, saved.body).toBe(1);
  return { planId, packageId: pkg.id };
}

async function generate(body: Record<string, unknown>, user = n) {
  const res = await t.post('/api/v1/diet/plan/generate', body, user.cookie);
  return {
    status: res.statusCode,
    body: res.json() as { success: number; message: string; data: GeneratePreview },
  };
}

/** Computes the preview, then applies that stored preview (issue 26): answers the preview and Apply's answer. */
async function generateAndApply(body: Record<string, unknown>, user = n) {
  const preview = await generate(body, user);
  const res = await t.post(
    '/api/v1/diet/plan/generate/apply',
    { plan_id: body.plan_id, preview_id: preview.body.data?.preview_id },
    user.cookie,
  );
  return { ...preview, applied: { status: res.statusCode, body: res.json() } };
}

function expectWithinTolerances(preview: GeneratePreview) {
  for (const day of preview.days)
    for (const key of MACRO_KEYS) {
      const target = preview.targets[key];
      if (target === null) continue;
      expect(Math.abs(day.totals[key]! - target), `${key} of day ${day.day}`).toBeLessThanOrEqual(
        tolerance(key, target) + 0.1,
      );
    }
}

function expectStepsWithinBounds(preview: GeneratePreview) {
  for (const day of preview.days)
    for (const meal of day.meals)
      for (const item of meal.items) {
        if (!item.computed) continue;
        expect(item.quantity % 5, item.label).toBe(0);
        const bounds = boundsFor(item.food_group, item.label)!;
        expect(item.quantity, item.label).toBeGreaterThanOrEqual(bounds.min);
        expect(item.quantity, item.label).toBeLessThanOrEqual(bounds.max);
      }
}

// Three realistic days as a nutritionist would first sketch them, quantities rough.
const vegetarianDay: Day = [
  {
    time: '08:00',
    items: [
      ['A011', 50],
      ['L002', 150],
      ['E012', 100],
      ['T005', 5],
    ],
  },
  {
    time: '13:00',
    items: [
      ['A015', 60],
      ['A019', 40],
      ['B021', 30],
      ['D036', 100],
      ['C033', 75],
      ['T013', 5],
    ],
  },
  {
    time: '17:00',
    items: [
      ['E001', 100],
      ['H001', 10],
    ],
  },
  {
    time: '20:00',
    items: [
      ['A019', 50],
      ['B010', 30],
      ['D007', 100],
      ['L003', 50],
      ['T005', 5],
    ],
  },
];
const eggetarianDay: Day = [
  {
    time: '08:00',
    items: [
      ['A019', 60],
      ['M007', 100],
      ['L002', 150],
      ['T005', 5],
    ],
  },
  {
    time: '13:00',
    items: [
      ['A015', 80],
      ['B021', 30],
      ['D036', 100],
      ['C033', 75],
      ['T005', 5],
    ],
  },
  {
    time: '17:00',
    items: [
      ['E012', 100],
      ['H001', 15],
    ],
  },
  {
    time: '20:00',
    items: [
      ['A019', 60],
      ['M004', 100],
      ['F002', 100],
      ['T005', 5],
    ],
  },
];
// Sports, training day: a non-vegetarian footballer's five meals.
const trainingDay: Day = [
  {
    time: '07:00',
    items: [
      ['A011', 80],
      ['L002', 300],
      ['E012', 150],
      ['M004', 100],
    ],
  },
  {
    time: '12:30',
    items: [
      ['A015', 120],
      ['N003', 150],
      ['B010', 40],
      ['D036', 100],
      ['T005', 10],
    ],
  },
  {
    time: '16:00',
    items: [
      ['E012', 120],
      ['H001', 20],
    ],
  },
  {
    time: '18:30',
    items: [
      ['L002', 300],
      ['E001', 100],
    ],
  },
  {
    time: '21:00',
    items: [
      ['A019', 100],
      ['P084', 150],
      ['C033', 100],
      ['T005', 10],
    ],
  },
];

describe('POST /api/v1/diet/plan/generate, Fill to targets', () => {
  const cases = [
    {
      name: 'vegetarian, weight loss, 1600 kcal',
      day: vegetarianDay,
      targets: targetsOf(1600, 60, 220, 50, 25, floors),
      options: { foodPreferences: 'Vegetarian' },
    },
    {
      name: 'eggetarian, maintenance, 1850 kcal',
      day: eggetarianDay,
      targets: targetsOf(1850, 75, 240, 60, 25, floors),
      options: { foodPreferences: 'Eggetarian', subCategory: 'Maintenance' },
    },
    {
      name: 'non-vegetarian, Sports training day, 2800 kcal',
      day: trainingDay,
      targets: targetsOf(2800, 140, 380, 70, 30, floors),
      options: { foodPreferences: 'Non Vegetarian', category: 'Sports', subCategory: 'Football' },
    },
  ];
  for (const c of cases)
    it(`meets every tolerance in 5 g steps within bounds: ${c.name}`, async () => {
      const plan = await planWith(c.day, c.targets, c.options);
      const { status, body } = await generate({
        plan_id: plan.planId,
        package_id: plan.packageId,
        day: 1,
        mode: 'quantities',
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.status).not.toBe('infeasible');
      expectWithinTolerances(body.data);
      expectStepsWithinBounds(body.data);
      expect(body.data.days[0].meals.flatMap((m) => m.items).every((i) => i.computed)).toBe(true);
      // A preview changes nothing.
      const ws = (await t.get(`/api/v1/diet/plan/meals?id=${plan.planId}`, n.cookie)).json()
        .data as Workspace;
      expect(ws.meals[0].items[0].quantity).toBe(c.day[0].items[0][1]);
    });

  it('gives the same plan for the same input', async () => {
    const plan = await planWith(vegetarianDay, cases[0].targets, cases[0].options);
    const body = { plan_id: plan.planId, package_id: plan.packageId, day: 1, mode: 'quantities' };
    const first = (await generate(body)).body.data.days[0].meals;
    const second = (await generate(body)).body.data.days[0].meals;
    expect(second).toEqual(first);
  });

  it('applies through the meal save path: saved totals equal the preview, one audit row', async () => {
    const plan = await planWith(vegetarianDay, cases[0].targets, cases[0].options);
    const { body, applied } = await generateAndApply({
      plan_id: plan.planId,
      package_id: plan.packageId,
      day: 1,
      mode: 'quantities',
    });
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(1);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${plan.planId}`, n.cookie)).json().data as Workspace;
    const saved = dayTotals(ws.meals, 1);
    expect(saved.calories).toBeCloseTo(body.data.days[0].totals.energy_kcal!, 0);
    expect(saved.protein).toBeCloseTo(body.data.days[0].totals.protein_g!, 0);
    expect(saved.carbohydrate).toBeCloseTo(body.data.days[0].totals.carbohydrate_g!, 0);
    expect(saved.fat).toBeCloseTo(body.data.days[0].totals.fat_g!, 0);
    expect(ws.meals.map((m) => m.meal_id)).toEqual(body.data.days[0].meals.map((m) => m.meal_id));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, plan.planId), eq(auditLog.action, 'generate')),
      );
    expect(audit).toHaveLength(1);
  });

  it('answers infeasible with the constraint named, and refuses to apply it', async () => {
    const targets = targetsOf(1600, 150, 150, 50);
    const plan = await planWith(vegetarianDay, targets, { foodPreferences: 'Vegetarian' });
    const { body } = await generate({
      plan_id: plan.planId,
      package_id: plan.packageId,
      day: 1,
      mode: 'quantities',
    });
    expect(body.data.status).toBe('infeasible');
    expect(body.data.explanation).toMatch(
      /^Protein 150 g is out of reach with the foods of this day's 4 meals at 1600 kcal: the closest is \d+(\.\d)? g\.$/,
    );
    const apply = await t.post(
      '/api/v1/diet/plan/generate/apply',
      { plan_id: plan.planId, preview_id: body.data.preview_id },
      n.cookie,
    );
    expect(apply.statusCode).toBe(422);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${plan.planId}`, n.cookie)).json().data as Workspace;
    expect(ws.meals[0].items[0].quantity).toBe(50);
  });

  it('asks for targets first, and for foods on an empty day', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    const noTargets = await generate({ plan_id: planId, package_id: pkg.id, day: 1, mode: 'quantities' });
    expect(noTargets.status).toBe(422);
    expect(noTargets.body.message).toMatch(/energy target/);
    const empty = await generate({
      plan_id: planId,
      package_id: pkg.id,
      day: 2,
      mode: 'quantities',
      targets: { energy_kcal: 1600, protein_g: 60, carbohydrate_g: null, fat_g: null, fibre_g: null },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toMatch(/no foods/);
  });

  it('answers 404 to another nutritionist, and 422 for bad input', async () => {
    const plan = await planWith(vegetarianDay, cases[0].targets);
    const other = await nutritionistWithCredits(t, 1);
    const res = await generate(
      { plan_id: plan.planId, package_id: plan.packageId, day: 1, mode: 'quantities' },
      other,
    );
    expect(res.status).toBe(404);
    const bad = await generate({ plan_id: plan.planId, package_id: plan.packageId, mode: 'everything' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data as object)).toEqual(expect.arrayContaining(['mode']));
  });
});

describe('POST /api/v1/diet/plan/generate, Generate', () => {
  async function answer(packageId: number, code: string, text: string) {
    const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, code));
    await t.db.insert(surveyResponses).values({ packageId, questionId: q.id, textResponse: text });
  }

  it('a week: never a conflicting or avoided food, no food past the variety limit, every tolerance met', async () => {
    const targets = targetsOf(1700, 65, 230, 55, 25, floors);
    const plan = await planWith([], targets, { foodPreferences: 'Vegetarian' });
    await answer(plan.packageId, 'food_allergies', 'Peanuts');
    await answer(plan.packageId, 'food_dislikes', 'brinjal, bottle gourd and papaya');
    const { status, body } = await generate({
      plan_id: plan.planId,
      package_id: plan.packageId,
      days: [1, 2, 3, 4, 5, 6, 7],
      mode: 'foods',
      variety: 2,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.days).toHaveLength(7);
    const items = body.data.days.flatMap((d) => d.meals.flatMap((m) => m.items));
    expect(items.length).toBeGreaterThan(7 * 10);
    for (const item of items) {
      expect(isFoodConflict('Vegetarian', item.food_group, item.label), item.label).toBe(false);
      expect(item.label).not.toMatch(/brinjal|bottle gourd|papaya|ground ?nut/i);
    }
    const uses = new Map<number, number>();
    for (const item of items) uses.set(item.food_item_id, (uses.get(item.food_item_id) ?? 0) + 1);
    const codes = await foodIds(t, [...STAPLES]);
    const staples = new Set(Object.values(codes));
    for (const [id, count] of uses) if (!staples.has(id)) expect(count, `food ${id}`).toBeLessThanOrEqual(2);
    expect(body.data.status).not.toBe('infeasible');
    expectWithinTolerances(body.data);
    expectStepsWithinBounds(body.data);
    // Meals come from the category's mandatory timings.
    expect(body.data.days[0].meals.map((m) => m.hypothetical_time)).toEqual(
      expect.arrayContaining(['Breakfast', 'Lunch', 'Dinner']),
    );
  });

  it('never an egg for a vegetarian or meat for an eggetarian, on any day', async () => {
    for (const preference of ['Eggetarian', 'Vegan']) {
      const targets = targetsOf(1800, 60, 250, 55);
      const plan = await planWith([], targets, { foodPreferences: preference });
      const { body } = await generate({
        plan_id: plan.planId,
        package_id: plan.packageId,
        days: [1, 2],
        mode: 'foods',
      });
      for (const item of body.data.days.flatMap((d) => d.meals.flatMap((m) => m.items)))
        expect(isFoodConflict(preference, item.food_group, item.label), `${preference}: ${item.label}`).toBe(
          false,
        );
    }
  });

  it('says which target a vegetarian day cannot reach', async () => {
    const targets = targetsOf(1600, 150, null, null);
    const plan = await planWith([], targets, { foodPreferences: 'Vegetarian' });
    const { body } = await generate({
      plan_id: plan.planId,
      package_id: plan.packageId,
      day: 1,
      mode: 'foods',
    });
    expect(body.data.status).toBe('infeasible');
    expect(body.data.explanation).toMatch(
      /^Protein 150 g is out of reach with vegetarian foods in 5 meals at 1600 kcal/,
    );
  });

  it('applies a generated day in place of the day’s meals', async () => {
    const targets = targetsOf(1700, 65, 230, 55);
    const plan = await planWith(vegetarianDay, targets, { foodPreferences: 'Vegetarian' });
    const { body, applied } = await generateAndApply({
      plan_id: plan.planId,
      package_id: plan.packageId,
      day: 1,
      mode: 'foods',
    });
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(1);
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${plan.planId}`, n.cookie)).json().data as Workspace;
    // A meal before 06:00 is water or tea/coffee only: it has no foods, so nothing is saved for it.
    expect(ws.meals.map((m) => m.hypothetical_time)).toEqual(
      body.data.days[0].meals.filter((m) => m.items.length).map((m) => m.hypothetical_time),
    );
    expect(dayTotals(ws.meals, 1).calories).toBeCloseTo(body.data.days[0].totals.energy_kcal!, 0);
  });
});
