import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { packages } from '../db/schema/index';
import { writeAudit } from '../lib/audit';

/**
 * A plan moves its package on (kept with the plans, which make, e-mail and share them, so plans
 * never import packages: packages → plans only, issue 52 point 4).
 *
 * Statuses that move on by themselves (issue 34, decision 196): a package that is New, or whose
 * assessment response came in, becomes Active once its plan is made, e-mailed or shared. A package
 * still waiting for the client's questionnaire ('Send Survey', 'Survey Response Pending') keeps
 * saying so, and Completed or Cancelled never move.
 */
export const MOVES_ON_WITH_A_PLAN = ['New', 'Survey Response Received'];
export const ACTIVE_STATUS = 'Active';

export type PlanEvent = 'plan created' | 'plan e-mailed' | 'plan shared';

/** Moves the package to Active when its status allows it, with its audit row, in the caller's transaction. */
export async function moveOnWithPlan(
  tx: Db,
  userId: number,
  packageId: number,
  event: PlanEvent,
): Promise<void> {
  const [before] = await tx
    .select({ status: packages.status })
    .from(packages)
    .where(and(eq(packages.id, packageId), inArray(packages.status, MOVES_ON_WITH_A_PLAN)))
    .for('update');
  if (!before) return;
  await tx
    .update(packages)
    .set({ status: ACTIVE_STATUS, updatedAt: new Date() })
    .where(eq(packages.id, packageId));
  await writeAudit(tx, {
    userId,
    action: 'update',
    entity: 'package',
    entityId: packageId,
    changes: { status: { from: before.status, to: ACTIVE_STATUS }, because: event },
  });
}
