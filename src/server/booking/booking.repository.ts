import { and, asc, desc, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointments,
  bookingNutritionists,
  bookingRequests,
  bookingSettings,
  clients,
  nutritionists,
  packages,
} from '../db/schema/index';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
export type BookingRequestRow = typeof bookingRequests.$inferSelect;

export async function findBookingSettingsRow(db: Db): Promise<BookingSettingsRow | undefined> {
  const [row] = await db.select().from(bookingSettings).orderBy(asc(bookingSettings.id)).limit(1);
  return row;
}

export async function upsertBookingSettings(
  db: Db,
  values: Omit<typeof bookingSettings.$inferInsert, 'id'>,
): Promise<BookingSettingsRow | undefined> {
  const before = await findBookingSettingsRow(db);
  if (before) await db.update(bookingSettings).set(values).where(eq(bookingSettings.id, before.id));
  else await db.insert(bookingSettings).values(values);
  return before;
}

/** Nutritionists who take bookings, with their names, in id order. */
export async function bookingNutritionistRows(db: Db) {
  return db
    .select({
      dietitianId: bookingNutritionists.dietitianId,
      slug: bookingNutritionists.slug,
      firstName: nutritionists.firstName,
      lastName: nutritionists.lastName,
      status: nutritionists.status,
    })
    .from(bookingNutritionists)
    .innerJoin(nutritionists, eq(nutritionists.id, bookingNutritionists.dietitianId))
    .orderBy(asc(bookingNutritionists.dietitianId));
}

export async function replaceBookingNutritionists(db: Db, rows: { dietitianId: number; slug: string }[]) {
  await db.delete(bookingNutritionists);
  if (rows.length) await db.insert(bookingNutritionists).values(rows);
}

export async function existingNutritionistIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(inArray(nutritionists.id, ids));
  return rows.map((r) => r.id);
}

/** Serialises bookings of one nutritionist: the same row lock as the staff's bookings take. */
export async function lockBookingNutritionist(db: Db, dietitianId: number) {
  await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(eq(nutritionists.id, dietitianId))
    .for('update');
}

export type Busy = {
  /** Booked and requested appointments: [start, end). */
  appointments: { start: number; end: number }[];
  /** Live visitors' bookings: the slot and the slot with its buffer. */
  holds: { start: number; end: number; blockFrom: number; blockTo: number }[];
};

/**
 * What keeps a nutritionist's time from a new booking between two instants: their Booked and
 * Requested appointments, bookings waiting for their e-mail link (until they expire), and the
 * buffers of bookings made through the page whose appointment still stands.
 */
export async function busyOf(db: Db, dietitianId: number, from: Date, to: Date, now: Date): Promise<Busy> {
  const appts = await db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.dietitianId, dietitianId),
        inArray(appointments.status, ['Booked', 'Requested']),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    );
  const holds = await db
    .select({
      start: bookingRequests.startsAt,
      end: bookingRequests.endsAt,
      blockFrom: bookingRequests.blockFrom,
      blockTo: bookingRequests.blockTo,
    })
    .from(bookingRequests)
    .leftJoin(appointments, eq(appointments.id, bookingRequests.appointmentId))
    .where(
      and(
        eq(bookingRequests.dietitianId, dietitianId),
        lt(bookingRequests.blockFrom, to),
        gt(bookingRequests.blockTo, from),
        or(
          and(eq(bookingRequests.status, 'pending_email'), gt(bookingRequests.expiresAt, now)),
          inArray(appointments.status, ['Booked', 'Requested']),
        ),
      ),
    );
  return {
    appointments: appts.map((a) => ({ start: a.start.getTime(), end: a.end.getTime() })),
    holds: holds.map((h) => ({
      start: h.start.getTime(),
      end: h.end.getTime(),
      blockFrom: h.blockFrom.getTime(),
      blockTo: h.blockTo.getTime(),
    })),
  };
}

/** Bookings sent from an address since an instant (the throttle: rows, so it holds on every server). */
export async function bookingsFromAddress(db: Db, ip: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: bookingRequests.createdAt })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.ip, ip), gt(bookingRequests.createdAt, since)));
  return rows.map((r) => r.at);
}

export async function insertBookingRequest(
  db: Db,
  values: Omit<typeof bookingRequests.$inferInsert, 'id'>,
): Promise<BookingRequestRow> {
  const [row] = await db.insert(bookingRequests).values(values).returning();
  return row;
}

export async function findRequestByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.tokenHash, tokenHash));
  return row;
}

export async function findRequestOfAppointment(db: Db, appointmentId: number) {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.appointmentId, appointmentId))
    .orderBy(desc(bookingRequests.id))
    .limit(1);
  return row;
}

export async function setRequestDone(db: Db, id: number, status: string, appointmentId: number) {
  await db.update(bookingRequests).set({ status, appointmentId }).where(eq(bookingRequests.id, id));
}

/** The client a visitor is: the first with this phone or this e-mail. */
export async function findClientByContact(db: Db, phone: string, email: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(or(eq(clients.phone, phone), sql`lower(${clients.contactEmail}) = ${email}`))
    .orderBy(asc(clients.id))
    .limit(1);
  return row;
}

export async function insertProspectiveClient(
  db: Db,
  values: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    language: string;
    today: string;
  },
) {
  const [{ id }] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('clients', 'id'))::int` })
    .from(sql`(select 1) as one`);
  const base = `CL${String(id).padStart(5, '0')}`;
  let uniqueId = base;
  for (let n = 2; ; n++) {
    const [taken] = await db.select({ id: clients.id }).from(clients).where(eq(clients.uniqueId, uniqueId));
    if (!taken) break;
    uniqueId = `${base}-${n}`;
  }
  const [row] = await db
    .insert(clients)
    .values({
      id: Number(id),
      uniqueId,
      firstName: values.firstName,
      lastName: values.lastName,
      contactEmail: values.email,
      phone: values.phone,
      gender: '',
      referralSource: null,
      joinedDate: values.today,
      status: 'Prospective',
      language: values.language,
      languageByStaff: false,
    })
    .returning();
  return row;
}

/** The client's open package with the nutritionist (not completed or cancelled), newest first. */
export async function findOpenPackage(db: Db, clientId: number, dietitianId: number) {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        eq(packages.clientId, clientId),
        eq(packages.dietitianId, dietitianId),
        notInArray(packages.status, ['Completed', 'Cancelled']),
      ),
    )
    .orderBy(desc(packages.id))
    .limit(1);
  return row;
}

export async function insertBookingPackage(
  db: Db,
  values: { clientId: number; dietitianId: number; typeName: string; price: number; startDate: string },
) {
  const [row] = await db
    .insert(packages)
    .values({
      clientId: values.clientId,
      dietitianId: values.dietitianId,
      category: 'Consultation',
      subCategory: values.typeName,
      startDate: values.startDate,
      price: String(values.price),
      status: 'New',
      notes: 'Booked through the booking page',
    })
    .returning({ id: packages.id });
  return row;
}
