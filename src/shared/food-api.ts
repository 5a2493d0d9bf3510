import { z } from 'zod';
import { id } from './fields';
import type { FoodFactsOut } from './food-facts';

/** GET /api/v1/food/item/details?id= (issue 52): one food row with its facts (decision 292). */
export const foodDetailsQuerySchema = z.object({ id: id('Please choose a food') });

export type FoodItemDetails = {
  id: number;
  name: string;
  food_group: string | null;
  /** The food database it belongs to ("IFCT 2017", "NutriDesk ingredients", a practice's sheet, "Dishes"). */
  database: string;
  source_code: string;
  uom: string;
  quantity: number;
  tags: string[];
  /** Set for a dish version's food row: its dish (details at /api/v1/food/dish/details). */
  dish_id: number | null;
} & FoodFactsOut;
