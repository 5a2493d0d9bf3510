import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categoryValues, fitnessTimings, mealTimings } from '../db/schema/index';

export function listCategoryValues(db: Db, category: string, parent: string) {
  return db
    .select({
      id: categoryValues.id,
      name: categoryValues.name,
      parent: categoryValues.parent,
      sort_order: categoryValues.sortOrder,
    })
    .from(categoryValues)
    .where(
      and(
        eq(categoryValues.category, category),
        eq(categoryValues.parent, parent),
        eq(categoryValues.isActive, true),
      ),
    )
    .orderBy(asc(categoryValues.sortOrder), asc(categoryValues.name));
}

export function listMealTimings(db: Db) {
  return db
    .select({
      group: mealTimings.groupKey,
      meal_type: mealTimings.mealType,
      default_time: mealTimings.defaultTime,
    })
    .from(mealTimings)
    .orderBy(asc(mealTimings.groupKey), asc(mealTimings.sortOrder));
}

export function listFitnessTimings(db: Db) {
  return db
    .select({ group: fitnessTimings.groupKey, routine_type: fitnessTimings.routineType })
    .from(fitnessTimings)
    .orderBy(asc(fitnessTimings.groupKey), asc(fitnessTimings.sortOrder));
}
