import { asc, inArray } from 'drizzle-orm';
import { SPORTS_CATEGORY } from '../../shared/category';
import { PRACTICE_MEAL_TIME_DEFAULTS } from '../../shared/meal-times';
import type { MealTiming } from '../../shared/plans';
import type { Db } from '../db/client';
import { mealTimings } from '../db/schema/index';
import { practiceMealTimes } from '../settings/index';

/**
 * The meal types of the package's category: sports_* for 'Sports', nonsports_* otherwise, each at
 * the practice's meal time where the practice sets one (issue 54 point 5, decision 302), else the
 * category's template time. `householdTimes`: a generated week's (decision 302): where the practice
 * has set none, the times Indian households keep, not SPEC's 04:00 wake-up, before which a
 * generated meal is water only (so the waking meal had nothing to give and the day's dishes carried
 * its share: a hypertensive week at 1,500 mg had a day at 1,568 mg with every dish at its smallest
 * serving).
 */
export async function mealTimingsFor(
  db: Db,
  category: string,
  { householdTimes = false } = {},
): Promise<MealTiming[]> {
  const prefix = category === SPORTS_CATEGORY ? 'sports' : 'nonsports';
  const list = await db
    .select({ group: mealTimings.groupKey, type: mealTimings.mealType, time: mealTimings.defaultTime })
    .from(mealTimings)
    .where(inArray(mealTimings.groupKey, [`${prefix}_m`, `${prefix}_nm`]))
    .orderBy(asc(mealTimings.groupKey), asc(mealTimings.sortOrder));
  const practice = {
    ...(householdTimes ? PRACTICE_MEAL_TIME_DEFAULTS : {}),
    ...(await practiceMealTimes(db)),
  };
  // Mandatory types first ('_m' sorts before '_nm'), each group in its shipped order.
  return list.map((r) => ({
    meal_type: r.type,
    default_time: practice[r.type] ?? (r.time ? r.time.slice(0, 5) : null),
    mandatory: r.group.endsWith('_m'),
  }));
}
