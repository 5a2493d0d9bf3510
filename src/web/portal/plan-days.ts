/**
 * Which plan day a calendar date shows, the days a client can tick, and the page's dates and
 * times in the chosen language. Pure: the page and its tests use the same rules.
 */
import { TICK_DAYS_BACK } from '../../shared/portal-options';
import { type Language, localeOf } from './messages';
import type { PortalDay, PortalMeal } from './portal-types';

/** Today and the two days before: the days the server takes ticks for (issue 28). */
export const TICK_DAYS = TICK_DAYS_BACK + 1;

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const DAY_MS = 86_400_000;

export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today first, then yesterday, then the day before. */
export const tickDates = (today: string) => Array.from({ length: TICK_DAYS }, (_, i) => addDays(today, -i));

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The plan day for `date` (today or a day before it). The server dates each day in the round that
 * holds today (decision 171), so a date of the round finds its day; a date before the round is
 * counted back from today's plan day, the plan repeating every week (a weekday plan) or after its
 * last day (day 1, 2, … plans), as the server counts.
 */
export function planDayOn(
  days: PortalDay[],
  date: string,
  today: string,
  todayDay: number | null,
): PortalDay | null {
  const dated = days.find((d) => d.date === date);
  if (dated) return dated;
  if (todayDay === null || days.length === 0) return null;
  const weekdayPlan = days.every((d) => WEEKDAYS[d.day - 1] === d.name.trim().toLowerCase());
  const period = weekdayPlan ? 7 : Math.max(...days.map((d) => d.day));
  const back = Math.round((toUtc(today) - toUtc(date)) / DAY_MS);
  const day = ((((todayDay - 1 - back) % period) + period) % period) + 1;
  return days.find((d) => d.day === day) ?? null;
}

export const mealsInTimeOrder = (meals: PortalMeal[]) =>
  [...meals].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);

/** 'Wednesday, 25 November' / 'बुधवार, 25 नवंबर'. */
export function formatDay(lang: Language, iso: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(toUtc(iso)));
}

/** 'Wed 25 Nov' for the day chooser. */
export function formatShortDay(lang: Language, iso: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(toUtc(iso)));
}

/** 'HH:mm' → '7:30 am' in the language's clock. */
export function formatMealTime(lang: Language, time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return time;
  return new Intl.DateTimeFormat(localeOf(lang), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** When the page's copy of the plan was saved: '25 Nov 2026, 9:40 pm', in the phone's time zone. */
export function formatSavedAt(lang: Language, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
