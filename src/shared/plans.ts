import { z } from 'zod';
import type { HouseholdMeasure } from './dishes';
import {
  blank,
  blankToUndefined,
  flag,
  id,
  int,
  isWebLink,
  MAX_INT4,
  numberInput,
  optionalDate,
  optionalId,
  optionalText,
  pageSchema,
  sortOrder,
  text,
  trimmed,
  WEB_LINK_MESSAGE,
} from './fields';
import type { FoodFacts } from './food-facts';
import { MAX_MEASURE_COUNT, MEASURE_COUNT_MESSAGE } from './measures';
import { FOOD_PREFERENCES, type FoodValues, type ItemValue } from './nutrition';
import type { PlanCalendar } from './plan-calendar';
import { PLAN_AGE_GROUPS, PLAN_SORT_COLUMNS } from './plan-list';
import {
  CUSTOM_TIMING,
  DAY_FORMATS,
  type DayFormat,
  MAX_PLAN_DAYS,
  PLAN_MESSAGES,
  QUARTER_HOUR,
} from './plan-options';
import type { Restrictions } from './restrictions';

/**
 * Request schemas and answer types of the diet/* and food/* calls of SPEC §7. Field names are
 * SPEC's (snake_case and the camelCase ones SPEC lists) so the planner sends them as they are.
 */

// ---------------------------------------------------------------- fixed values and messages

export {
  ageGroupLabel,
  CUSTOM_TIMING,
  DAY_FORMATS,
  type DayFormat,
  dayName,
  MAX_PLAN_DAYS,
  MEAL_HOURS,
  MEAL_MINUTES,
  NEW_PLAN_DAYS,
  PLAN_AGE_GROUPS,
  PLAN_LIST_MESSAGES,
  PLAN_MESSAGES,
  PLAN_PAGE_SIZE,
  PLAN_SORT_COLUMNS,
  type PlanSortColumn,
  QUARTER_HOUR,
  WEEK_DAYS,
} from './plan-options';

// ---------------------------------------------------------------- schema helpers

/** A day of a plan: 1 to MAX_PLAN_DAYS. */
const dayNumber = (message = 'Please choose a day') =>
  z.preprocess(blankToUndefined, int(message, 1, MAX_PLAN_DAYS));
/** A plan's supplement or recipe link: optional, a web address when given. */
const optionalLink = z.preprocess(
  blank,
  z.string().max(500, 'Please keep this under 500 characters').refine(isWebLink, WEB_LINK_MESSAGE).optional(),
);
/** Query strings repeat a key for lists (?tags=a&tags=b) or send one comma-separated value. */
const stringList = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',') : [])
      .map((s) => String(s).trim())
      .filter(Boolean),
  z.array(text(100)),
);

// ---------------------------------------------------------------- plans

/** POST /api/v1/diet/plan/create-plan → data: CreatedPlan */
export const createPlanSchema = z.object({ packageId: id('Please choose a package') });
export type CreatedPlan = { package_id: number; id: number };

/** POST /api/v1/diet/plan/edit → data: PlanDetails */
export const editPlanSchema = z
  .object({
    id: id('Please choose a Nutrition Plan'),
    description: z.preprocess(
      trimmed,
      z
        .string({ message: 'Please enter a Nutrition Plan Name' })
        .min(1, 'Please enter a Nutrition Plan Name')
        .max(200, 'Please keep this under 200 characters'),
    ),
    start_date: optionalDate(),
    end_date: optionalDate(),
    /** Left out = unchanged. */
    day_format: z.preprocess(
      blankToUndefined,
      z.enum(DAY_FORMATS, { message: 'Please choose a day format' }).optional(),
    ),
    note: optionalText(4000),
    /** The plan's labels (Diet_Plan_Labels); left out = unchanged. */
    tags: z.array(z.string().trim().min(1).max(100)).max(30).optional(),
    category: optionalText(100),
    sub_category: optionalText(100),
    food_preferences: z.preprocess(
      blank,
      z.enum(FOOD_PREFERENCES, { message: 'Please choose a food preference from the list' }).optional(),
    ),
    max_calories: z.preprocess(
      (v: unknown) => numberInput(blankToUndefined(v)),
      z
        .number({ message: 'Please enter a number of kcal' })
        .int('Please enter whole kcal')
        .min(0, 'Maximum Calories cannot be negative')
        .max(20000, 'Please enter at most 20000 kcal')
        .optional(),
    ),
  })
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'End date cannot be before the start date',
  });
