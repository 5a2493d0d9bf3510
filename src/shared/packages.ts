import { z } from 'zod';
import {
  blankToUndefined,
  id,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalText,
  pageSchema,
  requiredDate,
  trimmed,
} from './fields';
import { CLIENT_TYPES, PACKAGE_SORT_COLUMNS, PAYMENT_MODES } from './package-options';

export {
  CLIENT_TYPES,
  PACKAGE_MESSAGES,
  PACKAGE_PAGE_SIZE,
  PACKAGE_SORT_COLUMNS,
  PAYMENT_MODES,
  type PackageSortColumn,
  SEND_SURVEY,
  SEND_SURVEY_NOTE,
  SURVEY_PENDING,
} from './package-options';

/** Rupees with at most two decimals, as the 'NNN.NN' string numeric(12,2) stores; blank = 0. */
const money = (negativeMessage: string) =>
  z.preprocess(
    (v) => {
      const t = trimmed(v);
      return t === '' || t === null || t === undefined ? '0' : typeof t === 'number' ? String(t) : t;
    },
    z
      .string()
      .refine((v) => /^-?\d+(\.\d+)?$/.test(v), 'Please enter an amount in rupees')
      .refine((v) => Number(v) >= 0, negativeMessage)
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), 'Please enter at most two decimals (paise)')
      .refine((v) => Number(v) < 10_000_000_000, 'This amount is too large')
      .transform((v) => Number(v).toFixed(2)),
  );

/**
 * One schema per field, so every bad field gets its own message in one answer, and the
 * cross-field rules below still run on the fields that were valid.
 */
export const packageFieldSchemas = {
  client_id: id('Please select a client'),
  dietitian_id: id('Please select a nutritionist'),
  category: z.preprocess(
    trimmed,
    z.string({ message: 'Please select a category' }).min(1, 'Please select a category').max(100),
  ),
  sub_category: optionalText(100),
  client_type: optionalChoice(CLIENT_TYPES, 'Please choose a client type from the list'),
  organisation_name: optionalText(150),
  start_date: requiredDate('Please select a start date'),
  end_date: optionalDate(),
  price: money('Amount cannot be negative'),
  amount_paid: money('Amount paid cannot be negative'),
  payment_mode: optionalChoice(PAYMENT_MODES, 'Please choose a payment mode from the list'),
  payment_date: optionalDate(),
  duration: optionalText(50),
  status: z.preprocess(
    trimmed,
    z.string({ message: 'Please select a status' }).min(1, 'Please select a status').max(50),
  ),
  notes: optionalText(2000),
};

type FieldSchemas = typeof packageFieldSchemas;
export type PackageInput = { [K in keyof FieldSchemas]: z.output<FieldSchemas[K]> };
export type PackageFieldErrors = Partial<Record<keyof PackageInput | 'id', string>>;

/** The rules that need no database; the server adds the list and ownership rules. */
export function checkPackageInput(
  raw: Record<string, unknown>,
):
  | { ok: true; value: PackageInput; errors: PackageFieldErrors }
  | { ok: false; value: Partial<PackageInput>; errors: PackageFieldErrors } {
  const errors: PackageFieldErrors = {};
  const value: Partial<Record<keyof PackageInput, unknown>> = {};
  for (const key of Object.keys(packageFieldSchemas) as (keyof FieldSchemas)[]) {
    const result = packageFieldSchemas[key].safeParse(raw[key]);
    if (result.success) value[key] = result.data;
    else errors[key] = result.error.issues[0]?.message ?? 'This value is not valid';
  }
  const v = value as Partial<PackageInput>;
  if (v.start_date && v.end_date && v.end_date < v.start_date) {
    errors.end_date = 'End date cannot be before the start date';
  }
  if (v.price !== undefined && v.amount_paid !== undefined && paise(v.amount_paid) > paise(v.price)) {
    errors.amount_paid = 'Amount paid cannot be more than the Amount';
  }
  return Object.keys(errors).length
    ? { ok: false, value: v, errors }
    : { ok: true, value: v as PackageInput, errors };
}

/** Whole paise, so comparisons never meet floating-point rounding. */
export const paise = (rupees: string) => Math.round(Number(rupees) * 100);

export const packageIdSchema = z.object({
  id: id('Please choose a package'),
});

export const packageListQuerySchema = z.object({
  page: pageSchema,
  q: optionalText(100),
  status: optionalText(50),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
  col: z.preprocess(blankToUndefined, z.enum(PACKAGE_SORT_COLUMNS).optional()),
  category: optionalText(100),
  sub_category: optionalText(100),
  nutritionist: optionalId(),
  client_id: optionalId(),
  client_type: optionalText(50),
  duration: optionalText(50),
  start_date: optionalDate(),
  end_date: optionalDate(),
  /** Packages ending on or after this date (the dashboard's 'ending in 14 days' with end_date). */
  end_from: optionalDate(),
  organisation: optionalText(150),
});
export type PackageListQuery = z.infer<typeof packageListQuerySchema>;

/** A row of GET /api/v1/client/package/list. Money as 'NNN.NN' strings. */
export type PackageRow = {
  id: number;
  client_id: number;
  dietitian_id: number;
  category: string;
  sub_category: string | null;
  client_type: string | null;
  organisation_name: string | null;
  start_date: string;
  end_date: string | null;
  price: string;
  amount_paid: string;
  payment_mode: string | null;
  payment_date: string | null;
  duration: string | null;
  status: string;
  notes: string | null;
  survey_token: string | null;
  client_name: string;
  last_name: string;
  dietitian_name: string;
  dietitian_last_name: string;
};

export type PackagePlanSummary = {
  id: number;
  description: string;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
};

/** data of GET /api/v1/client/package/detail. */
export type PackageDetail = PackageRow & {
  created_at: string;
  profile: {
    id: number;
    first_name: string;
    last_name: string;
    dob: string | null;
    food_preferences: string | null;
  };
  plans: PackagePlanSummary[];
};

/** A row of GET /api/v1/client/package/diet-plan-package-profile-list. */
export type PackageProfileRow = {
  id: number;
  client_id: number;
  client_name: string;
  last_name: string;
  dietitian_id: number;
  dietitian_name: string;
  dietitian_last_name: string;
  category: string;
  sub_category: string | null;
  status: string;
  start_date: string;
};

/** data of GET /api/v1/category/load-credits-data. */
export type CreditsSyncResult = { nutritionists: number; corrected: number };
