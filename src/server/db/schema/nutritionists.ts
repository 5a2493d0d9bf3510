import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const nutritionists = pgTable(
  'nutritionists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    description: text('description'),
    speciality: text('speciality'),
    experience: text('experience'),
    certification: text('certification'),
    phone: text('phone'),
    address: text('address'),
    dob: date('dob'),
    fathersName: text('fathers_name'),
    bloodGroup: text('blood_group'),
    panCardNumber: text('pan_card_number'),
    adharNumber: text('adhar_number'),
    emergencyContactPerson: text('emergency_contact_person'),
    emergencyContactNumber: text('emergency_contact_number'),
    status: text('status').notNull().default('ACTIVE'),
    /** Plans this nutritionist may create in all. */
    credits: integer('credits').notNull().default(0),
    /** Plans created, deleted ones included (a deleted plan gives no credit back). */
    plansUsed: integer('plans_used').notNull().default(0),
    expiry: date('expiry'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nutritionists_email_lower_uq').on(sql`lower(${t.email})`),
    index('nutritionists_name_idx').on(t.firstName, t.lastName),
    index('nutritionists_status_idx').on(t.status),
    index('nutritionists_created_idx').on(t.createdAt),
  ],
);

/** Every change of a nutritionist's credits or expiry: who, when, old, new. */
export const creditChanges = pgTable(
  'credit_changes',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => nutritionists.id),
    changedBy: integer('changed_by').references(() => users.id),
    reason: text('reason').notNull().default('edit'),
    oldCredits: integer('old_credits'),
    newCredits: integer('new_credits'),
    oldPlansUsed: integer('old_plans_used'),
    newPlansUsed: integer('new_plans_used'),
    oldExpiry: date('old_expiry'),
    newExpiry: date('new_expiry'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_changes_nutritionist_idx').on(t.nutritionistId, t.createdAt)],
);
