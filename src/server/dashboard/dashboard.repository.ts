import { and, count, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import {
  addDays,
  type DashboardSummary,
  ENDING_WITHIN_DAYS,
  LOW_CREDITS,
  mondayOf,
} from '../../shared/dashboard';
import { practiceToday } from '../../shared/fields';
import { SURVEY_PENDING } from '../../shared/packages';
import { packageVisibleTo, type Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { nutritionists, packages, plans } from '../db/schema/index';

const RECEIVED = 'Survey Response Received';
/** Packages that are over: their end date is no longer work to do. */
const FINISHED = ['Completed', 'Cancelled'];

/** The counts of the landing page, limited to what the viewer may see (policy: packageVisibleTo). */
export async function dashboardSummary(db: Db, viewer: Viewer, now = new Date()): Promise<DashboardSummary> {
  const today = practiceToday(now);
  const visible = packageVisibleTo(viewer);

  const [byStatus, [ending], [weekPlans]] = await Promise.all([
    db
      .select({ status: packages.status, n: count() })
      .from(packages)
      .where(and(visible, inArray(packages.status, [RECEIVED, SURVEY_PENDING])))
      .groupBy(packages.status),
    db
      .select({ n: count() })
      .from(packages)
      .where(
        and(
          visible,
          notInArray(packages.status, FINISHED),
          gte(packages.endDate, today),
          lte(packages.endDate, addDays(today, ENDING_WITHIN_DAYS)),
        ),
      ),
    db
      .select({ n: count() })
      .from(plans)
      .innerJoin(packages, eq(packages.id, plans.packageId))
      .where(
        and(
          visible,
          isNull(plans.deletedAt),
          // Monday 00:00 in the practice's time zone.
          sql`${plans.createdAt} >= (${mondayOf(today)}::date::timestamp at time zone 'Asia/Kolkata')`,
        ),
      ),
  ]);

  let credits: DashboardSummary['credits'] = null;
  let low: number | null = null;
  if (viewer.isAdmin) {
    const [row] = await db
      .select({ n: count() })
      .from(nutritionists)
      .where(and(eq(nutritionists.status, 'ACTIVE'), lte(nutritionists.credits, LOW_CREDITS)));
    low = row.n;
  } else if (viewer.nutritionistId !== null) {
    const [row] = await db
      .select({ left: nutritionists.credits, expiry: nutritionists.expiry })
      .from(nutritionists)
      .where(eq(nutritionists.id, viewer.nutritionistId));
    credits = row ? { left: row.left, expiry: row.expiry } : null;
  }

  const statusCount = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    today,
    assessments_received: statusCount(RECEIVED),
    assessments_pending: statusCount(SURVEY_PENDING),
    packages_ending: ending.n,
    plans_this_week: weekPlans.n,
    credits,
    nutritionists_low_on_credits: low,
  };
}
