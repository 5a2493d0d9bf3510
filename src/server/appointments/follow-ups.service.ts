import { spokenTime, toLocal } from '../../shared/appointment-time';
import {
  type AppointmentOut,
  type CalendarSettings,
  type FollowUpProposal,
  type FollowUpsInput,
  APPOINTMENT_MESSAGES as M,
  type ProposedFollowUp,
  type ProposeInput,
} from '../../shared/appointments';
import { addDays } from '../../shared/plan-calendar';
import type { AppDeps } from '../app-deps';
import { packageFor } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { mailClient } from './appointment-mails';
import {
  countPackageAppointments,
  findAppointmentWithNames,
  findClash,
  findPackageForBooking,
  insertAppointment,
  lastPackageAppointment,
} from './appointments.repository';
import { appointmentOut, assertNoClash, confirmQuestion, type Slot, slotOf } from './appointments.service';
import { readCalendarSettings } from './calendar-settings';

/** With neither an end date nor a number of sessions the proposal stops here (decision 240). */
const OPEN_ENDED_PROPOSALS = 12;
const MAX_PROPOSALS = 100;

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The first working day on or after `date` (a week with no working day cannot be saved). */
function workingDayFrom(date: string, settings: CalendarSettings): string {
  let day = date;
  for (let i = 0; i < 7 && !settings.work_days.includes(isoWeekday(day)); i++) day = addDays(day, 1);
  return day;
}

/** The time of day moved into working hours: a start before opening opens, an end after closing ends then. */
function workingTime(time: string, durationMin: number, settings: CalendarSettings): string {
  const open = minutes(settings.day_start);
  const close = minutes(settings.day_end);
  let start = Math.max(minutes(time), open);
  if (start + durationMin > close) start = Math.max(open, close - durationMin);
  return hhmm(start);
}

const outsideHours = (slot: Slot, settings: CalendarSettings) =>
  confirmQuestion(slot.start, slot.end, settings, 0, null) !== null;

/**
 * The package's follow-ups at its cadence (every follow_up_days days): from `first_starts_at`, else
 * from the last booking (at its time of day), else from today at opening time; until the package's
 * end date or until its sessions are used. Each lands on a working day within working hours (the
 * cadence itself does not drift) and says which booked appointment it would clash with. Nothing is
 * written.
 */
export async function proposeFollowUps(
  deps: AppDeps,
  user: RequestUser,
  input: ProposeInput,
  now = new Date(),
): Promise<FollowUpProposal> {
  const { db } = deps;
  await packageFor(db, user, input.package_id);
  const pkg = (await findPackageForBooking(db, input.package_id))!;
  if (!pkg.followUpDays) throw new ValidationError({ follow_up_days: M.noCadence }, M.noCadence);
  const settings = await readCalendarSettings(db);
  const tz = settings.time_zone;
  const booked = await countPackageAppointments(db, pkg.id);
  let planned: string;
  if (input.first_starts_at) planned = input.first_starts_at;
  else {
    const last = await lastPackageAppointment(db, pkg.id);
    const from = last ? toLocal(last.startsAt, tz) : `${toLocal(now, tz).slice(0, 10)}T${settings.day_start}`;
    planned = `${addDays(from.slice(0, 10), pkg.followUpDays)}T${from.slice(11)}`;
  }
  const wanted =
    pkg.sessions !== null ? pkg.sessions - booked : pkg.endDate ? MAX_PROPOSALS : OPEN_ENDED_PROPOSALS;
  const proposals: ProposedFollowUp[] = [];
  let previousDay = '';
  for (let guard = 0; proposals.length < Math.min(wanted, MAX_PROPOSALS) && guard < 400; guard++) {
    const plannedLocal = planned;
    const plannedDay = planned.slice(0, 10);
    // Two cadence days moved past one weekend must not land on the same day.
    const notBefore = previousDay && plannedDay <= previousDay ? addDays(previousDay, 1) : plannedDay;
    const day = workingDayFrom(notBefore, settings);
    if (pkg.endDate && day > pkg.endDate) break;
    const local = `${day}T${workingTime(planned.slice(11), input.duration_min, settings)}`;
    planned = `${addDays(plannedDay, pkg.followUpDays)}T${planned.slice(11)}`;
    const slot = slotOf(local, input.duration_min, tz);
    if (slot.start.getTime() <= now.getTime()) continue;
    const clash = await findClash(db, pkg.dietitianId, slot.start, slot.end);
    proposals.push({
      starts_local: local,
      ends_local: toLocal(slot.end, tz),
      moved: local !== plannedLocal,
      outside_hours: outsideHours(slot, settings),
      clash: clash
        ? {
            id: clash.a.id,
            message: M.clash(
              `${clash.clientFirstName} ${clash.clientLastName}`.trim(),
              `${spokenTime(clash.a.startsAt, tz)} (${clash.a.durationMin} min)`,
            ),
          }
        : null,
    });
    previousDay = day;
  }
  return {
    package_id: pkg.id,
    follow_up_days: pkg.followUpDays,
    sessions: pkg.sessions,
    booked,
    end_date: pkg.endDate,
    proposals,
  };
}

