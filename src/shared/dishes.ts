import type { FoodFacts, Texture } from './food-facts';
import { MICRONUTRIENT_KEYS, type Micronutrients } from './micronutrients';
import { type PlateGroups, plateGroupsPer100g } from './my-plate';
import { DIET_EXCLUDES, FOOD_TAGS, type FoodTag } from './restrictions';

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

/**
 * What the generator may read about a dish beyond its role (issue 33, decision 205): the kind of
 * staple (rice, bread, one-pot meal), a dal or curry eaten with rice only, sambar or rasam, a
 * breakfast's main and whether it wants a side, a breakfast side, a chutney, a protein source, and
 * a dish from outside every region's tradition (quinoa, mushroom).
 */
export const DISH_TRAITS = [
  'rice',
  'bread',
  'one_pot',
  'rice_only',
  'sambar_rasam',
  'breakfast_main',
  'needs_side',
  'breakfast_side',
  'chutney',
  'protein',
  'outside_region',
  'deep_fried',
] as const;
export type DishTrait = (typeof DISH_TRAITS)[number];

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
  /** Its standard Hindi name in Devanagari (the starter library's; issue 34, decision 207). */
  nameHi?: string;
  /** What the generator may read about it (decision 205). */
  traits?: DishTrait[];
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
  const ingredients = dish.ingredients.map((i): ComposedIngredient => {
    if (!isNutritive(i)) return { food: null, name: i.name, grams: i.grams };
    const food = foodPer100g(i.ifctCode);
    if (!food) throw new Error(`Unknown food ${i.ifctCode} in a dish.`);
    return {
      food: { ...food, name: i.ifctCode, foodGroup: null, sodiumMg: null, tags: [] },
      name: i.ifctCode,
      grams: i.grams,
    };
  });
  const { per100g } = composeDish(ingredients, dish.yieldGrams);
  return {
    per100g,
    perMeasure: dish.measures.map((measure) => ({ measure, values: scale(per100g, measure.grams / 100) })),
  };
}

function addKnown(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

/** An ingredient as a dish version stores it: a food row (null for water, salt…), its name, raw grams. */
export type DishVersionIngredient = {
  foodItemId: number | null;
  name: string;
  grams: number;
  /** How it is used where that differs from its food (ground peanuts in a paste; decision 292). */
  form?: Texture | null;
};

export type { PlateGroups };

// ---------------------------------------------------------------- a dish from its ingredient foods

/** An ingredient's food as composing a dish needs it: values per 100 g, group, sodium and tags. */
export type IngredientFood = NutrientValues & {
  name: string;
  foodGroup: string | null;
  sodiumMg: number | null;
  tags: readonly FoodTag[];
  /** The food's facts (shared/food-facts.ts), what a dish's facts are computed from. */
  facts?: FoodFacts | null;
};

export type ComposedIngredient = { food: IngredientFood | null; name: string; grams: number };

export type ComposedDish = {
  per100g: NutrientValues;
  /** Null when an ingredient's sodium is unknown. */
  sodiumPer100g: number | null;
  /** Every allergen and diet tag of every ingredient: a dish contains what its ingredients do. */
  tags: FoodTag[];
  plateGroups: PlateGroups;
};

/**
 * Table salt is non-nutritive but not sodium-free: NaCl is 39.3 % sodium by weight, 393 mg a
 * gram. A dish's salt counts towards the sodium ceiling (decision 163).
 */
export const SALT_SODIUM_MG_PER_G = 393;
const isSalt = (name: string) => /^(table |rock |black |sendha )?salt$/i.test(name.trim());

/** Per 100 g cooked, the simple yield method of `dishNutrition`, from the ingredient foods themselves. */
export function composeDish(ingredients: readonly ComposedIngredient[], yieldGrams: number): ComposedDish {
  if (!(yieldGrams > 0)) throw new Error('A dish needs a cooked yield above 0 g.');
  const batch = zeroValues();
  let sodium: number | null = 0;
  const tags = new Set<FoodTag>();
  for (const { food, name, grams } of ingredients) {
    if (!food) {
      if (isSalt(name) && sodium !== null) sodium += grams * SALT_SODIUM_MG_PER_G;
      continue;
    }
    addScaled(batch, food, grams / 100);
    sodium = sodium === null || food.sodiumMg === null ? null : sodium + (food.sodiumMg * grams) / 100;
    for (const t of food.tags) tags.add(t);
  }
  return {
    per100g: scale(batch, 100 / yieldGrams),
    sodiumPer100g: sodium === null ? null : (sodium * 100) / yieldGrams,
    tags: FOOD_TAGS.filter((t) => tags.has(t)),
    plateGroups: plateGroupsPer100g(
      ingredients
        .filter((i) => i.food)
        .map((i) => ({ grams: i.grams, foodGroup: i.food?.foodGroup ?? null })),
      yieldGrams,
    ),
  };
}

function zeroValues(): NutrientValues {
  return {
    calories: 0,
    protein: 0,
    fat: 0,
    carbohydrate: 0,
    fibre: 0,
    micronutrients: Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, 0])) as Micronutrients,
  };
}

function addScaled(into: NutrientValues, food: NutrientValues, factor: number): void {
  const part = scale(food, factor);
  for (const m of MACROS) into[m] += part[m];
  for (const k of MICRONUTRIENT_KEYS)
    into.micronutrients[k] = addKnown(into.micronutrients[k], part.micronutrients[k]);
}

/** What a dish is, read from its tags: the flags the dish list and editor show. */
export type DishFlags = { diet: 'vegetarian' | 'egg' | 'non_vegetarian'; vegan: boolean; jain: boolean };

export function dishFlags(tags: readonly FoodTag[]): DishFlags {
  const has = (list: readonly FoodTag[]) => list.some((t) => tags.includes(t));
  const diet = !has(DIET_EXCLUDES.eggetarian)
    ? tags.includes('egg')
      ? 'egg'
      : 'vegetarian'
    : 'non_vegetarian';
  return { diet, vegan: !has(DIET_EXCLUDES.vegan), jain: !has(DIET_EXCLUDES.jain) };
}
