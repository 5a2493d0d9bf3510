import { boolean, index, integer, pgTable, serial, text, time, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Server-supplied lists. category 'Generic' with parent = list name (Client_Status, …);
 * category 'Categories' with parent '' for package categories, or the category's name for its
 * sub-categories. '' rather than NULL so the unique constraint holds.
 */
export const categoryValues = pgTable(
  'category_values',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    parent: text('parent').notNull().default(''),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('category_values_uq').on(t.category, t.parent, t.name),
    index('category_values_lookup_idx').on(t.category, t.parent, t.sortOrder),
  ],
);

/** Meal types per group: sports_m, sports_nm, nonsports_m, nonsports_nm (m = mandatory). */
export const mealTimings = pgTable(
  'meal_timings',
  {
    id: serial('id').primaryKey(),
    groupKey: text('group_key').notNull(),
    mealType: text('meal_type').notNull(),
    defaultTime: time('default_time'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('meal_timings_uq').on(t.groupKey, t.mealType)],
);

/** Routine types per group: sports, 'general fitness_s', 'general fitness_ns'. */
export const fitnessTimings = pgTable(
  'fitness_timings',
  {
    id: serial('id').primaryKey(),
    groupKey: text('group_key').notNull(),
    routineType: text('routine_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('fitness_timings_uq').on(t.groupKey, t.routineType)],
);
