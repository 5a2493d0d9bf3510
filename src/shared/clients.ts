import { z } from 'zod';
import {
  AGE_GROUPS,
  BLOOD_GROUPS,
  CLIENT_LANGUAGES,
  CLIENT_MESSAGES,
  CLIENT_SORT_COLUMNS,
  type ClientLanguage,
  FOOD_PREFERENCES,
  GENDERS,
} from './client-options';
import {
  blank,
  calendarDate,
  isRealDate,
  optionalChoice,
  optionalEmail,
  optionalId,
  optionalPastDate,
  optionalPhone,
  optionalText,
  pickerListQuery,
  practiceToday,
  requiredText,
  text,
} from './fields';

export {
  AGE_GROUPS,
  BLOOD_GROUPS,
  CLIENT_LANGUAGE_OPTIONS,
  CLIENT_LANGUAGES,
  CLIENT_MESSAGES,
  CLIENT_PAGE_SIZE,
  CLIENT_SORT_COLUMNS,
  type ClientLanguage,
  type ClientSortColumn,
  FOOD_PREFERENCES,
  GENDERS,
  PICKER_LIMIT,
} from './client-options';

/** Whole years from a YYYY-MM-DD date of birth to `today` (YYYY-MM-DD). */
export function ageOn(dob: string | null | undefined, today: string): number | null {
  if (!dob || !isRealDate(dob)) return null;
  const [by, bm, bd] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The client form (SPEC §3, §5). List membership (status, referral source) is checked by the server. */
export const clientInputSchema = z.object({
  first_name: requiredText('Please enter the first name'),
  last_name: requiredText('Please enter the last name'),
  unique_id: z.preprocess(
    blank,
    z
      .string()
      .max(30, 'Please keep this under 30 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9/_-]*$/, 'Use letters, digits, - _ or / only')
      .optional(),
  ),
  contact_email: optionalEmail,
  phone: optionalPhone,
  gender: z.preprocess(blank, z.enum(GENDERS, { message: 'Please select the gender' })),
  referral_source: optionalText(100),
  referred_client_name: optionalText(200),
  address: optionalText(500),
  joined_date: z.preprocess(
    (v) => blank(v) ?? practiceToday(),
    calendarDate('Please enter a valid joining date'),
  ),
  status: requiredText('Please select a status'),
  dob: optionalPastDate('Date of birth cannot be in the future'),
  nationality: optionalText(100),
  occupation: optionalText(100),
  blood_group: optionalChoice(BLOOD_GROUPS, 'Please select a blood group from the list'),
  food_preferences: optionalChoice(FOOD_PREFERENCES, 'Please select a food preference from the list'),
  // Left out or blank: English, the practice's language (decision 261).
  language: z.preprocess(
    (v) => blank(v) ?? 'en',
    z.enum(CLIENT_LANGUAGES, { message: CLIENT_MESSAGES.language }),
  ),
});
export type ClientInput = z.infer<typeof clientInputSchema>;

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * The form's rules on raw input: the schema plus "an email or a phone", checked even when other
 * fields fail so every error shows at once. `value` is set only when there is no error.
 */
export function checkClientInput(raw: Record<string, unknown>): {
  value?: ClientInput;
  errors: Record<string, string>;
} {
  const parsed = clientInputSchema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  if (!filled(raw.contact_email) && !filled(raw.phone)) {
    errors.contact_email = CLIENT_MESSAGES.emailOrPhone;
    errors.phone = CLIENT_MESSAGES.emailOrPhone;
  }
  return parsed.success && !Object.keys(errors).length ? { value: parsed.data, errors } : { errors };
}

const optionalQuery = (max = 100) => z.preprocess(blank, text(max).optional());

export const clientListQuerySchema = z.object({
  ...pickerListQuery(CLIENT_SORT_COLUMNS, 'joined_date', 'desc'),
  q: optionalQuery(),
  status: optionalQuery(),
  gender: z.preprocess(
    (v) => (typeof v === 'string' && v ? v.charAt(0).toUpperCase() + v.slice(1).toLowerCase() : undefined),
    z.enum(GENDERS, { message: 'gender must be male or female' }).optional(),
  ),
  age_group: z.preprocess(
    blank,
    z
      .enum(AGE_GROUPS.map((g) => g.value) as [string, ...string[]], { message: 'Unknown age group' })
      .optional(),
  ),
  join: z.preprocess(blank, calendarDate().optional()),
  selected: optionalId(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** A row of data.data of the client list. */
export type ClientRow = {
  id: number;
  unique_id: string;
  first_name: string;
  last_name: string;
  contact_email: string | null;
  phone: string | null;
  gender: string;
  dob: string | null;
  age: number | null;
  status: string;
  joined_date: string;
};

/** A row of the picker form (auto=1). */
export type ClientPickerRow = Pick<
  ClientRow,
  'id' | 'unique_id' | 'first_name' | 'last_name' | 'contact_email' | 'phone'
>;

export type ClientPackageSummary = {
  id: number;
  dietitian_id: number;
  dietitian_name: string;
  dietitian_last_name: string;
  category: string;
  sub_category: string | null;
  start_date: string;
  end_date: string | null;
  status: string;
};

/** data of GET /api/v1/client/profile/details. */
export type ClientDetails = ClientRow & {
  referral_source: string | null;
  referred_client_name: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  blood_group: string | null;
  food_preferences: string | null;
  language: ClientLanguage;
  created_at: string;
  packages: ClientPackageSummary[];
};
