/**
 * The page's dates and times in the chosen language, and meals in time order. Which plan day a
 * date falls on and which dates can be ticked are the plan calendar's (shared/plan-calendar.ts,
 * from the period the server sends: see portal-calendar.ts); nothing here guesses.
 */
import { hindiAmount, hindiClock } from '../../shared/client-hindi';
import { type Language, localeOf } from './messages';
import type { PortalFood, PortalMeal } from './portal-types';

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

/** 'Wed 25 Nov' / 'बुध, 25 नवंबर' for the day chooser (Hindi's short months read as 'नव॰'). */
export function formatShortDay(lang: Language, iso: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    month: lang === 'hi' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(toUtc(iso)));
}

/**
 * The clock of each language: '7:30 am' in English; in Hindi the part of the day comes first,
 * as it is said ('सुबह 7:30', 'दोपहर 1:00', 'शाम 7:30', 'रात 10:00'), through Intl's dayPeriod.
 */
const clockOf = (lang: Language): Intl.DateTimeFormatOptions =>
  lang === 'hi'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit', hour12: true };

/** 'HH:mm' → '7:30 am' / 'सुबह 7:30'. */
export function formatMealTime(lang: Language, time: string): string {
  if (lang === 'hi') return hindiClock(time);
  const [h, m] = time.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return time;
  return new Intl.DateTimeFormat(localeOf(lang), { ...clockOf(lang), timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

/** When the page's copy of the plan was saved: '25 Nov 2026, 9:40 pm', in the phone's time zone. */
export function formatSavedAt(lang: Language, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const locale = localeOf(lang);
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    at,
  );
  return `${date}, ${new Intl.DateTimeFormat(locale, clockOf(lang)).format(at)}`;
}

/**
 * A food's amount in the chosen language, numbers as digits: '2 phulka (64 g)' /
 * '2 फुलका (64 ग्राम)', '1½ कटोरी (225 ग्राम)', '150 ग्राम' (shared/client-hindi.ts, as the PDF says it).
 */
export function formatAmount(lang: Language, food: PortalFood): string {
  return lang === 'en' ? food.amount : hindiAmount(food);
}
