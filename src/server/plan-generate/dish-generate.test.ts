import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseholdMeasure } from '../../shared/dishes';
import { GENERATE_MESSAGES, type GeneratedDay, type GeneratePreview } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import { clients, dishes, dishVersions, foodItems, mealItems, planPreviews } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { isDailyDish } from './pipelines/meal-patterns';

/**
 * Generate in dishes (issue 27, decision 168): real seeded starter dishes, a real solve through
 * the API, and every claim of the preview checked against the dish rows themselves.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(20)));
afterAll(async () => t.close());

const WEEK = [1, 2, 3, 4, 5, 6, 7];

async function clientPlan(preference: string, address: string, targets: Record<string, unknown>) {
  const { client, pkg, planId } = await planForNewClient(t, n, { foodPreferences: preference });
  await t.db.update(clients).set({ address }).where(eq(clients.id, client.id));
  const saved = await t.post('/api/v1/diet/plan/targets', { plan_id: planId, ...targets }, n.cookie);
  expect(saved.json().success, saved.body).toBe(1);
  return { clientId: client.id, packageId: pkg.id, planId };
}

async function generate(body: Record<string, unknown>) {
  const res = await t.post('/api/v1/diet/plan/generate', body, n.cookie);
  return {
    status: res.statusCode,
    body: res.json() as { success: number; message: string; data: GeneratePreview },
  };
}

const applyPreview = (planId: number, previewId: string) =>
  t.post('/api/v1/diet/plan/generate/apply', { plan_id: planId, preview_id: previewId }, n.cookie);

/** Generates these days in dishes and applies the preview; answers the preview. */
async function generateAndApply(p: { planId: number; packageId: number }, days: number[]) {
  const r = await generate({ plan_id: p.planId, package_id: p.packageId, days, mode: 'dishes' });
  expect(r.status, r.body.message).toBe(200);
  const applied = await applyPreview(p.planId, r.body.data.preview_id);
  expect(applied.json().success, applied.body).toBe(1);
  return r.body.data;
}

type DishRow = {
  foodId: number;
  key: string | null;
  name: string;
  region: string;
  measures: HouseholdMeasure[];
  tags: string[] | null;
};
/** The dishes behind the preview's items, read from the tables (null for an IFCT food). */
async function dishesOf(days: GeneratedDay[]): Promise<Map<number, DishRow>> {
  const ids = [...new Set(days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food_item_id))))];
  const list = await t.db
    .select({
      foodId: dishVersions.foodItemId,
      key: dishes.key,
      name: dishes.name,
      region: dishes.region,
      measures: dishVersions.measures,
      tags: foodItems.tags,
    })
    .from(dishVersions)
    .innerJoin(dishes, eq(dishes.id, dishVersions.dishId))
    .innerJoin(foodItems, eq(foodItems.id, dishVersions.foodItemId))
    .where(inArray(dishVersions.foodItemId, ids));
  return new Map(list.map((d) => [d.foodId, d]));
}

