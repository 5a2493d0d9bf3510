import { z } from 'zod';
import { newPasswordField } from './auth';
import {
  blank,
  isStorableText,
  isWebLink,
  optionalEmail,
  optionalText,
  UNSTORABLE_MESSAGE,
  WEB_LINK_MESSAGE,
} from './fields';

/** SPEC §5 and §9: the logo is at most 300 KB, JPEG or PNG, printed within 100x200. */
export const LOGO_MAX_BYTES = 300 * 1024;
export const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const LOGO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
/** "Max resolution 100x200" read as width x height; the print scales down into this box. */
export const LOGO_BOX = { width: 100, height: 200 } as const;

/**
 * The image's own pixel limits (decision 194): the print fits any size into LOGO_BOX, but the app
 * bar, the plan page's app icon and e-mails show the image itself, so larger is sharper; more than
 * 2000 px a side is refused (a 300 KB PNG can unpack into a picture too big for a phone), fewer
 * than 32 px is too small to read anywhere.
 */
export const LOGO_MAX_PX = 2000;
export const LOGO_MIN_PX = 32;

export const LOGO_TOO_LARGE = 'Please choose an image file not more than 300KB';
export const LOGO_NOT_IMAGE = 'Please choose an image file';
export const LOGO_TOO_MANY_PX = `Please choose an image of at most ${LOGO_MAX_PX}×${LOGO_MAX_PX} pixels`;
export const LOGO_TOO_FEW_PX = `Please choose an image of at least ${LOGO_MIN_PX}×${LOGO_MIN_PX} pixels`;
/** SPEC §9's "max resolution 100x200" is the printed size; the hint says what the upload takes. */
export const LOGO_NOTE = `A .jpg, .jpeg or .png file of at most 300KB and ${LOGO_MIN_PX}–${LOGO_MAX_PX} pixels a side; printed on plans within max resolution 100x200 (larger images are scaled down). A square logo of 512 px or more also makes a sharp app icon.`;

/** The pixel check the page and the server share; null when the size is accepted. */
export function logoPixelError(size: { width: number; height: number }): string | null {
  if (size.width > LOGO_MAX_PX || size.height > LOGO_MAX_PX) return LOGO_TOO_MANY_PX;
  if (size.width < LOGO_MIN_PX || size.height < LOGO_MIN_PX) return LOGO_TOO_FEW_PX;
  return null;
}

export const SETTINGS_MESSAGES = {
  added: 'Logo & Disclaimer text added Successfully',
  updated: 'Logo & Disclaimer Text updated successfully',
  addFailed: 'Error occurred while adding Logo & Disclaimer text',
  updateFailed: 'Error occurred while updating Logo & Disclaimer Text',
  passwordChanged: 'Password reset successfully!',
} as const;

/** How long the page shows a settings error (SPEC §8: "about 2 seconds"). */
export const SETTINGS_ERROR_MS = 2000;

export const DISCLAIMER_MAX = 5000;

/** The `json` field of POST /api/v1/settings/create and /edit. */
const disclaimerText = z
  .string()
  .trim()
  .max(DISCLAIMER_MAX, `Please keep the disclaimer under ${DISCLAIMER_MAX} characters`)
  .refine(isStorableText, UNSTORABLE_MESSAGE)
  .optional()
  .default('');
export const disclaimerSchema = z.object({
  general_disclaimer: disclaimerText,
  sports_disclaimer: disclaimerText,
});
export type DisclaimerInput = z.infer<typeof disclaimerSchema>;

/** The file name test the page and the server share; the server also sniffs the bytes. */
export function hasLogoExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return LOGO_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The page's check before uploading: the same messages the server answers under `logo`. */
export function logoFileError(file: { name: string; size: number }): string | null {
  if (!hasLogoExtension(file.name)) return LOGO_NOT_IMAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/**
 * The size to print a logo at: scaled down (never up) to fit the box, keeping the aspect ratio,
 * so it is never stretched. Whole pixels, at least 1.
 */
export function fitLogo(
  width: number,
  height: number,
  box: { width: number; height: number } = LOGO_BOX,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: box.width, height: box.height };
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** data of GET /api/v1/settings/print-pdf-settings-data. */
export type PrintSettings = {
  general_disclaimer: string;
  sports_disclaimer: string;
  logo_name: string | null;
  /** Address that serves the image, e.g. /api/v1/settings/logo/12; null without a logo. */
  logo_url: string | null;
  /** The stored image's pixel size and the size to print it at (within LOGO_BOX). */
  logo_width: number | null;
  logo_height: number | null;
  print_width: number | null;
  print_height: number | null;
  updated_at: string | null;
};

/** POST /api/v1/user/edit. */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'Please enter your current password'),
    new_password: newPasswordField,
    confirm_password: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** Sync buttons of SPEC §7 and the messages of SPEC §8, built from the counts after the sync. */
export const SYNC_ENDPOINTS = {
  food: '/api/v1/food/item/load-data',
  survey: '/api/v1/survey/question/load-data',
  category: '/api/v1/category/load-category-data',
  systemConfig: '/api/v1/category/load-system-config-data',
  credits: '/api/v1/category/load-credits-data',
} as const;

