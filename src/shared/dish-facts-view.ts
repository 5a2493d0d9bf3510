/**
 * What the dish editor shows of a dish's facts while the recipe is typed (issue 52, what was left:
 * "the dish editor doesn't show facts"; decision 304): its texture, its added sugar in one
 * household measure, and which ingredient brings each allergen or diet tag, a hard texture or
 * added sugar, so the nutritionist sees why a soft-diet or diabetic client will not get it.
 */
import { addedSugarIn, dishFacts, type FoodFacts, HARD_TEXTURES, type Texture } from './food-facts';
import type { FoodTag } from './restrictions';

export type DishFactsView = {
  texture: Texture | null;
  /** Added sugar in one first household measure of the dish, g; null without a measure or sugar facts. */
  added_sugar_g: number | null;
  /** The measure the sugar is given for ("katori"). */
  measure_label: string | null;
  /** Every ingredient that brings something: its tags, a hard texture, its added sugar in the batch. */
  carried: { name: string; tags: FoodTag[]; texture: Texture | null; added_sugar_g: number | null }[];
};

export type FactsViewIngredient = {
  name: string;
  grams: number;
  form?: Texture | null;
  food: { tags: readonly FoodTag[]; facts?: FoodFacts | null } | null;
};

export function dishFactsView(
  ingredients: readonly FactsViewIngredient[],
  yieldGrams: number,
  form: Texture | null,
  measure: { label: string; grams: number } | null,
): DishFactsView {
  const facts = dishFacts(
    ingredients.map((i) => ({ facts: i.food?.facts ?? null, grams: i.grams, form: i.form ?? null })),
    yieldGrams,
    form,
    '',
  );
  const carried = ingredients.flatMap((i) => {
    const texture = i.form ?? i.food?.facts?.texture ?? null;
    const hard = texture && HARD_TEXTURES.includes(texture) ? texture : null;
    const sugar = addedSugarIn(i.food?.facts, i.grams);
    const tags = [...(i.food?.tags ?? [])];
    return tags.length || hard || (sugar ?? 0) > 0
      ? [{ name: i.name, tags, texture: hard, added_sugar_g: sugar && sugar > 0 ? sugar : null }]
      : [];
  });
  return {
    texture: facts.texture,
    added_sugar_g: measure ? addedSugarIn(facts, measure.grams) : null,
    measure_label: measure?.label ?? null,
    carried,
  };
}