/** What every generated week must be: the "Done when", checked day by day. */
async function expectAHonestWeek(preview: GeneratePreview, regions: string[], variety = 3) {
  const found = await dishesOf(preview.days);
  const uses = new Map<string, number>();
  for (const day of preview.days) {
    const label = `day ${day.day}: ${day.summary}`;
    // Energy ±2 %, macros ±5 g, fibre: every band and floor met, or the miss said (issue 33: a
    // day that misses a band is applied with its misses listed, never a dead end).
    for (const c of day.checks.filter((x) => x.kind === 'band' || x.kind === 'floor'))
      if (!c.met)
        expect(day.summary, `${label} — ${c.label} ${c.amount} of ${c.target}`).not.toBe(
          'Meets every target',
        );
    // My Plate: each of the eight groups within its band, and cereals at most 45 % of energy.
    const groups = day.checks.filter((x) => x.kind === 'group');
    expect(groups.map((g) => g.key).sort()).toEqual(
      [
        'cereals',
        'fats_oils',
        'fruits',
        'green_leafy',
        'milk_curd',
        'nuts_seeds',
        'pulses_flesh',
        'vegetables',
      ].sort(),
    );
    // Each group within its band, or named in the day's summary.
    for (const g of groups)
      if (!g.met)
        expect(day.summary.toLowerCase(), `${label} — ${g.label} ${g.amount} g`).toContain(
          g.label.toLowerCase(),
        );
    const cereal = day.checks.find((x) => x.key === 'cereal_share');
    expect(cereal?.met, `${label} — cereals ${cereal?.amount} % of energy`).toBe(true);
    // Nothing but water or tea before 06:00.
    for (const meal of day.meals.filter((m) => m.time < '06:00')) expect(meal.items).toEqual([]);
    for (const item of day.meals.flatMap((m) => m.items)) {
      const dish = found.get(item.food_item_id);
      if (!dish) {
        // Not a dish: an IFCT fruit or nut by the gram.
        expect(item.measure_label ?? null).toBeNull();
        expect(item.food_group).toMatch(/fruits|nuts/i);
        continue;
      }
      expect(regions, `${dish.name} is ${dish.region}`).toContain(dish.region);
      // Servings in half steps of the dish's first measure, quantity = count × its grams.
      const measure = dish.measures[0];
      expect(item.measure_label).toBe(measure.label);
      expect(Number.isInteger((item.measure_count ?? 0) * 2), `${item.measure_count} ${measure.label}`).toBe(
        true,
      );
      expect(item.measure_count).toBeGreaterThanOrEqual(0.5);
      expect(item.quantity).toBeCloseTo((item.measure_count ?? 0) * measure.grams, 1);
      if (!isDailyDish(dish)) uses.set(dish.name, (uses.get(dish.name) ?? 0) + 1);
    }
  }
  // Variety 2 a week since issue 33; a third use only where a slot's dishes ran out (decision 200).
  for (const [name, count] of uses)
    expect(count, `${name} ${count} times in the week`).toBeLessThanOrEqual(variety + 1);
  return found;
}

