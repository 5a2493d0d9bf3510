import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import {
  appointmentNoteAmendments,
  appointmentNotes,
  appointments,
  bodyParameters,
  packages,
  users,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';

export type NoteRecord = typeof appointmentNotes.$inferSelect;
export type NoteValues = Omit<typeof appointmentNotes.$inferInsert, 'id'>;

export async function findNote(db: Db, appointmentId: number): Promise<NoteRecord | undefined> {
  const [row] = await db
    .select()
    .from(appointmentNotes)
    .where(eq(appointmentNotes.appointmentId, appointmentId));
  return row;
}

/** Locks the note's row for an edit or an amendment, so two at once apply one after the other. */
export async function lockNote(db: Db, appointmentId: number): Promise<NoteRecord | undefined> {
  const [row] = await db
    .select()
    .from(appointmentNotes)
    .where(eq(appointmentNotes.appointmentId, appointmentId))
    .for('update');
  return row;
}

/** Inserts the first note; undefined when another save got there first (unique appointment). */
export async function insertNote(db: Db, values: NoteValues): Promise<NoteRecord | undefined> {
  const [row] = await db.insert(appointmentNotes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateNote(db: Db, id: number, values: Partial<NoteValues>): Promise<NoteRecord> {
  const [row] = await db.update(appointmentNotes).set(values).where(eq(appointmentNotes.id, id)).returning();
  return row;
}

export async function insertAmendment(
  db: Db,
  values: Omit<typeof appointmentNoteAmendments.$inferInsert, 'id'>,
) {
  const [row] = await db.insert(appointmentNoteAmendments).values(values).returning();
  return row;
}

/** A note's amendments, oldest first, with the name of who made each. */
export async function amendmentsOf(db: Db, noteId: number) {
  return db
    .select({ a: appointmentNoteAmendments, firstName: users.firstName, lastName: users.lastName })
    .from(appointmentNoteAmendments)
    .innerJoin(users, eq(users.id, appointmentNoteAmendments.authorId))
    .where(eq(appointmentNoteAmendments.noteId, noteId))
    .orderBy(asc(appointmentNoteAmendments.createdAt), asc(appointmentNoteAmendments.id));
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** The client an appointment is for (through its package). */
export async function clientOfAppointment(db: Db, appointmentId: number): Promise<number> {
  const [row] = await db
    .select({ clientId: packages.clientId })
    .from(appointments)
    .innerJoin(packages, eq(packages.id, appointments.packageId))
    .where(eq(appointments.id, appointmentId));
  return row.clientId;
}

type VitalsRow = {
  id: number;
  reading_date: string;
  weight: number | null;
  waist: number | null;
  bp_systolic: number | null;
  bp_diastolic: number | null;
};

/**
 * The client's reading sets (not uploaded PDFs) with their weight, waist and BP: those with the
 * given ids, and those dated from `from` to `to`; newest first.
 */
export async function clientVitals(db: Db, clientId: number, ids: number[], from: string, to: string) {
  const idList = ids.length
    ? sql`r.id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql`false`;
  const result = await db.execute(sql`
    select r.id, r.reading_date::text as reading_date,
      max(v.decimal_value::float8) filter (where p.key = 'weight') as weight,
      max(v.decimal_value::float8) filter (where p.key = 'waist') as waist,
      max(v.decimal_value::float8) filter (where p.key = 'bp_systolic') as bp_systolic,
      max(v.decimal_value::float8) filter (where p.key = 'bp_diastolic') as bp_diastolic
    from ${vitalReadings} r
    left join ${vitalValues} v on v.reading_id = r.id
    left join ${bodyParameters} p on p.id = v.parameter_id
    where r.client_id = ${clientId} and r.type = ''
      and (${idList} or (r.reading_date >= ${from} and r.reading_date <= ${to}))
    group by r.id, r.reading_date
    order by r.reading_date desc, r.id desc
    limit 20`);
  return rows<VitalsRow>(result);
}

/** How many of `ids` are reading sets of this client (a link to anyone else's is refused). */
export async function countClientReadings(db: Db, clientId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vitalReadings)
    .where(
      and(eq(vitalReadings.clientId, clientId), eq(vitalReadings.type, ''), inArray(vitalReadings.id, ids)),
    );
  return row?.n ?? 0;
}

/**
 * The monitoring text of the package's latest session note with any: the note of its newest
 * appointment (by start) that is not cancelled.
 */
export async function latestMonitoringOf(db: Db, packageId: number): Promise<string | null> {
  const [row] = await db
    .select({ monitoring: appointmentNotes.monitoring })
    .from(appointmentNotes)
    .innerJoin(appointments, eq(appointments.id, appointmentNotes.appointmentId))
    .where(
      and(
        eq(appointments.packageId, packageId),
        ne(appointments.status, 'Cancelled'),
        ne(appointmentNotes.monitoring, ''),
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointmentNotes.id))
    .limit(1);
  return row?.monitoring ?? null;
}
