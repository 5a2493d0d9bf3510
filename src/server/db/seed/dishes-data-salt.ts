import { type Dish, isNutritive, SALT_SODIUM_MG_PER_G } from '../../../shared/dishes';

/**
 * The salt rule of the starter recipes (issue 33, decision 206). ICMR-NIN, Dietary Guidelines for
 * Indians 2024 (guideline 12): less than 5 g of salt a day, about 2,000 mg of sodium (salt is
 * 39.3 % sodium). A day holds about five salted servings (breakfast main, lunch and dinner's dal
 * and vegetable), so one usual serving holds at most 2,000 ÷ 5 = 400 mg of sodium, its
 * ingredients' own sodium (IFCT 2017) included.
 */
export const DAY_SODIUM_MG = 2_000;
export const SALTED_SERVINGS_A_DAY = 5;
export const SODIUM_PER_SERVING_MG = DAY_SODIUM_MG / SALTED_SERVINGS_A_DAY;

/** A usual serving as the generator starts it (dish-problems.ts): two of a piece under 80 g or of a tbsp, else one measure. */
export function usualServingGrams(dish: Pick<Dish, 'measures'>): number {
  const m = dish.measures[0];
  const count = m.unit === 'tbsp' || (m.unit === 'piece' && m.grams < 80) ? 2 : 1;
  return m.grams * count;
}

/** Sodium of a usual serving: the batch's salt and its foods' own sodium, over the cooked yield. */
export function servingSodiumMg(
  dish: Pick<Dish, 'ingredients' | 'yieldGrams' | 'measures'>,
  sodiumPer100g: (ifctCode: string) => number,
): number {
  let batch = 0;
  for (const i of dish.ingredients)
    if (isNutritive(i)) batch += (i.grams * sodiumPer100g(i.ifctCode)) / 100;
    else if (/^salt$/i.test(i.name.trim())) batch += i.grams * SALT_SODIUM_MG_PER_G;
  return (batch * usualServingGrams(dish)) / dish.yieldGrams;
}
