/**
 * The package list's options and messages, without Zod: the list page and its filters load these,
 * not the package schemas (decision 085). `packages.ts` re-exports them.
 */
/** SPEC §3 fixed options. */
export const CLIENT_TYPES = [
  'Corporate',
  'Clinic',
  'Club',
  'Defense',
  'Hospital',
  'Institute',
  'Sports Academy',
  'Team',
] as const;
export const PAYMENT_MODES = ['Cash', 'Card', 'NEFT', 'Cheque', 'Wallet', 'UPI'] as const;

/** The status a package is saved with to mail the Assessment Form (SPEC §4). */
export const SEND_SURVEY = 'Send Survey';
/** What 'Send Survey' is stored as once the form has been mailed. */
export const SURVEY_PENDING = 'Survey Response Pending';
export const SEND_SURVEY_NOTE = 'This will send an Assessment Form emailer to the client';

/** Rows per page of the package list (docs/decisions/004-package-list.md). */
export const PACKAGE_PAGE_SIZE = 20;

export const PACKAGE_SORT_COLUMNS = [
  'status',
  'client',
  'nutritionist',
  'sub_category',
  'duration',
  'organisation_name',
  'start_date',
  'end_date',
] as const;
export type PackageSortColumn = (typeof PACKAGE_SORT_COLUMNS)[number];

export const PACKAGE_MESSAGES = {
  added: 'Package added successfully!',
  edited: 'Package edited successfully!',
  empty:
    'There are no existing packages. Add your first package!! To add a new Package make sure you have added at least one Client and a Nutritionist.',
  noClientPackages: 'No packages for the client!',
  noEmail: 'This client has no email address. Add one to the client profile to send the Assessment Form.',
} as const;

/**
 * The end date a duration gives ('3 Months' from 2026-01-15 → 2026-04-14): the last day inside
 * the period, so a 1-month package from the 1st ends on the month's last day (decision 135). A
 * month from the 31st is clamped to the next month's length first, as dayjs does (31-Jan + 1
 * month = 28-Feb, so it ends 27-Feb). Null for a duration it cannot read or without a start.
 */
export function endDateForDuration(start: string, duration: string): string | null {
  const found = /^(\d{1,3})\s*(day|week|month|year)s?$/i.exec(duration.trim());
  const [y, m, d] = start.split('-').map(Number);
  if (!found || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  const n = Number(found[1]);
  const unit = found[2].toLowerCase();
  let end: Date;
  if (unit === 'day' || unit === 'week') {
    end = new Date(Date.UTC(y, m - 1, d + n * (unit === 'week' ? 7 : 1) - 1));
  } else {
    const months = n * (unit === 'year' ? 12 : 1);
    const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
    end = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget) - 1));
  }
  return end.toISOString().slice(0, 10);
}