/**
 * Books the follow-ups the nutritionist kept, all or none: every one is checked as a single booking
 * is (past, clash 409, "Book anyway?" for hours, days off and sessions), then all are written in one
 * transaction under the nutritionist's lock, each with its audit row, and one mail with one .ics.
 */
export async function bookFollowUps(
  deps: AppDeps,
  user: RequestUser,
  input: FollowUpsInput,
  now = new Date(),
): Promise<AppointmentOut[]> {
  const { db } = deps;
  await packageFor(db, user, input.package_id);
  const pkg = (await findPackageForBooking(db, input.package_id))!;
  const settings = await readCalendarSettings(db);
  const tz = settings.time_zone;
  const slots = [...new Set(input.starts_at)].sort().map((local) => slotOf(local, input.duration_min, tz));
  const past = slots.find((s) => s.start.getTime() <= now.getTime());
  if (past) throw new ValidationError({ starts_at: `${spokenTime(past.start, tz)}: ${M.past}` });
  if (slots.some((s, i) => i > 0 && s.start.getTime() < slots[i - 1].end.getTime()))
    throw new ValidationError({ starts_at: M.followUpsTwice });
  for (const slot of slots) await assertNoClash(db, pkg.dietitianId, slot, settings, undefined, false);
  if (!input.confirm) {
    const booked = await countPackageAppointments(db, pkg.id);
    for (const [i, slot] of slots.entries()) {
      const question = confirmQuestion(slot.start, slot.end, settings, booked + i, pkg.sessions);
      if (!question) continue;
      const message = M.followUpsConfirm(question, spokenTime(slot.start, tz));
      throw new ValidationError({ confirm: message }, message);
    }
  }
  const saved = await inTransaction(db, async (tx) => {
    const rows = [];
    for (const slot of slots) {
      await assertNoClash(tx, pkg.dietitianId, slot, settings);
      const row = await insertAppointment(tx, {
        packageId: pkg.id,
        dietitianId: pkg.dietitianId,
        startsAt: slot.start,
        endsAt: slot.end,
        durationMin: input.duration_min,
        mode: input.mode,
        locationOrLink: input.location_or_link ?? null,
        note: null,
        createdBy: user.id,
      });
      await writeAudit(tx, { userId: user.id, action: 'create', entity: 'appointment', entityId: row.id });
      rows.push((await findAppointmentWithNames(tx, row.id))!);
    }
    await mailClient(deps, tx, rows, settings, 'booked');
    return rows;
  });
  void deps.mailer.flush().catch(() => undefined);
  return saved.map((r) => appointmentOut(r, settings));
}
