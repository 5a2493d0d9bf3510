import { and, count, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { type DashboardSummary, ENDING_WITHIN_DAYS } from '../../shared/dashboard';
import { practiceToday } from '../../shared/fields';
import { SURVEY_PENDING } from '../../shared/packages';
import { addDays, mondayOf } from '../../shared/plan-calendar';
import { LINK_GRACE_DAYS, SILENT_DAYS } from '../../shared/portal';
import { ownPackagesScope, packageVisibleTo, type Viewer } from '../auth/policy';
import { countLowOnCredits, creditsLeftOf } from '../credits/index';
import type { Db } from '../db/client';
import { packages, plans } from '../db/schema/index';
import { clientReportCounts } from '../portal/index';

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

  const credits =
    !viewer.isAdmin && viewer.nutritionistId !== null
      ? await creditsLeftOf(db, viewer.nutritionistId, today)
      : null;
  const low = viewer.isAdmin ? await countLowOnCredits(db, today) : null;
  const clientReports = await clientReportCounts(
    db,
    ownPackagesScope(viewer) ?? null,
    today,
    SILENT_DAYS,
    LINK_GRACE_DAYS,
  );

  const statusCount = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    today,
    assessments_received: statusCount(RECEIVED),
    assessments_pending: statusCount(SURVEY_PENDING),
    packages_ending: ending.n,
    plans_this_week: weekPlans.n,
    credits,
    nutritionists_low_on_credits: low,
    client_reports: clientReports,
  };
}
