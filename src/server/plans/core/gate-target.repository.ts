import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { calendarOf } from '../../../shared/plan-calendar';
import type { Db } from '../../db/client';
import { packages, plans } from '../../db/schema/index';
import type { GateTarget } from './meal-gate';

/** A plan's name and whose rules and which calendar its meals are checked against. */
export type PlanTarget = GateTarget & { planId: number; description: string };

/**
 * The targets of these plans as stored now (their rows locked until the transaction ends, in id
 * order so two writers never wait on each other): the package's client and the plan calendar.
 */
export async function lockedTargets(tx: Db, planIds: number[]): Promise<PlanTarget[]> {
  if (!planIds.length) return [];
  const found = await tx
    .select({
      planId: plans.id,
      description: plans.description,
      dayFormat: plans.dayFormat,
      startDate: plans.startDate,
      endDate: plans.endDate,
      clientId: packages.clientId,
      pkgStart: packages.startDate,
      pkgEnd: packages.endDate,
    })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .where(inArray(plans.id, planIds))
    .orderBy(asc(plans.id))
    .for('update', { of: plans });
  return found.map((r) => ({
    planId: r.planId,
    description: r.description,
    clientId: r.clientId,
    calendar: calendarOf(r, { startDate: r.pkgStart, endDate: r.pkgEnd }),
  }));
}

/** The package's plans that are not deleted (their meals take the package's dates). */
export async function livePlansOf(db: Db, packageId: number): Promise<number[]> {
  const found = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.packageId, packageId), isNull(plans.deletedAt)))
    .orderBy(asc(plans.id));
  return found.map((r) => r.id);
}
