import type { Dish } from '../../../shared/dishes';
import { EAST_DISHES, WEST_DISHES } from './dishes-data-east-west';
import { INDB_DISHES } from './dishes-data-indb';
import { NORTH_DISHES } from './dishes-data-north';
import { PAN_INDIAN_DISHES } from './dishes-data-pan-indian';
import { REGIONAL_DISHES } from './dishes-data-regional';
import { REGIONAL_MORE_DISHES } from './dishes-data-regional-more';
import { SOUTH_DISHES } from './dishes-data-south';

/**
 * The starter library of Indian dishes (issue 27, decision 162): reviewed data shipped in the
 * repository, ingredients as IFCT 2017 codes in raw grams per batch. A later seed loads it into the
 * dishes table by `key`, upgrading rows in place like the food data.
 */
export const STARTER_DISHES: Dish[] = [
  ...NORTH_DISHES,
  ...SOUTH_DISHES,
  ...EAST_DISHES,
  ...WEST_DISHES,
  ...PAN_INDIAN_DISHES,
  ...INDB_DISHES,
  ...REGIONAL_DISHES,
  ...REGIONAL_MORE_DISHES,
];
