import { reminderMessage } from '../../shared/appointment-reminders';
import { fromLocal, localParts, spokenTime, toLocal } from '../../shared/appointment-time';
import {
  type AppointmentCreate,
  type AppointmentEdit,
  type AppointmentMode,
  type AppointmentOut,
  type AppointmentStatus,
  type CalendarSettings,
  APPOINTMENT_MESSAGES as M,
} from '../../shared/appointments';
import { whatsappPhone, whatsappUrl } from '../../shared/portal-options';
import type { AppDeps } from '../app-deps';
import { type AppointmentRow, packageFor } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { appointments } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { AppError, type FieldErrors, ValidationError } from '../lib/errors';
import { mailClient } from './appointment-mails';
import {
  type AppointmentWithNames,
  countPackageAppointments,
  findAppointmentWithNames,
  findClash,
  findPackageForBooking,
  insertAppointment,
  lockNutritionist,
  updateAppointment,
} from './appointments.repository';
import { readCalendarSettings } from './calendar-settings';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The reminder text of one appointment (the staff's wa.me link, the reminder list). */
export function reminderMessageOf(r: AppointmentWithNames, settings: CalendarSettings): string {
  return reminderMessage({
    wording: settings.whatsapp_wording,
    wording_hindi: settings.whatsapp_wording_hi,
    language: r.clientLanguage,
    client: r.clientFirstName,
    nutritionist: fullName(r.dietitianFirstName, r.dietitianLastName),
    starts_at: r.a.startsAt,
    time_zone: settings.time_zone,
    mode: r.a.mode,
    location_or_link: r.a.locationOrLink,
  });
}

/** The API shape of one appointment, its times in the practice's zone and staff's WhatsApp link. */
export function appointmentOut(r: AppointmentWithNames, settings: CalendarSettings): AppointmentOut {
  const tz = settings.time_zone;
  const dietitian = fullName(r.dietitianFirstName, r.dietitianLastName);
  const phone = whatsappPhone(r.clientPhone);
  // The practice's wording in the client's language, mode and link kept (decisions 266, 298).
  const message = reminderMessageOf(r, settings);
  return {
    id: r.a.id,
    package_id: r.a.packageId,
    dietitian_id: r.a.dietitianId,
    client_id: r.clientId,
    client_name: fullName(r.clientFirstName, r.clientLastName),
    dietitian_name: dietitian,
    starts_at: r.a.startsAt.toISOString(),
    ends_at: r.a.endsAt.toISOString(),
    starts_local: toLocal(r.a.startsAt, tz),
    ends_local: toLocal(r.a.endsAt, tz),
    duration_min: r.a.durationMin,
    mode: r.a.mode as AppointmentMode,
    location_or_link: r.a.locationOrLink,
    note: r.a.note,
    status: r.a.status as AppointmentStatus,
    cancel_reason: r.a.cancelReason,
    whatsapp_url: phone ? whatsappUrl(phone, message) : null,
  };
}

/** What needs the user's "Book anyway": outside working hours, a day off, beyond the sessions. */
export function confirmQuestion(
  start: Date,
  end: Date,
  settings: CalendarSettings,
  booked: number,
  sessions: number | null,
): string | null {
  const from = localParts(start, settings.time_zone);
  const to = toLocal(end, settings.time_zone);
  if (!settings.work_days.includes(from.weekday)) return M.closedDay;
  const sameDay = to.slice(0, 10) === from.local.slice(0, 10);
  if (from.local.slice(11) < settings.day_start || !sameDay || to.slice(11) > settings.day_end)
    return M.outsideHours(settings.day_start, settings.day_end);
  if (sessions !== null && booked >= sessions) return M.overSessions(sessions);
  return null;
}

export type Slot = { start: Date; end: Date };

/** The bad-input checks every booking shares; all field messages together, nothing written. */
async function checkSlot(
  db: Db,
  slot: Slot,
  pkg: { id: number; dietitianId: number; sessions: number | null },
  options: { now: Date; confirm: boolean; settings: CalendarSettings; exceptId?: number; moved: boolean },
) {
  const errors: FieldErrors = {};
  if (options.moved && slot.start.getTime() <= options.now.getTime()) errors.starts_at = M.past;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // A clash outranks "Book anyway?": answer it before asking (checked again under the lock).
  await assertNoClash(db, pkg.dietitianId, slot, options.settings, options.exceptId, false);
  if (options.confirm) return;
  const booked = await countPackageAppointments(db, pkg.id, options.exceptId);
  const question = confirmQuestion(slot.start, slot.end, options.settings, booked, pkg.sessions);
  // The form shows the question with "Book anyway", which sends the same request with confirm.
  if (question) throw new ValidationError({ confirm: question }, question);
}

/** Inside the booking's transaction: 409 naming the appointment it would overlap. */
export async function assertNoClash(
  tx: Db,
  dietitianId: number,
  slot: Slot,
  settings: CalendarSettings,
  exceptId?: number,
  lock = true,
) {
  if (lock) await lockNutritionist(tx, dietitianId);
  const clash = await findClash(tx, dietitianId, slot.start, slot.end, exceptId);
  if (!clash) return;
  const message = M.clash(
    fullName(clash.clientFirstName, clash.clientLastName),
    `${spokenTime(clash.a.startsAt, settings.time_zone)} (${clash.a.durationMin} min)`,
  );
  throw new AppError(409, message, { starts_at: message, clash_id: clash.a.id });
}

export const slotOf = (local: string, durationMin: number, tz: string): Slot => {
  const start = fromLocal(local, tz);
  return { start, end: new Date(start.getTime() + durationMin * 60_000) };
};

/** Books one consultation of a package; mails the client the confirmation with its .ics. */
export async function createAppointment(
  deps: AppDeps,
  user: RequestUser,
  input: AppointmentCreate,
  now = new Date(),
): Promise<AppointmentOut> {
  const { db } = deps;
  const settings = await readCalendarSettings(db);
  await packageFor(db, user, input.package_id);
  const pkg = (await findPackageForBooking(db, input.package_id))!;
  const slot = slotOf(input.starts_at, input.duration_min, settings.time_zone);
  await checkSlot(db, slot, pkg, { now, confirm: Boolean(input.confirm), settings, moved: true });
  const saved = await inTransaction(db, async (tx) => {
    await assertNoClash(tx, pkg.dietitianId, slot, settings);
    const row = await insertAppointment(tx, {
      packageId: pkg.id,
      dietitianId: pkg.dietitianId,
      startsAt: slot.start,
      endsAt: slot.end,
      durationMin: input.duration_min,
      mode: input.mode,
      locationOrLink: input.location_or_link ?? null,
      note: input.note ?? null,
      createdBy: user.id,
    });
    await writeAudit(tx, { userId: user.id, action: 'create', entity: 'appointment', entityId: row.id });
    const full = (await findAppointmentWithNames(tx, row.id))!;
    await mailClient(deps, tx, [full], settings, 'booked');
    return full;
  });
  void deps.mailer.flush().catch(() => undefined);
  return appointmentOut(saved, settings);
}

const lockedAppointment = (tx: Db, id: number) => lockedFor(tx, appointments, id, 'Appointment not found.');

/** Two moves at once: the second was checked against the old time, so it is refused (issue 51). */
const CHANGED_MEANWHILE = 'This appointment was just moved by someone else: please reload it and try again';

const notBooked = (a: AppointmentRow) =>
  new ValidationError({ id: M.notBooked(a.status) }, M.notBooked(a.status));

/** Moves or changes a booked appointment (same checks as a booking; the clash ignores itself). */
export async function editAppointment(
  deps: AppDeps,
  user: RequestUser,
  existing: AppointmentRow,
  input: AppointmentEdit,
  now = new Date(),
): Promise<AppointmentOut> {
  const { db } = deps;
  if (existing.status !== 'Booked') throw notBooked(existing);
  const settings = await readCalendarSettings(db);
  const pkg = (await findPackageForBooking(db, existing.packageId))!;
  const local = input.starts_at ?? toLocal(existing.startsAt, settings.time_zone);
  const durationMin = input.duration_min ?? existing.durationMin;
  const slot = slotOf(local, durationMin, settings.time_zone);
  const moved = slot.start.getTime() !== existing.startsAt.getTime() || durationMin !== existing.durationMin;
  await checkSlot(db, slot, pkg, {
    now,
    confirm: Boolean(input.confirm) || !moved,
    settings,
    exceptId: existing.id,
    moved,
  });
  const saved = await inTransaction(db, async (tx) => {
    // Re-read under the row's lock (issue 51): a cancel, complete or another edit sent at the same
    // time is seen here; the rule is checked on this row, and the change is made from it.
    const locked = await lockedAppointment(tx, existing.id);
    if (locked.status !== 'Booked') throw notBooked(locked);
    if (
      locked.startsAt.getTime() !== existing.startsAt.getTime() ||
      locked.durationMin !== existing.durationMin
    )
      throw new AppError(409, CHANGED_MEANWHILE, { id: CHANGED_MEANWHILE });
    if (moved) await assertNoClash(tx, existing.dietitianId, slot, settings, existing.id);
    const row = await updateAppointment(tx, existing.id, {
      startsAt: slot.start,
      endsAt: slot.end,
      durationMin,
      mode: input.mode ?? locked.mode,
      locationOrLink: input.location_or_link === undefined ? locked.locationOrLink : input.location_or_link,
      note: input.note === undefined ? locked.note : input.note,
    });
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'appointment',
      entityId: row.id,
      changes: diffForAudit(locked, row),
    });
    const full = (await findAppointmentWithNames(tx, row.id))!;
    // The client hears of a new time (not of a changed note or link alone).
    if (slot.start.getTime() !== existing.startsAt.getTime())
      await mailClient(deps, tx, [full], settings, 'moved', existing.startsAt);
    return full;
  });
  void deps.mailer.flush().catch(() => undefined);
  return appointmentOut(saved, settings);
}

