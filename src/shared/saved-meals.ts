import { z } from 'zod';
import { blank, flag, id, int, optionalId, requiredText, trimmed } from './fields';
import { CUSTOM_TIMING, MAX_PLAN_DAYS, QUARTER_HOUR } from './plan-options';
import { mealItemInputSchema } from './plans';

/**
 * Saved meals and combos (issue 54 point 3, decision 302): a nutritionist's named set of foods
 * with their measures (a thali of 3–5 dishes), private or shared with the practice, inserted into
 * a plan's cell in one click through the plan gate.
 */

export const SAVED_MEAL_MESSAGES = {
  name: 'Please name the saved meal',
  noItems: 'Please add at least one food to the saved meal',
  tooManyItems: 'A saved meal can have at most 20 foods',
  notFound: 'Saved meal not found.',
  created: (name: string) => `Saved meal “${name}” created`,
  renamed: 'Saved meal renamed',
  updated: (name: string) => `Saved meal “${name}” saved`,
  deleted: (name: string) => `Saved meal “${name}” deleted`,
  inserted: (name: string) => `“${name}” added to the plan`,
  appended: (name: string, meal: string, day: number) => `“${name}” added to ${meal} on Day ${day}`,
  replaced: (name: string, meal: string, day: number) =>
    `${meal} on Day ${day} now has the foods of “${name}”`,
  /** Insert into a meal that has foods, with no mode (409, decision 308). */
  mealFilled: (meal: string, day: number, foods: string[]) =>
    `${meal} on Day ${day} already has ${foods.join('; ')}. Add the saved meal's foods to it, or replace its foods?`,
  mealTooLong:
    'The meal would have more than 60 items. Please replace its foods instead, or remove some first.',
  notYours: 'Only the nutritionist who saved this meal may rename or delete it',
} as const;

export const MAX_SAVED_MEAL_ITEMS = 20;

export const INSERT_MODES = ['append', 'replace'] as const;
export type InsertMode = (typeof INSERT_MODES)[number];

/** The 409 of an insert into a filled meal: the meal and its foods, as the question names them. */
export type FilledMeal = { meal_id: number; day: number; meal: string; foods: string[] };

const savedItemSchema = mealItemInputSchema.pick({
  id: true,
  qty: true,
  measure_label: true,
  measure_count: true,
});

/** POST /api/v1/diet/saved-meal/create → data: SavedMealRow */
export const savedMealCreateSchema = z.object({
  name: requiredText(SAVED_MEAL_MESSAGES.name, 100),
  items: z
    .array(savedItemSchema, { message: SAVED_MEAL_MESSAGES.noItems })
    .min(1, SAVED_MEAL_MESSAGES.noItems)
    .max(MAX_SAVED_MEAL_ITEMS, SAVED_MEAL_MESSAGES.tooManyItems),
  /** Shared with every nutritionist of the practice; private to its maker otherwise. */
  shared: flag.optional(),
});
export type SavedMealCreateInput = z.input<typeof savedMealCreateSchema>;

/** POST /api/v1/diet/saved-meal/rename */
export const savedMealRenameSchema = z.object({
  id: id('Please choose a saved meal'),
  name: requiredText(SAVED_MEAL_MESSAGES.name, 100),
});

/**
 * POST /api/v1/diet/saved-meal/update → data: SavedMealRow (decision 308). Its name, and whether
 * it is shared (left out: as it was). The maker's own; an admin's too for a shared one.
 */
export const savedMealUpdateSchema = z.object({
  id: id('Please choose a saved meal'),
  name: requiredText(SAVED_MEAL_MESSAGES.name, 100),
  shared: flag.optional(),
});
export type SavedMealUpdateInput = z.input<typeof savedMealUpdateSchema>;

/** POST /api/v1/diet/saved-meal/delete */
export const savedMealDeleteSchema = z.object({ id: id('Please choose a saved meal') });

/**
 * POST /api/v1/diet/saved-meal/insert → data: the plan's workspace. The saved meal's items become
 * a new meal at `day` and `time`; a slot holding another meal answers 409 unless `overwrite`.
 */
export const savedMealInsertSchema = z.object({
  plan_id: id('Please choose a Nutrition Plan'),
  package_id: optionalId('Please choose a package'),
  saved_meal_id: id('Please choose a saved meal'),
  day: int('Please choose a day', 1, MAX_PLAN_DAYS),
  time: z.preprocess(
    trimmed,
    z
      .string({ message: 'Please choose a time' })
      .regex(QUARTER_HOUR, 'Please choose a time on the quarter hour (HH:mm)'),
  ),
  hypothetical_time: z.preprocess((v) => blank(v) ?? CUSTOM_TIMING, z.string().max(100)),
  /**
   * Into a meal that already has foods (decision 308): 'append' adds the saved meal's foods after
   * them, 'replace' puts them in their place (the meal keeps its timing and note). Left out, such a
   * meal answers 409 naming its foods (`data.filled_meal`).
   */
  mode: z.enum(INSERT_MODES, { message: 'Please choose to add to the meal or replace its foods' }).optional(),
  /** The older answer to the overwrite question: the same as mode 'replace'. */
  overwrite: flag.optional(),
});
export type SavedMealInsertInput = z.input<typeof savedMealInsertSchema>;

/** One food of a saved meal as the list answers it. */
export type SavedMealItemRow = {
  id: number;
  name: string;
  qty: number;
  measure_label: string | null;
  measure_count: number | null;
};

/** GET /api/v1/diet/saved-meal/list → data.saved_meals[] (the viewer's own first, then shared ones). */
export type SavedMealRow = {
  id: number;
  name: string;
  shared: boolean;
  /** The viewer made it. */
  mine: boolean;
  /** The viewer may rename, share and delete it: their own, or a shared one for an admin (decision 308). */
  manageable: boolean;
  owner: string;
  items: SavedMealItemRow[];
};
