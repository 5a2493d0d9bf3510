import { z } from 'zod';
import type { DishFactsView } from './dish-facts-view';
import type { DishFlags, HouseholdMeasure, NutrientValues } from './dishes';
import { DISH_REGIONS, DISH_ROLES, MEAL_SLOTS, MEASURE_UNITS } from './dishes';
import {
  blank,
  flag,
  id,
  numberInput,
  optionalChoice,
  pageSchema,
  requiredText,
  text,
  trimmed,
} from './fields';
import { type FoodFactsOut, TEXTURES, type Texture } from './food-facts';
import type { FoodTag } from './restrictions';

/**
 * The dishes of Manage Data (issue 27): list, details, create/edit/delete/share and the editor's
 * preview. Field names are the API's (snake_case); field errors are keyed by path
 * ('ingredients.0.grams').
 */

export const DISH_MESSAGES = {
  created: 'Dish saved.',
  edited: 'Dish saved.',
  newVersion: 'Dish saved as a new version; plans already made keep their numbers.',
  deleted: 'Dish deleted.',
  shared: 'Dish shared with the practice.',
  unshared: 'Dish no longer shared.',
  notFound: 'Dish not found.',
  starterReadOnly: 'Starter dishes cannot be changed. Use "Copy to my dishes" to make your own version.',
  notYours: 'Only the nutritionist who made this dish (or an admin) can change it.',
  inUse: (plans: number) =>
    `This dish is used in ${plans} nutrition plan${plans === 1 ? '' : 's'} and cannot be deleted.`,
} as const;

/** Cooked yield as a share of the raw batch (decision 164): 30 % (long reduction) to 300 % (water absorbed but not listed). */
export const YIELD_RANGE = { min: 0.3, max: 3 } as const;
export const MAX_INGREDIENT_GRAMS = 5000;
export const MAX_MEASURE_GRAMS = 2000;
export const DISH_LIST_PER_PAGE = 20;

export const DISH_OWNERS = ['mine', 'shared', 'starter'] as const;
export type DishOwner = (typeof DISH_OWNERS)[number];

const grams = (message: string, max: number) =>
  z.preprocess(
    numberInput,
    z
      .number({ message })
      .refine((g) => Number.isFinite(g) && g > 0, message)
      .refine((g) => g <= max, `Please enter at most ${max} g`),
  );

/** A texture word of shared/food-facts.ts: anything else is a field message (issue 52). */
const TEXTURE_MESSAGE =
  'Please choose a texture: whole nut or seed, raw, hard or chewy, soft, mashed or liquid';
const textureSchema = z.preprocess(
  blank,
  z.enum(TEXTURES, { message: TEXTURE_MESSAGE }).nullable().default(null),
);

const ingredientSchema = z.object({
  /**
   * An ingredient food (IFCT, the practice's own, or a named ingredient: salt, water, a spice
   * blend). Null only in a dish saved before every ingredient had a food row: a new dish refuses it.
   */
  food_item_id: z.preprocess(blank, id('Please choose a food').nullable().default(null)),
  name: requiredText('Please name the ingredient', 200),
  grams: grams('Please enter the grams (above 0)', MAX_INGREDIENT_GRAMS),
  /** How it is used where that differs from its food ("mashed" for ground peanuts in a paste). */
  form: textureSchema,
});

const measureSchema = z.object({
  unit: z.enum(MEASURE_UNITS, { message: 'Please choose a unit' }),
  label: requiredText('Please enter the measure label (e.g. katori, phulka)', 40),
  grams: grams('Please enter the grams of one measure (above 0)', MAX_MEASURE_GRAMS),
});

