import type { CalendarSettings } from '../../shared/appointments';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { practiceNameOf } from '../lib/practice-identity';
import { appointmentsIcs, icsContextOf, icsFileName } from './appointment-ics';
import { englishMail, hindiMail, type Kind } from './appointment-mail-words';
import { type AppointmentWithNames, revisionOf } from './appointments.repository';

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
  const { subject, body } =
    first.clientLanguage === 'hi'
      ? hindiMail(rows, kind, tz, previousStart)
      : englishMail(rows, kind, tz, previousStart);
  const method = kind === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const sequence = kind === 'booked' ? 0 : await revisionOf(tx, first.a.id);
  await deps.mailer.send(
    {
      to: first.clientEmail,
      subject,
      text: body,
      attachments: [
        {
          filename: icsFileName(practice),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: Buffer.from(
            appointmentsIcs(
              rows,
              { ...(await icsContextOf(tx, deps.config.practiceName)), practice },
              {
                viewer: 'client',
                method,
                sequence,
              },
            ),
          ),
        },
      ],
    },
    { db: tx },
  );
}
