/**
 * The plan calendar (issue 32, decision 185): plan day ↔ date ↔ weekday, one rule for every side
 * (fasts, the generator, the grid, the PDF, the client's plan page on the server and in the
 * browser), and the one home of date arithmetic on 'YYYY-MM-DD' strings.
 *
 * The start-date rule: a plan starts on its own start date, else on its package's start date;
 * it ends on its own end date, else on its package's end date (open when neither has one).
 * That is the plan's period: no plan day, tick or weight outside it. Day 1 is the start date and
 * the days repeat from there. A weekday plan (day_format 'week_day') names its days: day 1 =
 * Monday … day 7 = Sunday, within the same period.
 *
 * Pure and import-free (the client's phone page loads it): dates are 'YYYY-MM-DD' strings
 * computed in UTC, so no time zone shifts a day. Weekdays are 0 (Sunday) – 6, as `Date.getUTCDay`.
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

// ---------------------------------------------------------------- dates as strings

export function addDays(iso: string, days: number): string {
  return new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** 0 (Sunday) – 6 of a date. */
export const weekdayOfDate = (iso: string) => new Date(utc(iso)).getUTCDay();

/** The Monday on or before a date. */
export const mondayOf = (iso: string) => addDays(iso, -((weekdayOfDate(iso) + 6) % 7));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** DD-MMM-YYYY (SPEC §9) of an ISO date, without a time zone shift; '' for no date. */
export function dateText(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  const month = MONTHS[Number(m) - 1];
  return month ? `${d}-${month}-${y}` : '';
}

// ---------------------------------------------------------------- plan day ↔ date ↔ weekday

/**
 * The weekday a plan day falls on: the column's name when the plan shows weekdays (day 1 =
 * Monday), else the start date + day − 1.
 */
export function weekdayOfPlanDay(cal: Pick<PlanCalendar, 'dayFormat' | 'startDate'>, day: number): number {
  if (cal.dayFormat === 'week_day') return day % 7;
  return weekdayOfDate(addDays(cal.startDate, day - 1));
}

/** True when the date lies in the plan's period (start and end date included). */
export const inPeriod = (cal: PlanCalendar, date: string) =>
  date >= cal.startDate && (cal.endDate === null || date <= cal.endDate);

/**
 * Why a tick or a weight cannot be kept for this date: "This plan runs from 27-Nov-2026;
 * 26-Nov-2026 is before it." Null inside the period.
 */
export function periodProblem(cal: PlanCalendar, date: string, subject = 'This plan'): string | null {
  if (inPeriod(cal, date)) return null;
  const runs = cal.endDate
    ? `${subject} runs from ${dateText(cal.startDate)} to ${dateText(cal.endDate)}`
    : `${subject} runs from ${dateText(cal.startDate)}`;
  return `${runs}; ${dateText(date)} is ${date < cal.startDate ? 'before' : 'after'} it.`;
}

/** Monday = 1 … Sunday = 7: a weekday plan's day number of a date. */
const isoWeekday = (iso: string) => ((weekdayOfDate(iso) + 6) % 7) + 1;

/**
 * The plan day a date falls on, or null (outside the period, or a day the plan does not have).
 * `days` are the plan's day columns (1…n): a day-number plan repeats after its last one.
 */
export function planDayOn(cal: PlanCalendar, days: readonly number[], date: string): number | null {
  if (!days.length || !inPeriod(cal, date)) return null;
  const day =
    cal.dayFormat === 'week_day'
      ? isoWeekday(date)
      : (daysBetween(cal.startDate, date) % Math.max(...days)) + 1;
  return days.includes(day) ? day : null;
}

/**
 * The date each plan day falls on in the round that holds `today` (the week of today for a
 * weekday plan; the first round before the start), null for a date outside the period.
 */
export function datesOfRound(
  cal: PlanCalendar,
  days: readonly number[],
  today: string,
): Map<number, string | null> {
  const from = today < cal.startDate ? cal.startDate : today;
  let first: string;
  if (cal.dayFormat === 'week_day') first = mondayOf(from);
  else {
    const count = Math.max(1, ...days);
    first = addDays(cal.startDate, Math.floor(daysBetween(cal.startDate, from) / count) * count);
  }
  const dates = new Map<number, string | null>();
  for (const day of days) {
    const date = cal.dayFormat === 'week_day' && day > 7 ? null : addDays(first, day - 1);
    dates.set(day, date && inPeriod(cal, date) ? date : null);
  }
  return dates;
}

/**
 * The dates a client may tick a meal or log a weight for: today and the `back` days before it,
 * each inside the plan's period (today first). The server refuses any other date.
 */
export function recentDatesIn(cal: PlanCalendar, today: string, back: number): string[] {
  return Array.from({ length: back + 1 }, (_, i) => addDays(today, -i)).filter((d) => inPeriod(cal, d));
}
