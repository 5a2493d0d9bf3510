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