export type FoodSyncData = {
  foodDb: number;
  supplements: number;
  recipes: number;
  /** One entry per configured food database imported by this sync. */
  sources: FoodSourceResult[];
};
export type SurveySyncData = { questions: number };
export type CategorySyncData = { Categories: number; Generic: number; Timings: number };
export type SystemConfigSyncData = { bodyParams: number };

export type FoodSourceResult = {
  name: string;
  ok: boolean;
  /** Rows added and rows updated in place; 0 when the source failed. */
  added: number;
  updated: number;
  /** Foods no longer in the source: removed, or hidden from search when a plan uses them. */
  removed: number;
  hidden: number;
  error: string | null;
  row_errors: RowError[];
};
export type RowError = { line: number; reason: string };

export const syncMessages = {
  food: (d: Pick<FoodSyncData, 'foodDb' | 'supplements' | 'recipes'>) =>
    `successfully synced ${d.foodDb} food items, ${d.supplements} supplements & ${d.recipes} recipes`,
  survey: (d: SurveySyncData) => `successfully synced ${d.questions} questions for survey`,
  category: (d: CategorySyncData) =>
    `successfully synced ${d.Categories} categories, ${d.Generic} generic & ${d.Timings} timings data`,
  systemConfig: (d: SystemConfigSyncData) => `successfully synced ${d.bodyParams} body params`,
};

/** Food database config entry (SPEC §3): name + sheetId (the sheet's URL). */
export const FOOD_DB_MAX_ENTRIES = 20;
export const foodConfigEntrySchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(100, 'Please keep the name under 100 characters'),
  sheetId: z
    .string()
    .trim()
    .min(1, 'Please enter the sheet URL')
    .max(2000, 'The URL is too long')
    .refine(isWebLink, 'Please enter a valid URL'),
});
export type FoodConfigEntry = z.infer<typeof foodConfigEntrySchema>;

export const foodConfigSchema = z
  .array(foodConfigEntrySchema)
  .max(FOOD_DB_MAX_ENTRIES, `At most ${FOOD_DB_MAX_ENTRIES} food databases`)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const key = entry.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'This name is already in the list' });
      seen.add(key);
    });
  });

export const FOOD_CONFIG_MESSAGES = {
  saved: 'Urls updated successfully',
  failed: 'Failed to update Urls',
} as const;

/** A row of GET /api/v1/settings/food-config-value: the entry plus what the last sync did. */
export type FoodConfigRow = FoodConfigEntry & {
  id: number;
  item_count: number;
  last_synced_at: string | null;
  last_sync_error: string | null;
};

/** The columns a food sheet must have; values are for `quantity` of `uom`. */
export const FOOD_CSV_COLUMNS = [
  'name',
  'uom',
  'quantity',
  'calories',
  'protein',
  'carbohydrate',
  'fat',
  'fibre',
] as const;

/** The practice's identity (issue 25): Settings → Practice; the name falls back to PRACTICE_NAME. */
export const PRACTICE_MESSAGES = {
  saved: 'Practice details updated successfully',
  saveFailed: 'Error occurred while updating the practice details',
} as const;
export const PRACTICE_PHONE_MESSAGE = 'Please enter a phone number of 8 to 15 digits, e.g. +91 80 4123 4567';

/**
 * A practice phone may be a landline ("080 4123 4567", "+91 80 4123 4567"), so not only a mobile:
 * digits with the spaces, brackets, dots and hyphens people type, 8 to 15 digits, kept as typed.
 */
const practicePhone = z.preprocess(
  blank,
  z
    .string()
    .max(30, PRACTICE_PHONE_MESSAGE)
    .refine((v) => /^\+?[\d\s().-]+$/.test(v), PRACTICE_PHONE_MESSAGE)
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    }, PRACTICE_PHONE_MESSAGE)
    .optional(),
);

/** "www.poshan.in" is read as https://www.poshan.in; only http(s) links are kept. */
const practiceWebsite = z.preprocess((v) => {
  const value = blank(v);
  return typeof value === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value;
}, z
  .string()
  .max(200, 'Please keep this under 200 characters')
  .refine(isWebLink, WEB_LINK_MESSAGE)
  .optional());

export const practiceSchema = z.object({
  name: optionalText(120),
  address: optionalText(500),
  phone: practicePhone,
  email: optionalEmail,
  website: practiceWebsite,
});
export type PracticeInput = z.input<typeof practiceSchema>;

/** data of GET /api/v1/settings/practice; `name` is what is printed (the saved one or the default). */
export type PracticeIdentity = {
  name: string;
  saved_name: string | null;
  default_name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
};

/** POST /api/v1/settings/hing: the practice's hing is gluten-free (issue 32, decision 182). */
export const hingSettingSchema = z.object({
  gluten_free: z.boolean({ message: 'Please say whether your hing is gluten-free' }),
});
/** data of GET and POST /api/v1/settings/hing. */
export type HingSetting = { gluten_free: boolean };
/**
 * GET /api/v1/settings/mail-mode: whether e-mail really leaves the server ('smtp') or waits in the
 * outbox ('outbox', SMTP_URL unset), so a Send button can say so before it is pressed (issue 34).
 */
export type MailMode = { mail_mode: 'smtp' | 'outbox' };
