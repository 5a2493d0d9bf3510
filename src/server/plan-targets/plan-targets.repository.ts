import { and, eq, or, sql } from 'drizzle-orm';
import type { MicronutrientKey } from '../../shared/micronutrients';
import type { MacroShares, PlanTargets } from '../../shared/plan-targets';
import type { Db } from '../db/client';
import {
  clients,
  planTargets,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  workoutSchedules,
} from '../db/schema/index';

/** Read by the targets and, through plan-targets/index.ts, the generator (it lives with the vitals, issue 52 point 4). */
export { latestVital } from '../vitals/index';

const NO_TARGETS: PlanTargets = {
  energy_kcal: null,
  protein_g: null,
  carbohydrate_g: null,
  fat_g: null,
  fibre_g: null,
  fibre_max_g: null,
  macro_shares: {},
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
    fibre_max_g: row.fibreMaxG,
    macro_shares: row.macroShares as MacroShares,
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
    fibreMaxG: targets.fibre_max_g ?? null,
    macroShares: targets.macro_shares ?? {},
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

/** The basis text saved with each number (key → text); empty when none was saved. */
export async function savedBasis(db: Db, planId: number): Promise<Record<string, string>> {
  const [row] = await db
    .select({ basis: planTargets.basis })
    .from(planTargets)
    .where(eq(planTargets.planId, planId));
  return (row?.basis as Record<string, string> | null) ?? {};
}

/** The client's sex and date of birth as the profile holds them. */
export async function clientProfileFacts(db: Db, clientId: number) {
  const [row] = await db
    .select({ gender: clients.gender, dob: clients.dob })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? { gender: null, dob: null };
}

/** The package's workout/training rows (days a week each) and whether a 'none' box is ticked. */
export async function packageSchedule(db: Db, packageId: number) {
  const list = await db.select().from(workoutSchedules).where(eq(workoutSchedules.packageId, packageId));
  const [none] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.packageId, packageId),
        or(eq(surveyResponses.workout, true), eq(surveyResponses.training, true)),
      ),
    )
    .limit(1);
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
  return {
    rows: list.map((r) => ({
      startTime: r.startTime,
      endTime: r.endTime,
      days: days.filter((d) => r[d]).length,
    })),
    saysNone: Boolean(none),
  };
}

/** The package questionnaire's "main goal" answer in words ("Weight loss"), null when unanswered. */
export async function statedGoal(db: Db, packageId: number): Promise<string | null> {
  const [row] = await db
    .select({
      text: sql<string | null>`coalesce(${surveyAnswers.textAnswer}, ${surveyResponses.textResponse})`,
    })
    .from(surveyResponses)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
    .leftJoin(surveyAnswers, eq(surveyAnswers.id, surveyResponses.answerId))
    .where(and(eq(surveyResponses.packageId, packageId), eq(surveyQuestions.code, 'gen_goal')))
    .limit(1);
  return row?.text?.trim() || null;
}
