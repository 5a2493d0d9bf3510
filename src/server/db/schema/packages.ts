import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { nutritionists } from './nutritionists';
import { users } from './users';

/** A client's paid engagement with a nutritionist. Money is numeric(12,2) rupees, never float. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    dietitianId: integer('dietitian_id')
      .notNull()
      .references(() => nutritionists.id),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    clientType: text('client_type'),
    organisationName: text('organisation_name'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    amountPaid: numeric('amount_paid', { precision: 12, scale: 2 }).notNull().default('0'),
    paymentMode: text('payment_mode'),
    paymentDate: date('payment_date'),
    duration: text('duration'),
    status: text('status').notNull(),
    notes: text('notes'),
    /** Consultations the package includes and their cadence in days (issue 36); null: not set. */
    sessions: integer('sessions'),
    followUpDays: integer('follow_up_days'),
    /** URL-safe, 256 random bits; null until an assessment form is sent. */
    surveyToken: text('survey_token').unique(),
    surveySentAt: timestamp('survey_sent_at', { withTimezone: true }),
    surveyCompletedAt: timestamp('survey_completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_client_idx').on(t.clientId),
    index('packages_dietitian_idx').on(t.dietitianId),
    index('packages_status_idx').on(t.status, t.id),
    index('packages_category_idx').on(t.category, t.subCategory),
    index('packages_client_type_idx').on(t.clientType),
    index('packages_duration_idx').on(t.duration),
    index('packages_start_idx').on(t.startDate),
    index('packages_end_idx').on(t.endDate),
    index('packages_org_idx').on(t.organisationName),
  ],
);
