import type { ClientCondition } from '../../shared/conditions';
import type { Goal } from '../../shared/plan-targets';
import type { PackageRow } from '../auth/policy';
import type { Db } from '../db/client';
import { latestVital, statedGoal } from './plan-targets.repository';
import { goalRule } from './suggestion';

/**
 * The client's goal as the suggested energy reads it (goalRule): the package's Weight Management
 * sub-category, else the questionnaire's goal, else weight loss from BMI 23. The generator reads
 * it too, so a week for weight loss leaves deep-fried dishes out (decision 277).
 */
export async function clientGoal(
  db: Db,
  pkg: Pick<PackageRow, 'id' | 'clientId' | 'category' | 'subCategory'>,
  conditions: readonly ClientCondition[],
): Promise<Goal> {
  const [weight, height, stated] = await Promise.all([
    latestVital(db, pkg.clientId, 'weight'),
    latestVital(db, pkg.clientId, 'height'),
    statedGoal(db, pkg.id),
  ]);
  return goalRule({
    weightKg: weight?.value ?? null,
    heightCm: height?.value ?? null,
    ageYears: null,
    sex: null,
    activity: null,
    packageCategory: pkg.category,
    subCategory: pkg.subCategory,
    conditions,
    statedGoal: stated,
  }).goal;
}
