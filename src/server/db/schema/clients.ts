import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    uniqueId: text('unique_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactEmail: text('contact_email'),
    phone: text('phone'),
    gender: text('gender').notNull(),
    referralSource: text('referral_source'),
    referredClientName: text('referred_client_name'),
    address: text('address'),
    /** Saved by the invoice form (decision 300): a registered client's GSTIN, billing address and state. */
    gstin: text('gstin'),
    billingAddress: text('billing_address'),
    billingState: text('billing_state'),
    joinedDate: date('joined_date').notNull(),
    status: text('status').notNull(),
    dob: date('dob'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    bloodGroup: text('blood_group'),
    foodPreferences: text('food_preferences'),
    // The language of the WhatsApp and e-mail texts the client receives ('en' | 'hi', decision 261).
    language: text('language').notNull().default('en'),
    // Set once a staff save changes the language: the questionnaire's Hindi no longer proposes it.
    languageByStaff: boolean('language_by_staff').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_unique_id_uq').on(t.uniqueId),
    index('clients_joined_idx').on(t.joinedDate, t.id),
    index('clients_first_name_idx').on(sql`lower(${t.firstName})`),
    index('clients_last_name_idx').on(sql`lower(${t.lastName})`),
    index('clients_email_idx').on(sql`lower(${t.contactEmail})`),
    index('clients_phone_idx').on(t.phone),
    index('clients_status_idx').on(t.status),
    index('clients_gender_idx').on(t.gender),
    index('clients_dob_idx').on(t.dob),
    // Descending sorts keep empty values last (the list's rule), which a plain index cannot walk.
    index('clients_dob_desc_idx').on(t.dob.desc().nullsLast(), t.id.desc()),
    index('clients_email_desc_idx').on(sql`lower(${t.contactEmail}) desc nulls last`, t.id.desc()),
    index('clients_phone_desc_idx').on(t.phone.desc().nullsLast(), t.id.desc()),
    index('clients_created_by_idx').on(t.createdBy),
  ],
);
