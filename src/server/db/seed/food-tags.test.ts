import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appSettings, foodItems } from '../schema/index';
import { IFCT_FOOD_TAGS } from './food-tags-data';
import { readIfctFoods } from './foods';
import { seedReferenceData } from './reference';

describe('the reviewed allergen and diet tags of the IFCT foods', () => {
  const foods = readIfctFoods();
  const byName = new Map(foods.map((f) => [f.name, f.code]));
  const tagsOf = (name: string) => IFCT_FOOD_TAGS[byName.get(name) as string];

  it('lists every one of the 542 foods, and no other code', () => {
    expect(Object.keys(IFCT_FOOD_TAGS).sort()).toEqual(foods.map((f) => f.code).sort());
    expect(foods).toHaveLength(542);
  });

  it('tags the foods a dietitian would look for', () => {
    expect(tagsOf('Ground nut')).toEqual(['peanut']);
    expect(tagsOf('Groundnut oil')).toEqual(['peanut']);
    expect(tagsOf('Milk, whole, Cow')).toEqual(['milk', 'lactose']);
    expect(tagsOf('Paneer')).toEqual(['milk', 'lactose']);
    expect(tagsOf('Ghee')).toEqual(['milk']);
    expect(tagsOf('Wheat flour, atta')).toEqual(['gluten', 'wheat']);
    expect(tagsOf('Barley')).toEqual(['gluten']);
    expect(tagsOf('Gingelly oil')).toEqual(['sesame']);
    expect(tagsOf('Mustard oil')).toEqual(['mustard']);
    expect(tagsOf('Soyabean oil')).toEqual(['soy']);
    expect(tagsOf('Cashew nut')).toEqual(['tree_nut']);
    expect(tagsOf('Oyster')).toEqual(['mollusc']);
    expect(tagsOf('Tiger prawns')).toEqual(['crustacean']);
    expect(tagsOf('Potato, brown skin, big')).toEqual(['root']);
    expect(tagsOf('Onion, big')).toEqual(['onion_garlic']);
    expect(tagsOf('Garlic, big clove')).toEqual(['onion_garlic']);
    expect(tagsOf('Egg, poultry, whole, boiled')).toEqual(['egg']);
    expect(tagsOf('Water Chestnut')).toEqual([]);
    expect(tagsOf('Coconut oil')).toEqual([]);
    expect(tagsOf('Brinjal-1')).toEqual([]);
  });
});

describe('the reference seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the tags, and writes them again on an install seeded before them', async () => {
    const read = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ code: foodItems.sourceCode, tags: foodItems.tags })
            .from(foodItems)
            .where(inArray(foodItems.sourceCode, ['H012', 'T005', 'L002']))
        ).map((r) => [r.code, r.tags]),
      );
    expect(await read()).toEqual({ H012: ['peanut'], T005: ['peanut'], L002: ['milk', 'lactose'] });

    await t.db.update(foodItems).set({ tags: null }).where(eq(foodItems.sourceCode, 'H012'));
    await t.db.update(appSettings).set({ value: 3 }).where(eq(appSettings.key, 'reference_seed_version'));
    expect(await seedReferenceData(t.db)).toBe(true);
    const [row] = await t.db
      .select({ tags: foodItems.tags })
      .from(foodItems)
      .where(and(eq(foodItems.sourceCode, 'H012')));
    expect(row.tags).toEqual(['peanut']);
  });
});
