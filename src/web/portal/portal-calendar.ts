/**
 * The plan calendar on the client's page (issue 32, decision 185): the period and day format the
 * server sends, read through shared/plan-calendar.ts, the same rules the server checks ticks and
 * weights with. The page never guesses a date's plan day from day names.
 */
import { inPeriod, type PlanCalendar, planDayOn, recentDatesIn } from '../../shared/plan-calendar';
import { TICK_DAYS_BACK } from '../../shared/portal-options';
import type { PortalDay, PortalView } from './portal-types';

/** The plan's calendar, or null for a copy of the page saved before the answer carried its period. */
export function portalCalendar(view: PortalView): PlanCalendar | null {
  if (!view.period) return null;
  return {
    dayFormat: view.plan?.day_format ?? 'day_numbers',
    startDate: view.period.start_date,
    endDate: view.period.end_date,
  };
}

/** Today and the two days before that lie in the plan's period, today first: what the server takes. */
export const tickDates = (view: PortalView): string[] => {
  const cal = portalCalendar(view);
  return cal ? recentDatesIn(cal, view.today, TICK_DAYS_BACK) : [];
};

/** The plan day a date falls on, or null. */
export function portalDayOn(view: PortalView, date: string): PortalDay | null {
  const cal = portalCalendar(view);
  const days = view.plan?.days ?? [];
  const day = cal
    ? planDayOn(
        cal,
        days.map((d) => d.day),
        date,
      )
    : null;
  return days.find((d) => d.day === day) ?? null;
}

/** When today lies outside the plan's period: the note the page shows instead of ticks and weight. */
export function outsidePeriod(view: PortalView): { note: 'planStarts' | 'planEnded'; date: string } | null {
  const cal = portalCalendar(view);
  if (!cal || inPeriod(cal, view.today)) return null;
  if (view.today < cal.startDate) return { note: 'planStarts', date: cal.startDate };
  return { note: 'planEnded', date: cal.endDate ?? view.today };
}
