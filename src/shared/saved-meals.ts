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
  deleted: 'Saved meal deleted',
  inserted: (name: string) => `“${name}” added to the plan`,
  notYours: 'Only the nutritionist who saved this meal may rename or delete it',
} as const;

export const MAX_SAVED_MEAL_ITEMS = 20;

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
  /** The viewer made it: may rename and delete it. */
  mine: boolean;
  owner: string;
  items: SavedMealItemRow[];
};
