import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { nutritionists } from './nutritionists';
import { packages } from './packages';
import { mailOutbox } from './system';
import { users } from './users';

/**
 * One consultation of a package (issue 36). The nutritionist is the package's, copied here so a
 * clash check and the calendar read one table; times are instants (timestamptz), shown in the
 * practice's time zone.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    dietitianId: integer('dietitian_id')
      .notNull()
      .references(() => nutritionists.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMin: integer('duration_min').notNull(),
    mode: text('mode').notNull(),
    locationOrLink: text('location_or_link'),
    note: text('note'),
    /** Booked → Completed | No-show | Cancelled. */
    status: text('status').notNull().default('Booked'),
    cancelReason: text('cancel_reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_dietitian_start_idx').on(t.dietitianId, t.startsAt),
    index('appointments_package_idx').on(t.packageId, t.startsAt),
    index('appointments_status_start_idx').on(t.status, t.startsAt),
  ],
);

/**
 * A reminder mail queued for an appointment: the unique (appointment, kind) makes "exactly once"
 * hold with two servers or after a restart — the second insert finds the row and sends nothing.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** '24h', '2h': the hours before the start it was due at. */
    kind: text('kind').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Decision 298: 'whatsapp' rows are staff's tick (who ticked); 'whatsapp-24h'/'whatsapp-2h' rows
     * are Cloud API sends, with Meta's message id or its error in words.
     */
    sentBy: integer('sent_by').references(() => users.id),
    messageId: text('message_id'),
    error: text('error'),
  },
  (t) => [uniqueIndex('appointment_reminders_once_idx').on(t.appointmentId, t.kind)],
);

/** A nutritionist's private calendar feed: one live token each; renewing replaces it (revokes). */
export const calendarFeeds = pgTable('calendar_feeds', {
  dietitianId: integer('dietitian_id')
    .primaryKey()
    .references(() => nutritionists.id),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The practice's calendar settings, one row (none: the defaults of shared/appointments.ts). */
export const appointmentSettings = pgTable('appointment_settings', {
  id: serial('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  /** 'HH:mm' local times of the working day. */
  dayStart: text('day_start').notNull(),
  dayEnd: text('day_end').notNull(),
  /** ISO weekdays worked, '1,2,3,4,5,6' (Monday = 1). */
  workDays: text('work_days').notNull(),
  reminderFirstHours: integer('reminder_first_hours').notNull(),
  reminderSecondHours: integer('reminder_second_hours').notNull(),
  whatsappWording: text('whatsapp_wording').notNull(),
  /** A Hindi client's wording (decision 298); null: the default of shared/appointments.ts. */
  whatsappWordingHi: text('whatsapp_wording_hi'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The session note of one appointment (issue 36 point 4), in the ADIME shape. Its author may edit
 * it for 24 h from `firstSavedAt`; after that every change is an amendment row keeping the earlier
 * text (decision 238). The linked vitals are reading sets of the appointment's client, by id.
 */
export const appointmentNotes = pgTable('appointment_notes', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id),
  assessment: text('assessment').notNull().default(''),
  diagnosis: text('diagnosis').notNull().default(''),
  intervention: text('intervention').notNull().default(''),
  monitoring: text('monitoring').notNull().default(''),
  /** vital_readings ids taken at the visit; a reading deleted later simply drops out of the list. */
  vitalIds: integer('vital_ids').array().notNull().default([]),
  /** Set by the app's clock (not the database's) so the 24 h window is one clock. */
  firstSavedAt: timestamp('first_saved_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One amendment of a note after its 24 h: who, when, why, and each changed part's before and after. */
export const appointmentNoteAmendments = pgTable(
  'appointment_note_amendments',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => appointmentNotes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** { field: { before, after } } for the ADIME parts and vital_ids that changed. */
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('appointment_note_amendments_note_idx').on(t.noteId, t.createdAt)],
);
