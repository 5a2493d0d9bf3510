import type { DishInput, DishNutritionView, DishValues } from '../../shared/dish-api';
import { dishFactsView } from '../../shared/dish-facts-view';
import { composeDish, dishFlags, type HouseholdMeasure, type NutrientValues } from '../../shared/dishes';
import { MICRONUTRIENT_KEYS, type Micronutrients } from '../../shared/micronutrients';
import { FOOD_TAGS, type FoodTag } from '../../shared/restrictions';
import type { Db } from '../db/client';
import { type IngredientFoodRow, ingredientFoods } from '../db/seed/dishes';
import { type FieldErrors, ValidationError } from '../lib/errors';
import { dishFoodValues } from './dishes.repository';

/**
 * A dish's nutrition as the API answers it: per 100 g cooked and per household measure, with
 * sodium, tags and flags; from a stored version's food row, or computed for the editor's preview
 * with the same `composeDish` that `saveDishVersion` stores (decision 164).
 */

const scaled = (v: DishValues, factor: number): DishValues => ({
  calories: v.calories * factor,
  protein: v.protein * factor,
  fat: v.fat * factor,
  carbohydrate: v.carbohydrate * factor,
  fibre: v.fibre * factor,
  sodium_mg: v.sodium_mg === null ? null : v.sodium_mg * factor,
  micronutrients: Object.fromEntries(
    MICRONUTRIENT_KEYS.map((k) => {
      const x = v.micronutrients[k];
      return [k, x === null ? null : x * factor];
    }),
  ) as Micronutrients,
});

function nutritionView(
  per100g: NutrientValues,
  sodiumMg: number | null,
  tags: readonly FoodTag[],
  measures: HouseholdMeasure[],
): DishNutritionView {
  const per_100g: DishValues = { ...per100g, sodium_mg: sodiumMg };
  return {
    per_100g,
    per_measure: measures.map((measure) => ({ measure, values: scaled(per_100g, measure.grams / 100) })),
    tags: [...tags],
    flags: dishFlags(tags),
  };
}

/** A version's stored food row as nutrition: the numbers meal items of that version use. */
export async function storedNutrition(db: Db, foodItemId: number, measures: HouseholdMeasure[]) {
  const { sodiumMg, tags, ...per100g } = await dishFoodValues(db, foodItemId);
  return nutritionView(
    per100g,
    sodiumMg,
    FOOD_TAGS.filter((t) => tags.includes(t)),
    measures,
  );
}

/** The ingredient foods of an input, or field errors naming each one that is not a food. */
export async function foodsOf(db: Db, input: DishInput): Promise<Map<number, IngredientFoodRow>> {
  const ids = input.ingredients.flatMap((i) => (i.food_item_id === null ? [] : [i.food_item_id]));
  const foods = new Map((await ingredientFoods(db, { ids })).map((f) => [f.id, f]));
  const errors: FieldErrors = {};
  input.ingredients.forEach((i, n) => {
    if (i.food_item_id !== null && !foods.has(i.food_item_id))
      errors[`ingredients.${n}.food_item_id`] = 'Please choose a food from the search';
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return foods;
}

/** The editor's live values: the server's own arithmetic on what was typed, nothing written. */
export async function previewDish(db: Db, input: DishInput): Promise<DishNutritionView> {
  const foods = await foodsOf(db, input);
  const dish = composeDish(
    input.ingredients.map((i) => ({
      food: i.food_item_id === null ? null : (foods.get(i.food_item_id) ?? null),
      name: i.name,
      grams: i.grams,
    })),
    input.yield_grams,
  );
  const facts = dishFactsView(
    input.ingredients.map((i) => ({
      name: i.name,
      grams: i.grams,
      form: i.form ?? null,
      food: i.food_item_id === null ? null : (foods.get(i.food_item_id) ?? null),
    })),
    input.yield_grams,
    input.form ?? null,
    input.measures[0] ?? null,
  );
  return { ...nutritionView(dish.per100g, dish.sodiumPer100g, dish.tags, input.measures), facts };
}
