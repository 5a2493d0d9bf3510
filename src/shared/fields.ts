/**
 * Field primitives shared by every form and every route: one definition of blank, text, email,
 * phone, dates, ids, pages, sort order and flags, so a rule is written once and holds on both sides.
 */
import { z } from 'zod';
import { practiceToday } from './practice-date';

/** The largest value of a PostgreSQL integer (int4) column: ids and counts above it cannot exist. */
export const MAX_INT4 = 2_147_483_647;

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** Trimmed, and '' or null read as "not given". */
export const blank = (v: unknown) => blankToUndefined(trimmed(v));

/**
 * Text PostgreSQL can store: no NUL character (text columns refuse it) and no unpaired UTF-16
 * surrogate (jsonb and UTF-8 refuse it), so such input is a field error, never a failed write.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (v: string) => !UNSTORABLE.test(v);
export const UNSTORABLE_MESSAGE = 'Please remove the unsupported characters';

/** A string of at most `max` characters that can be stored. */
export const text = (max: number, message?: string) =>
  z
    .string(message ? { message } : undefined)
    .max(max, `Please keep this under ${max} characters`)
    .refine(isStorableText, UNSTORABLE_MESSAGE);

export const requiredText = (message: string, max = 100) =>
  z.preprocess(trimmed, text(max, message).pipe(z.string().min(1, message)));

export const optionalText = (max: number) => z.preprocess(blank, text(max).optional());

export const optionalChoice = (values: readonly string[], message: string) =>
  z.preprocess(blank, z.enum(values as unknown as [string, ...string[]], { message }).optional());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists (2024-02-30 does not), in any year. */
const isCalendarDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/**
 * The first date the app accepts. PostgreSQL has no year 0 (a 500 once), and no date of a
 * practice (birth, package, plan, reading) comes before 1900 (issue 25).
 */
export const FIRST_DATE = '1900-01-01';
export const EARLY_DATE_MESSAGE = 'Dates before 1900 are not accepted';

/** A date the app can store: it exists and is not before 1900. */
export const isRealDate = (v: string) => isCalendarDate(v) && v >= FIRST_DATE;

/** What is wrong with a date string (`invalid` when it is no date at all), or null: the one date check. */
export const dateProblem = (v: string, invalid = 'Please enter a valid date'): string | null =>
  !isCalendarDate(v) ? invalid : v < FIRST_DATE ? EARLY_DATE_MESSAGE : null;

/** A `YYYY-MM-DD` string that passes `dateProblem`; `message` when it is no date at all. */
export const calendarDate = (message = 'Please enter a valid date') =>
  z.string({ message }).superRefine((v, ctx) => {
    const problem = dateProblem(v, message);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export { PRACTICE_TIME_ZONE, practiceToday } from './practice-date';

export const optionalDate = (message = 'Please enter a valid date') =>
  z.preprocess(blank, calendarDate(message).optional());

export const requiredDate = (message: string) =>
  z.preprocess(trimmed, z.string({ message }).min(1, message).pipe(calendarDate()));

export const optionalPastDate = (futureMessage: string) =>
  z.preprocess(
    blank,
    calendarDate()
      .refine((v) => v <= practiceToday(), futureMessage)
      .optional(),
  );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const optionalEmail = z.preprocess(
  (v) => blank(typeof v === 'string' ? v.toLowerCase() : v),
  z
    .string()
    .max(200, 'Please keep this under 200 characters')
    .regex(EMAIL, 'Please enter a valid email')
    .optional(),
);

/**
 * A 10-digit Indian mobile (starting 6-9, optionally written with +91 or a leading 0) or an
 * international number in + form (E.164: + and 8 to 15 digits). Spaces, dots, hyphens and
 * brackets people type are dropped; an Indian mobile is stored as its 10 digits.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  const indian = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  if (indian) return indian[1];
  if (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith('+91')) return compact;
  return null;
}
export const PHONE_MESSAGE =
  'Please enter a 10-digit mobile number or an international number starting with +';

export const optionalPhone = z.preprocess(
  blank,
  z
    .string()
    .max(30, PHONE_MESSAGE)
    .transform((v, ctx) => {
      const phone = normalisePhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    })
    .optional(),
);

/**
 * A whole number from JSON (a number) or from a query string / form field (a string of digits).
 * Booleans, arrays, fractions and numbers beyond int4 are refused, never coerced.
 */
const wholeNumber = (v: unknown) => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d{1,12}$/.test(v.trim())) return Number(v.trim());
  return v;
};
export const int = (message: string, min = 0, max = MAX_INT4) =>
  z.preprocess(wholeNumber, z.number({ message }).int(message).min(min, message).max(max, message));

/** A record id: a positive int4. */
export const id = (message = 'Please choose a record') => z.preprocess(blankToUndefined, int(message, 1));
export const optionalId = (message = 'Please choose a record') =>
  z.preprocess(blankToUndefined, int(message, 1).optional());
export const idSchema = id();

export const pageSchema = z.preprocess(blankToUndefined, int('Unknown page', 1, 100_000).default(1));

export const sortOrder = (fallback: 'asc' | 'desc') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v) || undefined,
    z.enum(['asc', 'desc']).default(fallback),
  );

/** A query-string or form flag: '1'/'true' (or JSON true/1) is on, anything else off. */
export const flag = z.preprocess((v) => v === '1' || v === 'true' || v === true || v === 1, z.boolean());

/**
 * The query of a sorted list that is also a picker (clients, nutritionists): page, sort column and
 * order, `auto` (the picker's short answer) and `id`, a record the picker answers whatever the
 * filter (the one already chosen in a form).
 */
export const pickerListQuery = <Column extends string>(
  columns: readonly [Column, ...Column[]],
  defaultColumn: NoInfer<Column>,
  defaultOrder: 'asc' | 'desc',
) => ({
  page: pageSchema,
  col: z.preprocess(blank, z.enum(columns).default(defaultColumn)),
  order: sortOrder(defaultOrder),
  auto: flag,
  id: optionalId(),
});

/** A stored link is a web address: http(s) only, never javascript:, data: or file: (issue 15). */
export const isWebLink = (v: string) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol);
export const WEB_LINK_MESSAGE = 'Please enter a link starting with http:// or https://';

/**
 * Before a strict z.number(): a numeric string (query strings, form fields) becomes its number;
 * booleans, arrays and anything else stay as they are and are refused — `true` is not 1 and `[]`
 * is not 0, as z.coerce.number() would have it (issue 15).
 */
export const numberInput = (v: unknown) =>
  typeof v === 'string' && /^\s*-?(\d{1,15}(\.\d{1,10})?|\.\d{1,10})\s*$/.test(v) ? Number(v) : v;
