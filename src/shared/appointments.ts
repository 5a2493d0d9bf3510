/**
 * Appointments (issue 36): the API's schemas, messages and the practice's calendar defaults.
 * Times travel as local date-times ('2026-12-04T18:30') in the practice's time zone; answers
 * carry both the instant (ISO, UTC) and the local form.
 */
import { z } from 'zod';
import { isLocalDateTime, isTimeZone } from './appointment-time';
import {
  blank,
  calendarDate,
  flag,
  id,
  int,
  optionalId,
  optionalText,
  requiredText,
  text,
  trimmed,
} from './fields';

export const APPOINTMENT_MODES = ['In person', 'Video', 'Phone'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];
export const APPOINTMENT_STATUSES = ['Booked', 'Completed', 'No-show', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A consultation is at most 8 hours (the bound). */
export const MAX_DURATION_MIN = 8 * 60;

/** The practice's calendar when nobody has set it (decision 226). */
export const CALENDAR_DEFAULTS = {
  time_zone: 'Asia/Kolkata',
  day_start: '09:00',
  day_end: '19:00',
  work_days: [1, 2, 3, 4, 5, 6],
  reminder_first_hours: 24,
  reminder_second_hours: 2,
  whatsapp_wording:
    'Namaste {client}, a reminder of your {mode} consultation with {nutritionist} on {time}. {link}',
  /** A Hindi client's reminder, the same placeholders (decision 298: it kept the mode and link out). */
  whatsapp_wording_hi:
    'नमस्ते {client}, याद दिला दें कि {time} को {nutritionist} के साथ आपका {mode} परामर्श है। {link}',
};
export type CalendarSettings = typeof CALENDAR_DEFAULTS;

export const APPOINTMENT_MESSAGES = {
  created: 'Appointment booked.',
  edited: 'Appointment updated.',
  cancelled: 'Appointment cancelled.',
  completed: 'Appointment marked completed.',
  noShow: 'Appointment marked as a no-show.',
  notFound: 'Appointment not found.',
  past: 'Please choose a time that has not passed',
  startTime: 'Please enter the start as a date and time (YYYY-MM-DDTHH:mm)',
  duration: `Please enter a duration of 1 to ${MAX_DURATION_MIN} minutes`,
  mode: 'Please choose In person, Video or Phone',
  reason: 'Please give the reason for cancelling',
  notBooked: (status: string) => `This appointment is already ${status.toLowerCase()}`,
  notStarted: 'A no-show can be marked once the appointment has started',
  clash: (who: string, when: string) => `Clashes with ${who}'s appointment at ${when}`,
  outsideHours: (start: string, end: string) =>
    `This is outside working hours (${start}–${end}). Book anyway?`,
  closedDay: 'This day is not a working day. Book anyway?',
  overSessions: (sessions: number) =>
    `This package includes ${sessions} sessions and all are booked. Book anyway?`,
  feedRenewed: 'A new calendar link is ready; the old one no longer works.',
  feedRevoked: 'Calendar link turned off.',
  settingsSaved: 'Calendar settings saved.',
  sessionsSaved: 'Sessions saved.',
  noCadence: 'Please set how many days apart the follow-ups are (Every … days)',
  noneToPropose: 'No follow-up fits before the package ends or all its sessions are booked',
  followUpsBooked: (n: number) => `${n} follow-up${n === 1 ? '' : 's'} booked.`,
  followUpsConfirm: (question: string, when: string) => `${when}: ${question}`,
  followUpsTwice: 'Two of the chosen follow-ups overlap',
};

const localDateTime = z.preprocess(
  trimmed,
  z
    .string({ message: APPOINTMENT_MESSAGES.startTime })
    .refine(isLocalDateTime, APPOINTMENT_MESSAGES.startTime),
);
const duration = z.preprocess(blank, int(APPOINTMENT_MESSAGES.duration, 1, MAX_DURATION_MIN));
const mode = z.preprocess(blank, z.enum(APPOINTMENT_MODES, { message: APPOINTMENT_MESSAGES.mode }));

export const appointmentCreateSchema = z.object({
  package_id: id('Please choose a package'),
  starts_at: localDateTime,
  duration_min: duration,
  mode,
  location_or_link: optionalText(500),
  note: optionalText(2000),
  /** The user confirmed a booking outside working hours or beyond the package's sessions. */
  confirm: flag.optional(),
});
export type AppointmentCreate = z.infer<typeof appointmentCreateSchema>;

export const appointmentEditSchema = z.object({
  id: id('Please choose an appointment'),
  starts_at: localDateTime.optional(),
  duration_min: duration.optional(),
  mode: mode.optional(),
  location_or_link: optionalText(500),
  note: optionalText(2000),
  confirm: flag.optional(),
});
export type AppointmentEdit = z.infer<typeof appointmentEditSchema>;

export const appointmentIdSchema = z.object({ id: id('Please choose an appointment') });
export const appointmentCancelSchema = z.object({
  id: id('Please choose an appointment'),
  reason: requiredText(APPOINTMENT_MESSAGES.reason, 500),
});

/** A package's or a client's appointments (their pages' Appointments section). */
export const packageAppointmentsSchema = z.object({ package_id: id('Please choose a package') });
export const clientAppointmentsSchema = z.object({ client_id: id('Please choose a client') });

export const appointmentListSchema = z
  .object({
    from: calendarDate(),
    to: calendarDate(),
    dietitian_id: optionalId('Please choose a nutritionist'),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'The end date must not be before the start date' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'Please ask for at most 62 days at a time',
  });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (message: string) => z.preprocess(trimmed, z.string({ message }).regex(HH_MM, message));
export const calendarSettingsSchema = z
  .object({
    time_zone: z.preprocess(
      trimmed,
      z.string().refine(isTimeZone, 'Please choose a time zone such as Asia/Kolkata'),
    ),
    day_start: clock('Please enter a time as HH:mm'),
    day_end: clock('Please enter a time as HH:mm'),
    work_days: z
      .array(z.number().int().min(1).max(7), { message: 'Please choose the working days' })
      .min(1, 'Please choose at least one working day'),
    reminder_first_hours: int('Please enter 1 to 168 hours', 1, 168),
    reminder_second_hours: int('Please enter 1 to 168 hours', 1, 168),
    whatsapp_wording: requiredText('Please write the WhatsApp wording', 500),
    /** Left out by older clients: the Hindi default then. */
    whatsapp_wording_hi: z.preprocess(blank, text(500).default(CALENDAR_DEFAULTS.whatsapp_wording_hi)),
  })
  .refine((s) => s.day_end > s.day_start, { path: ['day_end'], message: 'The day must end after it starts' })
  .refine((s) => s.reminder_second_hours < s.reminder_first_hours, {
    path: ['reminder_second_hours'],
    message: 'The second reminder comes closer to the time than the first',
  });

export const packageSessionsSchema = z.object({
  package_id: id('Please choose a package'),
  sessions: z.preprocess(blank, int('Please enter 1 to 100 sessions', 1, 100).optional()),
  follow_up_days: z.preprocess(blank, int('Please enter 1 to 90 days', 1, 90).optional()),
});

export const proposeSchema = z.object({
  package_id: id('Please choose a package'),
  /** The first follow-up (local date-time); else the last booking + the cadence, at its time. */
  first_starts_at: localDateTime.optional(),
  duration_min: duration,
  mode,
});
export type ProposeInput = z.infer<typeof proposeSchema>;

export const followUpsSchema = z.object({
  package_id: id('Please choose a package'),
  starts_at: z
    .array(localDateTime, { message: 'Please choose the follow-ups' })
    .min(1, 'Please choose the follow-ups')
    .max(100),
  duration_min: duration,
  mode,
  location_or_link: optionalText(500),
  confirm: flag.optional(),
});
export type FollowUpsInput = z.infer<typeof followUpsSchema>;

/** One proposed follow-up: where the cadence put it, moved off days off and into working hours. */
export type ProposedFollowUp = {
  starts_local: string;
  ends_local: string;
  /** Moved from the cadence's day or time (a day off, outside working hours). */
  moved: boolean;
  /** Still outside working hours after the move (a consultation longer than the working day). */
  outside_hours: boolean;
  /** The booked appointment it would overlap, named as the 409 names it. */
  clash: { id: number; message: string } | null;
};
export type FollowUpProposal = {
  package_id: number;
  follow_up_days: number;
  sessions: number | null;
  booked: number;
  end_date: string | null;
  proposals: ProposedFollowUp[];
};

/** The client's next consultation on the plan page (token:plan-link). */
export type PortalNextAppointment = {
  starts_at: string;
  starts_local: string;
  duration_min: number;
  mode: AppointmentMode;
  location_or_link: string | null;
  dietitian_name: string;
} | null;

/** One appointment as the API answers it. */
export type AppointmentOut = {
  id: number;
  package_id: number;
  dietitian_id: number;
  client_id: number;
  client_name: string;
  dietitian_name: string;
  starts_at: string;
  ends_at: string;
  starts_local: string;
  ends_local: string;
  duration_min: number;
  mode: AppointmentMode;
  location_or_link: string | null;
  note: string | null;
  status: AppointmentStatus;
  cancel_reason: string | null;
  whatsapp_url: string | null;
};

/** The practice's wording with its {client}, {nutritionist}, {time}, {mode} and {link} filled in. */
export function fillWording(wording: string, values: Record<string, string>): string {
  return wording.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole).replace(/\s+$/, '');
}

/** GET /api/v1/appointment/today: the calendar's part of the dashboard. */
export type AppointmentsToday = {
  today: string;
  consultations: AppointmentOut[];
  no_shows_7_days: number;
  follow_ups_next_7_days: number;
  packages_without_next: { package_id: number; client_name: string }[];
};
