import { MICRONUTRIENT_KEYS, type Micronutrients } from './micronutrients';

/**
 * Dishes: a food made of ingredients (IFCT 2017 foods in raw grams per batch), a cooked yield and
 * household measures. Their nutrition is always computed from the ingredients, never typed
 * (issue 27; docs/decisions/162-starter-dish-library.md).
 */

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack', 'beverage'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const DISH_ROLES = [
  'staple',
  'dal_curry',
  'vegetable',
  'curd_raita',
  'salad',
  'beverage',
  'snack',
  'sweet',
] as const;
export type DishRole = (typeof DISH_ROLES)[number];

export const DISH_REGIONS = ['north', 'south', 'east', 'west', 'pan_indian'] as const;
export type DishRegion = (typeof DISH_REGIONS)[number];

export const MEASURE_UNITS = ['katori', 'cup', 'glass', 'tbsp', 'tsp', 'piece', 'plate'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

/**
 * One ingredient in raw grams per batch. With `ifctCode` it counts towards the dish's nutrition;
 * without one it is non-nutritive (water, salt, whole spices, tea leaves): it is listed for the
 * recipe and adds nothing, since IFCT 2017 has no row for it.
 */
export type DishIngredient = { ifctCode: string; grams: number } | { name: string; grams: number };

/** A household portion of the cooked dish: "1 katori" = 150 g of this dal. */
export type HouseholdMeasure = { unit: MeasureUnit; label: string; grams: number };

export type Dish = {
  /** Stable key for upgrades in place (the seed matches on it). */
  key: string;
  name: string;
  /** Local names and common spellings, for search. */
  localNames: string[];
  region: DishRegion;
  slots: MealSlot[];
  role: DishRole;
  ingredients: DishIngredient[];
  /** Cooked weight of the batch in grams (water gained or lost in cooking). */
  yieldGrams: number;
  measures: HouseholdMeasure[];
  /** Where the recipe comes from. */
  source: string;
};

/** Values per 100 g (of a food, or of a cooked dish). Micronutrients null = not known. */
export type NutrientValues = {
  calories: number;
  protein: number;
  fat: number;
  carbohydrate: number;
  fibre: number;
  micronutrients: Micronutrients;
};

export type DishNutrition = {
  per100g: NutrientValues;
  perMeasure: { measure: HouseholdMeasure; values: NutrientValues }[];
};

const MACROS = ['calories', 'protein', 'fat', 'carbohydrate', 'fibre'] as const;

export function isNutritive(i: DishIngredient): i is { ifctCode: string; grams: number } {
  return 'ifctCode' in i;
}

/** Raw weight of the batch, every ingredient and water included. */
export function rawWeight(dish: Pick<Dish, 'ingredients'>): number {
  return dish.ingredients.reduce((sum, i) => sum + i.grams, 0);
}

function scale(v: NutrientValues, factor: number): NutrientValues {
  const micronutrients = Object.fromEntries(
    MICRONUTRIENT_KEYS.map((k) => {
      const x = v.micronutrients[k];
      return [k, x === null ? null : x * factor];
    }),
  ) as Micronutrients;
  return {
    calories: v.calories * factor,
    protein: v.protein * factor,
    fat: v.fat * factor,
    carbohydrate: v.carbohydrate * factor,
    fibre: v.fibre * factor,
    micronutrients,
  };
}

/**
 * Nutrition per 100 g cooked = Σ(ingredient grams × value per 100 g / 100) / yield × 100, and per
 * measure = per 100 g × measure grams / 100. Cooking is counted as a change of weight only (no
 * nutrient losses), the Indian Nutrient Databank's simple yield method. A micronutrient is null
 * when any nutritive ingredient does not know it. `foodPer100g` answers a food's values by IFCT
 * code; an unknown code throws, since a dish must never be computed without one of its foods.
 */
export function dishNutrition(
  dish: Pick<Dish, 'ingredients' | 'yieldGrams' | 'measures'>,
  foodPer100g: (ifctCode: string) => NutrientValues | undefined,
): DishNutrition {
  if (!(dish.yieldGrams > 0)) throw new Error('A dish needs a cooked yield above 0 g.');
  const batch: NutrientValues = {
    calories: 0,
    protein: 0,
    fat: 0,
    carbohydrate: 0,
    fibre: 0,
    micronutrients: Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, 0])) as Micronutrients,
  };
  for (const ingredient of dish.ingredients) {
    if (!isNutritive(ingredient)) continue;
    const food = foodPer100g(ingredient.ifctCode);
    if (!food) throw new Error(`Unknown food ${ingredient.ifctCode} in a dish.`);
    const part = scale(food, ingredient.grams / 100);
    for (const m of MACROS) batch[m] += part[m];
    for (const k of MICRONUTRIENT_KEYS)
      batch.micronutrients[k] = addKnown(batch.micronutrients[k], part.micronutrients[k]);
  }
  const per100g = scale(batch, 100 / dish.yieldGrams);
  return {
    per100g,
    perMeasure: dish.measures.map((measure) => ({ measure, values: scale(per100g, measure.grams / 100) })),
  };
}

function addKnown(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}
