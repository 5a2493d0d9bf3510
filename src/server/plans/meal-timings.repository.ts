import { asc, inArray } from 'drizzle-orm';
import { SPORTS_CATEGORY } from '../../shared/category';
import type { MealTiming } from '../../shared/plans';
import type { Db } from '../db/client';
import { mealTimings } from '../db/schema/index';
import { practiceMealTimes } from '../settings/index';

/**
 * The meal types of the package's category: sports_* for 'Sports', nonsports_* otherwise, each at
 * the practice's meal time where the practice sets one (issue 54 point 5, decision 302), else the
 * category's template time.
 */
export async function mealTimingsFor(db: Db, category: string): Promise<MealTiming[]> {
  const prefix = category === SPORTS_CATEGORY ? 'sports' : 'nonsports';
  const list = await db
    .select({ group: mealTimings.groupKey, type: mealTimings.mealType, time: mealTimings.defaultTime })
    .from(mealTimings)
    .where(inArray(mealTimings.groupKey, [`${prefix}_m`, `${prefix}_nm`]))
    .orderBy(asc(mealTimings.groupKey), asc(mealTimings.sortOrder));
  const practice = await practiceMealTimes(db);
  // Mandatory types first ('_m' sorts before '_nm'), each group in its shipped order.
  return list.map((r) => ({
    meal_type: r.type,
    default_time: practice[r.type] ?? (r.time ? r.time.slice(0, 5) : null),
    mandatory: r.group.endsWith('_m'),
  }));
}
