import { eq } from 'drizzle-orm';
import type { RuleChoices } from '../../shared/nutrition-rules/index';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/index';

/** The practice's choices between cited alternatives, kept in app_settings under this key. */
export const RULE_CHOICES_KEY = 'nutrition_rule_choices';

/** `lock`: inside a write's transaction, the row is held until it commits (two admins choosing at once). */
export async function readRuleChoices(db: Db, lock = false): Promise<RuleChoices> {
  const query = db.select().from(appSettings).where(eq(appSettings.key, RULE_CHOICES_KEY)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  const value = row?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as RuleChoices) : {};
}

export async function writeRuleChoices(db: Db, choices: RuleChoices): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: RULE_CHOICES_KEY, value: choices })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: choices, updatedAt: new Date() } });
}
