import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppointmentWithNames } from './appointments.repository';

/**
 * iCalendar text (RFC 5545) through ical-generator: times in UTC (…Z), so every calendar shows
 * them in its own zone; the UID is stable, so a re-download or the feed updates the same event.
 */
export function appointmentsIcs(
  rows: AppointmentWithNames[],
  options: {
    name: string;
    practice: string;
    viewer: 'client' | 'staff';
    /** CANCEL for the mail that calls a booking off (RFC 5546); PUBLISH otherwise. */
    method?: 'PUBLISH' | 'CANCEL';
    /** The event's revision: a moved or cancelled time must outrank the copy the client has. */
    sequence?: number;
  },
): string {
  const cal = ical({ name: options.name, prodId: { company: 'NutriDesk', product: 'Appointments' } });
  cal.method(options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  for (const r of rows) {
    const client = `${r.clientFirstName} ${r.clientLastName}`.trim();
    const dietitian = `${r.dietitianFirstName} ${r.dietitianLastName}`.trim();
    cal.createEvent({
      id: `appointment-${r.a.id}@nutridesk`,
      start: r.a.startsAt,
      end: r.a.endsAt,
      summary:
        options.viewer === 'client'
          ? `Consultation with ${dietitian} (${options.practice})`
          : `${client}: ${r.a.mode} consultation`,
      location: r.a.locationOrLink ?? undefined,
      description: `${r.a.mode} consultation, ${r.a.durationMin} min.`,
      status: r.a.status === 'Cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: r.a.updatedAt,
      sequence: options.sequence ?? 0,
    });
  }
  return cal.toString();
}
