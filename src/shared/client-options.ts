/**
 * The client list's options and messages, without Zod: the list page and its filters load these,
 * not the form's schemas (decision 085). `clients.ts` re-exports them.
 */
import { FOOD_PREFERENCES } from './nutrition';

/** SPEC §3 fixed options. */
export const BLOOD_GROUPS = ['A+ve', 'A-ve', 'AB+ve', 'AB-ve', 'B+ve', 'B-ve', 'O+ve', 'O-ve'] as const;
export const GENDERS = ['Male', 'Female'] as const;
export { FOOD_PREFERENCES };

/**
 * The language of the WhatsApp and e-mail texts a client receives (issue 34 point 7, decision
 * 261): the stored value and the form's label, in English like the rest of the staff app, which ships
 * no Devanagari font (a staff browser without one would show boxes).
 */
export const CLIENT_LANGUAGES = ['en', 'hi'] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];
export const CLIENT_LANGUAGE_OPTIONS: { value: ClientLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
];

/** Rows per page of the client list (docs/decisions/007-client-and-nutritionist-lists.md). */
export const CLIENT_PAGE_SIZE = 20;
/** Rows a picker (auto=1) answers: enough to choose from while typing, small enough to be quick. */
export const PICKER_LIMIT = 20;

/** SPEC §2 age groups: 0-05 … 76-80 in 5-year bands, then 81-100 shown as 81+. */
export const AGE_GROUPS: { value: string; label: string; min: number; max: number }[] = [
  { value: '0-05', label: '0-05', min: 0, max: 5 },
  ...Array.from({ length: 15 }, (_, i) => {
    const min = 6 + i * 5;
    const max = min + 4;
    const value = `${String(min).padStart(2, '0')}-${String(max).padStart(2, '0')}`;
    return { value, label: value, min, max };
  }),
  { value: '81-100', label: '81+', min: 81, max: 100 },
];

export const CLIENT_SORT_COLUMNS = [
  'first_name',
  'contact_email',
  'phone',
  'gender',
  'dob',
  'status',
  'joined_date',
] as const;
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];

export const CLIENT_MESSAGES = {
  added: 'Client added successfully!',
  edited: 'Client profile edited successfully!',
  noClients: 'Go ahead and add your first client.',
  noMatches: 'There are no results matching the current filter',
  emailOrPhone: 'Please enter an email or a phone number',
  uniqueIdTaken: 'This Unique ID is already in use',
  language: 'Please select a language from the list',
} as const;
