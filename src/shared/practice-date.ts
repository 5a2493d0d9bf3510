/**
 * The practice's calendar, without Zod: the web app's signed-in shell (the top bar's credit expiry)
 * needs "today" on every page and must not load the schema library for it (decision 085).
 * `fields.ts` re-exports these for the schemas and the server.
 */

/** The practice is in India: "today" is the date in Asia/Kolkata, on the server and in the browser alike. */
export const PRACTICE_TIME_ZONE = 'Asia/Kolkata';
/**
 * India Standard Time is UTC+05:30 all year and has been since 1945 (no daylight saving), so the
 * date there is plain arithmetic. The browser would otherwise load its time-zone data for the
 * first Intl formatter on the page: some 20 ms of a phone's first paint (decision 085).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in the practice's time zone, 'YYYY-MM-DD'. */
export function practiceToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The wall-clock time in `zone` now, 'YYYY-MM-DDTHH:mm:ss' without an offset: what a calendar that
 * draws the practice's local times (FullCalendar in UTC, decision 226) must take as "now", or its
 * now line sits 5 h 30 min early in India (issue 56).
 */
export function wallClockIn(zone: string, now = new Date()): string {
  if (zone === PRACTICE_TIME_ZONE) return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
