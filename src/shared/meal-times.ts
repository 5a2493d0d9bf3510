import { z } from 'zod';
import { QUARTER_HOUR } from './plan-options';

/**
 * The practice's meal times (issue 54 point 5, decision 302): the time each meal type starts at in
 * new plans and in a generated week. Defaults are those Indian households keep (the questionnaire's
 * recall uses the same, decision 193), not SPEC §4's 04:00 wake-up; a client's own recall times
 * still win when the questionnaire gave them.
 */
export const PRACTICE_MEAL_TIME_DEFAULTS: Record<string, string> = {
  'On Waking Up': '06:30',
  Breakfast: '08:00',
  'Mid-Morning': '11:00',
  'Morning Snack': '11:00',
  Lunch: '13:00',
  'Evening Snack': '17:00',
  Dinner: '20:00',
  Bedtime: '22:00',
};

/** The meal types the setting lists, in the order of a day. */
export const PRACTICE_MEAL_TYPES = Object.keys(PRACTICE_MEAL_TIME_DEFAULTS);

export const MEAL_TIME_MESSAGES = {
  unknownType: 'Please choose a meal type from the list',
  time: 'Please choose a time on the quarter hour (HH:mm)',
  saved: 'Meal times saved',
} as const;

/** POST /api/v1/settings/meal-times */
export const mealTimesSchema = z.object({
  meal_times: z
    .array(
      z.object({
        meal_type: z
          .string({ message: MEAL_TIME_MESSAGES.unknownType })
          .refine((t) => PRACTICE_MEAL_TYPES.includes(t), MEAL_TIME_MESSAGES.unknownType),
        time: z
          .string({ message: MEAL_TIME_MESSAGES.time })
          .trim()
          .regex(QUARTER_HOUR, MEAL_TIME_MESSAGES.time),
      }),
      { message: MEAL_TIME_MESSAGES.unknownType },
    )
    .min(1, MEAL_TIME_MESSAGES.unknownType)
    .max(PRACTICE_MEAL_TYPES.length * 2),
});
export type MealTimesInput = z.input<typeof mealTimesSchema>;

/** GET /api/v1/settings/meal-times → data.meal_times[] */
export type MealTimeRow = { meal_type: string; time: string; default_time: string };
