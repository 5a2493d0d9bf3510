/**
 * The nutritionist list's options and messages, and the masking of ID numbers, without Zod: the
 * list and details pages load these, not the profile schema (decision 085). `nutritionists.ts`
 * re-exports them.
 */
/** Rows per page of the nutritionist list (docs/decisions/007-client-and-nutritionist-lists.md). */
export const NUTRITIONIST_PAGE_SIZE = 20;

/** The status that lets a nutritionist sign in and be chosen in package and vital forms (SPEC §4). */
export const ACTIVE = 'ACTIVE';

export const NUTRITIONIST_SORT_COLUMNS = [
  'first_name',
  'email',
  'speciality',
  'created_at',
  'status',
] as const;

export const NUTRITIONIST_MESSAGES = {
  // SPEC §8 says 'Dietician added successfully!'; issue 34 asks for one word (decision 192).
  added: 'Nutritionist added successfully!',
  edited: 'Nutritionist profile edited successfully!',
  empty: 'Please add Nutritionists',
  noMatches: 'There are no results matching the current filter',
  emailTaken: 'This email is already used by another account',
} as const;

/**
 * An Aadhaar or PAN number as shown until an admin asks to see it: only the last four characters
 * ('XXXX XXXX 9012', 'XXXXXX234F'). The server sends this form to anyone but an admin.
 */
export function maskIdNumber(value: string | null): string | null {
  if (!value) return value;
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  const masked = 'X'.repeat(compact.length - 4) + compact.slice(-4);
  // Aadhaar reads in groups of four.
  return /^\d{12}$/.test(compact) ? (masked.match(/.{1,4}/g) ?? []).join(' ') : masked;
}
