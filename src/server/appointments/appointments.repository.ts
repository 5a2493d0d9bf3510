import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointmentSettings,
  appointments,
  auditLog,
  calendarFeeds,
  clients,
  nutritionists,
  packages,
} from '../db/schema/index';

export type AppointmentRecord = typeof appointments.$inferSelect;
export type AppointmentValues = Omit<typeof appointments.$inferInsert, 'id'>;

/** An appointment with the names the calendar, mails and WhatsApp read. */
export const appointmentColumns = {
  a: appointments,
  clientId: clients.id,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientEmail: clients.contactEmail,
  clientPhone: clients.phone,
  clientLanguage: clients.language,
  dietitianFirstName: nutritionists.firstName,
  dietitianLastName: nutritionists.lastName,
};
export type AppointmentWithNames = {
  a: AppointmentRecord;
  clientId: number;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string | null;
  clientLanguage: string;
  clientPhone: string | null;
  dietitianFirstName: string;
  dietitianLastName: string;
};

const withNames = (db: Db) =>
  db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(packages, eq(packages.id, appointments.packageId))
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, appointments.dietitianId));

export async function findAppointmentWithNames(
  db: Db,
  id: number,
): Promise<AppointmentWithNames | undefined> {
  const [row] = await withNames(db).where(eq(appointments.id, id));
  return row;
}

/** Appointments starting in [from, to), of one nutritionist or all (undefined), in time order. */
export async function listAppointments(db: Db, from: Date, to: Date, dietitianId: number | undefined) {
  return withNames(db)
    .where(
      and(
        sql`${appointments.startsAt} >= ${from.toISOString()}`,
        lt(appointments.startsAt, to),
        dietitianId === undefined ? undefined : eq(appointments.dietitianId, dietitianId),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/**
 * A package's or a client's appointments, past and next, newest first (the package's and the
 * client's pages, issue 56 point 5); `dietitianId` keeps a nutritionist to their own packages'.
 */
export async function appointmentsOf(
  db: Db,
  of: { packageId: number } | { clientId: number },
  dietitianId: number | undefined,
) {
  return withNames(db)
    .where(
      and(
        'packageId' in of ? eq(appointments.packageId, of.packageId) : eq(packages.clientId, of.clientId),
        dietitianId === undefined ? undefined : eq(appointments.dietitianId, dietitianId),
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(200);
}

/**
 * The nutritionist's booked appointment overlapping [start, end), other than `exceptId`. Called
 * after lockNutritionist in the same transaction, so two bookings at once cannot both pass.
 */
export async function findClash(db: Db, dietitianId: number, start: Date, end: Date, exceptId?: number) {
  const [row] = await withNames(db)
    .where(
      and(
        eq(appointments.dietitianId, dietitianId),
        // A visitor's booking waiting for staff approval holds its time too (decision 297).
        inArray(appointments.status, ['Booked', 'Requested']),
        lt(appointments.startsAt, end),
        gt(appointments.endsAt, start),
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return row;
}

/** Serialises bookings of one nutritionist (the row lock is held until the transaction ends). */
export async function lockNutritionist(db: Db, dietitianId: number) {
  await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(eq(nutritionists.id, dietitianId))
    .for('update');
}

/** Appointments of a package that still count against its sessions (all but the cancelled). */
export async function countPackageAppointments(
  db: Db,
  packageId: number,
  exceptId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.packageId, packageId),
        ne(appointments.status, 'Cancelled'),
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

export async function packageAppointments(db: Db, packageId: number) {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.packageId, packageId))
    .orderBy(asc(appointments.startsAt));
}

export async function insertAppointment(db: Db, values: AppointmentValues): Promise<AppointmentRecord> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row;
}

export async function updateAppointment(
  db: Db,
  id: number,
  values: Partial<AppointmentValues>,
): Promise<AppointmentRecord> {
  const [row] = await db
    .update(appointments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row;
}

export async function findPackageForBooking(db: Db, packageId: number) {
  const [row] = await db
    .select({
      id: packages.id,
      dietitianId: packages.dietitianId,
      startDate: packages.startDate,
      endDate: packages.endDate,
      sessions: packages.sessions,
      followUpDays: packages.followUpDays,
    })
    .from(packages)
    .where(eq(packages.id, packageId));
  return row;
}

export async function setPackageSessions(
  db: Db,
  packageId: number,
  values: { sessions: number | null; followUpDays: number | null },
) {
  await db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packages.id, packageId));
}

export async function findCalendarSettingsRow(db: Db) {
  const [row] = await db.select().from(appointmentSettings).orderBy(asc(appointmentSettings.id)).limit(1);
  return row;
}

export async function upsertCalendarSettings(
  db: Db,
  values: Omit<typeof appointmentSettings.$inferInsert, 'id'>,
) {
  const before = await findCalendarSettingsRow(db);
  if (before) await db.update(appointmentSettings).set(values).where(eq(appointmentSettings.id, before.id));
  else await db.insert(appointmentSettings).values(values);
  return before;
}

export async function findFeedByToken(db: Db, token: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row;
}

export async function findFeedOf(db: Db, dietitianId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.dietitianId, dietitianId));
  return row;
}

export async function replaceFeed(db: Db, dietitianId: number, token: string | null) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.dietitianId, dietitianId));
  if (token) await db.insert(calendarFeeds).values({ dietitianId, token });
}

/** A feed's appointments: from 30 days back, every one ahead, cancelled ones left out. */
export async function feedAppointments(db: Db, dietitianId: number, now: Date) {
  const from = new Date(now.getTime() - 30 * 86_400_000);
  const to = new Date('9999-12-31T00:00:00Z');
  const rows = await listAppointments(db, from, to, dietitianId);
  return rows.filter((r) => r.a.status !== 'Cancelled');
}

/** How often a booking's time or state changed (its audit rows): the .ics SEQUENCE of its mails. */
export async function revisionOf(db: Db, appointmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'appointment'),
        eq(auditLog.entityId, appointmentId),
        inArray(auditLog.action, ['update', 'cancel']),
      ),
    );
  return row?.n ?? 0;
}

/** The package's latest appointment that still counts (not cancelled): the cadence runs on from it. */
export async function lastPackageAppointment(db: Db, packageId: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.packageId, packageId), ne(appointments.status, 'Cancelled')))
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  return row;
}

/** The package's next Booked appointment after `now` (the client's plan page shows it). */
export async function nextBookedOfPackage(db: Db, packageId: number, now: Date) {
  const [row] = await withNames(db)
    .where(
      and(
        eq(appointments.packageId, packageId),
        eq(appointments.status, 'Booked'),
        gt(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return row;
}
