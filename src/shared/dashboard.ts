/** GET /api/v1/dashboard/summary: the landing page's counts, each linking into a filtered list. */
export type DashboardSummary = {
  /** The practice's today (Asia/Kolkata) the counts were taken on. */
  today: string;
  /** Packages whose client has sent the Assessment Form back. */
  assessments_received: number;
  /** Packages whose Assessment Form was mailed and is not answered yet. */
  assessments_pending: number;
  /** Packages, not completed or cancelled, ending from today to today + ENDING_WITHIN_DAYS. */
  packages_ending: number;
  /** Plans created since Monday of this week. */
  plans_this_week: number;
  /** The signed-in nutritionist's plans left (`remainingPlans` of shared/credits.ts); null for an admin. */
  credits: { left: number; expiry: string | null } | null;
  /** For an admin: active nutritionists with LOW_CREDITS or fewer plans left (`remainingPlans`). */
  nutritionists_low_on_credits: number | null;
  /**
   * The plan link (issue 28): clients who ticked a meal or logged weight today, and clients with
   * a live link silent for SILENT_DAYS (shared/portal.ts) or more; each links to the client.
   */
  client_reports: {
    reported_today: DashboardClient[];
    silent: DashboardClient[];
  };
};

/** A client in a dashboard list: the last report's date, or null when nothing was ever sent. */
export type DashboardClient = { client_id: number; name: string; last_report: string | null };

export const ENDING_WITHIN_DAYS = 14;
export const LOW_CREDITS = 2;
