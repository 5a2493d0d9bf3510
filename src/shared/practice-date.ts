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
