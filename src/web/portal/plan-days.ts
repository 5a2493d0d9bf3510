/**
 * The page's dates and times in the chosen language, and meals in time order. Which plan day a
 * date falls on and which dates can be ticked are the plan calendar's (shared/plan-calendar.ts,
 * from the period the server sends: see portal-calendar.ts); nothing here guesses.
 */
import { type Language, localeOf } from './messages';
import type { PortalMeal } from './portal-types';

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

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
