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
} from 'drizzle-orm/pg-core';
import type { HouseholdMeasure } from '../../../shared/dishes';
import type { FoodFacts } from '../../../shared/food-facts';
import { users } from './users';

/** A food source: the shipped IFCT 2017 table, or a sheet the practice configured (name + URL). */
export const foodDatabases = pgTable('food_databases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sheetUrl: text('sheet_url'),
  isBuiltin: boolean('is_builtin').notNull().default(false),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastSyncError: text('last_sync_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Nutrient values are for `quantity` of `uom` (IFCT: per 100 g). Energy is kcal
 * (IFCT's kJ / 4.184). double precision: sums keep full precision, display floors to 2 decimals.
 */
export const foodItems = pgTable(
  'food_items',
  {
    id: serial('id').primaryKey(),
    foodDatabaseId: integer('food_database_id')
      .notNull()
      .references(() => foodDatabases.id),
    sourceCode: text('source_code').notNull(),
    name: text('name').notNull(),
    localName: text('local_name'),
    /**
     * The name a client reads (plan PDF, plan page, recipe appendix): "Orange" for IFCT's "Orange,
     * pulp" (decision 208); null = the name itself (a practice's own or a dish's food).
     */
    plainName: text('plain_name'),
    /**
     * The food's Hindi name: in Devanagari for the foods of the starter dishes (seed/foods-hindi-names.ts,
     * decision 249), else the one IFCT 2017 gives in Latin letters (its "H." entry: "Santra"); null = none.
     */
    nameHi: text('name_hi'),
    foodGroup: text('food_group'),
    uom: text('uom').notNull().default('g'),
    quantity: doublePrecision('quantity').notNull().default(100),
    calories: doublePrecision('calories').notNull().default(0),
    protein: doublePrecision('protein').notNull().default(0),
    carbohydrate: doublePrecision('carbohydrate').notNull().default(0),
    fat: doublePrecision('fat').notNull().default(0),
    fibre: doublePrecision('fibre').notNull().default(0),
    // Micronutrients for the same quantity (shared/micronutrients.ts); null = the source does not say.
    ironMg: doublePrecision('iron_mg'),
    calciumMg: doublePrecision('calcium_mg'),
    zincMg: doublePrecision('zinc_mg'),
    magnesiumMg: doublePrecision('magnesium_mg'),
    vitaminCMg: doublePrecision('vitamin_c_mg'),
    folateUg: doublePrecision('folate_ug'),
    vitaminAUg: doublePrecision('vitamin_a_ug'),
    thiamineMg: doublePrecision('thiamine_mg'),
    riboflavinMg: doublePrecision('riboflavin_mg'),
    niacinMg: doublePrecision('niacin_mg'),
    /** Sodium, mg for the same quantity (IFCT 2017's Na; decision 149); null = the source does not say. */
    sodiumMg: doublePrecision('sodium_mg'),
    /** 'stated' (as the source gives it), 'computed' (source had none) or 'corrected' (source value rejected). */
    energySource: text('energy_source').notNull().default('stated'),
    /** How a computed or corrected energy was derived, shown in the meal modal. */
    energyNote: text('energy_note'),
    /** Allergen and diet tags (shared/restrictions.ts FOOD_TAGS); null = derived from group and name. */
    tags: text('tags').array(),
    /**
     * What the food is, as data (shared/food-facts.ts, issue 52, decision 292): texture, added
     * sugar, season by region, GI, liquid, salted, compounded hing, with their source; null = not known.
     */
    facts: jsonb('facts').$type<FoodFacts>(),
    /** Household measures of this food ("1 katori" = 150 g): a dish's, or none (issue 27). */
    measures: jsonb('measures').$type<HouseholdMeasure[]>(),
    /** Set on a dish version's food row (dishes.ts); search offers only a dish's current one. */
    dishId: integer('dish_id'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('food_items_source_uq').on(t.foodDatabaseId, t.sourceCode),
    index('food_items_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Catalogue of supplements (SupplementName, Link, Dosage). */
export const supplements = pgTable(
  'supplements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    link: text('link'),
    dosage: text('dosage'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order and the any-case name check: a page and a check cost the same with 20 rows
  // or 20,000 (decision 064).
  (t) => [index('supplements_name_lower_idx').on(sql`lower(${t.name})`, t.id)],
);

/** Catalogue of recipes (Recipe Name, Link, Meal, Dish Type). */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    link: text('link'),
    meal: text('meal'),
    dishType: text('dish_type'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('recipes_name_uq').on(t.name),
    index('recipes_name_lower_idx').on(sql`lower(${t.name})`, t.id),
  ],
);
