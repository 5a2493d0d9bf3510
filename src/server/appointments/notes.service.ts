/**
 * Session notes (issue 36 point 4, decision 238): save (first save, then the author's edits for
 * 24 h) and amend (afterwards, or by anyone else who may open the appointment), each write with
 * its audit row in one transaction. Access is the appointment's (policy.ts appointmentFor).
 */

import {
  type AppointmentNoteOut,
  NOTE_MESSAGES as M,
  NOTE_EDIT_HOURS,
  NOTE_PARTS,
  type NoteAmend,
  type NotePart,
  type NoteSave,
  type NoteVitals,
  vitalsSummary,
} from '../../shared/appointment-notes';
import { toLocal } from '../../shared/appointment-time';
import { addDays, dateText } from '../../shared/plan-calendar';
import type { AppDeps } from '../app-deps';
import type { AppointmentRow } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { readCalendarSettings } from './calendar-settings';
import {
  amendmentsOf,
  clientOfAppointment,
  clientVitals,
  countClientReadings,
  findNote,
  insertAmendment,
  insertNote,
  lockNote,
  type NoteRecord,
  updateNote,
  userName,
} from './notes.repository';

const EDIT_MS = NOTE_EDIT_HOURS * 3_600_000;
/** A note is written for a consultation that is on or took place, not a cancelled or missed one. */
const mayWrite = (a: AppointmentRow) => a.status === 'Booked' || a.status === 'Completed';
const editableUntil = (n: NoteRecord) => new Date(n.firstSavedAt.getTime() + EDIT_MS);
const partsOf = (n: NoteRecord | NoteSave) =>
  Object.fromEntries(NOTE_PARTS.map((p) => [p.key, n[p.key]])) as Record<NotePart, string>;

async function visitDay(db: Db, a: AppointmentRow) {
  return toLocal(a.startsAt, (await readCalendarSettings(db)).time_zone).slice(0, 10);
}

/** The note, the client's readings near the visit (and those linked), and the amendment trail. */
export async function readNote(
  deps: AppDeps,
  viewer: RequestUser,
  a: AppointmentRow,
  now = new Date(),
): Promise<AppointmentNoteOut> {
  const { db } = deps;
  const note = await findNote(db, a.id);
  const day = await visitDay(db, a);
  const vitals = (
    await clientVitals(
      db,
      await clientOfAppointment(db, a.id),
      note?.vitalIds ?? [],
      addDays(day, -14),
      addDays(day, 1),
    )
  ).map((v): NoteVitals => ({ ...v, same_day: v.reading_date === day }));
  const trail = note ? await amendmentsOf(db, note.id) : [];
  return {
    appointment_id: a.id,
    may_write: mayWrite(a),
    note: note
      ? {
          id: note.id,
          ...partsOf(note),
          vitals_ids: note.vitalIds,
          author: await userName(db, note.authorId),
          first_saved_at: note.firstSavedAt.toISOString(),
          updated_at: note.updatedAt.toISOString(),
          editable_until: editableUntil(note).toISOString(),
          can_edit: note.authorId === viewer.id && now < editableUntil(note) && mayWrite(a),
        }
      : null,
    vitals,
    amendments: trail.map((r) => ({
      id: r.a.id,
      at: r.a.createdAt.toISOString(),
      by: `${r.firstName} ${r.lastName}`.trim(),
      reason: r.a.reason,
      changes: Object.entries(r.a.changes as Record<string, { before: string; after: string }>).map(
        ([field, c]) => ({ field: field as NotePart, before: c.before, after: c.after }),
      ),
    })),
  };
}

/** Linked readings must be the appointment's client's own reading sets. */
async function checkVitals(db: Db, a: AppointmentRow, ids: number[] | undefined) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  if ((await countClientReadings(db, await clientOfAppointment(db, a.id), unique)) !== unique.length)
    throw new ValidationError({ vitals_ids: M.vitals }, M.vitals);
}