describe('Generate in dishes: a week', () => {
  it('for a vegetarian South Indian client meets every band and My Plate group, in half measures of South and pan-Indian dishes', async () => {
    const p = await clientPlan('Vegetarian', '12 Anna Salai, Teynampet, Chennai, Tamil Nadu 600018', {
      energy_kcal: 1800,
      protein_g: 60,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: 25,
    });
    const r = await generate({ plan_id: p.planId, package_id: p.packageId, days: WEEK, mode: 'dishes' });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({ mode: 'dishes', region: 'south', region_from_address: true });
    expect(r.body.data.days).toHaveLength(7);
    const found = await expectAHonestWeek(r.body.data, ['south', 'pan_indian']);
    // Vegetarian: no dish carries meat, fish or egg; and every day has milk or curd (its group met above).
    for (const dish of found.values())
      for (const tag of ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'egg'])
        expect(dish.tags ?? [], `${dish.name} has ${tag}`).not.toContain(tag);
  }, 120_000);

  it('applies a day of dishes with its household measures: "2 phulka" stays 2 phulka in the plan', async () => {
    const p = await clientPlan('Vegetarian', 'Sector 15, Chandigarh 160015', {
      energy_kcal: 1800,
      protein_g: 60,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: 25,
    });
    const preview = await generateAndApply(p, [1]);
    const planned = preview.days[0].meals.flatMap((m) => m.items).filter((i) => i.measure_label);
    expect(planned.length).toBeGreaterThan(3);
    const stored = await t.db
      .select({
        food: mealItems.foodItemId,
        label: mealItems.measureLabel,
        count: mealItems.measureCount,
        qty: mealItems.quantity,
      })
      .from(mealItems)
      .where(
        inArray(
          mealItems.foodItemId,
          planned.map((i) => i.food_item_id),
        ),
      );
    for (const item of planned)
      expect(stored).toContainEqual({
        food: item.food_item_id,
        label: item.measure_label,
        count: item.measure_count,
        qty: expect.closeTo(item.quantity, 6),
      });
  }, 60_000);

  it('for a non-vegetarian North Indian client meets every band and My Plate group in North and pan-Indian dishes', async () => {
    const p = await clientPlan('Non Vegetarian', 'House 41, Gomti Nagar, Lucknow, Uttar Pradesh 226010', {
      energy_kcal: 2000,
      protein_g: 70,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: 25,
    });
    const r = await generate({ plan_id: p.planId, package_id: p.packageId, days: WEEK, mode: 'dishes' });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.region).toBe('north');
    await expectAHonestWeek(r.body.data, ['north', 'pan_indian']);
  }, 120_000);

  it('for a peanut-allergic client: no dish cooked with groundnut or its oil, no peanut, and a missed group named', async () => {
    const p = await clientPlan('Non Vegetarian', 'Sector 15, Chandigarh', {
      energy_kcal: 2000,
      protein_g: 70,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: 25,
    });
    const saved = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: p.clientId, allergies: ['peanut'] },
      n.cookie,
    );
    expect(saved.json().success, saved.body).toBe(1);
    const r = await generate({ plan_id: p.planId, package_id: p.packageId, days: WEEK, mode: 'dishes' });
    expect(r.status, r.body.message).toBe(200);
    const found = await dishesOf(r.body.data.days);
    expect(found.size).toBeGreaterThan(10);
    for (const dish of found.values()) expect(dish.tags ?? [], dish.name).not.toContain('peanut');
    const labels = r.body.data.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.label)));
    for (const label of labels) expect(label).not.toMatch(/ground ?nut|peanut/i);
    for (const day of r.body.data.days) {
      // A band met, or its miss explained (issue 33: a missed band never blocks the week).
      for (const c of day.checks.filter((x) => x.kind === 'band'))
        if (!c.met) expect(day.explanation, `day ${day.day} ${c.label}`).toContain(c.label);
      // Most North dishes are cooked in groundnut oil: two leafy dishes are left for seven days,
      // so a day may miss its greens, and then says so rather than claim every target.
      const greens = day.checks.find((c) => c.key === 'green_leafy');
      if (!greens?.met) expect(day.summary).toMatch(/green leafy vegetables −\d+ %/);
    }
  }, 120_000);

  it('takes the region chosen on the dialog over the address, and refuses an unknown one with a field message', async () => {
    const p = await clientPlan('Vegetarian', 'Flat 3B, Salt Lake, Kolkata, West Bengal', {
      energy_kcal: 1600,
      protein_g: 55,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: null,
    });
    const fromAddress = await generate({
      plan_id: p.planId,
      package_id: p.packageId,
      day: 1,
      mode: 'dishes',
    });
    expect(fromAddress.body.data.region).toBe('east');
    const west = await generate({
      plan_id: p.planId,
      package_id: p.packageId,
      day: 1,
      mode: 'dishes',
      region: 'west',
    });
    expect(west.body.data).toMatchObject({ region: 'west', region_from_address: false });
    const found = await dishesOf(west.body.data.days);
    for (const dish of found.values()) expect(['west', 'pan_indian']).toContain(dish.region);
    const bad = await generate({
      plan_id: p.planId,
      package_id: p.packageId,
      day: 1,
      mode: 'dishes',
      region: 'central',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBeTruthy();
  }, 60_000);
});

