import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { foodItems } from './foods';
import { nutritionists } from './nutritionists';
import { packages } from './packages';
import { mailOutbox } from './system';
import { users } from './users';

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** The nutritionist whose credit paid for this plan (for the credits recount). */
    chargedNutritionistId: integer('charged_nutritionist_id').references(() => nutritionists.id),
    description: text('description').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    dayFormat: text('day_format').notNull().default('day_numbers'),
    note: text('note'),
    category: text('category'),
    subCategory: text('sub_category'),
    foodPreferences: text('food_preferences'),
    maxCalories: integer('max_calories'),
    /**
     * Whether the planner's compact view shows the template's times that hold no meal (decision
     * 278): null = as the plan's meals go (decision 211); a computed plan's Apply stores false.
     */
    emptyTimesShown: boolean('empty_times_shown'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: kept for the record and the credit count, hidden everywhere else. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('plans_package_idx').on(t.packageId),
    index('plans_created_idx').on(t.createdAt),
    index('plans_charged_idx').on(t.chargedNutritionistId),
    index('plans_category_idx').on(t.category, t.subCategory),
    index('plans_max_calories_idx').on(t.maxCalories),
  ],
);

export const planLabels = pgTable(
  'plan_labels',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
  },
  (t) => [unique('plan_labels_uq').on(t.planId, t.label), index('plan_labels_label_idx').on(t.label)],
);

/** A plan's day columns; exist without meals once added, carry the day description / custom name. */
export const planDays = pgTable(
  'plan_days',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    dayDescription: text('day_description'),
  },
  (t) => [unique('plan_days_uq').on(t.planId, t.day)],
);

export const meals = pgTable(
  'meals',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    /** HH:mm on the quarter hour. */
    time: text('time').notNull(),
    hypotheticalTime: text('hypothetical_time').notNull().default('Custom'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('meals_slot_uq').on(t.planId, t.day, t.time)],
);

export const mealItems = pgTable(
  'meal_items',
  {
    id: serial('id').primaryKey(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    foodItemId: integer('food_item_id')
      .notNull()
      .references(() => foodItems.id),
    quantity: doublePrecision('quantity').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when this item is an optional alternative to another item of the same meal. */
    refItemId: integer('ref_item_id').references((): AnyPgColumn => mealItems.id, { onDelete: 'set null' }),
    label: text('label'),
    /** Why this food was kept despite the client's allergy, intolerance or diet (issue 26, audited). */
    overrideReason: text('override_reason'),
    /**
     * A household measure of the food ("katori", "phulka") and how many (in halves): then
     * quantity = count × the measure's grams, kept in grams so totals stay exact (issue 27).
     */
    measureLabel: text('measure_label'),
    measureCount: doublePrecision('measure_count'),
  },
  (t) => [index('meal_items_meal_idx').on(t.mealId, t.sortOrder)],
);

export const planSupplements = pgTable(
  'plan_supplements',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link'),
    dosage: text('dosage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_supplements_plan_idx').on(t.planId)],
);

export const planRecipes = pgTable(
  'plan_recipes',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link'),
    meal: text('meal'),
    dishType: text('dish_type'),
  },
  (t) => [index('plan_recipes_plan_idx').on(t.planId)],
);

/** Each e-mail of a plan's PDF to its client (who, when, to which address), beyond the spec. */
export const planPdfSends = pgTable(
  'plan_pdf_sends',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    toAddress: text('to_address').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_pdf_sends_plan_idx').on(t.planId, t.createdAt)],
);

/**
 * A plan's nutrient targets (issue 17): what the nutritionist saved, each optional. Micronutrient
 * floors are keyed by shared/micronutrients.ts keys; `basis` keeps how a suggested number was
 * reached (method, inputs) so the planner can show it beside the number.
 */
export const planTargets = pgTable('plan_targets', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  energyKcal: doublePrecision('energy_kcal'),
  proteinG: doublePrecision('protein_g'),
  carbohydrateG: doublePrecision('carbohydrate_g'),
  fatG: doublePrecision('fat_g'),
  fibreG: doublePrecision('fibre_g'),
  /** The fibre ceiling set by the nutritionist; null = 1.5 × fibre_g (decision 145). */
  fibreMaxG: doublePrecision('fibre_max_g'),
  /** Macros set as shares of energy: key → { percent, locked } (decision 145). */
  macroShares: jsonb('macro_shares')
    .$type<Record<string, { percent: number; locked: boolean }>>()
    .notNull()
    .default({}),
  micronutrientFloors: jsonb('micronutrient_floors').$type<Record<string, number>>().notNull().default({}),
  basis: jsonb('basis').$type<Record<string, unknown>>(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A computed preview kept on the server (issue 26, decision 150): Apply saves exactly `preview`
 * if every day still has the version it had when computed (`versions`, day → hash of its
 * meals); Apply stores the days as they were (`snapshot`) and their versions after it
 * (`appliedVersions`), so Undo can put them back in one transaction. Expired rows are removed
 * when the next preview is stored.
 */
export const planPreviews = pgTable(
  'plan_previews',
  {
    id: uuid('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id),
    preview: jsonb('preview').notNull(),
    versions: jsonb('versions').$type<Record<string, string>>().notNull(),
    snapshot: jsonb('snapshot'),
    appliedVersions: jsonb('applied_versions').$type<Record<string, string>>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_previews_expires_idx').on(t.expiresAt), index('plan_previews_plan_idx').on(t.planId)],
);