/** What the editor sends to create a dish, and to preview it. */
export const dishInputSchema = z
  .object({
    name: requiredText('Please enter the dish name', 200),
    local_names: z
      .array(z.preprocess(trimmed, text(100)))
      .max(20, 'Please keep at most 20 local names')
      .default([]),
    region: z.enum(DISH_REGIONS, { message: 'Please choose a region' }),
    role: z.enum(DISH_ROLES, { message: 'Please choose a role in the meal' }),
    slots: z.array(z.enum(MEAL_SLOTS)).min(1, 'Please choose at least one meal slot'),
    ingredients: z.array(ingredientSchema).max(60, 'Please keep at most 60 ingredients'),
    yield_grams: grams('Please enter the cooked weight (above 0)', 50_000),
    measures: z.array(measureSchema).min(1, 'Please add at least one household measure').max(10),
    /** How the dish is made, as a texture (a kootu soft, a kosambari raw); null: its ingredients decide. */
    form: textureSchema,
  })
  .superRefine((dish, ctx) => {
    if (!dish.ingredients.some((i) => i.food_item_id !== null))
      ctx.addIssue({
        code: 'custom',
        path: ['ingredients'],
        message: 'Please add at least one food ingredient',
      });
    const raw = dish.ingredients.reduce((sum, i) => sum + i.grams, 0);
    if (raw > 0 && dish.yield_grams > 0) {
      const [low, high] = [Math.round(raw * YIELD_RANGE.min), Math.round(raw * YIELD_RANGE.max)];
      if (dish.yield_grams < raw * YIELD_RANGE.min || dish.yield_grams > raw * YIELD_RANGE.max)
        ctx.addIssue({
          code: 'custom',
          path: ['yield_grams'],
          message: `The cooked weight should be between ${low} g and ${high} g (30 % to 300 % of the ${Math.round(raw)} g raw)`,
        });
    }
    const seen = new Set<string>();
    dish.measures.forEach((m, i) => {
      const key = m.label.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['measures', i, 'label'],
          message: 'Each measure needs its own label',
        });
      seen.add(key);
    });
  });
export type DishInput = z.infer<typeof dishInputSchema>;
export type DishInputValues = z.input<typeof dishInputSchema>;

export const dishEditSchema = z.intersection(z.object({ id: id('Please choose a dish') }), dishInputSchema);
export const dishIdSchema = z.object({ id: id('Please choose a dish') });
export const dishShareSchema = z.object({ id: id('Please choose a dish'), is_shared: flag });

export const dishListQuerySchema = z.object({
  q: z.preprocess((v) => trimmed(v) ?? '', text(100)).default(''),
  page: pageSchema,
  region: optionalChoice(DISH_REGIONS, 'Unknown region'),
  role: optionalChoice(DISH_ROLES, 'Unknown role'),
  owner: optionalChoice(DISH_OWNERS, 'Unknown owner'),
});
export type DishListQuery = z.infer<typeof dishListQuerySchema>;

/** Nutrition of a dish: per 100 g cooked and per household measure, sodium in mg. */
export type DishValues = NutrientValues & { sodium_mg: number | null };
export type DishNutritionView = {
  per_100g: DishValues;
  per_measure: { measure: HouseholdMeasure; values: DishValues }[];
  tags: FoodTag[];
  flags: DishFlags;
  /** The editor's preview: the dish's facts and which ingredient brings each (decision 304). */
  facts?: DishFactsView;
};

/** GET /api/v1/food/dish/list → Page<DishListRow> */
export type DishListRow = {
  id: number;
  name: string;
  /** The standard Hindi name in Devanagari, where the library has one (decision 207). */
  nameHi: string | null;
  local_names: string[];
  region: string;
  role: string;
  slots: string[];
  owner: DishOwner;
  is_shared: boolean;
  /** Starter dishes and others' dishes are read only for this viewer. */
  can_edit: boolean;
  tags: FoodTag[];
  flags: DishFlags;
  first_measure: HouseholdMeasure | null;
  /** Per the first measure. */
  calories: number | null;
  protein: number | null;
};

/** GET /api/v1/food/dish/details → DishDetails */
export type DishDetails = Omit<DishListRow, 'first_measure' | 'calories' | 'protein'> & {
  source: string | null;
  food_item_id: number;
  version: number;
  versions: number;
  used_by_plans: number;
  yield_grams: number;
  /** How the dish is made, as a texture (decision 292). */
  form: Texture | null;
  /** The dish's facts, computed from its form and ingredients; added sugar per first measure. */
  facts: FoodFactsOut;
  ingredients: ({
    food_item_id: number | null;
    name: string;
    grams: number;
    form: Texture | null;
  } & FoodFactsOut)[];
  measures: HouseholdMeasure[];
  nutrition: DishNutritionView;
};
