import type {
  Dish,
  DishIngredient,
  DishRegion,
  DishRole,
  HouseholdMeasure,
  MealSlot,
} from '../../../shared/dishes';

/**
 * A compact way to write the starter dishes (decision 162). An ingredient is `[code, grams]`: an
 * IFCT 2017 code (A001…T014) counts towards nutrition; any other word (water, salt, tea leaves,
 * garam masala) is a non-nutritive ingredient listed for the recipe only.
 */
export type RawIngredient = [string, number];

const IFCT_CODE = /^[A-T]\d{3}$/;

function ingredient([what, grams]: RawIngredient): DishIngredient {
  return IFCT_CODE.test(what) ? { ifctCode: what, grams } : { name: what, grams };
}

export function dish(
  key: string,
  name: string,
  localNames: string[],
  region: DishRegion,
  slots: MealSlot[],
  role: DishRole,
  ingredients: RawIngredient[],
  yieldGrams: number,
  measures: HouseholdMeasure[],
  source: string = HOUSEHOLD,
): Dish {
  return {
    key,
    name,
    localNames,
    region,
    slots,
    role,
    ingredients: ingredients.map(ingredient),
    yieldGrams,
    measures,
    source,
  };
}

// Household measures (decision 162): a katori holds 150 ml, a dal or sabzi weighs about 150 g of it;
// a tea cup 150 ml, a glass 200 ml (250 ml for lassi and buttermilk); a tbsp 15 g, a tsp 5 g.
export const katori = (grams = 150): HouseholdMeasure => ({ unit: 'katori', label: 'katori', grams });
/** Where a dish has both, the 100 g bowl is the "small katori" so the two never share a name. */
export const smallKatori = (): HouseholdMeasure => ({ unit: 'katori', label: 'small katori', grams: 100 });
export const cup = (grams = 150): HouseholdMeasure => ({ unit: 'cup', label: 'cup', grams });
export const glass = (grams = 200): HouseholdMeasure => ({ unit: 'glass', label: 'glass', grams });
export const tbsp = (grams = 15): HouseholdMeasure => ({ unit: 'tbsp', label: 'tbsp', grams });
export const plate = (grams: number): HouseholdMeasure => ({ unit: 'plate', label: 'plate', grams });
export const piece = (label: string, grams: number): HouseholdMeasure => ({ unit: 'piece', label, grams });

/** A katori of cooked rice or a dry sabzi is lighter than one of dal: about 110 g and 100 g. */
export const RICE_KATORI = katori(110);
export const DRY_KATORI = katori(100);

export const HOUSEHOLD =
  'Household recipe of the NutriDesk starter library (reviewed data, decision 162): raw ingredient grams and cooked yield by the Indian Nutrient Databank (INDB) recipe method, ingredients valued from IFCT 2017 (ICMR-NIN).';
export const MDM_RECIPE =
  'Mid-day meal recipe per child with published nutritive values: "Recommended Dietary Allowances (RDA) for Indian children – MDM menu, recommended" (zpphsturangi.yolasite.com, MDM MENU – Recommended), values from ICMR-NIN Nutritive Value of Indian Foods.';
/** The dishes added for regional weeks (issue 33, decision 205): written and valued the same way. */
export const REGIONAL_RECIPE =
  'Household recipe of the NutriDesk starter library, regional weeks (reviewed data, decisions 162 and 205): raw ingredient grams and cooked yield by the Indian Nutrient Databank (INDB) recipe method, ingredients valued from IFCT 2017 (ICMR-NIN).';