/** The first save, or the author's edit within 24 h of it; later changes are amendments. */
export async function saveNote(
  deps: AppDeps,
  user: RequestUser,
  a: AppointmentRow,
  input: NoteSave,
  now = new Date(),
): Promise<AppointmentNoteOut> {
  const { db } = deps;
  if (!mayWrite(a))
    throw new ValidationError({ appointment_id: M.notesClosed(a.status) }, M.notesClosed(a.status));
  const vitalIds = input.vitals_ids ? [...new Set(input.vitals_ids)] : undefined;
  await checkVitals(db, a, vitalIds);
  await inTransaction(db, async (tx) => {
    const existing = await lockNote(tx, a.id);
    if (!existing) {
      const row = await insertNote(tx, {
        appointmentId: a.id,
        authorId: user.id,
        ...partsOf(input),
        vitalIds: vitalIds ?? [],
        firstSavedAt: now,
        updatedAt: now,
      });
      // Two first saves at once: the unique appointment keeps one; the other is told to reload.
      if (!row) throw new ValidationError({ note: M.notAuthor }, M.notAuthor);
      await writeAudit(tx, {
        userId: user.id,
        action: 'create',
        entity: 'appointment_note',
        entityId: row.id,
        changes: { appointment_id: a.id },
      });
      return;
    }
    if (existing.authorId !== user.id) throw new ValidationError({ note: M.notAuthor }, M.notAuthor);
    if (now >= editableUntil(existing)) throw new ValidationError({ note: M.locked }, M.locked);
    const values = { ...partsOf(input), vitalIds: vitalIds ?? existing.vitalIds };
    const changes = diffForAudit(existing, values);
    if (!Object.keys(changes).length) return;
    await updateNote(tx, existing.id, { ...values, updatedAt: now });
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'appointment_note',
      entityId: existing.id,
      changes,
    });
  });
  return readNote(deps, user, a, now);
}

/** The readings as the trail shows them: "20-Nov-2026: 82.4 kg · BP 130/85; …" or "none". */
async function vitalsText(db: Db, a: AppointmentRow, ids: number[]): Promise<string> {
  if (!ids.length) return 'none';
  const rows = await clientVitals(db, await clientOfAppointment(db, a.id), ids, '9999-12-31', '0001-01-01');
  return rows
    .filter((r) => ids.includes(r.id))
    .map((r) => `${dateText(r.reading_date)}: ${vitalsSummary({ ...r, same_day: false })}`)
    .join('; ');
}

/** An amendment: the note takes the new text, the amendment row keeps each changed part's earlier text. */
export async function amendNote(
  deps: AppDeps,
  user: RequestUser,
  a: AppointmentRow,
  input: NoteAmend,
  now = new Date(),
): Promise<AppointmentNoteOut> {
  const { db } = deps;
  const vitalIds = input.vitals_ids ? [...new Set(input.vitals_ids)] : undefined;
  await checkVitals(db, a, vitalIds);
  await inTransaction(db, async (tx) => {
    const existing = await lockNote(tx, a.id);
    if (!existing) throw new ValidationError({ note: M.noNote }, M.noNote);
    const changes: Record<string, { before: string; after: string }> = {};
    for (const p of NOTE_PARTS)
      if (existing[p.key] !== input[p.key]) changes[p.key] = { before: existing[p.key], after: input[p.key] };
    const nextVitals = vitalIds ?? existing.vitalIds;
    const sameVitals = [...nextVitals].sort().join() === [...existing.vitalIds].sort().join();
    if (!sameVitals)
      changes.vitals_ids = {
        before: await vitalsText(tx, a, existing.vitalIds),
        after: await vitalsText(tx, a, nextVitals),
      };
    if (!Object.keys(changes).length) throw new ValidationError({ note: M.unchanged }, M.unchanged);
    const amendment = await insertAmendment(tx, {
      noteId: existing.id,
      authorId: user.id,
      reason: input.reason,
      changes,
      createdAt: now,
    });
    await updateNote(tx, existing.id, { ...partsOf(input), vitalIds: nextVitals, updatedAt: now });
    await writeAudit(tx, {
      userId: user.id,
      action: 'amend',
      entity: 'appointment_note',
      entityId: existing.id,
      changes: { amendment_id: amendment.id, fields: Object.keys(changes) },
    });
  });
  return readNote(deps, user, a, now);
}
