import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { spokenTime, spokenTimeHindi } from '../../shared/appointment-time';
import type { AppDeps } from '../app-deps';
import { type Db, inTransaction } from '../db/client';
import { appointmentReminders, appointments, clients, nutritionists, packages } from '../db/schema/index';
import { practiceNameOf } from '../lib/practice-identity';
import { type AppointmentWithNames, appointmentColumns } from './appointments.repository';
import { readCalendarSettings } from './calendar-settings';
import { sendDueWhatsApp } from './reminders.service';

type ReminderDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/** Booked appointments whose reminder of this kind is due at `now` and not yet queued. */
async function dueFor(db: Db, kind: string, hours: number, notBefore: number | null, now: Date) {
  const dueAt = sql`${appointments.startsAt} - make_interval(hours => ${hours})`;
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(packages, eq(packages.id, appointments.packageId))
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, appointments.dietitianId))
    .where(
      and(
        eq(appointments.status, 'Booked'),
        isNotNull(clients.contactEmail),
        gt(appointments.startsAt, now),
        lte(dueAt, now.toISOString()),
        // Booked after the moment had passed: the confirmation said it all.
        lte(appointments.createdAt, dueAt),
        // Both due at once (the server was down): only the nearer one goes.
        notBefore === null
          ? undefined
          : gt(sql`${appointments.startsAt} - make_interval(hours => ${notBefore})`, now.toISOString()),
        sql`not exists (select 1 from ${appointmentReminders} r where r.appointment_id = ${appointments.id} and r.kind = ${kind})`,
      ),
    );
}

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
    for (const row of await dueFor(deps.db, kind, hours, notBefore, now)) {
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
