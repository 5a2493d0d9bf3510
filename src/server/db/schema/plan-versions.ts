import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { users } from './users';

/** One meal as a version keeps it: its slot and its items as the meal-save path takes them. */
export type VersionMeal = {
  /** The meal's id then: a restore writes it back in place when it still exists. */
  mealId?: number;
  fields: { day: number; time: string; hypotheticalTime: string; description: string | null };
  items: {
    id: number;
    qty: number;
    ref_id?: number | null;
    override_reason?: string | null;
    measure_label?: string | null;
    measure_count?: number | null;
  }[];
};

/** A plan's days and meals as they stood: enough to put the plan back. */
export type PlanSnapshot = {
  days: { day: number; description: string | null }[];
  meals: VersionMeal[];
};

/**
 * A plan's versions (issue 54 point 2, decision 301): one row per plan write, in the write's
 * transaction, keeping who, when, a one-line summary and the plan's days and meals as they were
 * just BEFORE the write. The state after a version is the next version's snapshot (or the plan as
 * it is now), so undo puts back the last write's snapshot and restore the one after the chosen
 * version. `kind` is 'write', 'undo' or 'restore'; `undone_at` marks a write an undo took back.
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('write'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<PlanSnapshot>().notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_versions_plan_idx').on(t.planId, t.id)],
);
