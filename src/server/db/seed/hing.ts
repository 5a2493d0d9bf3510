import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { FOOD_TAGS, type FoodTag, tagsOf } from '../../../shared/restrictions';
import type { Db } from '../client';
import { appSettings, dishVersions, foodItems } from '../schema/index';

/**
 * Asafoetida (hing) and gluten (issue 32, docs/decisions/182). Most hing sold in India is
 * compounded with wheat flour, so every hing food carries the gluten and wheat tags, and the
 * dishes made with it inherit them; a practice that buys gluten-free hing says so once
 * (Settings), and then its hing foods and their dishes lose those two tags. The reference seed
 * keeps the practice's choice (it runs `applyHingTags` after writing the IFCT tags). The practice's
 * choice covers its spice blends too (issue 52): a blend with compounded hing is a hing food here.
 */
export const GLUTEN_FREE_HING_KEY = 'gluten_free_hing';
const HING_TAGS: readonly FoodTag[] = ['gluten', 'wheat'];
/** A food named for hing: IFCT's "Asafoetida" and a practice's own "Hing powder". */
const HING_NAME = sql`${foodItems.name} ~* '(^|[^a-z])(asafoetida|asafetida|hing|heeng)([^a-z]|$)'`;

/**
 * A shop spice blend made with compounded hing (sambar powder, rasam powder, chaat masala: their
 * facts say so, db/seed/ingredient-foods.ts, decision 292): its gluten follows the hing's.
 */
const COMPOUNDED_HING = sql`coalesce((${foodItems.facts}->>'compounded_hing')::boolean, false)`;

export async function glutenFreeHing(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, GLUTEN_FREE_HING_KEY));
  return row?.value === true;
}

/**
 * Writes the tags of every hing food (with or without gluten and wheat) and of every dish version
 * made with one (the union of its ingredients' tags, as a dish's tags always are). Answers how
 * many foods and dish versions it changed.
 */
export async function applyHingTags(db: Db, glutenFree: boolean): Promise<{ foods: number; dishes: number }> {
  const hing = await db
    .select({ id: foodItems.id, name: foodItems.name, group: foodItems.foodGroup, tags: foodItems.tags })
    .from(foodItems)
    .where(sql`${isNull(foodItems.dishId)} and (${HING_NAME} or ${COMPOUNDED_HING})`);
  for (const food of hing) {
    const own = tagsOf(food).filter((t) => !HING_TAGS.includes(t));
    const tags = FOOD_TAGS.filter((t) => own.includes(t) || (!glutenFree && HING_TAGS.includes(t)));
    await db.update(foodItems).set({ tags }).where(eq(foodItems.id, food.id));
  }
  const hingIds = new Set(hing.map((f) => f.id));
  const versions = (
    await db
      .select({ foodItemId: dishVersions.foodItemId, ingredients: dishVersions.ingredients })
      .from(dishVersions)
  ).filter((v) => v.ingredients.some((i) => i.foodItemId !== null && hingIds.has(i.foodItemId)));
  const ingredientIds = [
    ...new Set(
      versions.flatMap((v) => v.ingredients.flatMap((i) => (i.foodItemId === null ? [] : [i.foodItemId]))),
    ),
  ];
  const ingredients = ingredientIds.length
    ? await db
        .select({ id: foodItems.id, name: foodItems.name, group: foodItems.foodGroup, tags: foodItems.tags })
        .from(foodItems)
        .where(inArray(foodItems.id, ingredientIds))
    : [];
  const tagsById = new Map(ingredients.map((f) => [f.id, tagsOf(f)]));
  for (const v of versions) {
    const union = new Set(
      v.ingredients.flatMap((i) => (i.foodItemId === null ? [] : (tagsById.get(i.foodItemId) ?? []))),
    );
    await db
      .update(foodItems)
      .set({ tags: FOOD_TAGS.filter((t) => union.has(t)) })
      .where(eq(foodItems.id, v.foodItemId));
  }
  return { foods: hing.length, dishes: versions.length };
}
