import { inArray } from 'drizzle-orm';
import type { FoodFacts } from '../../shared/food-facts';
import type { GeneratePreview } from '../../shared/plan-generate';
import { dishVersions, foodItems } from '../db/schema/index';
import type { TestApp } from './test-app';

/** One food of a generated week as eaten: the item, or one ingredient of a dish item, with its facts. */
export type EatenFood = {
  day: number;
  item: string;
  /** The item's food row (a dish's or an IFCT food's). */
  itemFoodId: number;
  /** The food row of this food itself (the ingredient's for a dish). */
  foodId: number;
  code: string;
  name: string;
  tags: string[];
  facts: FoodFacts | null;
  /** Raw grams of this food in the item as served (an ingredient's share of the dish's grams). */
  grams: number;
  /** How an ingredient is used in its dish where it differs from its food (decision 292). */
  form: string | null;
  /** The item's own facts (the dish's, computed from its ingredients). */
  itemFacts: FoodFacts | null;
};

/**
 * Every food of a preview down to its dishes' ingredients, read from the database (food rows and
 * dish versions), so a test asserts on what the client eats, not on names.
 */
export async function eatenFoods(t: TestApp, preview: GeneratePreview): Promise<EatenFood[]> {
  const items = preview.days.flatMap((d) =>
    d.meals.flatMap((m) => m.items.filter((i) => i.ref_id === null).map((i) => ({ day: d.day, i }))),
  );
  const ids = [...new Set(items.map(({ i }) => i.food_item_id))];
  if (!ids.length) return [];
  const versions = await t.db.select().from(dishVersions).where(inArray(dishVersions.foodItemId, ids));
  const byVersion = new Map(versions.map((v) => [v.foodItemId, v]));
  const all = [
    ...new Set([
      ...ids,
      ...versions.flatMap((v) => v.ingredients.flatMap((i) => (i.foodItemId === null ? [] : [i.foodItemId]))),
    ]),
  ];
  const rows = await t.db
    .select({
      id: foodItems.id,
      code: foodItems.sourceCode,
      name: foodItems.name,
      tags: foodItems.tags,
      facts: foodItems.facts,
    })
    .from(foodItems)
    .where(inArray(foodItems.id, all));
  const food = new Map(rows.map((r) => [r.id, r]));
  const out: EatenFood[] = [];
  for (const { day, i } of items) {
    const own = food.get(i.food_item_id);
    const version = byVersion.get(i.food_item_id);
    const base = { day, item: i.label, itemFoodId: i.food_item_id, itemFacts: own?.facts ?? null };
    if (!version) {
      out.push({
        ...base,
        foodId: i.food_item_id,
        code: own?.code ?? '',
        name: own?.name ?? i.label,
        tags: own?.tags ?? [],
        facts: own?.facts ?? null,
        grams: i.quantity,
        form: null,
      });
      continue;
    }
    for (const ing of version.ingredients) {
      const f = ing.foodItemId === null ? undefined : food.get(ing.foodItemId);
      out.push({
        ...base,
        foodId: ing.foodItemId ?? 0,
        code: f?.code ?? '',
        name: ing.name,
        tags: f?.tags ?? [],
        facts: f?.facts ?? null,
        grams: (ing.grams * i.quantity) / version.yieldGrams,
        form: ing.form ?? null,
      });
    }
  }
  return out;
}
