/**
 * Reminders without a click each (issue 56 point 4, decision 298): the staff's day list with each
 * client's WhatsApp text ready, the "sent" tick, and the practice's WhatsApp Business Cloud API
 * settings. The words a client reads are built here, so the list, the one-click link and the
 * Cloud API's template parameters say the same.
 */
import { z } from 'zod';
import { spokenTime, spokenTimeHindi } from './appointment-time';
import { type AppointmentMode, CALENDAR_DEFAULTS, fillWording } from './appointments';
import { blank, calendarDate, id, optionalText, requiredText, trimmed } from './fields';

/** The kinds staff tick by hand: the wa.me message sent from the list. */
export const MANUAL_REMINDER_KINDS = ['whatsapp'] as const;
export type ManualReminderKind = (typeof MANUAL_REMINDER_KINDS)[number];

export const REMINDER_MESSAGES = {
  marked: 'Marked as sent.',
  already: 'Already marked as sent.',
  kind: 'Please choose a reminder kind: whatsapp',
  notBooked: 'Only a booked appointment gets reminders',
  settingsSaved: 'WhatsApp settings saved.',
  phoneNumberId: 'Please enter the phone number ID (digits, from Meta’s WhatsApp Manager)',
  accessToken: 'Please enter the access token',
  templateName: 'Please enter the approved template’s name (lower case, digits and _)',
  language: 'Please enter a template language code such as en or hi',
  notConfigured: 'WhatsApp Cloud API is not set up: reminders go by e-mail and from this list.',
};

/** GET /api/v1/appointment/reminders?date=YYYY-MM-DD (today in the practice's zone when left out). */
export const reminderListSchema = z.object({
  date: z.preprocess(blank, calendarDate().optional()),
});

/** POST /api/v1/appointment/reminder-sent { id, kind }. */
export const reminderSentSchema = z.object({
  id: id('Please choose an appointment'),
  kind: z.preprocess(trimmed, z.enum(MANUAL_REMINDER_KINDS, { message: REMINDER_MESSAGES.kind })),
});

const PHONE_NUMBER_ID = /^\d{5,20}$/;
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
const LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/**
 * POST /api/v1/settings/whatsapp: the Cloud API credentials. A blank access token keeps the stored
 * one (it is never sent back); `clear` removes the credentials (nothing is sent from then on).
 */
export const whatsappSettingsSchema = z.object({
  phone_number_id: z.preprocess(
    trimmed,
    z
      .string({ message: REMINDER_MESSAGES.phoneNumberId })
      .regex(PHONE_NUMBER_ID, REMINDER_MESSAGES.phoneNumberId),
  ),
  access_token: optionalText(1000),
  template_name: z.preprocess(
    trimmed,
    z
      .string({ message: REMINDER_MESSAGES.templateName })
      .regex(TEMPLATE_NAME, REMINDER_MESSAGES.templateName),
  ),
  language: z.preprocess(
    trimmed,
    z.string({ message: REMINDER_MESSAGES.language }).regex(LANGUAGE, REMINDER_MESSAGES.language),
  ),
  hindi_language: z.preprocess(
    trimmed,
    z.string({ message: REMINDER_MESSAGES.language }).regex(LANGUAGE, REMINDER_MESSAGES.language),
  ),
});
export type WhatsAppSettingsInput = z.infer<typeof whatsappSettingsSchema>;
export const whatsappClearSchema = z.object({ confirm: requiredText('Please confirm', 10) });

/** What the settings page reads: never the token itself, only whether one is stored and its end. */
export type WhatsAppSettingsOut = {
  configured: boolean;
  phone_number_id: string;
  template_name: string;
  language: string;
  hindi_language: string;
  access_token_set: boolean;
  access_token_ends: string | null;
};

export type ReminderChannelMark = {
  /** '24h', '2h' (the practice's reminder times) or 'whatsapp' (staff's tick). */
  kind: string;
  channel: 'email' | 'whatsapp_cloud' | 'whatsapp';
  at: string;
  /** The Cloud API's message id, or its error in words. */
  message_id: string | null;
  error: string | null;
};

/** One appointment of the day with its reminder ready to send. */
export type ReminderItem = {
  id: number;
  package_id: number;
  client_id: number;
  client_name: string;
  client_language: string;
  dietitian_name: string;
  starts_at: string;
  starts_local: string;
  duration_min: number;
  mode: AppointmentMode;
  location_or_link: string | null;
  /** The message in the client's language (the practice's wording, filled). */
  whatsapp_text: string;
  /** wa.me with the client's phone and the text, or null when the client has no usable phone. */
  whatsapp_url: string | null;
  /** Staff ticked "sent" (the wa.me message). */
  whatsapp_sent_at: string | null;
  sent: ReminderChannelMark[];
};

export type ReminderList = {
  date: string;
  time_zone: string;
  cloud_configured: boolean;
  items: ReminderItem[];
};

/** The mode as the client reads it: English in the practice's wording, Hindi in the Hindi one. */
export function modeWords(mode: string, hindi: boolean): string {
  if (!hindi) return mode.toLowerCase();
  if (mode === 'Video') return 'वीडियो';
  if (mode === 'Phone') return 'फ़ोन';
  return 'क्लिनिक में';
}

export type ReminderWordsInput = {
  wording: string;
  wording_hindi: string;
  language: string;
  client: string;
  nutritionist: string;
  starts_at: Date;
  time_zone: string;
  mode: string;
  location_or_link: string | null;
};

/** The values of the wording's placeholders, in the client's language (the Cloud API's parameters too). */
export function reminderValues(r: ReminderWordsInput) {
  const hindi = r.language === 'hi';
  return {
    client: r.client,
    nutritionist: r.nutritionist,
    time: hindi ? spokenTimeHindi(r.starts_at, r.time_zone) : spokenTime(r.starts_at, r.time_zone),
    mode: modeWords(r.mode, hindi),
    link: r.location_or_link ?? '',
  };
}

/** The reminder text: the practice's wording (English, or its Hindi one for a Hindi client), filled. */
export function reminderMessage(r: ReminderWordsInput): string {
  const wording = r.language === 'hi' ? r.wording_hindi || CALENDAR_DEFAULTS.whatsapp_wording_hi : r.wording;
  return fillWording(wording, reminderValues(r));
}
