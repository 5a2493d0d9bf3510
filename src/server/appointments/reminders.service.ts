import {
  REMINDER_MESSAGES as M,
  type ManualReminderKind,
  type ReminderChannelMark,
  type ReminderList,
  reminderValues,
} from '../../shared/appointment-reminders';
import { fromLocal, toLocal } from '../../shared/appointment-time';
import type { AppointmentMode, CalendarSettings } from '../../shared/appointments';
import { whatsappPhone, whatsappUrl } from '../../shared/portal-options';
import type { AppDeps } from '../app-deps';
import { ownPackagesScope } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { appointments } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { type AppointmentWithNames, listAppointments } from './appointments.repository';
import { reminderMessageOf } from './appointments.service';
import { readCalendarSettings } from './calendar-settings';
import {
  claimReminder,
  dueReminders,
  findReminder,
  type ReminderMarkRow,
  recordCloudAnswer,
  remindersOf,
} from './reminders.repository';
import { sendTemplate } from './whatsapp-cloud';
import { cloudCredentials, readWhatsAppSettings } from './whatsapp-settings';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Which channel a reminder row stands for, by its kind (decision 298). */
function markOf(row: ReminderMarkRow): ReminderChannelMark {
  const channel =
    row.kind === 'whatsapp' ? 'whatsapp' : row.kind.startsWith('whatsapp-') ? 'whatsapp_cloud' : 'email';
  return {
    kind: row.kind.replace(/^whatsapp-/, ''),
    channel,
    at: row.queuedAt.toISOString(),
    message_id: row.messageId,
    error: row.error,
  };
}

/**
 * The day's booked appointments with each reminder ready: the wa.me text in the client's language
 * and what already went (mail, Cloud API, staff's tick). A nutritionist sees their own.
 */
export async function reminderList(
  deps: Deps,
  user: RequestUser,
  date: string | undefined,
  now: Date,
): Promise<ReminderList> {
  const settings = await readCalendarSettings(deps.db);
  const tz = settings.time_zone;
  const day = date ?? toLocal(now, tz).slice(0, 10);
  const rows = (
    await listAppointments(
      deps.db,
      fromLocal(`${day}T00:00`, tz),
      fromLocal(`${nextDay(day)}T00:00`, tz),
      ownPackagesScope(user),
    )
  ).filter((r) => r.a.status === 'Booked');
  const marks = await remindersOf(
    deps.db,
    rows.map((r) => r.a.id),
  );
  const cloud = await readWhatsAppSettings(deps);
  return {
    date: day,
    time_zone: tz,
    cloud_configured: cloud.configured,
    items: rows.map((r) => itemOf(r, settings, marks)),
  };
}

function itemOf(r: AppointmentWithNames, settings: CalendarSettings, marks: ReminderMarkRow[]) {
  const text = reminderMessageOf(r, settings);
  const phone = whatsappPhone(r.clientPhone);
  const own = marks.filter((m) => m.appointmentId === r.a.id);
  const manual = own.find((m) => m.kind === 'whatsapp');
  return {
    id: r.a.id,
    package_id: r.a.packageId,
    client_id: r.clientId,
    client_name: fullName(r.clientFirstName, r.clientLastName),
    client_language: r.clientLanguage,
    dietitian_name: fullName(r.dietitianFirstName, r.dietitianLastName),
    starts_at: r.a.startsAt.toISOString(),
    starts_local: toLocal(r.a.startsAt, settings.time_zone),
    duration_min: r.a.durationMin,
    mode: r.a.mode as AppointmentMode,
    location_or_link: r.a.locationOrLink,
    whatsapp_text: text,
    whatsapp_url: phone ? whatsappUrl(phone, text) : null,
    whatsapp_sent_at: manual ? manual.queuedAt.toISOString() : null,
    sent: own.filter((m) => m.kind !== 'whatsapp').map(markOf),
  };
}

/**
 * Staff sent the wa.me reminder: marked once with its audit row in one transaction; a repeat
 * answers the first mark and writes nothing.
 */
export async function markReminderSent(
  deps: Deps,
  user: RequestUser,
  appointmentId: number,
  kind: ManualReminderKind,
  now: Date,
): Promise<{ sent_at: string; already: boolean }> {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockedFor(tx, appointments, appointmentId, 'Appointment not found.');
    const existing = await findReminder(tx, appointmentId, kind);
    if (existing) return { sent_at: existing.queuedAt.toISOString(), already: true };
    if (row.status !== 'Booked') throw new AppError(409, M.notBooked);
    const claimed = await claimReminder(tx, { appointmentId, kind, sentBy: user.id, queuedAt: now });
    if (!claimed) throw new AppError(409, M.already);
    await writeAudit(tx, {
      userId: user.id,
      action: 'reminder_sent',
      entity: 'appointment',
      entityId: appointmentId,
      changes: { kind },
    });
    return { sent_at: claimed.queuedAt.toISOString(), already: false };
  });
}

/**
 * The Cloud API reminders due at `now` (the caller's clock). Nothing without credentials. Each
 * (appointment, kind) is claimed by a committed insert before the message goes, so two servers, a
 * second pass or a restart never send it twice; the answer (message id or error) is kept on the row.
 */
export async function sendDueWhatsApp(deps: Deps, now: Date): Promise<number> {
  const creds = await cloudCredentials(deps);
  if (!creds) return 0;
  const settings = await readCalendarSettings(deps.db);
  const kinds = [
    { hours: settings.reminder_first_hours, notBefore: settings.reminder_second_hours },
    { hours: settings.reminder_second_hours, notBefore: null },
  ];
  let sent = 0;
  for (const { hours, notBefore } of kinds) {
    const kind = `whatsapp-${hours}h`;
    for (const r of await dueReminders(deps.db, 'phone', kind, hours, notBefore, now)) {
      const to = whatsappPhone(r.clientPhone);
      if (!to) continue;
      const claimed = await claimReminder(deps.db, { appointmentId: r.a.id, kind, queuedAt: now });
      if (!claimed) continue;
      const hindi = r.clientLanguage === 'hi';
      const v = reminderValues({
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
      // The approved template's body: {{1}} client, {{2}} nutritionist, {{3}} time, {{4}} mode, {{5}} link or address.
      const answer = await sendTemplate(deps.config.whatsapp, creds(hindi), to, [
        v.client,
        v.nutritionist,
        v.time,
        v.mode,
        v.link || '-',
      ]);
      await recordCloudAnswer(
        deps.db,
        claimed.id,
        answer.ok ? { messageId: answer.messageId, error: null } : { messageId: null, error: answer.error },
      );
      if (answer.ok) sent++;
    }
  }
  return sent;
}
