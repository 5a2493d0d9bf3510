import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DishVersionIngredient, HouseholdMeasure, PlateGroups } from '../../../shared/dishes';
import { foodItems } from './foods';
import { users } from './users';

/**
 * A dish (issue 27, decision 163): its identity and tags. What it is made of lives in its
 * versions; the current version's food row is what search offers and the planner adds. Editing a
 * dish a plan uses makes a new version, so a plan keeps the numbers it was made with.
 */
export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    /** The starter library's stable key (seed upgrades match on it); null for a practice's dish. */
    key: text('key').unique(),
    name: text('name').notNull(),
    localNames: text('local_names').array().notNull().default([]),
    /** The standard Hindi name in Devanagari (starter dishes; null for a practice's own, decision 207). */
    nameHi: text('name_hi'),
    region: text('region').notNull(),
    slots: text('slots').array().notNull(),
    role: text('role').notNull(),
    /**
     * How the dish is made, as a texture (shared/food-facts.ts TEXTURES: a kootu is `soft`, a
     * kosambari `raw`, a lassi `liquid`); its food row's facts are computed from it and its
     * ingredients (decision 292). Null: not said (the ingredients alone decide).
     */
    form: text('form'),
    /** What the generator may read about it: rice, bread, protein… (shared DISH_TRAITS, decision 205). */
    traits: text('traits').array().notNull().default([]),
    source: text('source'),
    /** Who made it (null: the starter library). Others see it once an admin shares it. */
    createdBy: integer('created_by').references(() => users.id),
    isShared: boolean('is_shared').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    currentFoodItemId: integer('current_food_item_id').references(() => foodItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dishes_current_food_idx').on(t.currentFoodItemId),
    // One name per owner in any case (the starter library is owner 0): ten creates at once make
    // one dish (issue 34, decision 186).
    uniqueIndex('dishes_owner_name_uq').on(sql`coalesce(${t.createdBy}, 0)`, sql`lower(${t.name})`),
  ],
);

/**
 * One version of a dish's recipe. Its nutrition is the food row `foodItemId` (per 100 g cooked,
 * computed from the ingredients, never typed), which meal items reference.
 */
export const dishVersions = pgTable(
  'dish_versions',
  {
    id: serial('id').primaryKey(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    foodItemId: integer('food_item_id')
      .notNull()
      .unique()
      .references(() => foodItems.id),
    ingredients: jsonb('ingredients').$type<DishVersionIngredient[]>().notNull(),
    yieldGrams: doublePrecision('yield_grams').notNull(),
    measures: jsonb('measures').$type<HouseholdMeasure[]>().notNull(),
    /** Grams of each My Plate food group (raw) per 100 g of the cooked dish. */
    plateGroups: jsonb('plate_groups').$type<PlateGroups>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dish_versions_uq').on(t.dishId, t.version)],
);
