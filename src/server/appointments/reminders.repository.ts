import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointmentReminders, appointments, clients, nutritionists, packages } from '../db/schema/index';
import { appointmentColumns } from './appointments.repository';

export type ReminderMarkRow = typeof appointmentReminders.$inferSelect;

/** The reminder rows (mail, Cloud API, staff's tick) of these appointments. */
export async function remindersOf(db: Db, appointmentIds: number[]): Promise<ReminderMarkRow[]> {
  if (!appointmentIds.length) return [];
  return db
    .select()
    .from(appointmentReminders)
    .where(inArray(appointmentReminders.appointmentId, appointmentIds))
    .orderBy(asc(appointmentReminders.queuedAt), asc(appointmentReminders.id));
}

/**
 * Claims (appointment, kind): the unique index lets exactly one insert through, whichever server
 * or transaction tries; the others get undefined and send nothing.
 */
export async function claimReminder(
  db: Db,
  values: { appointmentId: number; kind: string; sentBy?: number | null; queuedAt?: Date },
): Promise<ReminderMarkRow | undefined> {
  const [row] = await db.insert(appointmentReminders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findReminder(db: Db, appointmentId: number, kind: string) {
  const [row] = await db
    .select()
    .from(appointmentReminders)
    .where(and(eq(appointmentReminders.appointmentId, appointmentId), eq(appointmentReminders.kind, kind)));
  return row;
}

/** The Cloud API's answer on the claimed row: its message id, or its error in words. */
export async function recordCloudAnswer(
  db: Db,
  id: number,
  answer: { messageId: string | null; error: string | null },
) {
  await db
    .update(appointmentReminders)
    .set({ messageId: answer.messageId, error: answer.error })
    .where(eq(appointmentReminders.id, id));
}

/**
 * Booked appointments whose reminder `kind` is due at `now` and not yet queued or claimed, for a
 * client who can be reached on the channel: an e-mail address for the mail reminders, a phone for
 * the Cloud API ones.
 */
export async function dueReminders(
  db: Db,
  channel: 'email' | 'phone',
  kind: string,
  hours: number,
  notBefore: number | null,
  now: Date,
) {
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
        isNotNull(channel === 'email' ? clients.contactEmail : clients.phone),
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
    )
    .orderBy(asc(appointments.startsAt));
}
