import { and, eq, isNull } from 'drizzle-orm';
import type { RequestUser } from '../auth/session';
import type { Db } from '../db/client';
import { clients, packages, plans } from '../db/schema/index';
import { notFound } from '../lib/errors';

export type PackageRow = {
  id: number;
  clientId: number;
  dietitianId: number;
  category: string;
  subCategory: string | null;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string | null;
  clientFoodPreferences: string | null;
};

export type PlanRow = typeof plans.$inferSelect;

/**
 * A nutritionist may touch only the packages (and so the plans) that are theirs; admins any.
 * Someone else's package answers 404, as a missing one does, so ids reveal nothing.
 */
function mayAccess(user: RequestUser, pkg: { dietitianId: number }): boolean {
  return user.isAdmin || (user.nutritionistId !== null && pkg.dietitianId === user.nutritionistId);
}

const packageColumns = {
  id: packages.id,
  clientId: packages.clientId,
  dietitianId: packages.dietitianId,
  category: packages.category,
  subCategory: packages.subCategory,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientEmail: clients.contactEmail,
  clientFoodPreferences: clients.foodPreferences,
};

export async function packageFor(db: Db, user: RequestUser, packageId: number): Promise<PackageRow> {
  const [pkg] = await db
    .select(packageColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(eq(packages.id, packageId));
  if (!pkg || !mayAccess(user, pkg)) throw notFound('Package not found.');
  return pkg;
}

/** A live (not deleted) plan the user may touch, with its package: one query, every call needs it. */
export async function planFor(
  db: Db,
  user: RequestUser,
  planId: number,
): Promise<{ plan: PlanRow; pkg: PackageRow }> {
  const [row] = await db
    .select({ plan: plans, pkg: packageColumns })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(and(eq(plans.id, planId), isNull(plans.deletedAt)));
  if (!row || !mayAccess(user, row.pkg)) throw notFound('Nutrition Plan not found.');
  return row;
}

/** When a call names both, the plan must belong to that package. */
export function assertPlanInPackage(plan: PlanRow, packageId: number | undefined) {
  if (packageId !== undefined && plan.packageId !== packageId) throw notFound('Nutrition Plan not found.');
}
