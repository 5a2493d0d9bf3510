import { savedDayChecks } from '../../shared/condition-day-facts';
import { sodiumCeilingOf } from '../../shared/condition-rules';
import { type ConditionContext, SODIUM_DAY_MAX_MG, type WorkspaceMeal } from '../../shared/plans';
import type { Restrictions } from '../../shared/restrictions';
import type { Db } from '../db/client';
import { latestVital } from '../vitals/index';

/**
 * The workspace's condition checks (issue 35, decision 252): with confirmed conditions, the context
 * their lines read (the hypertension ceiling the nutritionist chose, the latest weight for CKD's
 * protein per kg, as the generator's preview reads them) and each saved day's lines. Nothing
 * without a confirmed condition.
 */
export async function workspaceConditions(
  db: Db,
  clientId: number,
  rules: Restrictions,
  meals: readonly WorkspaceMeal[],
): Promise<{ condition_context?: ConditionContext; condition_checks?: Record<number, string[]> }> {
  const conditions = rules.conditions ?? [];
  if (!conditions.length) return {};
  const weight = conditions.some((c) => c.kind === 'ckd')
    ? ((await latestVital(db, clientId, 'weight'))?.value ?? null)
    : null;
  const context = { sodium_max_mg: sodiumCeilingOf(conditions, SODIUM_DAY_MAX_MG), weight_kg: weight };
  return { condition_context: context, condition_checks: savedDayChecks(meals, conditions, context) };
}