export type EditPlanInput = z.input<typeof editPlanSchema>;

/**
 * POST /api/v1/diet/plan/empty-times → data: { id, empty_times_shown }: the planner's 'Show empty
 * times' switch, kept with the plan (decision 278).
 */
export const emptyTimesSchema = z.object({
  id: id('Please choose a Nutrition Plan'),
  shown: z.boolean({ message: 'Please say whether the empty times are shown' }),
});
export type EmptyTimesInput = z.input<typeof emptyTimesSchema>;

/** POST /api/v1/diet/plan/delete → data: { id } */
export const deletePlanSchema = z.object({ planId: id('Please choose a Nutrition Plan') });

/** POST /api/v1/diet/plan/copy-plan → data: { planId } (new plan, or targetPlanId when merging) */
export const copyPlanSchema = z.object({
  sourcePackageId: id('Please choose the package to copy from'),
  sourcePlanId: id('Please choose a Nutrition Plan to copy'),
  targetPackageId: id('Please choose the package to copy into'),
  /** hypothetical_time values (meal timing labels, 'Custom' included) whose meals are copied. */
  selectTimeList: z
    .array(z.string().trim().min(1).max(100), { message: PLAN_MESSAGES.selectTimings })
    .min(1, PLAN_MESSAGES.selectTimings),
  /** Set = merge into this existing plan of the target package (no credit spent). */
  targetPlanId: optionalId(),
});
export type CopyPlanInput = z.input<typeof copyPlanSchema>;
export type CopiedPlan = { planId: number };

/** A calorie bound of the list filter: whole kcal, or nothing. */
const optionalKcal = () =>
  z.preprocess(
    (v: unknown) => numberInput(blankToUndefined(v)),
    z.number().int('Please enter whole kcal').min(0).max(MAX_INT4).optional(),
  );

/** GET /api/v1/diet/plan/list → data: Page<PlanListRow> */
export const planListQuerySchema = z.object({
  page: pageSchema,
  q: optionalText(100),
  order: sortOrder('desc'),
  col: z.preprocess(blankToUndefined, z.enum(PLAN_SORT_COLUMNS).default('created_at')),
  tags: stringList,
  food_preferences: optionalText(50),
  age_group: z.preprocess(blankToUndefined, z.enum(PLAN_AGE_GROUPS).optional()),
  category: optionalText(100),
  sub_category: optionalText(100),
  min_calories: optionalKcal(),
  max_calories: optionalKcal(),
  /** Only the plans of this package (the copy-source search may pass it). */
  package_id: optionalId(),
});
export type PlanListQuery = z.input<typeof planListQuerySchema>;

