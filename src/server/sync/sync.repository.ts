import { count, eq } from 'drizzle-orm';
import type { CategorySyncData, SurveySyncData, SystemConfigSyncData } from '../../shared/settings';
import type { Db } from '../db/client';
import {
  bodyParameters,
  categoryValues,
  fitnessTimings,
  mealTimings,
  recipes,
  supplements,
  surveyQuestions,
} from '../db/schema/index';
import { countActiveFoods } from '../food-databases/index';

const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0].n);

export async function foodCounts(db: Db) {
  return {
    foodDb: await countActiveFoods(db),
    supplements: await total(db.select({ n: count() }).from(supplements)),
    recipes: await total(db.select({ n: count() }).from(recipes)),
  };
}

export async function surveyCounts(db: Db): Promise<SurveySyncData> {
  return { questions: await total(db.select({ n: count() }).from(surveyQuestions)) };
}

/** Categories = package categories and their sub-categories; Generic = the server lists. */
export async function categoryCounts(db: Db): Promise<CategorySyncData> {
  return {
    Categories: await total(
      db.select({ n: count() }).from(categoryValues).where(eq(categoryValues.category, 'Categories')),
    ),
    Generic: await total(
      db.select({ n: count() }).from(categoryValues).where(eq(categoryValues.category, 'Generic')),
    ),
    Timings:
      (await total(db.select({ n: count() }).from(mealTimings))) +
      (await total(db.select({ n: count() }).from(fitnessTimings))),
  };
}

export async function systemConfigCounts(db: Db): Promise<SystemConfigSyncData> {
  return { bodyParams: await total(db.select({ n: count() }).from(bodyParameters)) };
}
