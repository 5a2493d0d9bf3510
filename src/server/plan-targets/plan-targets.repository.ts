import { eq } from 'drizzle-orm';
import type { MicronutrientKey } from '../../shared/micronutrients';
import type { PlanTargets } from '../../shared/plan-targets';
import type { Db } from '../db/client';
import { planTargets } from '../db/schema/index';

const NO_TARGETS: PlanTargets = {
  energy_kcal: null,
  protein_g: null,
  carbohydrate_g: null,
  fat_g: null,
  fibre_g: null,
  micronutrient_floors: {},
};

/** The plan's saved targets; every number null when none were saved. */
export async function savedTargets(db: Db, planId: number): Promise<PlanTargets> {
  const [row] = await db.select().from(planTargets).where(eq(planTargets.planId, planId));
  if (!row) return { ...NO_TARGETS, micronutrient_floors: {} };
  return {
    energy_kcal: row.energyKcal,
    protein_g: row.proteinG,
    carbohydrate_g: row.carbohydrateG,
    fat_g: row.fatG,
    fibre_g: row.fibreG,
    micronutrient_floors: row.micronutrientFloors as Partial<Record<MicronutrientKey, number>>,
  };
}

/** Replaces the plan's targets (the caller checks access and writes the audit row in the same transaction). */
export async function saveTargets(
  db: Db,
  planId: number,
  targets: PlanTargets,
  basis: Record<string, unknown> | null,
  userId: number,
): Promise<void> {
  const values = {
    energyKcal: targets.energy_kcal,
    proteinG: targets.protein_g,
    carbohydrateG: targets.carbohydrate_g,
    fatG: targets.fat_g,
    fibreG: targets.fibre_g,
    micronutrientFloors: targets.micronutrient_floors,
    basis,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(planTargets)
    .values({ planId, ...values })
    .onConflictDoUpdate({ target: planTargets.planId, set: values });
}
