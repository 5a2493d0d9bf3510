import type { Db } from '../client';
import { fitnessTimings, mealTimings } from '../schema/index';
import { DEFAULT_MEAL_TIMES, FITNESS_TIMINGS, MEAL_TIMINGS } from './reference-data';

export async function seedTimings(db: Db): Promise<void> {
  const meals = Object.entries(MEAL_TIMINGS).flatMap(([groupKey, types]) =>
    types.map((mealType, i) => ({
      groupKey,
      mealType,
      defaultTime: DEFAULT_MEAL_TIMES[mealType] ?? null,
      sortOrder: i,
    })),
  );
  await db.insert(mealTimings).values(meals).onConflictDoNothing();
  const fitness = Object.entries(FITNESS_TIMINGS).flatMap(([groupKey, types]) =>
    types.map((routineType, i) => ({ groupKey, routineType, sortOrder: i })),
  );
  await db.insert(fitnessTimings).values(fitness).onConflictDoNothing();
}