describe("Generate in dishes: a day beside the plan's other days (issue 33, point 1)", () => {
  const TARGETS = { energy_kcal: 1600, protein_g: 55, carbohydrate_g: null, fat_g: null, fibre_g: 25 };
  /** The non-daily dishes of a generated day (plain phulka or rice may come every day). */
  async function dishesOfDay(day: GeneratedDay): Promise<Set<string>> {
    const found = await dishesOf([day]);
    const keys = day.meals
      .flatMap((m) => m.items)
      .flatMap((i) => {
        const d = found.get(i.food_item_id);
        return d && !isDailyDish(d) ? [d.key ?? d.name] : [];
      });
    return new Set(keys);
  }
  const shared = (a: Set<string>, b: Set<string>) => [...a].filter((k) => b.has(k));

  it('days generated one at a time are not one day seven times: no dish of the day before comes back', async () => {
    const p = await clientPlan('Vegetarian', 'Flat 4, Shivaji Nagar, Pune, Maharashtra', TARGETS);
    const byDay: Set<string>[] = [];
    for (const day of [1, 2, 3]) {
      const preview = await generateAndApply(p, [day]);
      byDay.push(await dishesOfDay(preview.days[0]));
    }
    expect(byDay[0].size).toBeGreaterThan(2);
    expect(shared(byDay[0], byDay[1]), 'day 2 repeats day 1').toEqual([]);
    expect(shared(byDay[1], byDay[2]), 'day 3 repeats day 2').toEqual([]);
  }, 180_000);

  it('a day generated alone leaves out the dishes the days beside it already have', async () => {
    const p = await clientPlan('Vegetarian', 'Sector 15, Chandigarh 160015', TARGETS);
    const first = await generate({ plan_id: p.planId, package_id: p.packageId, days: [3], mode: 'dishes' });
    expect(first.status, first.body.message).toBe(200);
    const found = await dishesOf(first.body.data.days);
    const wanted = first.body.data.days[0].meals
      .flatMap((m) => m.items)
      .filter((i) => {
        const d = found.get(i.food_item_id);
        return d && !isDailyDish(d);
      });
    expect(wanted.length).toBeGreaterThan(2);
    // The nutritionist serves those very dishes on days 2 and 4 by hand.
    for (const day of [2, 4]) {
      const body = mealBody(
        p.packageId,
        p.planId,
        day,
        '13:00',
        wanted.map((i) => ({ id: i.food_item_id, qty: i.quantity })),
      );
      expect((await t.post('/api/v1/diet/planday/create-day', body, n.cookie)).json().success).toBe(1);
    }
    const again = await generate({ plan_id: p.planId, package_id: p.packageId, days: [3], mode: 'dishes' });
    expect(again.status, again.body.message).toBe(200);
    const day3 = await dishesOfDay(again.body.data.days[0]);
    const beside = await dishesOfDay(first.body.data.days[0]);
    expect(day3.size).toBeGreaterThan(2);
    expect(shared(day3, beside), 'day 3 repeats the dishes of days 2 and 4').toEqual([]);
  }, 180_000);
});

