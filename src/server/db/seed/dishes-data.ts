import { DISH_TRAITS, type Dish } from '../../../shared/dishes';
import { EAST_DISHES, WEST_DISHES } from './dishes-data-east-west';
import { DISH_NAMES_HI } from './dishes-data-hindi';
import { INDB_DISHES } from './dishes-data-indb';
import { NORTH_DISHES } from './dishes-data-north';
import { PAN_INDIAN_DISHES } from './dishes-data-pan-indian';
import { REGIONAL_DISHES } from './dishes-data-regional';
import { REGIONAL_MORE_DISHES } from './dishes-data-regional-more';
import { SOUTH_DISHES } from './dishes-data-south';
import { TRAIT_DISHES } from './dishes-data-traits';

/**
 * The starter library of Indian dishes (issue 27, decision 162): reviewed data shipped in the
 * repository, ingredients as IFCT 2017 codes in raw grams per batch. A later seed loads it into the
 * dishes table by `key`, upgrading rows in place like the food data.
 */
const RECIPES: Dish[] = [
  ...NORTH_DISHES,
  ...SOUTH_DISHES,
  ...EAST_DISHES,
  ...WEST_DISHES,
  ...PAN_INDIAN_DISHES,
  ...INDB_DISHES,
  ...REGIONAL_DISHES,
  ...REGIONAL_MORE_DISHES,
];

/** Every dish with its Hindi name and its traits (decisions 205 and 207). */
export const STARTER_DISHES: Dish[] = RECIPES.map((dish) => ({
  ...dish,
  nameHi: DISH_NAMES_HI[dish.key],
  traits: DISH_TRAITS.filter((t) => TRAIT_DISHES[t].includes(dish.key)),
}));
