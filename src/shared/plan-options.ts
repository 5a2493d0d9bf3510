import { boundOf } from './nutrition-rules/index';
/**
 * The planner's fixed values, messages and day names, without Zod: the planner and the plan pages
 * load these on first paint, not the plan schemas (decision 085). `plans.ts` re-exports them.
 */
import { PLAN_LIST_MESSAGES } from './plan-list';

export const PLAN_PAGE_SIZE = 20;
export const DAY_FORMATS = ['day_numbers', 'week_day', 'custom'] as const;
export type DayFormat = (typeof DAY_FORMATS)[number];
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** A new plan starts with one week of empty day columns. */
export const NEW_PLAN_DAYS = 7;
export const MAX_PLAN_DAYS = 90;
export const CUSTOM_TIMING = 'Custom';

export {
  ageGroupLabel,
  PLAN_AGE_GROUPS,
  PLAN_LIST_MESSAGES,
  PLAN_SORT_COLUMNS,
  type PlanSortColumn,
} from './plan-list';

/** SPEC §9: hours 04…23 then 00…03; minutes on the quarter hour. */
export const MEAL_HOURS = [...Array.from({ length: 20 }, (_, i) => i + 4), 0, 1, 2, 3].map((h) =>
  String(h).padStart(2, '0'),
);
export const MEAL_MINUTES = ['00', '15', '30', '45'] as const;
/** 'HH:mm' on the quarter hour. */
export const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;

const KEEP_OR_CHANGE = 'Open the meal to keep a food with a reason, or change it first.';

export const PLAN_MESSAGES = {
  outOfCreditsCreate: 'You are out of Credits. Please refill your Credits to create new Nutrition Plans.',
  outOfCreditsCopy: 'You are out of Plans. Please refill your Credits to create new Nutrition Plans.',
  /** Credits left but past their expiry date (DD-MMM-YYYY filled in). */
  creditsExpired: (date: string) =>
    `Your Credits expired on ${date}. Please renew your Credits to create new Nutrition Plans.`,
  selectTimings: 'Please Select Timings',
  emptySource: 'Selected Nutrition Plan is empty. Please choose another Nutrition Plan to copy.',
  dayDescription: 'Please enter a Day Description to save.',
  noItems: 'No Items in Meal. Please Add a Meal to Continue.',
  mealIdMissing: 'Meal Id missing, please try again',
  supplementName: 'Please select a supplement name to add supplements.',
  overwrite:
    'A meal is already created with same day and time. If you press OK, the previous meal will be overwritten by this. Would you like to proceed?',
  confirmDeleteDay: 'Are you sure, you want to delete this Day from the Nutrition Plan?',
  confirmDeletePlan: 'Are you Sure you want to delete this Nutrition Plan?',
  emptyPrint: 'You have selected an empty Nutrition Plan to print..',
  noPlans: PLAN_LIST_MESSAGES.noPlans,
  noResults: PLAN_LIST_MESSAGES.noResults,
  noMealTimings: 'No Meal time list for this package.',
  // Success messages (SPEC §8).
  dayAdded: 'Diet Plan Day added successfully!',
  supplementsAdded: 'Nutrition Supplements added successfully!',
  supplementDeleted: 'Nutrition Supplement row deleted successfully!',
  planEdited: 'Nutrition Plan Details edited successfully!',
  labelsAdded: 'Nutrition Plan Labels added successfully!',
  recipesAdded: 'Nutrition Plan Recipes added successfully!',
  // Not in SPEC: our own wording.
  planCreated: 'Nutrition Plan created successfully!',
  planCopied: 'Nutrition Plan copied successfully!',
  planMerged: 'Nutrition Plan merged successfully!',
  planDeleted: 'Nutrition Plan deleted successfully!',
  mealDeleted: 'Meal deleted successfully!',
  dayCopied: 'Day copied successfully!',
  dayDeleted: 'Day deleted successfully!',
  dayDescriptionSaved: 'Day Description saved successfully!',
  /** The planner's toast after the meal editor's save (create-day still answers SPEC's dayAdded). */
  mealSaved: 'Meal saved',
  /** After a dish is swapped in place (swap-item). */
  itemSwapped: (from: string, to: string) => `Swapped ${from} for ${to}`,
  targetDayNotEmpty: 'The selected day already has meals. Please choose an empty day to copy into.',
  sourceDayEmpty: 'The day to copy from has no meals.',
  sameDay: 'Please choose a different day to copy into.',
  /** Copy a day into days that hold meals (issue 54 point 3): asked once, naming them (409). */
  targetDaysNotEmpty: (days: number[]) =>
    `${days.map((d) => `Day ${d}`).join(', ')} already ${days.length === 1 ? 'has' : 'have'} meals. Copy over ${days.length === 1 ? 'it' : 'them'}? Their meals will be replaced.`,
  noTargetDays: 'Please choose the days to copy into.',
  daysCopied: (n: number) => (n === 1 ? 'Day copied successfully!' : `Day copied to ${n} days`),
  tooManyDays: `A Nutrition Plan can have at most ${MAX_PLAN_DAYS} days.`,
  /**
   * A change that moves meals to other weekdays without choosing them (decision 289) and would
   * put a food on a day the client may not have it; `broken` as shared/serving.ts `refusalText`.
   */
  dayNotDeleted: (day: number, broken: readonly string[]) =>
    `Day ${day} was not deleted: the later days would move up one, putting ${broken.join(' · ')}. ${KEEP_OR_CHANGE}`,
  datesNotChanged: (what: 'start date' | 'day format', broken: readonly string[]) =>
    `The ${what} was not changed: the days would fall on other weekdays, putting ${broken.join(' · ')}. ${KEEP_OR_CHANGE}`,
} as const;

/** The column header of a day: 'Day 3', 'Wednesday', or the custom name (its description). */
export function dayName(format: string, day: number, description?: string | null): string {
  if (format === 'week_day') return WEEK_DAYS[(day - 1) % 7];
  if (format === 'custom' && description?.trim()) return description.trim();
  return `Day ${day}`;
}

/**
 * A day's sodium ceiling the grid marks: ICMR-NIN Dietary Guidelines for Indians 2024 — salt under
 * 5 g a day, about 2,000 mg of sodium (WHO 2012, 2 g). The generator holds each day under it
 * (server/plan-generate/limits.ts). The figure is the table's row sodium-day (issue 52 point 2).
 */
export const SODIUM_DAY_MAX_MG = boundOf('sodium-day', 'max');
