import { boundOf, ruleOf } from './nutrition-rules/index';

/**
import { boundOf, ruleOf } from './nutrition-rules/index';
 * ICMR-NIN Dietary Guidelines for Indians 2024, "My Plate for the Day" (issue 27): the food groups
 * a day is made of, in raw grams (milk and curd in ml ≈ g), for a 2,000 kcal day. A day at another
 * energy scales them in proportion.
 */
export const PLATE_GROUPS = [
  'cereals',
  'pulses_flesh',
  'milk_curd',
  'vegetables',
  'green_leafy',
  'fruits',
  'nuts_seeds',
  'fats_oils',
] as const;
export type PlateGroup = (typeof PLATE_GROUPS)[number];
export type PlateGroups = Record<PlateGroup, number>;

export const PLATE_GROUP_LABELS: Record<PlateGroup, string> = {
  cereals: 'Cereals and millets',
  pulses_flesh: 'Pulses, eggs, flesh foods',
  milk_curd: 'Milk or curd',
  vegetables: 'Vegetables',
  green_leafy: 'Green leafy vegetables',
  fruits: 'Fruits',
  nuts_seeds: 'Nuts and seeds',
  fats_oils: 'Fats and oils',
};

/** The table's row of a My Plate group (shared/nutrition-rules/, issue 52 point 2). */
const plateRule = (g: PlateGroup) => ruleOf(`my-plate-${g.replace('_', '-')}`);

/**
 * My Plate for 2,000 kcal (grams a day; green leafy vegetables are part of the 400 g), read from the
 * table of nutrition rules (rows my-plate-*).
 */
export const MY_PLATE_2000: PlateGroups = Object.fromEntries(
  PLATE_GROUPS.map((g) => [g, plateRule(g).bound.target as number]),
) as PlateGroups;

/**
 * My Plate bands around the day's scaled amounts (decision 168), as shares of the amount: cereals
 * and milk or curd close to it, more vegetables and fruit welcome (greens up to twice their amount,
 * so one day does not use up the week's leafy dishes), visible fat rather below. The generator keeps
 * them (plan-generate/rules/dish-problems.ts plateOf); the rows hold them in grams at 2,000 kcal.
 */
export const PLATE_BANDS: Record<PlateGroup, { min: number; max: number | null }> = Object.fromEntries(
  PLATE_GROUPS.map((g) => {
    const { min, max, target } = plateRule(g).bound as { min: number; max?: number; target: number };
    return [g, { min: min / target, max: max === undefined ? null : max / target }];
  }),
) as Record<PlateGroup, { min: number; max: number | null }>;

/** ICMR-NIN 2024: cereals give at most 45 % of the day's energy (row cereal-energy-share). */
export const CEREAL_SHARE_PERCENT = boundOf('cereal-energy-share', 'max');

/** IFCT 2017 food group (as the food rows store it, any case) → the My Plate groups it counts in. */
const GROUPS_OF_IFCT: Record<string, PlateGroup[]> = {
  'cereals and millets': ['cereals'],
  'grain legumes': ['pulses_flesh'],
  'green leafy vegetables': ['vegetables', 'green_leafy'],
  'other vegetables': ['vegetables'],
  'roots and tubers': ['vegetables'],
  mushrooms: ['vegetables'],
  fruits: ['fruits'],
  'nuts and oil seeds': ['nuts_seeds'],
  'milk and milk products': ['milk_curd'],
  'egg and egg products': ['pulses_flesh'],
  poultry: ['pulses_flesh'],
  'animal meat': ['pulses_flesh'],
  'marine fish': ['pulses_flesh'],
  'marine shellfish': ['pulses_flesh'],
  'marine mollusks': ['pulses_flesh'],
  'fresh water fish and shellfish': ['pulses_flesh'],
  'edible oils and fats': ['fats_oils'],
};

export function plateGroupsOfFood(foodGroup: string | null | undefined): PlateGroup[] {
  return GROUPS_OF_IFCT[(foodGroup ?? '').trim().toLowerCase()] ?? [];
}

export const emptyPlate = (): PlateGroups =>
  Object.fromEntries(PLATE_GROUPS.map((g) => [g, 0])) as PlateGroups;

/**
 * Grams of each group per 100 g of the cooked dish: Σ raw grams of the ingredients in the group
 * ÷ yield × 100. Condiments, spices, sugars and water count in none.
 */
export function plateGroupsPer100g(
  ingredients: readonly { grams: number; foodGroup: string | null }[],
  yieldGrams: number,
): PlateGroups {
  const plate = emptyPlate();
  for (const i of ingredients)
    for (const g of plateGroupsOfFood(i.foodGroup)) plate[g] += (i.grams / yieldGrams) * 100;
  return plate;
}

/** My Plate scaled to a day's energy. */
export function myPlateFor(energyKcal: number): PlateGroups {
  const f = energyKcal / 2000;
  return Object.fromEntries(PLATE_GROUPS.map((g) => [g, MY_PLATE_2000[g] * f])) as PlateGroups;
}
