import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fitnessTimings, mealTimings } from '../db/schema/index';

/** The meal timings of SPEC §3 with their standard times, all groups or only `groups`. */
export function listMealTimings(db: Db, groups?: string[]) {
  return db
    .select({
      group: mealTimings.groupKey,
      meal_type: mealTimings.mealType,
      default_time: mealTimings.defaultTime,
    })
    .from(mealTimings)
    .where(groups ? inArray(mealTimings.groupKey, groups) : undefined)
    .orderBy(asc(mealTimings.groupKey), asc(mealTimings.sortOrder));
}

/** The training routines (fitness timings), all groups or only `groups`. */
export function listFitnessTimings(db: Db, groups?: string[]) {
  return db
    .select({ group: fitnessTimings.groupKey, routine_type: fitnessTimings.routineType })
    .from(fitnessTimings)
    .where(groups ? inArray(fitnessTimings.groupKey, groups) : undefined)
    .orderBy(asc(fitnessTimings.groupKey), asc(fitnessTimings.sortOrder));
}
