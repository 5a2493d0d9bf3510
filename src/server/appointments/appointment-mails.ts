import { spokenTime } from '../../shared/appointment-time';
import type { CalendarSettings } from '../../shared/appointments';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { practiceNameOf } from '../lib/practice-identity';
import { appointmentsIcs } from './appointment-ics';
import { type AppointmentWithNames, revisionOf } from './appointments.repository';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

type Kind = 'booked' | 'moved' | 'cancelled';

/**
 * The client's mail about one or more appointments with their .ics, queued in the write's own
 * transaction (the outbox sends it after commit; a refused write queues nothing). Clients without
 * an e-mail get none. A move or cancel carries a higher SEQUENCE than the copy in the client's
 * calendar, and a cancel METHOD:CANCEL, so the calendar updates or removes the same UID.
 */
export async function mailClient(
  deps: AppDeps,
  tx: Db,
  rows: AppointmentWithNames[],
  settings: CalendarSettings,
  kind: Kind,
  previousStart?: Date,
) {
  const first = rows[0];
  if (!first?.clientEmail) return;
  const practice = await practiceNameOf(tx, deps.config.practiceName);
  const tz = settings.time_zone;
  const when = spokenTime(first.a.startsAt, tz);
  const dietitian = fullName(first.dietitianFirstName, first.dietitianLastName);
  const where = first.a.locationOrLink ? `\nWhere: ${first.a.locationOrLink}` : '';
  const mode = first.a.mode.toLowerCase();
  const dear = `Dear ${first.clientFirstName},\n\n`;
  let subject: string;
  let body: string;
  if (kind === 'cancelled') {
    subject = `Your consultation on ${when} is cancelled`;
    body = `${dear}Your ${mode} consultation with ${dietitian} on ${when} is cancelled.\n\nThe attached file removes it from your calendar.`;
  } else if (kind === 'moved') {
    const from = previousStart ? ` from ${spokenTime(previousStart, tz)}` : '';
    subject = `Your consultation has moved to ${when}`;
    body = `${dear}Your ${mode} consultation with ${dietitian} has moved${from} to ${when} (${first.a.durationMin} min).${where}\n\nThe attached file updates it in your calendar.`;
  } else if (rows.length > 1) {
    const list = rows.map((r) => `- ${spokenTime(r.a.startsAt, tz)} (${r.a.durationMin} min)`).join('\n');
    subject = `Your ${rows.length} follow-up consultations`;
    body = `${dear}Your ${mode} follow-up consultations with ${dietitian} are booked:\n${list}${where}\n\nThe attached file adds them to your calendar.`;
  } else {
    subject = `Your consultation on ${when}`;
    body = `${dear}Your ${mode} consultation with ${dietitian} is booked for ${when} (${first.a.durationMin} min).${where}\n\nThe attached file adds it to your calendar.`;
  }
  const method = kind === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const sequence = kind === 'booked' ? 0 : await revisionOf(tx, first.a.id);
  await deps.mailer.send(
    {
      to: first.clientEmail,
      subject,
      text: body,
      attachments: [
        {
          filename: 'appointment.ics',
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: Buffer.from(
            appointmentsIcs(rows, { name: practice, practice, viewer: 'client', method, sequence }),
          ),
        },
      ],
    },
    { db: tx },
  );
}
