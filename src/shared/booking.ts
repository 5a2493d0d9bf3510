/**
 * The public booking link (issue 56 point 1, decision 297): the schemas of the booking settings,
 * the slots query and the visitor's booking. Zod-free types and words: `booking-options.ts`.
 */
import { z } from 'zod';
import { BOOKING_MODES, CONFIRM_MODES, BOOKING_MESSAGES as M, MAX_SLOT_DAYS } from './booking-options';
import { blank, flag, int, isRealDate, normalisePhone, optionalText, requiredText, trimmed } from './fields';

export * from './booking-options';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;
export const slugSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  // 'confirm' is the e-mail link's own path (/book/confirm/{token}).
  z
    .string({ message: M.slug })
    .regex(SLUG, M.slug)
    .refine((v) => v !== 'confirm', M.slug),
);

export const bookingTypeSchema = z.object({
  key: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  ),
  name: requiredText(M.typeName, 80),
  duration_min: int(M.duration, 5, 480),
  price: int(M.price, 0, 1_000_000),
  mode: z.preprocess(blank, z.enum(BOOKING_MODES, { message: M.mode })),
  buffer_min: int(M.buffer, 0, 120),
  min_notice_hours: int(M.notice, 0, 720),
  max_days_ahead: int(M.ahead, 1, 365),
});

export const bookingSettingsSchema = z
  .object({
    enabled: flag,
    slug: slugSchema,
    confirm_mode: z.enum(CONFIRM_MODES, { message: 'Please choose how bookings are confirmed' }),
    closed_dates: z
      .array(z.string().refine(isRealDate, 'Please enter holidays as dates'), {
        message: 'Please enter holidays as dates',
      })
      .max(366),
    types: z.array(bookingTypeSchema, { message: M.oneType }).max(20),
    nutritionists: z
      .array(z.object({ dietitian_id: int('Please choose a nutritionist', 1), slug: slugSchema }))
      .max(100),
  })
  .refine((s) => !s.enabled || s.types.length > 0, { path: ['types'], message: M.oneType });
export type BookingSettingsInput = z.infer<typeof bookingSettingsSchema>;

export const bookingSlugParams = z.object({ slug: slugSchema });
/** Any text: a token that cannot be one is looked up like an unknown one (404, a counted guess). */
export const bookingTokenParams = z.object({ token: z.string().min(1).max(200) });

export const bookingSlotsQuery = z
  .object({
    type: z.preprocess(trimmed, z.string({ message: M.typeUnknown }).min(1, M.typeUnknown).max(40)),
    from: z.preprocess(trimmed, z.string().refine(isRealDate, 'Please enter a valid date')),
    to: z.preprocess(trimmed, z.string().refine(isRealDate, 'Please enter a valid date')),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'The end date must not be before the start date' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MAX_SLOT_DAYS * 86_400_000, {
    path: ['to'],
    message: `Please ask for at most ${MAX_SLOT_DAYS} days at a time`,
  });

/** An instant with its offset, as the slots answer it ('2026-12-08T10:00:00+05:30'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const bookSchema = z.object({
  type: z.preprocess(trimmed, z.string({ message: M.typeUnknown }).min(1, M.typeUnknown).max(40)),
  starts_at: z.preprocess(
    trimmed,
    z
      .string({ message: M.startsAt })
      .regex(INSTANT, M.startsAt)
      .refine((v) => !Number.isNaN(Date.parse(v)), M.startsAt),
  ),
  name: requiredText(M.name, 100),
  phone: z.preprocess(
    blank,
    z
      .string({ message: M.phone })
      .max(30, M.phone)
      .transform((v, ctx) => {
        const phone = normalisePhone(v);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: M.phone });
          return z.NEVER;
        }
        return phone;
      }),
  ),
  email: z.preprocess(
    (v) => blank(typeof v === 'string' ? v.toLowerCase() : v),
    z
      .string({ message: M.email })
      .max(200, M.email)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email),
  ),
  note: optionalText(1000),
  language: z.preprocess(blank, z.enum(['en', 'hi']).default('en')),
});
export type BookInput = z.infer<typeof bookSchema>;

export const bookingIdSchema = z.object({ id: int('Please choose an appointment', 1) });
