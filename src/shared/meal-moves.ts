/**
 * Moving a meal to another day or time, and repeating it on the next day or on every day
 * (issue 16). Both go through the meal-save path on the server; an occupied target is only
 * overwritten when the request says the nutritionist answered the SPEC §5 question with OK.
 */
import { z } from 'zod';
import { flag, id, int } from './fields';
import { MAX_PLAN_DAYS, QUARTER_HOUR } from './plans';

const quarterHour = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: 'Please choose a time' })
    .regex(QUARTER_HOUR, 'Please choose a time on the quarter hour (HH:mm)'),
);

/** POST /api/v1/diet/planday/move-meal → data: Workspace (the whole plan after the move) */
export const moveMealSchema = z.object({
  diet_plan_id: id('Please choose a Nutrition Plan'),
  meal_id: id('Meal Id missing, please try again'),
  day: int('Please choose a day', 1, MAX_PLAN_DAYS),
  time: quarterHour,
  /** True once the nutritionist has agreed to overwrite the meal already in the target slot. */
  overwrite: flag.optional(),
});

export const COPY_TARGETS = ['next_day', 'all_days'] as const;
export type CopyTarget = (typeof COPY_TARGETS)[number];

/** POST /api/v1/diet/planday/copy-meal → data: Workspace */
export const copyMealSchema = z.object({
  diet_plan_id: id('Please choose a Nutrition Plan'),
  meal_id: id('Meal Id missing, please try again'),
  target: z.enum(COPY_TARGETS, { message: 'Please choose where to copy the meal' }),
  overwrite: flag.optional(),
});

export type MoveMealInput = z.input<typeof moveMealSchema>;
export type CopyMealInput = z.input<typeof copyMealSchema>;

/**
 * Answer of a refused move/copy because a target slot holds a meal and overwrite was not set
 * (HTTP 409): data.occupied_days names the days whose meal would be replaced.
 */
export type OccupiedAnswer = { occupied_days: number[] };

export const MEAL_MOVE_MESSAGES = {
  moved: 'Meal moved successfully!',
  copied: 'Meal copied successfully!',
  noNextDay: 'This is the last day of the Nutrition Plan. Please add a day to copy the meal into.',
  noOtherDays: 'The Nutrition Plan has no other day to copy the meal into.',
  sameSlot: 'The meal is already at this day and time.',
  unknownDay: 'Please choose a day of this Nutrition Plan.',
} as const;
