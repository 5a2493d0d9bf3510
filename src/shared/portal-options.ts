/**
 * The plan link's fixed values, messages and small rules without Zod (decision 085): the phone
 * page and the nutritionist's panels import values from here; `portal.ts` re-exports them with
 * the request schemas.
 */

// ---------------------------------------------------------------- fixed values and messages

export const TICK_STATUSES = ['eaten', 'partly', 'skipped', 'swapped'] as const;
export type TickStatus = (typeof TICK_STATUSES)[number];

/** How many days back a meal may be ticked: today and the two days before (practiceToday()). */
export const TICK_DAYS_BACK = 2;
/** A link stops working this many days after its package's end date. */
export const LINK_GRACE_DAYS = 30;
/** Adherence looks back this many days, today included. */
export const ADHERENCE_DAYS = 14;
/** The dashboard's "silent" clients: an active link and no report for this many days or more. */
export const SILENT_DAYS = 3;

export const PORTAL_MESSAGES = {
  notFound: 'This plan link is not valid. Please ask your nutritionist for a new one.',
  revoked: 'This plan link has been replaced. Please ask your nutritionist for the new link.',
  ended: 'This plan link has ended because your programme is over. Please contact your nutritionist.',
  mealNotFound: 'This meal is not in your plan any more.',
  tickDate: 'You can mark meals for today and the two days before only.',
  weightDate: 'You can log your weight for today and the two days before only.',
  swappedNote: 'Please say what you ate instead.',
  noteLength: 'Please keep the note under 200 characters.',
  requestId: 'This request has no valid id. Please reload the page and try again.',
  tickSaved: 'Saved',
  weightSaved: 'Weight saved',
  linkCreated: 'The plan link is ready.',
  linkRenewed: 'A new plan link is ready. The old link no longer works.',
  noPlan: 'There is no Nutrition Plan in this package yet.',
} as const;

/** Share of planned meals eaten: a partly eaten meal counts half (decision 173). */
export function adherenceShare(planned: number, eaten: number, partly: number): number | null {
  if (planned <= 0) return null;
  return Math.round(Math.min(1, (eaten + partly / 2) / planned) * 100) / 100;
}

/** 'https://wa.me/919812345678?text=…' (or wa.me/?text= without a phone). */
export function whatsappUrl(phone: string | null, message: string): string {
  return `https://wa.me/${phone ?? ''}?text=${encodeURIComponent(message)}`;
}

/** A stored phone (10-digit Indian mobile, or +E.164) in wa.me form: digits with country code. */
export function whatsappPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  return phone.trim().startsWith('+') && digits.length >= 8 ? digits : null;
}
