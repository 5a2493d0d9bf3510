/**
 * The practice's meal times (issue 54 point 5, decision 302), kept in app_settings under one key:
 * read by the planner's meal timings (new plans' rows) and the generator; written by an admin with
 * its audit row in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type MealTimeRow,
  type mealTimesSchema,
  PRACTICE_MEAL_TIME_DEFAULTS,
  PRACTICE_MEAL_TYPES,
} from '../../shared/meal-times';
import { type Db, inTransaction } from '../db/client';
import { appSettings } from '../db/schema/index';
import { DEFAULT_MEAL_TIMES } from '../db/seed/reference-data';
import { writeAudit } from '../lib/audit';

const KEY = 'practice_meal_times';

async function storedTimes(db: Db): Promise<Record<string, string>> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  return (row?.value as Record<string, string> | undefined) ?? {};
}

/**
 * The meal times the practice has set (HH:mm). Only these replace SPEC §4's template times in new
 * plans and the generator: the household defaults are offered in Settings, not applied unasked,
 * so an install keeps the times its plans were made with until an admin chooses (decision 302).
 */
export async function practiceMealTimes(db: Db): Promise<Record<string, string>> {
  return storedTimes(db);
}

/** Each meal type's time as new plans get it (the practice's, else the template's) and the suggestion. */
export async function mealTimeRows(db: Db): Promise<MealTimeRow[]> {
  const times = await practiceMealTimes(db);
  return PRACTICE_MEAL_TYPES.map((t) => ({
    meal_type: t,
    time: times[t] ?? (DEFAULT_MEAL_TIMES[t] ?? `${PRACTICE_MEAL_TIME_DEFAULTS[t]}:00`).slice(0, 5),
    default_time: PRACTICE_MEAL_TIME_DEFAULTS[t],
  }));
}

export async function saveMealTimes(
  db: Db,
  userId: number,
  input: z.output<typeof mealTimesSchema>,
): Promise<MealTimeRow[]> {
  await inTransaction(db, async (tx) => {
    const before = await storedTimes(tx);
    const after = { ...before };
    for (const { meal_type, time } of input.meal_times) after[meal_type] = time;
    await tx
      .insert(appSettings)
      .values({ key: KEY, value: after })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: after, updatedAt: new Date() } });
    await writeAudit(tx, {
      userId,
      action: 'update',
      entity: 'app_settings',
      entityId: null,
      changes: { meal_times: { from: before, to: after } },
    });
  });
  return mealTimeRows(db);
}
