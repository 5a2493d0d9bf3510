import { fromLocal, localParts } from '../../shared/appointment-time';
import type { CalendarSettings } from '../../shared/appointments';
import { type BookingSlot, type BookingType, SLOT_STEP_MIN } from '../../shared/booking-options';
import type { Busy } from './booking.repository';

/**
 * The bookable times of one appointment type (decision 297), pure: every SLOT_STEP_MIN minutes
 * from the start of the working day while the consultation ends by its end, on working days that
 * are not holidays, in the practice's time zone; not before the type's minimum notice nor after
 * its days ahead; and, given what is busy, not overlapping an appointment or a held booking with
 * the type's buffer on both sides.
 */
export type SlotRules = {
  type: BookingType;
  calendar: CalendarSettings;
  closedDates: readonly string[];
  now: Date;
};

const MINUTE = 60_000;
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** '2026-12-08T10:00:00+05:30': the instant with the zone's offset, as the slots answer it. */
export function withOffset(at: Date, timeZone: string): string {
  const local = localParts(at, timeZone).local;
  const wall = Date.parse(`${local}:00Z`);
  const offset = Math.round((wall - at.getTime()) / MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${clock(abs)}`;
}

/** The last date the type may be booked on: today in the zone + its days ahead. */
function lastDate(rules: SlotRules): string {
  const today = localParts(rules.now, rules.calendar.time_zone).local.slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + rules.type.max_days_ahead * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** Why a start is not one the page offers, ignoring what is busy; null when it is one. */
export function startProblem(start: Date, rules: SlotRules): 'notice' | 'ahead' | 'hours' | null {
  const { type, calendar, now } = rules;
  if (start.getTime() < now.getTime() + type.min_notice_hours * 3_600_000) return 'notice';
  const local = localParts(start, calendar.time_zone).local;
  const date = local.slice(0, 10);
  if (date > lastDate(rules)) return 'ahead';
  const offered = candidateStarts(date, rules).some((s) => s.getTime() === start.getTime());
  return offered ? null : 'hours';
}

/** The day's starts by the working hours alone (holidays and days off have none). */
function candidateStarts(date: string, rules: SlotRules): Date[] {
  const { type, calendar, closedDates } = rules;
  if (closedDates.includes(date) || !calendar.work_days.includes(isoWeekday(date))) return [];
  const starts: Date[] = [];
  const end = minutesOf(calendar.day_end);
  for (let m = minutesOf(calendar.day_start); m + type.duration_min <= end; m += SLOT_STEP_MIN)
    starts.push(fromLocal(`${date}T${clock(m)}`, calendar.time_zone));
  return starts;
}

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

/** Whether [start, start + duration) with the buffer either side is clear of what is busy. */
export function isFree(start: Date, type: BookingType, busy: Busy): boolean {
  const s = start.getTime();
  const e = s + type.duration_min * MINUTE;
  const b = type.buffer_min * MINUTE;
  if (busy.appointments.some((a) => overlaps(s - b, e + b, a.start, a.end))) return false;
  return !busy.holds.some(
    (h) => overlaps(s - b, e + b, h.start, h.end) || overlaps(s, e, h.blockFrom, h.blockTo),
  );
}

/** The free slots between two local dates (inclusive), in time order. */
export function freeSlots(from: string, to: string, rules: SlotRules, busy: Busy): BookingSlot[] {
  const slots: BookingSlot[] = [];
  const last = lastDate(rules) < to ? lastDate(rules) : to;
  for (let date = from; date <= last; date = dayAfter(date)) {
    for (const start of candidateStarts(date, rules)) {
      if (startProblem(start, rules) !== null || !isFree(start, rules.type, busy)) continue;
      slots.push({
        starts_at: withOffset(start, rules.calendar.time_zone),
        local: localParts(start, rules.calendar.time_zone).local,
      });
    }
  }
  return slots;
}

/** The instants [from, to) a range of local dates covers, widened by a day for buffers. */
export function rangeOf(from: string, to: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(fromLocal(`${from}T00:00`, timeZone).getTime() - 86_400_000),
    to: new Date(fromLocal(`${dayAfter(to)}T00:00`, timeZone).getTime() + 86_400_000),
  };
}

export const nextDate = dayAfter;
