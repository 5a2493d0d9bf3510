import { toLocal } from '../../shared/appointment-time';
import type { AppointmentMode, PortalNextAppointment } from '../../shared/appointments';
import type { AppDeps } from '../app-deps';
import { notFound } from '../lib/errors';
import { appointmentsIcs, icsContextOf } from './appointment-ics';
import { nextBookedOfPackage } from './appointments.repository';
import { readCalendarSettings } from './calendar-settings';

/**
 * The client's next consultation on their plan page (token:plan-link, decision 240): only the
 * link's own package's next Booked appointment, never another client's nor a cancelled one.
 */
export async function portalNextAppointment(
  deps: AppDeps,
  packageId: number,
  now = new Date(),
): Promise<PortalNextAppointment> {
  const row = await nextBookedOfPackage(deps.db, packageId, now);
  if (!row) return null;
  const settings = await readCalendarSettings(deps.db);
  return {
    starts_at: row.a.startsAt.toISOString(),
    starts_local: toLocal(row.a.startsAt, settings.time_zone),
    duration_min: row.a.durationMin,
    mode: row.a.mode as AppointmentMode,
    location_or_link: row.a.locationOrLink,
    dietitian_name: `${row.dietitianFirstName} ${row.dietitianLastName}`.trim(),
  };
}

/** Its .ics for "Add to calendar" (the client's wording, the same UID as the confirmation mail's). */
export async function portalNextIcs(deps: AppDeps, packageId: number, now = new Date()): Promise<string> {
  const row = await nextBookedOfPackage(deps.db, packageId, now);
  if (!row) throw notFound('Appointment not found.');
  return appointmentsIcs([row], await icsContextOf(deps.db, deps.config.practiceName), { viewer: 'client' });
}
