import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { nutritionists } from './nutritionists';
import { users } from './users';

/**
 * The public booking page's settings (issue 56 point 1, decision 297), one row: on or off, the
 * practice's link, how a booking is confirmed, holidays, and the appointment types (a JSON list
 * of { key, name, duration_min, price, mode, buffer_min, min_notice_hours, max_days_ahead }).
 */
export const bookingSettings = pgTable('booking_settings', {
  id: serial('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  slug: text('slug').notNull(),
  /** 'instant' (confirm at once) | 'approve' (staff approve). */
  confirmMode: text('confirm_mode').notNull().default('instant'),
  closedDates: text('closed_dates').array().notNull().default([]),
  types: jsonb('types').notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A nutritionist who takes bookings, with their own link (`/book/{slug}`). */
export const bookingNutritionists = pgTable('booking_nutritionists', {
  dietitianId: integer('dietitian_id')
    .primaryKey()
    .references(() => nutritionists.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
});

/**
 * A visitor's booking: held while its e-mail link waits (`expires_at`), then confirmed into an
 * appointment. A live hold keeps its slot from other visitors; the token is stored hashed.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    dietitianId: integer('dietitian_id')
      .notNull()
      .references(() => nutritionists.id, { onDelete: 'cascade' }),
    typeKey: text('type_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The slot with the type's buffer on both sides: what it keeps from other bookings. */
    blockFrom: timestamp('block_from', { withTimezone: true }).notNull(),
    blockTo: timestamp('block_to', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    note: text('note'),
    language: text('language').notNull().default('en'),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'pending_email' | 'confirmed' | 'requested'. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_requests_dietitian_idx').on(t.dietitianId, t.blockFrom),
    index('booking_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
