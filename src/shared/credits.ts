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

/**
 * "Limit plans by credits" (decision 191): a practice-wide switch an admin sets in Settings → Plan
 * credits. What the screens say about it lives here (Zod-free: the top bar is in the first paint).
 */
export const CREDITS_LIMIT = {
  label: 'Limit plans by credits',
  description:
    'On: each new or copied plan uses one credit of the package’s nutritionist, and a nutritionist with none left cannot create plans until an admin gives more. Off: plans are never limited.',
  savedOn: 'Plans are now limited by credits',
  savedOff: 'Plans are no longer limited by credits',
  /** Beside the out-of-credits message, for an admin: where credits are given. */
  giveCredits: 'Give this package’s nutritionist more plan credits',
  /** Beside the out-of-credits message, for a nutritionist: whom to ask. */
  askAdmin:
    'Ask your practice’s admin for more plan credits, or send them a request with “Request for plans” at the top.',
  requestButton: 'Request for plans',
  requestSent: (admins: number) =>
    `Your request for more plans was sent to ${admins === 1 ? 'the admin' : `${admins} admins`}.`,
  requestRecent: 'You asked for more plans less than an hour ago; the admins have your request.',
  noAdmins: 'There is no admin with an e-mail address to ask.',
  notLimited: 'Plans are not limited by credits in this practice: there is nothing to ask for.',
} as const;
