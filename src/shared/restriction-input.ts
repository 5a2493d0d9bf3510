import { z } from 'zod';
import { id } from './fields';
import { DIETS, FOOD_TAGS } from './restrictions';

/** The restriction requests' schemas, apart from `restrictions.ts` so the planner loads no Zod (decision 284). */

const word = z.string().trim().min(1, 'Please write a food').max(60, 'Please keep this under 60 characters');

/** POST /api/v1/client/restrictions/save: the client's whole list. */
export const restrictionsInputSchema = z.object({
  client_id: id('Please choose a client'),
  allergies: z
    .array(z.enum(FOOD_TAGS, { message: 'Please choose an allergen from the list' }))
    .max(30)
    .default([]),
  intolerances: z
    .array(
      z.object({
        tag: z.enum(FOOD_TAGS, { message: 'Please choose an intolerance from the list' }),
        except: z.array(word).max(20).default([]),
      }),
    )
    .max(20)
    .default([]),
  dislikes: z.array(word).max(50).default([]),
  diets: z
    .array(z.enum(DIETS, { message: 'Please choose a diet from the list' }))
    .max(5)
    .default([]),
  fasting: z
    .array(
      z.object({
        weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Please choose a weekday').max(7),
        allowed: z.array(word).max(30).default([]),
      }),
    )
    .max(7)
    .default([]),
  other: z.string().trim().max(500, 'Please keep this under 500 characters').default(''),
  rejected: z.array(z.string().max(80)).max(60).default([]),
});
export type RestrictionsInput = z.input<typeof restrictionsInputSchema>;

/** POST /api/v1/client/restrictions/decide: one proposed rule confirmed or turned down. */
export const decideRuleSchema = z.object({
  client_id: id('Please choose a client'),
  key: z.string().trim().min(1, 'Please choose a rule').max(80, 'Please choose a rule'),
  decision: z.enum(['confirm', 'turn_down'], { message: 'Please confirm or turn down the rule' }),
});
export type DecideRuleInput = z.input<typeof decideRuleSchema>;
