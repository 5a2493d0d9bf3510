/**
 * The dates the client's link takes ticks and weights for (issue 32, decision 185): today or one
 * of the two days before, and inside the plan's period (shared/plan-calendar.ts: the plan's
 * dates, else its package's). The page offers the same dates (`recentDatesIn`); the server is the
 * guard, so a date outside them is a 422 that names the period and writes nothing.
 */
import { addDays, calendarOf, type PlanCalendar, periodProblem } from '../../shared/plan-calendar';
import { TICK_DAYS_BACK } from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import type { Db } from '../db/client';
import { ValidationError } from '../lib/errors';
import * as repo from './portal.repository';

type PlanDates = { dayFormat: string; startDate: string | null; endDate: string | null };

/** The period of the link's shared plan; the package's own while no plan is shared. */
export const linkCalendar = (plan: PlanDates | null | undefined, pkg: repo.LinkPackage): PlanCalendar =>
  calendarOf(plan ?? { dayFormat: 'day_numbers', startDate: null, endDate: null }, pkg);

/** Refuses (422, on `date`) a date outside the recent days (`recentMessage`) or the plan's period. */
export async function assertLinkDate(db: Db, pkg: repo.LinkPackage, date: string, recentMessage: string) {
  const today = practiceToday();
  if (date > today || date < addDays(today, -TICK_DAYS_BACK))
    throw new ValidationError({ date: recentMessage }, recentMessage);
  const plan = await repo.sharedPlanOf(db, pkg.id);
  const problem = periodProblem(linkCalendar(plan, pkg), date, plan ? 'This plan' : 'Your programme');
  if (problem) throw new ValidationError({ date: problem }, problem);
}
