import type { DishFlags, DishRegion, DishRole, MealSlot, MeasureUnit } from '../../shared/dishes';

/** Words the dish pages show for the stored codes. */
export const REGION_LABELS: Record<DishRegion, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  pan_indian: 'Pan-Indian',
};

export const ROLE_LABELS: Record<DishRole, string> = {
  staple: 'Staple',
  dal_curry: 'Dal / curry',
  vegetable: 'Vegetable',
  curd_raita: 'Curd / raita',
  salad: 'Salad',
  beverage: 'Beverage',
  snack: 'Snack',
  sweet: 'Sweet',
};

export const SLOT_LABELS: Record<MealSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  beverage: 'Beverage',
};

export const UNIT_LABELS: Record<MeasureUnit, string> = {
  katori: 'Katori (150 ml)',
  cup: 'Cup',
  glass: 'Glass',
  tbsp: 'Tablespoon',
  tsp: 'Teaspoon',
  piece: 'Piece',
  plate: 'Plate',
};

export const DIET_LABELS: Record<DishFlags['diet'], string> = {
  vegetarian: 'Veg',
  egg: 'Egg',
  non_vegetarian: 'Non-veg',
};

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
