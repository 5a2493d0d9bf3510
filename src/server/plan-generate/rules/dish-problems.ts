import type { DishRegion, HouseholdMeasure, MealSlot } from '../../../shared/dishes';
import { measureStepGrams } from '../../../shared/measures';
import {
  CEREAL_SHARE_PERCENT,
  myPlateFor,
  PLATE_BANDS,
  PLATE_GROUPS,
  type PlateGroup,
  plateGroupsOfFood,
} from '../../../shared/my-plate';
import type { PlanRegion } from '../../../shared/plan-generate';
import type { PlanTargets } from '../../../shared/plan-targets';
import type { DishFood } from '../persistence/dish-candidates.repository';
import type { FoodRow } from '../persistence/plan-generate.repository';
import {
  breakfastSideFor,
  DISH_ENERGY_SHARE_MAX,
  dalCurryGoesWith,
  isBreakfastProtein,
  isDailyDish,
  isEggDish,
  isFiller,
  isFish,
  isFlesh,
  isSambarOrRasam,
  type MainKind,
  mainKindOf,
  mainKindsFor,
  PROTEIN_FLOOR_G,
  SERVING_BOUNDS,
  type ServingKind,
} from '../pipelines/meal-patterns';
import type { Bounds } from '../pipelines/portions';
import { type GenMeal, limitsOf } from '../pipelines/problems';
import type { DayLimits } from '../solver/model';
import type { JobCandidate, JobDay, JobSlot } from '../solver/solve-plan';

/**
 * A generated day made of dishes (issue 27, docs/decisions/168): meal patterns per slot, servings
 * in half steps of each dish's first household measure, and My Plate for the Day as bands. Pure.
 */

/** A dish plan weighs a few more candidates per slot than the ingredient one (still tens of binaries). */
export const DISH_MAX_CANDIDATES = 8;

// My Plate's bands and the cereal share live with My Plate (shared/my-plate.ts, read from the table
// of nutrition rules, issue 52 point 2); re-exported for the generator's own tests.
export { CEREAL_SHARE_PERCENT, PLATE_BANDS };

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

/** The regions a plan's choice admits: its own and pan-Indian dishes; Mixed admits every region. */
export function regionsOf(region: PlanRegion): DishRegion[] {
  return region === 'mixed' ? ['north', 'south', 'east', 'west', 'pan_indian'] : [region, 'pan_indian'];
}

/**
 * Servings in measures (decision 168, with issue 33's household ceilings): half steps of the
 * first measure. A big piece (a paratha, a masala dosa) goes to two, a phulka to four, a breakfast
 * main to three pieces or two katori; rice and every katori dish to two katori.
 */
export function measureBounds(measure: HouseholdMeasure, serving: ServingKind = 'meal'): Bounds {
  const [min, max, usual] = (() => {
    switch (measure.unit) {
      case 'piece': {
        const pieces = measure.grams >= 80 ? 2 : measure.grams >= 50 ? 3 : SERVING_BOUNDS.meal.pieces;
        return [1, Math.min(pieces, SERVING_BOUNDS[serving].pieces), 2];
      }
      case 'katori': {
        const [from, to] = SERVING_BOUNDS[serving].katori;
        return [from, to, 1];
      }
      case 'tbsp':
      case 'tsp':
        return [1, 4, 2];
      default:
        return [0.5, 1.5, 1];
    }
  })();
  return { min: min * measure.grams, max: max * measure.grams, usual: Math.min(usual, max) * measure.grams };
}

/**
 * A dish as a slot's candidate. `energyKcal`: the day's energy target, so no dish gives more than
 * DISH_ENERGY_SHARE_MAX of it (a dish whose smallest serving already does is left out).
 */
