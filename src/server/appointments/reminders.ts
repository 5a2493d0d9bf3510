import { eq } from 'drizzle-orm';
import { spokenTime, spokenTimeHindi } from '../../shared/appointment-time';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/client';
import { appointmentReminders } from '../db/schema/index';
import { practiceNameOf } from '../lib/practice-identity';
import type { AppointmentWithNames } from './appointments.repository';
import { readCalendarSettings } from './calendar-settings';
import { dueReminders } from './reminders.repository';
import { sendDueWhatsApp } from './reminders.service';

type ReminderDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * Queues the 24 h and 2 h reminder mails due at `now` (the clock is the caller's: a timer in the
 * app, a moved one in tests). Exactly once per appointment and kind, even with two servers or
 * after a restart: the reminder row's unique index decides, in the mail's own transaction.
 */
export async function queueDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const settings = await readCalendarSettings(deps.db);
  const kinds = [
    { hours: settings.reminder_first_hours, notBefore: settings.reminder_second_hours },
    { hours: settings.reminder_second_hours, notBefore: null },
  ];
  let queued = 0;
  for (const { hours, notBefore } of kinds) {
    const kind = `${hours}h`;
    for (const row of await dueReminders(deps.db, 'email', kind, hours, notBefore, now)) {
      if (await queueOne(deps, row, kind, settings.time_zone)) queued++;
    }
  }
  if (queued) void deps.mailer.flush().catch(() => undefined);
  return queued;
}

async function queueOne(deps: ReminderDeps, r: AppointmentWithNames, kind: string, timeZone: string) {
  return inTransaction(deps.db, async (tx) => {
    const [claimed] = await tx
      .insert(appointmentReminders)
      .values({ appointmentId: r.a.id, kind })
      .onConflictDoNothing()
      .returning({ id: appointmentReminders.id });
    if (!claimed || !r.clientEmail) return false;
    const practice = await practiceNameOf(tx, deps.config.practiceName);
    const mailId = await deps.mailer.send(reminderMail(r, practice, timeZone), { db: tx });
    await tx.update(appointmentReminders).set({ mailId }).where(eq(appointmentReminders.id, claimed.id));
    return true;
  });
}

/** The reminder in the client's language (decision 262); names, place and practice as written. */
function reminderMail(r: AppointmentWithNames, practice: string, timeZone: string) {
  const to = r.clientEmail ?? '';
  const dietitian = `${r.dietitianFirstName} ${r.dietitianLastName}`;
  if (r.clientLanguage === 'hi') {
    const when = spokenTimeHindi(r.a.startsAt, timeZone);
    const where = r.a.locationOrLink ? `\nस्थान: ${r.a.locationOrLink}` : '';
    return {
      to,
      subject: `याद दिलाना: ${when} को आपका परामर्श`,
      text: `नमस्ते ${r.clientFirstName},\n\nयाद दिला दें कि ${when} को ${practice} में ${dietitian} के साथ आपका परामर्श है।${where}`,
    };
  }
  const when = spokenTime(r.a.startsAt, timeZone);
  const where = r.a.locationOrLink ? `\nWhere: ${r.a.locationOrLink}` : '';
  return {
    to,
    subject: `Reminder: your consultation on ${when}`,
    text: `Dear ${r.clientFirstName},\n\nA reminder of your ${r.a.mode.toLowerCase()} consultation with ${dietitian} at ${practice} on ${when}.${where}`,
  };
}

/** The app's reminder timer: a pass every minute; 0 turns it off (tests move the clock instead). */
export function startReminderTimer(deps: ReminderDeps, intervalMs: number, log: (err: unknown) => void) {
  if (!intervalMs) return () => undefined;
  const timer = setInterval(() => {
    const now = new Date();
    queueDueReminders(deps, now).catch(log);
    // WhatsApp Business Cloud API, when the practice set it up (decision 298).
    sendDueWhatsApp(deps, now).catch(log);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
