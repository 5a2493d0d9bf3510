/**
 * Session notes (issue 36 point 4, decision 238): one note per appointment in the ADIME shape,
 * the vitals taken at the visit linked by id, editable by its author for 24 h and then amended.
 */
import { z } from 'zod';
import { id, requiredText, text, trimmed } from './fields';

/** The four ADIME parts, in the order a dietitian writes them, with the labels the page shows. */
export const NOTE_PARTS = [
  { key: 'assessment', label: 'Assessment' },
  { key: 'diagnosis', label: 'Diagnosis (PES statement)' },
  { key: 'intervention', label: 'Intervention' },
  { key: 'monitoring', label: 'Monitoring and evaluation' },
] as const;
export type NotePart = (typeof NOTE_PARTS)[number]['key'];

/** Each part's bound: a long consultation's notes fit; a pasted report does not. */
export const NOTE_PART_MAX = 4000;
/** The author's window to edit in place, from the first save. */
export const NOTE_EDIT_HOURS = 24;
/** Reading sets linked to one note (a visit takes one, perhaps a recheck). */
export const NOTE_VITALS_MAX = 5;

export const NOTE_MESSAGES = {
  saved: 'Session note saved.',
  amended: 'Amendment added.',
  empty: 'Please write at least one part of the note',
  vitals: "Please choose readings of this appointment's client",
  notesClosed: (status: string) => `A ${status.toLowerCase()} appointment takes no session note`,
  locked: `This note was saved more than ${NOTE_EDIT_HOURS} hours ago: please add an amendment`,
  notAuthor: 'Only the author can edit this note: please add an amendment',
  noNote: 'There is no session note to amend yet',
  reason: 'Please give the reason for the amendment',
  unchanged: 'The amendment changes nothing in the note',
};

const part = z.preprocess((v) => (v === undefined || v === null ? '' : trimmed(v)), text(NOTE_PART_MAX));

const noteFields = {
  appointment_id: id('Please choose an appointment'),
  assessment: part,
  diagnosis: part,
  intervention: part,
  monitoring: part,
  /** vital_readings ids; left out = keep the note's (a new note: none). */
  vitals_ids: z
    .array(z.number({ message: NOTE_MESSAGES.vitals }).int().min(1), { message: NOTE_MESSAGES.vitals })
    .max(NOTE_VITALS_MAX, `Please link at most ${NOTE_VITALS_MAX} reading sets`)
    .optional(),
};
const notEmpty = (n: Record<NotePart, string>) => NOTE_PARTS.some((p) => n[p.key] !== '');

export const noteSaveSchema = z
  .object(noteFields)
  .refine(notEmpty, { path: ['assessment'], message: NOTE_MESSAGES.empty });
export type NoteSave = z.infer<typeof noteSaveSchema>;

export const noteAmendSchema = z
  .object({ ...noteFields, reason: requiredText(NOTE_MESSAGES.reason, 500) })
  .refine(notEmpty, { path: ['assessment'], message: NOTE_MESSAGES.empty });
export type NoteAmend = z.infer<typeof noteAmendSchema>;

export const noteQuerySchema = z.object({ appointment_id: id('Please choose an appointment') });

/** One reading set as the note shows it: the visit's weight, waist and BP. */
export type NoteVitals = {
  id: number;
  reading_date: string;
  weight: number | null;
  waist: number | null;
  bp_systolic: number | null;
  bp_diastolic: number | null;
  /** On the appointment's local day (pre-ticked for a new note). */
  same_day: boolean;
};

export type NoteAmendment = {
  id: number;
  at: string;
  by: string;
  reason: string;
  changes: { field: NotePart | 'vitals_ids'; before: string; after: string }[];
};

/** GET /api/v1/appointment/note. */
export type AppointmentNoteOut = {
  appointment_id: number;
  /** Whether a new note may be written (not on a cancelled or no-show appointment). */
  may_write: boolean;
  note: {
    id: number;
    assessment: string;
    diagnosis: string;
    intervention: string;
    monitoring: string;
    vitals_ids: number[];
    author: string;
    first_saved_at: string;
    updated_at: string;
    editable_until: string;
    /** The viewer is the author and the 24 h have not passed: save edits in place. */
    can_edit: boolean;
  } | null;
  /** The linked readings and the client's others near the visit (14 days before to the day after). */
  vitals: NoteVitals[];
  amendments: NoteAmendment[];
};

/** A note's monitoring text as lines: one a line, leading bullets and dashes dropped. */
export function monitoringLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** "82.4 kg · waist 94 cm · BP 132/86" for a reading set. */
export function vitalsSummary(v: NoteVitals): string {
  const parts: string[] = [];
  if (v.weight !== null) parts.push(`${v.weight} kg`);
  if (v.waist !== null) parts.push(`waist ${v.waist} cm`);
  if (v.bp_systolic !== null && v.bp_diastolic !== null) parts.push(`BP ${v.bp_systolic}/${v.bp_diastolic}`);
  return parts.join(' · ') || 'other readings';
}