export function dishCandidate(
  dish: DishFood,
  energyKcal?: number | null,
  serving: ServingKind = 'meal',
): JobCandidate | null {
  const measure = dish.measures[0];
  if (!measure || !(measure.grams > 0)) return null;
  const bounds = measureBounds(measure, serving);
  const step = measureStepGrams(measure);
  const kcal = dish.perGram.energy_kcal;
  const floor = PROTEIN_FLOOR_G[serving];
  if (floor) {
    // A protein source served as one: a cup of milk, a katori of dal, not half (decisions 279, 280).
    const protein = dish.perGram.protein_g;
    if (!(protein > 0)) return null;
    bounds.min = Math.max(bounds.min, Math.ceil(floor / protein / step - 1e-9) * step);
    if (bounds.min > bounds.max) return null;
    bounds.usual = Math.max(bounds.min, bounds.usual);
  }
  if (energyKcal && kcal > 0) {
    const most = Math.floor((DISH_ENERGY_SHARE_MAX * energyKcal) / kcal / step + 1e-9) * step;
    if (most < bounds.min) return null;
    bounds.max = Math.min(bounds.max, most);
    bounds.usual = Math.max(bounds.min, Math.min(bounds.usual, bounds.max));
  }
  return { food: stripDish(dish), ...bounds, step, staple: isDailyDish(dish) };
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

/** An IFCT food as an item of a dish day (fruit, nuts): 5 g steps (a counted nut: one nut), its group counting in My Plate. */
export function foodCandidate(food: FoodRow, bounds: Bounds): JobCandidate {
  const plate: Partial<Record<PlateGroup, number>> = {};
  for (const g of plateGroupsOfFood(food.group)) plate[g] = 1;
  return {
    food: { id: food.id, name: food.name, group: food.group, perGram: food.perGram, plate },
    ...bounds,
    staple: false,
  };
}

const hasSlot = (d: DishFood, slot: MealSlot) => d.slots.includes(slot);
const hasMilk = (d: DishFood) => (d.plate.milk_curd ?? 0) > 0.3;

/** A dish rich in green leafy vegetables (at least 20 g raw a 100 g). */
export const isLeafy = (d: DishFood) => (d.plate.green_leafy ?? 0) >= 0.2;

/** The day's candidates: dishes (already safe for the client and in the plan's regions) and IFCT fruit and nuts. */
export type DishDayFoods = {
  dishes: DishFood[];
  /** `step`: a fruit's half piece or a nut's whole one (pipelines/nut-counts.ts); else 5 g. */
  fruits: { food: FoodRow; bounds: Bounds & { step?: number } }[];
  nuts: { food: FoodRow; bounds: Bounds & { step?: number } }[];
};

/** One slot of a meal as meal-patterns.ts composes it: its role, dishes and IFCT foods. */
type PatternSlot = {
  role: string;
  dishes: DishFood[];
  foods?: 'fruits' | 'nuts';
  /** Its dishes' serving ceilings: a breakfast main's (three pieces, two katori), a snack dish's. */
  serving?: ServingKind;
};

/** The kind of meal a category's timing names; null for a meal of no pattern (a fruit). */
function mealTypeOf(timing: string): 'breakfast' | 'lunch' | 'dinner' | 'bed' | 'snack' | null {
  if (/breakfast/i.test(timing)) return 'breakfast';
  if (/lunch/i.test(timing)) return 'lunch';
  if (/dinner/i.test(timing)) return 'dinner';
  if (/bed/i.test(timing)) return 'bed';
  if (/snack|evening|mid|late|pre|post|during/i.test(timing)) return 'snack';
  return null;
}

/**
 * A breakfast (issue 33, point 2): a main of the region's kind for the day, its accompaniment
 * where the main needs one (idli → sambar, paratha → curd or sabzi), and a protein source unless
 * the main is dal-based. A kind the client's library cannot serve gives way to the next, and so
 * does a kind whose dishes the week has used up (decision 258).
 */
function breakfastOf(dishes: DishFood[], region: PlanRegion, day: number): PatternSlot[] {
  const served = dishes.filter((d) => hasSlot(d, 'breakfast'));
  // A pongal or khichdi at breakfast is a one-bowl breakfast like upma.
  const kindOf = (d: DishFood) => {
    const kind = mainKindOf(d);
    return kind === 'one_pot' || kind === 'rice' ? 'porridge' : kind;
  };
  const proteins = served.filter((d) => isBreakfastProtein(d) && mainKindOf(d) === null && !isFlesh(d));
  const withProtein = (slots: PatternSlot[]) =>
    proteins.length
      ? [...slots, { role: 'protein', dishes: proteins, serving: 'breakfast_protein' as const }]
      : slots;
  const servingsOf = new Map<MainKind, { slots: PatternSlot[]; days: number }>();
  for (const kind of mainKindsFor(region, 'breakfast', day)) {
    const mains = served.filter((d) => kindOf(d) === kind && !isFlesh(d) && !isFiller(d));
    if (!mains.length) continue;
    const needs = breakfastSideFor(kind);
    const sides = needs
      ? dishes.filter((d) => (hasSlot(d, 'breakfast') || d.role === 'curd_raita') && needs(d))
      : [];
    if (needs && !sides.length) continue;
    const slots: PatternSlot[] = [{ role: 'main', dishes: mains, serving: 'breakfast_main' }];
    if (needs) slots.push({ role: 'side', dishes: sides });
    // A kind serves as many breakfasts a week as it has mains (any number with a daily one, a
    // plain roti), so its mains need not come back a third time (issue 33, point 4).
    servingsOf.set(kind, {
      slots: kind === 'dal_main' ? slots : withProtein(slots),
      days: mains.some(isDailyDish) ? Number.POSITIVE_INFINITY : mains.length,
    });
  }
  const kind = breakfastKindOfDay(region, day, servingsOf);
  if (kind) return servingsOf.get(kind)?.slots ?? [];
  // No kind of the region is served with its side: any breakfast staple, with a protein source.
  const mains = served.filter((d) => d.role === 'staple' && !isFlesh(d));
  return withProtein([{ role: 'main', dishes: mains, serving: 'breakfast_main' }]);
}

/**
 * The kind of a day's breakfast, the week's earlier days counted: each day takes its first kind
 * that still has breakfasts to serve this week, or its first kind when every one is used up.
 * Counted from the week's first day, so a day generated alone gets the same kind.
 */
function breakfastKindOfDay(
  region: PlanRegion,
  day: number,
  servingsOf: Map<MainKind, { days: number }>,
): MainKind | null {
  const served = new Map<MainKind, number>();
  let kind: MainKind | null = null;
  for (let d = day - ((day - 1) % 7); d <= day; d++) {
    const kinds = mainKindsFor(region, 'breakfast', d).filter((k) => servingsOf.has(k));
    kind = kinds.find((k) => (served.get(k) ?? 0) < (servingsOf.get(k)?.days ?? 0)) ?? kinds[0] ?? null;
    if (kind) served.set(kind, (served.get(kind) ?? 0) + 1);
  }
  return kind;
}

/**
 * Out-of-region fillers (quinoa, mushroom) only when the region's own dishes run out (issue 33,
 * point 4): a list with three of its own (six servings a week at two each) leaves them out.
 */
function regionalFirst(list: DishFood[]): DishFood[] {
  const own = list.filter((d) => !isFiller(d));
  return own.length >= 3 ? own : list;
}

/**
 * Lunch and dinner (issue 33, point 2): one staple of the region's kind for the day, a dal or
 * curry that goes with it (rice with any, roti not with a thin gravy, khichdi not with meat), a
 * vegetable, and curd, raita or salad. The South's lunch dal is sambar or rasam where there is
 * one; a fish-eating East client gets fish or egg at lunch every other day.
 */
function mainMealOf(
  dishes: DishFood[],
  region: PlanRegion,
  day: number,
  slot: 'lunch' | 'dinner',
  nearby: ReadonlySet<number> = new Set(),
): PatternSlot[] {
  const served = dishes.filter((d) => hasSlot(d, slot));
  // A chutney is a spoonful beside a breakfast, never a meal's dal.
  const dals = served.filter(
    (d) => d.role === 'dal_curry' && mainKindOf(d) !== 'dal_main' && !d.traits.includes('chutney'),
  );
  // What can be the meal's protein dish, served as one (decision 280): worked out once per meal.
  const carriesProtein = new Set(
    [...dals, ...served.filter((d) => d.role === 'staple' && mainKindOf(d) === 'one_pot')].filter((d) =>
      dishCandidate(d, null, 'meal_protein'),
    ),
  );
  type Choice = { kind: MainKind; staples: DishFood[]; dals: DishFood[] };
  let chosen: Choice | null = null;
  let fallback: Choice | null = null;
  for (const kind of mainKindsFor(region, slot, day)) {
    // A one-pot staple is itself the protein dish; beside rice or roti the dal is.
    const staples = served.filter(
      (d) => d.role === 'staple' && mainKindOf(d) === kind && (kind !== 'one_pot' || carriesProtein.has(d)),
    );
    const fits = dals.filter(
      (d) => dalCurryGoesWith(kind, d) && (kind === 'one_pot' || carriesProtein.has(d)),
    );
    if (!staples.length || !fits.length) continue;
    fallback ??= { kind, staples, dals: fits };
    // A kind whose every dal is on the day before or after gives way (kept if no kind has another).
    if (fits.some((d) => !nearby.has(d.id))) {
      chosen = { kind, staples, dals: fits };
      break;
    }
  }
  chosen ??= fallback;
  if (!chosen) return [];
  let dal = chosen.dals;
  if (region === 'south' && slot === 'lunch' && dal.some(isSambarOrRasam)) dal = dal.filter(isSambarOrRasam);
  const fishOrEgg = (d: DishFood) => isFish(d) || isEggDish(d);
  if (region === 'east' && slot === 'lunch' && day % 2 === 1 && dal.some(fishOrEgg))
    dal = dal.filter(fishOrEgg);
  const vegetables = served.filter((d) => d.role === 'vegetable');
  // Lunch's vegetable is a green leafy one where the region has one; dinner's is another, so the
  // week's variety rule does not use the greens up at dinners (decision 168).
  // Only where there are four leafy dishes or more: fewer would come back a third time in a week.
  const vegetable =
    slot === 'lunch' && vegetables.filter(isLeafy).length >= 4
      ? vegetables.filter(isLeafy)
      : vegetables.filter((d) => !isLeafy(d) || slot === 'lunch');
  const sides = served.filter((d) => d.role === 'curd_raita' || d.role === 'salad');
  // Lunch's side is curd or a raita for a client who eats dairy (decision 272): a vegetarian day of
  // salads at both meals and a dal-based breakfast had no milk or curd at all (calcium 310 mg).
  const dairy = sides.filter((d) => d.role === 'curd_raita' && hasMilk(d));
  return [
    // A khichdi or curd rice is the meal's protein dish itself: served as one (decision 280).
    { role: 'staple', dishes: chosen.staples, serving: chosen.kind === 'one_pot' ? 'meal_protein' : 'meal' },
    { role: 'dal_curry', dishes: dal, serving: chosen.kind === 'one_pot' ? 'meal' : 'meal_protein' },
    { role: 'vegetable', dishes: vegetable },
    slot === 'lunch' && dairy.length
      ? { role: 'curd_or_salad', dishes: dairy, serving: 'lunch_curd' }
      : { role: 'curd_or_salad', dishes: sides },
  ];
}

/**
 * `fruitAtBreakfast`: an anaemic client's breakfast takes a fruit too, so its vitamin C need not
 * ride on the main alone (ANAEMIA_FOOD_RULES, decision 245: 25 mg in every main meal).
 */
export type PatternOptions = {
  fruitAtBreakfast?: boolean;
  /**
   * The foods the plan already serves the day before or after (days not generated now): a lunch or
   * dinner takes the next kind of staple when every dal that goes with this kind is among them
   * (North's khichdi takes only kadhi beside it, and kadhi was on both neighbours; decision 279).
   */
  nearby?: ReadonlySet<number>;
};

/** The slots of a meal by its type (the category's timings); an unknown type gets a fruit. */
export function dishPatternOf(
  timing: string,
  dishes: DishFood[],
  region: PlanRegion,
  day: number,
  options: PatternOptions = {},
): PatternSlot[] {
  switch (mealTypeOf(timing)) {
    case 'breakfast': {
      const breakfast = breakfastOf(dishes, region, day);
      return options.fruitAtBreakfast
        ? [...breakfast, { role: 'fruit', dishes: [], foods: 'fruits' }]
        : breakfast;
    }
    case 'lunch':
    case 'dinner':
      return mainMealOf(dishes, region, day, mealTypeOf(timing) as 'lunch' | 'dinner', options.nearby);
    case 'bed':
      return [
        {
          role: 'milk',
          dishes: dishes.filter(
            (d) => d.role === 'beverage' && (hasSlot(d, 'beverage') || hasSlot(d, 'dinner')) && hasMilk(d),
          ),
        },
      ];
    case 'snack':
      // A fruit every day (My Plate's 100 g), a few nuts in counts (My Plate's nuts and seeds,
      // missed on most days while nuts competed with the snack dish), and a snack dish or a beverage.
      return [
        { role: 'fruit', dishes: [], foods: 'fruits' },
        { role: 'nuts', dishes: [], foods: 'nuts' },
        {
          role: 'snack',
          serving: 'snack',
          // Not a fruit dish (fruit chaat, mango lassi): the fruit slot beside it is the meal's fruit.
          dishes: dishes.filter(
            (d) => (d.role === 'snack' || d.role === 'beverage') && hasSlot(d, 'snack') && !isMostlyFruit(d),
          ),
        },
      ];
    default:
      return [{ role: 'fruit', dishes: [], foods: 'fruits' }];
  }
}

/**
 * A snack dish that is a quarter fruit or more by weight; beside the snack's own fruit it made a
 * meal of fruit twice ("Mango + Mango lassi", "Apple + Fruit chaat") and the day's fruit twice My Plate's.
 */
const FRUIT_DISH_SHARE = 0.25;
const isMostlyFruit = (d: DishFood) => (d.plate.fruits ?? 0) >= FRUIT_DISH_SHARE;

export function generateDishDay(
  day: number,
  meals: GenMeal[],
  foods: DishDayFoods,
  targets: PlanTargets,
  region: PlanRegion = 'mixed',
  options: PatternOptions = {},
): { job: JobDay; meals: GenMeal[] } {
  const slots: JobSlot[] = [];
  const plate = targets.energy_kcal ? plateOf(targets.energy_kcal) : undefined;
  const patterns = meals.map((meal) =>
    meal.note ? [] : dishPatternOf(meal.timing, foods.dishes, region, day, options),
  );
  const fruits = withinFruitBand(
    foods.fruits,
    patterns.flat().filter((p) => p.foods === 'fruits').length,
    plate,
  );
  meals.forEach((_meal, m) => {
    for (const pick of patterns[m]) {
      const candidates = regionalFirst(pick.dishes).flatMap((d) => {
        const c = dishCandidate(d, targets.energy_kcal, pick.serving);
        return c ? [c] : [];
      });
      const extra = pick.foods === 'fruits' ? fruits : pick.foods === 'nuts' ? foods.nuts : [];
      // Fruit and nuts interleave with the dishes, so the rotation of the week offers both.
      const mixed = interleave(
        extra.map((f) => foodCandidate(f.food, f.bounds)),
        candidates,
      );
      if (mixed.length) slots.push({ meal: m, role: pick.role, candidates: mixed });
    }
  });
  return {
    job: {
      day,
      slots,
      targets,
      limits: withSodiumMargin(limitsOf(targets)),
      plate,
    },
    meals,
  };
}

/**
 * The day's fruit within My Plate's band (decision 275): each fruit slot serves at most its share
 * of the band's upper edge, in 5 g steps; a fruit whose smallest serving is larger (a medium mango
 * at a low energy) waits for a day with room. A soft band let
 * a snack's fruit fill the snack's energy share: 1½ apples (200 g) on 13 of 14 days, the band 178 g.
 */
export function withinFruitBand(
  fruits: DishDayFoods['fruits'],
  slots: number,
  plate: ReturnType<typeof plateOf> | undefined,
): DishDayFoods['fruits'] {
  const top = plate?.bands.find((b) => b.group === 'fruits')?.max;
  if (!top || slots === 0) return fruits;
  const cap = Math.floor(top / slots / 5) * 5;
  const fit = fruits.filter((f) => f.bounds.min <= cap);
  return (fit.length ? fit : fruits).map((f) => {
    // In the fruit's own steps (half a piece, decision 310), else 5 g.
    const step = f.bounds.step ?? 5;
    const max = Math.max(f.bounds.min, Math.min(f.bounds.max, Math.floor(cap / step + 1e-9) * step));
    return { ...f, bounds: { ...f.bounds, max, usual: Math.min(f.bounds.usual, max) } };
  });
}

/**
 * The solver aims 1 % under the 2,000 mg sodium ceiling: its ceiling is a cost, and servings in
 * half measures land a few mg either side of where it aims; the checks still read 2,000 mg.
 */
function withSodiumMargin(limits: DayLimits): DayLimits {
  return {
    ...limits,
    nutrients: limits.nutrients.map((l) => (l.key === 'sodium_mg' ? { ...l, max: l.max * 0.99 } : l)),
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
