import type { DishDetails } from '../../shared/dish-api';

/** The dish editor's values: the API's body, with '' for a number not typed yet. */
type Grams = number | string;
export type DishFormValues = {
  name: string;
  local_names: string[];
  region: string;
  role: string;
  slots: string[];
  ingredients: { food_item_id: number | null; name: string; grams: Grams }[];
  yield_grams: Grams;
  measures: { unit: string; label: string; grams: Grams }[];
};

export const EMPTY_DISH: DishFormValues = {
  name: '',
  local_names: [],
  region: 'pan_indian',
  role: 'staple',
  slots: ['lunch', 'dinner'],
  ingredients: [],
  yield_grams: '',
  measures: [{ unit: 'katori', label: 'katori', grams: 150 }],
};

/** A dish's values in the editor; a copy takes a new name (decision 165). */
export function valuesOf(dish: DishDetails, copy: boolean): DishFormValues {
  return {
    name: copy ? `${dish.name} (my recipe)` : dish.name,
    local_names: dish.local_names,
    region: dish.region,
    role: dish.role,
    slots: dish.slots,
    ingredients: dish.ingredients.map((i) => ({ ...i })),
    yield_grams: dish.yield_grams,
    measures: dish.measures.map((m) => ({ ...m })),
  };
}

/** The raw weight of the batch as typed, water included. */
export const rawGrams = (v: DishFormValues) =>
  v.ingredients.reduce((sum, i) => sum + (Number(i.grams) || 0), 0);
