import type { DishRegion, HouseholdMeasure, MealSlot } from '../../shared/dishes';
import { myPlateFor, PLATE_GROUPS, type PlateGroup, plateGroupsOfFood } from '../../shared/my-plate';
import type { PlanRegion } from '../../shared/plan-generate';
import type { PlanTargets } from '../../shared/plan-targets';
import type { DishFood } from './dish-candidates.repository';
import type { FoodRow } from './plan-generate.repository';
import type { Bounds } from './portions';
import { type GenMeal, limitsOf } from './problems';
import type { JobCandidate, JobDay, JobSlot } from './solve-plan';

/**
 * A generated day made of dishes (issue 27, docs/decisions/168): meal patterns per slot, servings
 * in half steps of each dish's first household measure, and My Plate for the Day as bands. Pure.
 */

/** A dish plan weighs a few more candidates per slot than the ingredient one (still tens of binaries). */
export const DISH_MAX_CANDIDATES = 8;

/**
 * My Plate bands around the day's scaled amounts (decision 168), as shares of the amount: cereals
 * and milk or curd close to it, more vegetables and fruit welcome (greens up to twice their amount, so one day does not use up the week's leafy dishes), visible fat rather below.
 */
export const PLATE_BANDS: Record<PlateGroup, { min: number; max: number | null }> = {
  cereals: { min: 0.75, max: 1.25 },
  pulses_flesh: { min: 0.75, max: 1.5 },
  milk_curd: { min: 0.75, max: 1.5 },
  vegetables: { min: 0.75, max: 1.75 },
  green_leafy: { min: 1, max: 2 },
  fruits: { min: 0.75, max: 2 },
  nuts_seeds: { min: 0.5, max: 1.5 },
  fats_oils: { min: 0.5, max: 1.25 },
};
/** ICMR-NIN 2024: cereals give at most 45 % of the day's energy. */
export const CEREAL_SHARE_PERCENT = 45;

export function plateOf(energyKcal: number) {
  const scaled = myPlateFor(energyKcal);
  return {
    bands: PLATE_GROUPS.map((group) => ({
      group,
      min: scaled[group] * PLATE_BANDS[group].min,
      max: PLATE_BANDS[group].max === null ? null : scaled[group] * (PLATE_BANDS[group].max as number),
    })),
    cerealSharePercent: CEREAL_SHARE_PERCENT,
  };
}

/** Rice, rotis, curd, milk and tea may come every day; every other dish obeys the week's variety rule. */
export const STAPLE_DISHES = new Set([
  'phulka',
  'chapati-ghee',
  'steamed-rice',
  'curd',
  'milk',
  'tea-with-milk',
  'masala-chai',
  'coffee-with-milk',
  'filter-coffee',
]);

/** The regions a plan's choice admits: its own and pan-Indian dishes; Mixed admits every region. */
export function regionsOf(region: PlanRegion): DishRegion[] {
  return region === 'mixed' ? ['north', 'south', 'east', 'west', 'pan_indian'] : [region, 'pan_indian'];
}

/**
 * Servings in measures (decision 168): half steps of the first measure, between these counts. A
 * big piece (a paratha, a masala dosa) goes to two, a phulka or an idli to four.
 */
export function measureBounds(dish: Pick<DishFood, 'role'>, measure: HouseholdMeasure): Bounds {
  const [min, max, usual] = (() => {
    switch (measure.unit) {
      case 'piece':
        return measure.grams >= 80 ? [1, 2, 1] : measure.grams >= 50 ? [1, 3, 2] : [1, 4, 2];
      case 'katori':
        return dish.role === 'staple' ? [0.5, 3, 1] : [0.5, 2, 1];
      case 'tbsp':
      case 'tsp':
        return [1, 4, 2];
      default:
        return [0.5, 1.5, 1];
    }
  })();
  return { min: min * measure.grams, max: max * measure.grams, usual: usual * measure.grams };
}

export function dishCandidate(dish: DishFood): JobCandidate | null {
  const measure = dish.measures[0];
  if (!measure || !(measure.grams > 0)) return null;
  return {
    food: stripDish(dish),
    ...measureBounds(dish, measure),
    step: measure.grams / 2,
    staple: dish.key !== null && STAPLE_DISHES.has(dish.key),
  };
}

/** What the worker needs of a dish: the model's food (nutrients, plate groups, cereal energy). */
function stripDish(dish: DishFood) {
  return {
    id: dish.id,
    name: dish.name,
    group: dish.group,
    perGram: dish.perGram,
    plate: dish.plate,
    cerealKcal: dish.cerealKcal,
  };
}

