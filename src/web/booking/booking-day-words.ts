/**
 * The booking page's day buttons and times (decision 312), written without Intl where the words
 * are fixed: a page's first Intl formatter loads its locale's data on the phone's first paint.
 */
import type { BookingLanguage } from './booking-words';

/**
 * English day and month words as Intl's en-IN writes them ('Sept', checked in
 * booking-day-words.test.ts): the page's first en-IN formatter loaded the locale's data, some
 * 230 ms of a phone's main thread on its first paint (decision 312). Hindi takes Intl's hi-IN
 * words, one formatter per part, made when the visitor first chooses Hindi.
 */
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const hindiParts = new Map<string, Intl.DateTimeFormat>();
function hindiPart(part: 'weekday' | 'month', at: Date) {
  let f = hindiParts.get(part);
  if (!f) {
    f = new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', [part]: 'short' });
    hindiParts.set(part, f);
  }
  return f.format(at);
}

/** 'Tue 08-Dec' of a local date, in the page's language. */
export function dayLabel(date: string, lang: BookingLanguage) {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = lang === 'hi' ? hindiPart('weekday', at) : EN_WEEKDAYS[at.getUTCDay()];
  const month = lang === 'hi' ? hindiPart('month', at) : EN_MONTHS[at.getUTCMonth()];
  return `${weekday} ${date.slice(8)}-${month}`;
}
/** '11:00 am' of a local date-time: wallClockWords' clock, without its two formatters per time. */
export const clockOf = (local: string) => {
  const [h, m] = local.slice(11, 16).split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};
