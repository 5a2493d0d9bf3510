/**
 * The plan calendar (issue 32): plan day ↔ date ↔ weekday, one rule for every side (fasts, the
 * generator, the grid, the PDF, the client's plan page on the server and in the browser).
 *
 * The start-date rule: a plan starts on its own start date, else on its package's start date;
 * it ends on its own end date, else on its package's end date (open when neither has one).
 * Day 1 is the start date and the days repeat from there. A weekday plan (day_format
 * 'week_day') names its days: day 1 = Monday … day 7 = Sunday, within the same period.
 *
 * Pure: dates are 'YYYY-MM-DD' strings computed in UTC, so no time zone shifts a day.
 * Weekdays are 0 (Sunday) – 6, as `Date.getUTCDay`.
 */

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export type PlanCalendar = {
  dayFormat: string;
  /** The plan's start date, else its package's. */
  startDate: string;
  /** The plan's end date, else its package's; null when open. */
  endDate: string | null;
};

/** The calendar of a plan of a package: the one start-date rule. */
export function calendarOf(
  plan: { dayFormat: string; startDate: string | null; endDate: string | null },
  pkg: { startDate: string; endDate: string | null },
): PlanCalendar {
  return {
    dayFormat: plan.dayFormat,
    startDate: plan.startDate ?? pkg.startDate,
    endDate: plan.endDate ?? pkg.endDate,
  };
}

export function addDays(iso: string, days: number): string {
  return new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** 0 (Sunday) – 6 of a date. */
export const weekdayOfDate = (iso: string) => new Date(utc(iso)).getUTCDay();

/**
 * The weekday a plan day falls on: the column's name when the plan shows weekdays (day 1 =
 * Monday), else the start date + day − 1.
 */
export function weekdayOfPlanDay(cal: Pick<PlanCalendar, 'dayFormat' | 'startDate'>, day: number): number {
  if (cal.dayFormat === 'week_day') return day % 7;
  return weekdayOfDate(addDays(cal.startDate, day - 1));
}
