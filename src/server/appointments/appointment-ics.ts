import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '../db/client';
import { installIdOf } from '../lib/install-id';
import { practiceNameOf } from '../lib/practice-identity';
import type { AppointmentWithNames } from './appointments.repository';
import { readCalendarSettings } from './calendar-settings';

/** What every .ics of this practice shares: its name, its install's id and its reminder times. */
export type IcsContext = {
  practice: string;
  /** The install's random id: event UIDs are `appointment-<id>@<installId>.nutridesk`. */
  installId: string;
  /** Hours before the start at which the practice reminds (its reminder settings): one VALARM each. */
  alarmHours: number[];
};

export async function icsContextOf(db: Db, defaultPracticeName: string): Promise<IcsContext> {
  const [practice, installId, settings] = await Promise.all([
    practiceNameOf(db, defaultPracticeName),
    installIdOf(db),
    readCalendarSettings(db),
  ]);
  const alarmHours = [settings.reminder_first_hours, settings.reminder_second_hours].filter(
    (h): h is number => typeof h === 'number' && h > 0,
  );
  return { practice, installId, alarmHours };
}

/** The UID of an appointment's event: stable for the appointment, unique to this install. */
export const appointmentUid = (appointmentId: number, installId: string) =>
  `appointment-${appointmentId}@${installId}.nutridesk`;

/** A file name from the practice's name ("Sunrise Nutrition.ics"), never the app's. */
export function icsFileName(practice: string): string {
  const name = practice.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'appointment';
  return `${name}.ics`;
}

/**
 * iCalendar text (RFC 5545) through ical-generator: times in UTC (…Z), so every calendar shows
 * them in its own zone; the UID is stable, so a re-download or the feed updates the same event.
 * DTSTAMP is when the file is made (RFC 5545 3.8.7.2: the time the object was created); a
 * VALARM at each of the practice's reminder times.
 */
export function appointmentsIcs(
  rows: AppointmentWithNames[],
  context: IcsContext,
  options: {
    /** The calendar's name (the practice's by default). */
    name?: string;
    viewer: 'client' | 'staff';
    /** CANCEL for the mail that calls a booking off (RFC 5546); PUBLISH otherwise. */
    method?: 'PUBLISH' | 'CANCEL';
    /** The event's revision: a moved or cancelled time must outrank the copy the client has. */
    sequence?: number;
    now?: Date;
  },
): string {
  const { practice } = context;
  const cal = ical({
    name: options.name ?? practice,
    prodId: { company: practice, product: 'Appointments' },
  });
  cal.method(options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  const stamp = options.now ?? new Date();
  for (const r of rows) {
    const client = `${r.clientFirstName} ${r.clientLastName}`.trim();
    const dietitian = `${r.dietitianFirstName} ${r.dietitianLastName}`.trim();
    const live = r.a.status !== 'Cancelled';
    cal.createEvent({
      id: appointmentUid(r.a.id, context.installId),
      start: r.a.startsAt,
      end: r.a.endsAt,
      summary:
        options.viewer === 'client'
          ? `Consultation with ${dietitian} (${practice})`
          : `${client}: ${r.a.mode} consultation`,
      location: r.a.locationOrLink ?? undefined,
      description: `${r.a.mode} consultation, ${r.a.durationMin} min.`,
      status: live ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
      stamp,
      sequence: options.sequence ?? 0,
      // A cancelled event reminds nobody; a live one at the practice's own reminder times.
      alarms:
        live && options.method !== 'CANCEL'
          ? context.alarmHours.map((h) => ({
              type: ICalAlarmType.display,
              triggerBefore: h * 3600,
              description: options.viewer === 'client' ? `Consultation with ${dietitian}` : `${client}`,
            }))
          : [],
    });
  }
  return cal.toString();
}
