/**
 * Which plan day a calendar date falls on (decision 171), for the client's "Today" and for the
 * planned meals of adherence. Pure: dates are 'YYYY-MM-DD' strings, computed in UTC so no time
 * zone shifts a day.
 *
 * - Weekday plans (day 1 = Monday): the date's weekday, if the plan has that day.
 * - Other plans repeat from their start date (the plan's, else the package's): day =
 *   (days since the start mod the number of days) + 1; nothing before the start, nor after
 *   the plan's end date when it has one.
 */

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  return new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

export type PlanCalendar = {
  dayFormat: string;
  /** The plan's start date, else its package's. */
  startDate: string;
  endDate: string | null;
  /** The plan's day numbers (1…n, in order). */
  days: number[];
};

/** Monday = 1 … Sunday = 7. */
const isoWeekday = (iso: string) => ((new Date(utc(iso)).getUTCDay() + 6) % 7) + 1;

/** The plan day this date falls on, or null. */
export function planDayOn(cal: PlanCalendar, date: string): number | null {
  if (!cal.days.length) return null;
  if (cal.dayFormat === 'week_day') {
    const day = isoWeekday(date);
    return cal.days.includes(day) ? day : null;
  }
  const offset = daysBetween(cal.startDate, date);
  if (offset < 0 || (cal.endDate && date > cal.endDate)) return null;
  const count = Math.max(...cal.days);
  const day = (offset % count) + 1;
  return cal.days.includes(day) ? day : null;
}

/**
 * The date each plan day falls on in the round that holds `today` (the week of today for a
 * weekday plan; the first round before the start; null for every day after the end).
 */
export function datesOfRound(cal: PlanCalendar, today: string): Map<number, string | null> {
  const dates = new Map<number, string | null>();
  if (cal.dayFormat === 'week_day') {
    const monday = addDays(today, 1 - isoWeekday(today));
    for (const day of cal.days) dates.set(day, day <= 7 ? addDays(monday, day - 1) : null);
    return dates;
  }
  const ended = cal.endDate !== null && today > cal.endDate;
  const count = Math.max(0, ...cal.days);
  const offset = Math.max(0, daysBetween(cal.startDate, today));
  const roundStart = addDays(cal.startDate, count ? Math.floor(offset / count) * count : 0);
  for (const day of cal.days) {
    const date = addDays(roundStart, day - 1);
    dates.set(day, ended || (cal.endDate && date > cal.endDate) ? null : date);
  }
  return dates;
}
