import { z } from 'zod';
import {
  CARB_BANDS,
  CKD_STAGES,
  type ClientCondition,
  CONDITION_DETAILS,
  CONDITION_KINDS,
  LACTATION_PERIODS,
  TEXTURE_LEVELS,
  TRIMESTERS,
} from './conditions';
import { id } from './fields';

/** The condition requests' schemas, apart from `conditions.ts` so the planner loads no Zod (decision 284). */

const conditionFields = {
  kind: z.enum(CONDITION_KINDS, { message: 'Please choose a condition' }),
  trimester: z.enum(TRIMESTERS, { message: 'Please choose the trimester (1, 2 or 3)' }).optional(),
  ckd_stage: z.enum(CKD_STAGES, { message: 'Please choose stage 3–5 or on dialysis' }).optional(),
  lactation_months: z.enum(LACTATION_PERIODS, { message: 'Please choose 0–6 or 6–12 months' }).optional(),
  carb_band: z.enum(CARB_BANDS, { message: 'Please choose RSSDI or ICMR' }).optional(),
  sodium_max_mg: z
    .union([z.literal(1500), z.literal(2000)], { message: 'Please choose 1500 or 2000 mg' })
    .optional(),
  texture: z.enum(TEXTURE_LEVELS, { message: 'Please choose soft or minced' }).optional(),
};

/** A condition as sent: its needed detail is asked for (defaults filled where the rule has one). */
export const conditionSchema = z.object(conditionFields).transform((c, ctx) => {
  const need = CONDITION_DETAILS[c.kind];
  const out: ClientCondition = { kind: c.kind };
  if (!need) return out;
  const value = c[need.field] ?? need.default;
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', path: [need.field], message: need.message });
    return z.NEVER;
  }
  return { ...out, [need.field]: value } as ClientCondition;
});

export const saveConditionsSchema = z.object({
  client_id: id('Please choose a client'),
  conditions: z
    .array(conditionSchema)
    .max(CONDITION_KINDS.length)
    .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, {
      message: 'Each condition can be listed once',
    }),
});

export const decideConditionSchema = z
  .object({
    client_id: id('Please choose a client'),
    decision: z.enum(['confirm', 'turn_down'], { message: 'Please confirm or turn down the condition' }),
    ...conditionFields,
  })
  .superRefine((c, ctx) => {
    if (c.decision !== 'confirm') return;
    const need = CONDITION_DETAILS[c.kind];
    if (need && need.default === undefined && c[need.field] === undefined)
      ctx.addIssue({ code: 'custom', path: [need.field], message: need.message });
  });
