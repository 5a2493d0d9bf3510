/**
 * Local date-times in the practice's time zone ↔ instants, without Zod (the calendar page loads it).
 * The zone is a setting (Asia/Kolkata by default); the offset is read from Intl, so a zone with
 * daylight saving also converts right.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone ('Asia/Kolkata' yes, 'Mars/Base' no). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock in the zone at an instant: 'YYYY-MM-DDTHH:mm' and the ISO weekday. */
export function localParts(at: Date, timeZone: string): { local: string; weekday: number } {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { local: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`, weekday: WEEKDAYS[p.weekday] ?? 0 };
}

export const toLocal = (at: Date, timeZone: string) => localParts(at, timeZone).local;

/** Whether a string is a local date-time that exists on the calendar ('2026-02-30T10:00' is not). */
export function isLocalDateTime(v: string): boolean {
  const m = LOCAL.exec(v);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && y >= 1900;
}

/** The instant a local date-time in the zone names (the first one, in an autumn's repeated hour). */
export function fromLocal(local: string, timeZone: string): Date {
  const m = LOCAL.exec(local);
  if (!m) throw new Error('not a local date-time');
  const [, y, mo, d, h, mi] = m.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const parts = LOCAL.exec(toLocal(new Date(instant), timeZone))!.map(Number);
    return Date.UTC(parts[1], parts[2] - 1, parts[3], parts[4], parts[5]) - instant;
  };
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return new Date(guess);
}

/** '27 Nov 2026, 6:30 pm' in the zone: the words of mails, clash messages and WhatsApp. */
/**
 * The same moment as a Hindi-speaking dietitian writes it, digits Latin and the part of the day
 * first, as the plan page does (decision 248): "4 दिसंबर 2030, शाम 6:30".
 */
export function spokenTimeHindi(at: Date, timeZone: string): string {
  const options = { timeZone, numberingSystem: 'latn' } as const;
  const day = new Intl.DateTimeFormat('hi-IN', {
    ...options,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('hi-IN', {
    ...options,
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
  });
  return `${day.format(at)}, ${time.format(at)}`;
}

export function spokenTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at);
}

/**
 * 'Fri 04-Dec-2026, 6:30 pm' from a local date-time, read as the practice's wall clock whatever
 * the browser's zone; `locale` names the weekday and month ('hi-IN': 'शुक्र 04-दिस॰-2026').
 */
export function wallClockWords(local: string, locale = 'en-IN'): string {
  const [date, time] = local.split('T');
  const at = new Date(`${date}T${time}:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...o }).format(at);
  const [h, m] = time.split(':').map(Number);
  const clock = `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
  return `${part({ weekday: 'short' })} ${date.slice(8)}-${part({ month: 'short' })}-${date.slice(0, 4)}, ${clock}`;
}