/** A plan as the list shows it: its details (food_preferences: the plan's, else the client's) and more. */
export type PlanListRow = PlanDetails & {
  client_id: number;
  /** Whole years from the client's dob; null without a dob. */
  age: number | null;
  dietitian_id: number;
  meal_count: number;
};
export type PlanListPage = {
  data: PlanListRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

/** GET /api/v1/diet/plan/list-by-package?id= → data: PackagePlans */
export const packageIdQuerySchema = z.object({ id: id('Please choose a package') });
export type PackagePlans = {
  package: WorkspacePackage;
  data: PlanListRow[];
  last_page: 1;
  /** The package's nutritionist's plans left (`remainingPlans`) and expiry: a new plan spends one. */
  credits: { left: number; expiry: string | null };
};

// ---------------------------------------------------------------- workspace

/** GET /api/v1/diet/plan/meals?id= → data: Workspace */
export const planIdQuerySchema = z.object({ id: id('Please choose a Nutrition Plan') });

export type PlanDetails = {
  id: number;
  package_id: number;
  description: string;
  start_date: string | null;
  end_date: string | null;
  day_format: DayFormat;
  note: string | null;
  /** ISO timestamp. */
  created_at: string;
  tags: string[];
  category: string | null;
  sub_category: string | null;
  /** The plan's own preference (null = the client's applies); in a PlanListRow, else the client's. */
  food_preferences: string | null;
  max_calories: number | null;
  client_name: string;
  last_name: string;
  contact_email: string | null;
};

export type WorkspacePackage = {
  id: number;
  category: string;
  sub_category: string | null;
  client_id: number;
  client_name: string;
  last_name: string;
  dietitian_id: number;
  /** The client's preference. */
  food_preferences: string | null;
};

export type DayDescription = { day: number; dayDescr: string | null };

export type WorkspaceItem = {
  /** The meal item id. */
  id: number;
  food_item_id: number;
  /** The food's name. */
  label: string;
  quantity: number;
  /** food_item_id of the main item this one is an alternative to; null for a main item. */
  ref_id: number | null;
  order: number;
  is_conflict: boolean;
  food_group: string | null;
  /** The food's allergen and diet tags (null = derived from group and name, shared/restrictions.ts). */
  tags?: string[] | null;
  /** The food's facts (shared/food-facts.ts): what the condition rules read (decision 292). */
  facts?: FoodFacts | null;
  /** Set when the food conflicts with the client's restrictions and was kept anyway. */
  override_reason?: string | null;
  /**
   * Why the client may not be served this food on this day, with no override (an allergy saved
   * after the meal, say): the PDF and the client's page leave it out, the grid marks it (issue 32).
   */
  not_served?: string[];
  /** The household measure ("2 phulka": label 'phulka', count 2); quantity = count × its grams. */
  measure_label?: string | null;
  measure_count?: number | null;
  /** The food's household measures (a dish's; null = grams only), so the editor can offer them. */
  measures?: HouseholdMeasure[] | null;
  value: ItemValue;
  /**
   * Per-quantity values of the food, so the modal recomputes live when qty changes; sodium_mg for
   * the same quantity (null = the source does not say; absent on a draft).
   */
  food: FoodValues & { sodium_mg?: number | null };
};

// The sodium ceiling lives in the Zod-free plan-options.ts (the planner's first paint, decision 268).
export { SODIUM_DAY_MAX_MG } from './plan-options';

/** What a day's condition checks read besides its meals: the sodium ceiling and the latest weight (CKD). */
export type ConditionContext = { sodium_max_mg: number; weight_kg: number | null };

export type WorkspaceMeal = {
  meal_id: number;
  day: number;
  time: { hh: string; mm: string };
  hypothetical_time: string;
  description: string | null;
  items: WorkspaceItem[];
};

export type PlanRecipe = { name: string; link: string | null; meal: string | null; dish_type: string | null };
export type PlanSupplement = { id: number; name: string; link: string | null; dosage: string | null };

export type Workspace = {
  plan: PlanDetails;
  /**
   * Whether the compact view shows the template's times that hold no meal, as saved with the plan
   * (decision 278): null = as the plan's meals go (decision 211); a computed plan's Apply saves false.
   */
  empty_times_shown: boolean | null;
  /** Every day column in order, with or without meals. */
  days: DayDescription[];
  meals: WorkspaceMeal[];
  labels: string[];
  recipes: PlanRecipe[];
  supplements: PlanSupplement[];
  package: WorkspacePackage;
  /** The preference the conflicts were computed with (plan's, else client's). */
  food_preference: string | null;
  /** The client's allergies, intolerances and diet rules in force (issue 26). */
  restrictions?: Restrictions;
  /** The plan's period and day format: the one plan calendar (shared/plan-calendar.ts, issue 32). */
  calendar: PlanCalendar;
  total_meal_count: number;
  /**
   * With confirmed conditions only (issue 35): what their checks read besides the meals, and each
   * saved day's lines by day number ("Type 2 diabetes: carbohydrate 52 % ✓ · …"); the grid
   * recomputes a day's lines from its meals after an edit (shared/condition-day-facts.ts).
   */
  condition_context?: ConditionContext;
  condition_checks?: Record<number, string[]>;
};

// ---------------------------------------------------------------- days and meals

/** GET /api/v1/diet/planday/list?diet_plan_id= → data: DayDescription[] */
export const planDayListQuerySchema = z.object({ diet_plan_id: id('Please choose a Nutrition Plan') });

/** POST /api/v1/diet/planday/add-day (not in SPEC: 'Add a Day') → data: DayDescription */
export const addDaySchema = z.object({ diet_plan_id: id('Please choose a Nutrition Plan') });

/**
 * POST /api/v1/diet/plan/copy-day → data: Workspace. Copies a day into one or more days
 * (`targetDays`; SPEC's single `targetDay` still works). Days that hold meals answer 409 listing
 * them (data.filled_days) unless `overwrite`, which replaces their meals (issue 54 point 3).
 */
export const copyDaySchema = z.object({
  planId: id('Please choose a Nutrition Plan'),
  sourceDay: dayNumber('Please choose the day to copy from'),
  targetDays: z
    .array(dayNumber('Please choose the day to copy into'), { message: PLAN_MESSAGES.noTargetDays })
    .min(1, PLAN_MESSAGES.noTargetDays)
    .max(MAX_PLAN_DAYS, PLAN_MESSAGES.tooManyDays)
    .optional(),
  /** SPEC's one day to copy into; `targetDays` wins when both are sent. */
  targetDay: dayNumber('Please choose the day to copy into').optional(),
  overwrite: flag.optional(),
});
export type CopyDayInput = z.input<typeof copyDaySchema>;

/** POST /api/v1/diet/planday/edit-day → data: DayDescription */
export const editDaySchema = z.object({
  diet_plan_id: id('Please choose a Nutrition Plan'),
  day: dayNumber(),
  day_description: z.preprocess(
    trimmed,
    z
      .string({ message: PLAN_MESSAGES.dayDescription })
      .min(1, PLAN_MESSAGES.dayDescription)
      .max(200, 'Please keep this under 200 characters'),
  ),
});

/** POST /api/v1/diet/planday/delete → data: { day, days: DayDescription[] } (later days move up one) */
export const deleteDaySchema = z.object({
  diet_plan_id: id('Please choose a Nutrition Plan'),
  day: dayNumber(),
  package_id: optionalId(),
});

export { MAX_MEASURE_COUNT, MEASURE_COUNT_MESSAGE } from './measures';

export const mealItemInputSchema = z.object({
  /** The food item id. */
  id: id('Please choose a food'),
  qty: z.preprocess(
    (v: unknown) => numberInput(blankToUndefined(v)),
    z
      .number({ message: 'Quantity must be a number' })
      .min(0, 'Quantity cannot be negative')
      .max(100_000, 'Quantity is too large'),
  ),
  /** The food item id (items[].id) of the main item this one is an alternative to. */
  ref_id: z.preprocess(
    (v: unknown) => numberInput(blankToUndefined(v)),
    z.number().int().positive().max(MAX_INT4).nullable().optional(),
  ),
  /** Why a food the client must not have is kept (issue 26): required for such a food, audited. */
  override_reason: optionalText(300),
  /** A household measure of the food ("phulka", "katori"; issue 27): one of the food's `measures`. */
  measure_label: z.preprocess(
    blank,
    z.string().max(100, 'Please keep this under 100 characters').nullable().optional(),
  ),
  /** How many of the measure, in halves up to MAX_MEASURE_COUNT; then qty = count × the measure's grams. */
  measure_count: z.preprocess(
    (v: unknown) => numberInput(blankToUndefined(v)),
    z
      .number({ message: MEASURE_COUNT_MESSAGE })
      .positive(MEASURE_COUNT_MESSAGE)
      .max(MAX_MEASURE_COUNT, MEASURE_COUNT_MESSAGE)
      .refine((n) => Number.isInteger(n * 2), MEASURE_COUNT_MESSAGE)
      .nullable()
      .optional(),
  ),
});

/**
 * POST /api/v1/diet/planday/create-day → data: SavedMeal. Saving onto a slot that holds another
 * meal answers 409 with the SPEC §5 question (data.occupied_days) unless `overwrite` is set.
 */
export const createDaySchema = z.object({
  package_id: id('Please choose a package'),
  diet_plan_id: id('Please choose a Nutrition Plan'),
  day: dayNumber(),
  time: z.preprocess(
    trimmed,
    z
      .string({ message: 'Please choose a time' })
      .regex(QUARTER_HOUR, 'Please choose a time on the quarter hour (HH:mm)'),
  ),
  hypothetical_time: z.preprocess(
    (v) => blank(v) ?? CUSTOM_TIMING,
    z.string().max(100, 'Please keep this under 100 characters'),
  ),
  /** Set = edit that meal (it may move to another slot); unset = a new meal. */
  meal_id: optionalId(),
  meal_description: optionalText(2000),
  /** Saved as the day's description when given. */
  day_description: optionalText(200),
  day_id: z.unknown().optional(),
  strTime: z.unknown().optional(),
  /** True once the nutritionist has agreed to overwrite the meal already in the slot. */
  overwrite: flag.optional(),
  items: z
    .array(mealItemInputSchema, { message: PLAN_MESSAGES.noItems })
    .min(1, PLAN_MESSAGES.noItems)
    .max(60, 'A meal can have at most 60 items'),
});
export type CreateDayInput = z.input<typeof createDaySchema>;
export type SavedMeal = { meal_id: number; total_meal_count: number; meal: WorkspaceMeal };

/** Why a swap is refused (field messages; a hidden plan or meal answers 404 first). */
export const SWAP_MESSAGES = {
  itemGone: 'This item is no longer in the meal. Please reload the plan.',
  food: 'Please choose a food',
  sameFood: 'This food is already the item. Please choose another to swap in.',
  inMeal: (name: string) => `${name} is already in this meal. Please choose another food.`,
} as const;

/**
 * POST /api/v1/diet/planday/swap-item → data: SavedMeal. Replaces one item of a meal by another
 * food at the same position (decision 213): the new food's first household measure × 1, or the
 * same grams when it has none; alternatives of the item follow it. Through the meal gate.
 */
export const swapItemSchema = z.object({
  diet_plan_id: id('Please choose a Nutrition Plan'),
  meal_id: id('Please choose a meal'),
  /** The meal item's id (WorkspaceItem.id). */
  item_id: id(SWAP_MESSAGES.itemGone),
  /** The food (or dish) to put in its place. */
  food_item_id: id(SWAP_MESSAGES.food),
  /** Why a food the client must not have is kept (as in the meal editor): audited. */
  override_reason: optionalText(300),
});
export type SwapItemInput = z.input<typeof swapItemSchema>;

/** Why a swap across the week is refused (field messages). */
export const SWAP_WEEK_MESSAGES = {
  from: 'Please choose the food to swap out',
  to: 'Please choose a food to swap in',
  sameFood: 'Please choose another food to swap in: this is the food being swapped out.',
  notInPlan: 'This food is not in any meal of the plan.',
  allHaveIt: (name: string) => `Every meal with this food already has ${name}. Nothing was swapped.`,
  swapped: (from: string, to: string, meals: number, days: number[]) =>
    `Swapped ${from} for ${to} in ${meals} ${meals === 1 ? 'meal' : 'meals'} on ${days.length === 1 ? `Day ${days[0]}` : `Days ${days.join(', ')}`}`,
} as const;

/**
 * POST /api/v1/diet/plan/swap-across-week → data: SwapAcrossWeekResult (decision 308). Every item
 * of the plan holding `fromFoodId` (main or alternative) becomes `toFoodId`, on every day, in one
 * write through the plan gate: the household measure and its count where the new food has a measure
 * of that name, else the item's grams. A meal that already holds the new food is left as it is.
 */
export const swapAcrossWeekSchema = z.object({
  planId: id('Please choose a Nutrition Plan'),
  fromFoodId: id(SWAP_WEEK_MESSAGES.from),
  toFoodId: id(SWAP_WEEK_MESSAGES.to),
});
export type SwapAcrossWeekInput = z.input<typeof swapAcrossWeekSchema>;
export type SwapAcrossWeekResult = {
  /** Items swapped, in how many meals, on which days. */
  swapped: number;
  meals: number;
  days: number[];
  /** Meals left as they were: they already hold the new food. */
  skipped: { day: number; meal: string }[];
  workspace: Workspace;
};

/** POST /api/v1/diet/plandaymeal/delete → data: { meal_id, total_meal_count } */
export const deleteMealSchema = z.object({
  mealId: z.preprocess(
    (v: unknown) => numberInput(blankToUndefined(v)),
    z
      .number({ message: PLAN_MESSAGES.mealIdMissing })
      .int(PLAN_MESSAGES.mealIdMissing)
      .positive(PLAN_MESSAGES.mealIdMissing)
      .max(MAX_INT4, PLAN_MESSAGES.mealIdMissing),
  ),
});
export type DeletedMeal = { meal_id: number; total_meal_count: number };

/** GET /api/v1/diet/planday/meal-timing-list?package_id= (or diet_plan_id=) → data: MealTiming[] */
export const mealTimingQuerySchema = z
  .object({ package_id: optionalId(), diet_plan_id: optionalId() })
  .refine((v) => v.package_id || v.diet_plan_id, {
    path: ['package_id'],
    message: 'Please choose a package',
  });
export type MealTiming = {
  meal_type: string;
  /** 'HH:mm', or null when the type has no standard time. */
  default_time: string | null;
  mandatory: boolean;
};

// ---------------------------------------------------------------- supplements, recipes, labels

/** GET /api/v1/diet/supplement/supplements-data → data: SupplementCatalogueRow[] */
export type SupplementCatalogueRow = { id: number; name: string; link: string | null; dosage: string | null };
/** GET /api/v1/diet/planrecipe/recipes-data → data: RecipeCatalogueRow[] */
export type RecipeCatalogueRow = {
  id: number;
  name: string;
  link: string | null;
  meal: string | null;
  dish_type: string | null;
};

/** GET /api/v1/diet/supplement/diet-plan-supplement?diet_plan_id= → data: PlanSupplement[] */
export const planSupplementQuerySchema = z.object({ diet_plan_id: id('Please choose a Nutrition Plan') });

/** POST /api/v1/diet/supplement/create → data: PlanSupplement */
export const createSupplementSchema = z.object({
  planId: id('Please choose a Nutrition Plan'),
  packageId: optionalId(),
  name: z.preprocess(
    trimmed,
    z
      .string({ message: PLAN_MESSAGES.supplementName })
      .min(1, PLAN_MESSAGES.supplementName)
      .max(200, PLAN_MESSAGES.supplementName),
  ),
  link: optionalLink,
  dosage: optionalText(500),
});

/** POST /api/v1/diet/supplement/delete → data: { id } */
export const deleteSupplementSchema = z.object({ id: id('Please choose a supplement') });

/** POST /api/v1/diet/planlabel/create → data: { labels } (replaces the plan's labels) */
export const createLabelsSchema = z.object({
  planId: id('Please choose a Nutrition Plan'),
  packageId: optionalId(),
  labels: z.array(z.string().trim().min(1).max(100)).max(30, 'Please choose at most 30 labels'),
});

/** POST /api/v1/diet/planrecipe/create → data: { recipes } (replaces the plan's recipes) */
export const createRecipesSchema = z.object({
  planId: id('Please choose a Nutrition Plan'),
  packageId: optionalId(),
  recipes: z
    .array(
      z.object({
        name: z.preprocess(
          trimmed,
          z.string({ message: 'Please choose a recipe' }).min(1, 'Please choose a recipe').max(200),
        ),
        link: optionalLink,
        meal: optionalText(100),
        dish_type: optionalText(100),
      }),
    )
    .max(100, 'Please choose at most 100 recipes'),
});

// ---------------------------------------------------------------- food search

/** GET /api/v1/food/item/search → data: FoodSearchItem[] (at most FOOD_SEARCH_LIMIT, best first) */
export const FOOD_SEARCH_LIMIT = 50;
export const foodSearchQuerySchema = z.object({
  q: z.preprocess((v) => trimmed(v) ?? '', text(100)),
  package_id: optionalId(),
  /** Takes the plan's own food preference for is_conflict when given. */
  diet_plan_id: optionalId(),
  hypothetical_time: optionalText(100),
  /** Foods only, no dishes (a dish's ingredients). */
  foods_only: flag.optional(),
});
export type FoodSearchItem = FoodValues & {
  id: number;
  name: string;
  /** IFCT's local names in every language, as the table gives them. */
  local_name: string | null;
  /** The name a client reads ("Orange" for "Orange, pulp"; decision 208); null = `name` itself. */
  plain_name?: string | null;
  /** IFCT 2017's own Hindi name, in Latin letters as IFCT prints it ("Santra"); null = none. */
  name_hi?: string | null;
  /** The few local names to show under the name (Hindi, English, and the one the search matched). */
  common_names: string | null;
  food_group: string | null;
  is_conflict: boolean;
  /** Allergen and diet tags (null = derived from group and name). */
  tags?: string[] | null;
  /** Why the client must not have it ("contains groundnut: peanut allergy"); empty when fine. */
  restriction?: string[];
  /** A dish (issue 27): offered in its household measures. */
  is_dish?: boolean;
  /** A dish's household measures ("1 phulka" = 32 g); null for a food. */
  measures?: HouseholdMeasure[] | null;
};