/** Booked → Cancelled, Completed or No-show, with its audit row. */
export async function closeAppointment(
  deps: AppDeps,
  user: RequestUser,
  existing: AppointmentRow,
  status: 'Cancelled' | 'Completed' | 'No-show',
  reason: string | null,
  now = new Date(),
): Promise<AppointmentOut> {
  const { db } = deps;
  if (existing.status !== 'Booked') throw notBooked(existing);
  if (status === 'No-show' && existing.startsAt.getTime() > now.getTime())
    throw new ValidationError({ id: M.notStarted }, M.notStarted);
  const settings = await readCalendarSettings(db);
  const saved = await inTransaction(db, async (tx) => {
    // Re-read under the row's lock (issue 51): of a cancel and a complete sent at once, the second
    // reads the first one's status here and is refused; no mail for an appointment that is closed.
    const locked = await lockedAppointment(tx, existing.id);
    if (locked.status !== 'Booked') throw notBooked(locked);
    if (status === 'No-show' && locked.startsAt.getTime() > now.getTime())
      throw new ValidationError({ id: M.notStarted }, M.notStarted);
    const row = await updateAppointment(tx, existing.id, { status, cancelReason: reason });
    await writeAudit(tx, {
      userId: user.id,
      action: status === 'Cancelled' ? 'cancel' : status === 'Completed' ? 'complete' : 'no-show',
      entity: 'appointment',
      entityId: row.id,
      changes: diffForAudit(locked, row),
    });
    const full = (await findAppointmentWithNames(tx, row.id))!;
    // A cancel calls the event off in the client's calendar; only a future one is worth a mail.
    if (status === 'Cancelled' && locked.startsAt.getTime() > now.getTime())
      await mailClient(deps, tx, [full], settings, 'cancelled');
    return full;
  });
  if (status === 'Cancelled') void deps.mailer.flush().catch(() => undefined);
  return appointmentOut(saved, settings);
}
