import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One item of a saved meal: a food (or dish's food row), its grams, and its household measure. */
export type SavedMealItem = {
  food_item_id: number;
  quantity: number;
  measure_label: string | null;
  measure_count: number | null;
};

/**
 * A nutritionist's saved meal or combo (issue 54 point 3, decision 302): a name and its items,
 * private to its maker unless shared with the practice. Inserted into a plan through the plan gate.
 */
export const savedMeals = pgTable(
  'saved_meals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isShared: boolean('is_shared').notNull().default(false),
    items: jsonb('items').$type<SavedMealItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_meals_owner_idx').on(t.createdBy)],
);
