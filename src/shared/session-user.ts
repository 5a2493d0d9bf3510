/**
 * The signed-in user as the session check answers it, and their role. Zod-free: the top bar and
 * the pages import it on first paint, and shared/auth.ts (the sign-in forms' schemas) brought Zod
 * and the building of its schemas into every signed-in page (decision 268). auth.ts re-exports it.
 */

export const DIETICIAN = 'DIETICIAN';

/** data.user of GET /api/v1/auth/session-user. */
export type SessionUser = {
  id: number;
  type: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Plans allowed (nutritionist) or the practice's total (admin). */
  credits: number;
  /** Plans created, deleted ones included. */
  plans: number;
  /** YYYY-MM-DD or null. */
  expiry: string | null;
  /** Plans that can still be created: `remainingPlans` of shared/credits.ts (summed for an admin). */
  remaining_plans: number;
  nutritionist_id: number | null;
  /**
   * The practice's "Limit plans by credits" (Settings → Plan credits, decision 191). Off: plans
   * are never refused for credits and the top bar shows no credit badge.
   */
  credits_limited: boolean;
};

export const isNutritionist = (user: Pick<SessionUser, 'type'>) => user.type === DIETICIAN;
