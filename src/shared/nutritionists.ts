import { z } from 'zod';
import { BLOOD_GROUPS } from './clients';
import {
  calendarDate,
  numberInput,
  optionalChoice,
  optionalEmail,
  optionalPastDate,
  optionalPhone,
  optionalText,
  pickerListQuery,
  requiredText,
} from './fields';
import { NUTRITIONIST_SORT_COLUMNS } from './nutritionist-options';

export {
  ACTIVE,
  maskIdNumber,
  NUTRITIONIST_MESSAGES,
  NUTRITIONIST_PAGE_SIZE,
  NUTRITIONIST_SORT_COLUMNS,
} from './nutritionist-options';

/** PAN: five letters, four digits, one letter (ABCDE1234F). Stored upper-case. */
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** Aadhaar: 12 digits, never starting 0 or 1; people type it in groups of four. */
const AADHAAR = /^[2-9]\d{11}$/;

const upperNoSpaces = (v: unknown) =>
  typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() || undefined : v || undefined;

/** The nutritionist form (SPEC §3). `email` counts only on create; credits and expiry only for admins. */
export const nutritionistInputSchema = z.object({
  first_name: requiredText('Please enter the first name'),
  last_name: requiredText('Please enter the last name'),
  email: optionalEmail,
  description: optionalText(2000),
  speciality: optionalText(200),
  experience: optionalText(200),
  certification: optionalText(500),
  phone: optionalPhone,
  address: optionalText(500),
  dob: optionalPastDate('Date of birth cannot be in the future'),
  fathers_name: optionalText(100),
  blood_group: optionalChoice(BLOOD_GROUPS, 'Please select a blood group from the list'),
  pan_card_number: z.preprocess(
    upperNoSpaces,
    z.string().regex(PAN, 'Please enter a valid PAN, e.g. ABCDE1234F').optional(),
  ),
  adhar_number: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') || undefined : v || undefined),
    z.string().regex(AADHAAR, 'Please enter a valid 12-digit Aadhaar number').optional(),
  ),
  emergency_contact_person: optionalText(100),
  emergency_contact_number: optionalPhone,
  status: requiredText('Please select a status'),
  credits: z.preprocess(
    (v: unknown) => numberInput(((v) => (v === '' || v === null || v === undefined ? undefined : v))(v)),
    z
      .number({ message: 'Credits must be a whole number of 0 or more' })
      .int('Credits must be a whole number of 0 or more')
      .min(0, 'Credits must be a whole number of 0 or more')
      .max(1_000_000, 'Credits must be at most 1000000')
      .optional(),
  ),
  expiry: z.preprocess(
    // Absent keeps the stored expiry; blank clears it (no expiry).
    (v) => (v === undefined ? undefined : typeof v === 'string' ? v.trim() || null : (v ?? null)),
    calendarDate('Please enter a valid expiry date').nullable().optional(),
  ),
});
export type NutritionistInput = z.infer<typeof nutritionistInputSchema>;

export const nutritionistListQuerySchema = z.object({
  ...pickerListQuery(NUTRITIONIST_SORT_COLUMNS, 'first_name', 'asc'),
  q: optionalText(100),
  status: optionalText(50),
});
export type NutritionistListQuery = z.infer<typeof nutritionistListQuerySchema>;

export type NutritionistRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  speciality: string | null;
  phone: string | null;
  status: string;
  created_at: string;
};

export type NutritionistPickerRow = Pick<NutritionistRow, 'id' | 'first_name' | 'last_name' | 'status'>;

/** data of GET /api/v1/dietitian/profile/details. */
export type NutritionistDetails = NutritionistRow & {
  user_id: number;
  description: string | null;
  experience: string | null;
  certification: string | null;
  address: string | null;
  dob: string | null;
  fathers_name: string | null;
  blood_group: string | null;
  pan_card_number: string | null;
  adhar_number: string | null;
  emergency_contact_person: string | null;
  emergency_contact_number: string | null;
  credits: number;
  plans_used: number;
  expiry: string | null;
  /** True once the nutritionist has chosen a password from the invitation. */
  has_password: boolean;
  /**
   * The profile of an admin who also practises (decision 309): it signs in with the admin's own
   * account, so there is no invitation to send.
   */
  admin_account: boolean;
};

/** One line of a nutritionist's credits history: who changed credits, plans used or expiry, and when. */
export type CreditChangeRow = {
  id: number;
  created_at: string;
  /** 'create' | 'edit' | 'sync' (the admin's recount of plans). */
  reason: string;
  changed_by_name: string | null;
  old_credits: number | null;
  new_credits: number | null;
  old_plans_used: number | null;
  new_plans_used: number | null;
  old_expiry: string | null;
  new_expiry: string | null;
};
