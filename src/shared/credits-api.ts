import { z } from 'zod';

/**
 * POST /api/v1/settings/credits-limit: an admin turns "Limit plans by credits" on or off
 * (decision 191). A strict boolean: a form that forgot the field must not switch the limit off.
 */
export const creditsLimitSchema = z.object({
  limit_by_credits: z.boolean({ error: 'Please choose whether plans are limited by credits' }),
});
export type CreditsLimitInput = z.infer<typeof creditsLimitSchema>;

/** Answer of the switch and of GET /api/v1/settings/credits-limit. */
export type CreditsLimitState = { limit_by_credits: boolean };

/** Answer of POST /api/v1/credits/request-plans: how many admins were mailed. */
export type PlansRequested = { admins: number };