describe('Apply of a dish week with a day that has no plan (issue 33, point 1)', () => {
  const TARGETS = { energy_kcal: 1600, protein_g: 55, carbohydrate_g: null, fat_g: null, fibre_g: 25 };
  /** The stored preview with these days marked as found no plan for (as the solver says when it finds none). */
  async function withoutPlanOn(previewId: string, days: number[]) {
    const [row] = await t.db.select().from(planPreviews).where(eq(planPreviews.id, previewId));
    const preview = row.preview as GeneratePreview;
    for (const d of preview.days)
      if (days.includes(d.day))
        Object.assign(d, { status: 'infeasible', meals: [], explanation: 'No plan was found.' });
    preview.status = 'infeasible';
    await t.db.update(planPreviews).set({ preview }).where(eq(planPreviews.id, previewId));
  }
  const mealsByDay = async (planId: number) => {
    const ws = (await t.get(`/api/v1/diet/plan/meals?id=${planId}`, n.cookie)).json().data as Workspace;
    const by = new Map<number, string[]>();
    for (const m of ws.meals) by.set(m.day, [...(by.get(m.day) ?? []), ...m.items.map((i) => i.label)]);
    return by;
  };

  it('applies the other days and leaves that day as it was; a week with no day to apply is refused', async () => {
    const p = await clientPlan('Vegetarian', 'Flat 4, Shivaji Nagar, Pune, Maharashtra', TARGETS);
    const r = await generate({ plan_id: p.planId, package_id: p.packageId, days: WEEK, mode: 'dishes' });
    expect(r.status, r.body.message).toBe(200);
    await withoutPlanOn(r.body.data.preview_id, [3]);
    // The nutritionist writes day 3 by hand meanwhile: Apply neither overwrites nor refuses it.
    const dish = r.body.data.days[0].meals.flatMap((m) => m.items)[0];
    const hand = mealBody(p.packageId, p.planId, 3, '13:00', [{ id: dish.food_item_id, qty: dish.quantity }]);
    expect((await t.post('/api/v1/diet/planday/create-day', hand, n.cookie)).json().success).toBe(1);
    const res = await applyPreview(p.planId, r.body.data.preview_id);
    expect(res.json(), res.body).toMatchObject({ success: 1, data: { days: [1, 2, 4, 5, 6, 7] } });
    const saved = await mealsByDay(p.planId);
    expect([...saved.keys()].sort()).toEqual(WEEK);
    expect(saved.get(3)).toEqual([dish.label]);

    const none = await generate({ plan_id: p.planId, package_id: p.packageId, days: [3], mode: 'dishes' });
    await withoutPlanOn(none.body.data.preview_id, [3]);
    const before = await fingerprint(t.db);
    const refused = await applyPreview(p.planId, none.body.data.preview_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(GENERATE_MESSAGES.infeasibleApply);
    expect(await fingerprint(t.db)).toBe(before);
  }, 180_000);
});

describe('Fill to targets on a day of dishes', () => {
  it('moves a dish in a household measure by half measures and a food by grams', async () => {
    const p = await clientPlan('Vegetarian', 'Pune, Maharashtra', {
      energy_kcal: 900,
      protein_g: 30,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: null,
    });
    const [phulka] = await t.db
      .select({ id: dishes.currentFoodItemId })
      .from(dishes)
      .where(eq(dishes.key, 'phulka'));
    const [dal] = await t.db
      .select({ id: dishes.currentFoodItemId })
      .from(dishes)
      .where(eq(dishes.key, 'dal-tadka'));
    const [curd] = await t.db
      .select({ id: foodItems.id })
      .from(foodItems)
      .where(eq(foodItems.sourceCode, 'L002'));
    const saved = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(p.packageId, p.planId, 1, '13:00', [
        { id: phulka.id as number, qty: 64 },
        { id: dal.id as number, qty: 150 },
        { id: curd.id, qty: 100 },
      ]),
      n.cookie,
    );
    expect(saved.json().success, saved.body).toBe(1);
    // "2 phulka" and "1 katori" dal, as the planner stores a measure (issue 27's columns).
    const items = await t.db
      .select()
      .from(mealItems)
      .where(inArray(mealItems.foodItemId, [phulka.id as number, dal.id as number]));
    for (const item of items)
      await t.db
        .update(mealItems)
        .set(
          item.foodItemId === phulka.id
            ? { measureLabel: 'phulka', measureCount: 2 }
            : { measureLabel: 'katori', measureCount: 1 },
        )
        .where(eq(mealItems.id, item.id));

    const r = await generate({ plan_id: p.planId, package_id: p.packageId, day: 1, mode: 'quantities' });
    expect(r.status, r.body.message).toBe(200);
    const out = r.body.data.days[0].meals[0].items;
    const of = (id: number) => out.find((i) => i.food_item_id === id);
    const bread = of(phulka.id as number);
    const bowl = of(dal.id as number);
    expect(bread).toMatchObject({ measure_label: 'phulka', computed: true });
    expect(bowl).toMatchObject({ measure_label: 'katori', computed: true });
    for (const [item, grams] of [
      [bread, 32],
      [bowl, 150],
    ] as const) {
      expect(Number.isInteger((item?.measure_count ?? 0) * 2)).toBe(true);
      expect(item?.quantity).toBeCloseTo((item?.measure_count ?? 0) * grams, 1);
    }
    // Something moved (900 kcal is far above this meal), and the milk moved in 5 g steps.
    expect((bread?.measure_count ?? 0) + (bowl?.measure_count ?? 0)).toBeGreaterThan(3);
    expect((of(curd.id)?.quantity ?? 0) % 5).toBe(0);
    expect(of(curd.id)?.measure_label ?? null).toBeNull();
  }, 60_000);
});
