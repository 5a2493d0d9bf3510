/**
 * The one rule for "how many plans can this nutritionist still create" (decision 134): the
 * top bar's 'Remaining Plans', the Today page's 'Credits left', the admin's "low on credits"
 * count and the question before a plan is created all read this number. Zod-free (the top bar
 * is in the first paint).
 */

/** What a nutritionist's record says about their credits. */
export type CreditState = { credits: number; plansUsed: number; expiry: string | null };

/**
 * Plans still allowed: credits not yet spent on plans (never below 0: an admin may lower the
 * credits under the plans already made), and none once the expiry date has passed (the server
 * refuses to spend an expired credit).
 */
export function remainingPlans({ credits, plansUsed, expiry }: CreditState, today: string): number {
  if (expiry && expiry < today) return 0;
  return Math.max(0, credits - plansUsed);
}

/**
 * The question before a plan is created (issue 25, verbatim for the nutritionist; an admin
 * spends the package's nutritionist's credit, so is told whose).
 */
export const spendQuestion = (remaining: number, own: boolean) =>
  `This uses 1 of ${own ? 'your' : "the nutritionist's"} ${remaining} remaining plans`;
