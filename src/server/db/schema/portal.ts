import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { meals, plans } from './plans';
import { users } from './users';

/**
 * A package's plan link `/my-plan/{token}` (issue 28, decision 170): the client's phone page. At
 * most one is live per package (revoked_at null); "New link" revokes it and adds another. The
 * token is kept as is, like the questionnaire's, so staff can copy the link again at any time.
 */
export const planLinks = pgTable(
  'plan_links',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** URL-safe, 256 random bits (lib/tokens.ts newToken). */
    token: text('token').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    index('plan_links_package_idx').on(t.packageId),
    uniqueIndex('plan_links_live_uq').on(t.packageId).where(sql`revoked_at is null`),
  ],
);

/**
 * When a plan was shared with its client through the plan link's buttons (decision 171): the
 * link shows the package's newest shared plan (shared here, or its PDF e-mailed).
 */
export const planShares = pgTable('plan_shares', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  sharedBy: integer('shared_by').references(() => users.id),
  sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the client said about one meal on one date: eaten, partly, skipped or swapped (with a
 * note). One row per meal and date, the latest tick wins; the meal's time and name are kept so
 * the note still reads after the nutritionist deletes the meal.
 */
export const mealTicks = pgTable(
  'meal_ticks',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    mealId: integer('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    /** '08:00 Breakfast' at the time of the tick. */
    mealLabel: text('meal_label').notNull(),
    date: date('date').notNull(),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meal_ticks_meal_date_uq').on(t.mealId, t.date),
    index('meal_ticks_package_idx').on(t.packageId, t.date),
  ],
);

/**
 * Every write the portal accepted, by the phone's request id: a retried tick or weight (the
 * offline queue sends again until it hears back) is stored once (decision 172).
 */
export const portalWrites = pgTable(
  'portal_writes',
  {
    requestId: uuid('request_id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    kind: text('kind').notNull(),
    /**
     * sha256 of what the request asked (decision 187): the same request id with other content
     * answers 409, never a success for something not stored. Null for writes before it.
     */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  // The link's write budget counts a package's recent writes (decision 187).
  (t) => [index('portal_writes_package_idx').on(t.packageId, t.createdAt)],
);
