/**
 * The practice's calendar, without Zod: the web app's signed-in shell (the top bar's credit expiry)
 * needs "today" on every page and must not load the schema library for it (decision 085).
 * `fields.ts` re-exports these for the schemas and the server.
 */

/** The practice is in India: "today" is the date in Asia/Kolkata, on the server and in the browser alike. */
export const PRACTICE_TIME_ZONE = 'Asia/Kolkata';
/** One formatter for the process or page: building one per call costs milliseconds each time. */
let practiceCalendar: Intl.DateTimeFormat | undefined;
export function practiceToday(now = new Date()): string {
  practiceCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: PRACTICE_TIME_ZONE });
  return practiceCalendar.format(now);
}