/** An IFCT food as an item of a dish day (fruit, nuts): 5 g steps, its group counting in My Plate. */
export function foodCandidate(food: FoodRow, bounds: Bounds): JobCandidate {
  const plate: Partial<Record<PlateGroup, number>> = {};
  for (const g of plateGroupsOfFood(food.group)) plate[g] = 1;
  return {
    food: { id: food.id, name: food.name, group: food.group, perGram: food.perGram, plate },
    ...bounds,
    staple: false,
  };
}

type Pick_ = { dishes?: (d: DishFood) => boolean; foods?: 'fruits' | 'nuts' };
const is =
  (roles: string[], slots: MealSlot[]) =>
  (d: DishFood): boolean =>
    roles.includes(d.role) && slots.some((s) => d.slots.includes(s));
const hasMilk = (d: DishFood) => (d.plate.milk_curd ?? 0) > 0.3;

/** The slots of a meal by its type (the category's timings); an unknown type gets a fruit. */
const DISH_PATTERNS: [RegExp, [string, Pick_][]][] = [
  [
    /breakfast/i,
    [
      ['breakfast', { dishes: is(['staple', 'snack'], ['breakfast']) }],
      ['beverage_or_fruit', { dishes: is(['beverage'], ['breakfast']), foods: 'fruits' }],
    ],
  ],
  [/lunch/i, mainMeal('lunch')],
  [/dinner/i, mainMeal('dinner')],
  [/bed/i, [['milk', { dishes: (d) => is(['beverage'], ['beverage', 'dinner'])(d) && hasMilk(d) }]]],
  [
    /snack|evening|mid|late|pre|post|during/i,
    [
      // A fruit every day (My Plate's 100 g), then nuts, a snack dish or a beverage.
      ['fruit', { foods: 'fruits' }],
      ['nuts_or_snack', { dishes: is(['snack', 'beverage'], ['snack']), foods: 'nuts' }],
    ],
  ],
];

/** A dish rich in green leafy vegetables (at least 20 g raw a 100 g). */
export const isLeafy = (d: DishFood) => (d.plate.green_leafy ?? 0) >= 0.2;

function mainMeal(slot: MealSlot): [string, Pick_][] {
  const vegetable = is(['vegetable'], [slot]);
  return [
    ['staple', { dishes: is(['staple'], [slot]) }],
    ['dal_curry', { dishes: is(['dal_curry'], [slot]) }],
    // Lunch's vegetable is a green leafy one (My Plate's greens every day) where the region has
    // one; dinner's is another, so the week's variety rule does not use the greens up at dinners.
    [
      'vegetable',
      { dishes: slot === 'lunch' ? leafyFirst(vegetable) : (d: DishFood) => vegetable(d) && !isLeafy(d) },
    ],
    ['curd_or_salad', { dishes: is(['curd_raita', 'salad'], [slot]) }],
  ];
}

/** Marks a pick that prefers green leafy dishes: generateDishDay keeps only those when there are any. */
function leafyFirst(pick: (d: DishFood) => boolean) {
  return Object.assign((d: DishFood) => pick(d), { leafy: true });
}

export function dishPatternOf(mealType: string): [string, Pick_][] {
  return DISH_PATTERNS.find(([pattern]) => pattern.test(mealType))?.[1] ?? [['fruit', { foods: 'fruits' }]];
}

/** The day's candidates: dishes (already safe for the client and in the plan's regions) and IFCT fruit and nuts. */
export type DishDayFoods = {
  dishes: DishFood[];
  fruits: { food: FoodRow; bounds: Bounds }[];
  nuts: { food: FoodRow; bounds: Bounds }[];
};

export function generateDishDay(
  day: number,
  meals: GenMeal[],
  foods: DishDayFoods,
  targets: PlanTargets,
): { job: JobDay; meals: GenMeal[] } {
  const slots: JobSlot[] = [];
  meals.forEach((meal, m) => {
    if (meal.note) return;
    for (const [role, pick] of dishPatternOf(meal.timing)) {
      const candidates: JobCandidate[] = [];
      if (pick.dishes) {
        let list = foods.dishes.filter(pick.dishes);
        if ('leafy' in pick.dishes && list.some(isLeafy)) list = list.filter(isLeafy);
        for (const d of list) {
          const c = dishCandidate(d);
          if (c) candidates.push(c);
        }
      }
      const extra = pick.foods === 'fruits' ? foods.fruits : pick.foods === 'nuts' ? foods.nuts : [];
      // Fruit and nuts interleave with the dishes, so the rotation of the week offers both.
      const mixed = interleave(
        extra.map((f) => foodCandidate(f.food, f.bounds)),
        candidates,
      );
      if (mixed.length) slots.push({ meal: m, role, candidates: mixed });
    }
  });
  return {
    job: {
      day,
      slots,
      targets,
      limits: limitsOf(targets),
      plate: targets.energy_kcal ? plateOf(targets.energy_kcal) : undefined,
    },
    meals,
  };
}

function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}
