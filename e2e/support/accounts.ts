/**
 * Accounts in every e2e server's data folder (made once by e2e/global-setup.ts).
 * Admin totals: credits 12, plans 2 → 'Remaining Plans : 10', nearest expiry 31-Mar-2031.
 */
export const ADMIN = {
  email: 'admin@nutridesk.example.in',
  password: 'Admin@Pune2024',
  type: 'ADMIN',
} as const;

/** An ACTIVE nutritionist with credits left and an expiry date. */
export const NUTRITIONIST = {
  email: 'ananya.iyer@example.in',
  password: 'Ananya@Chennai1',
  firstName: 'Ananya',
  lastName: 'Iyer',
  credits: 12,
  plansUsed: 2,
  expiry: '2031-03-31',
  expiryShown: '31-Mar-2031',
} as const;

/** An ACTIVE nutritionist with no credits and no expiry: the top bar says 'Request for plans'. */
export const NUTRITIONIST_NO_CREDITS = {
  email: 'rohan.deshpande@example.in',
  password: 'Rohan@Nagpur22',
  firstName: 'Rohan',
  lastName: 'Deshpande',
  credits: 0,
  plansUsed: 0,
  expiry: null,
} as const;

export type Account = { email: string; password: string };
