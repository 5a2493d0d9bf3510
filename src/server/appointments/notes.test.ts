import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointmentNoteAmendments,
  appointmentNotes,
  appointments,
  auditLog,
  bodyParameters,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let sanjay: TestUser;
let clientId: number;
let pkgId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  sanjay = await t.createNutritionist({ firstName: 'Sanjay', lastName: 'Kulkarni' });
  clientId = (await insertClient(t, { firstName: 'Lakshmi', lastName: 'Pillai', phone: '9847012345' })).id;
  pkgId = (await insertPackageRow(t, { clientId, dietitianId: meera.nutritionistId!, status: 'Active' })).id;
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

/** Moves the app's clock on by `hours` (no sleeping); a browser session lasts 12 h, so sign in again. */
async function moveClock(hours: number, who = meera) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + hours * 3_600_000);
  return t.login(who.email, who.password);
}

/** An appointment of Meera's package on 3 Dec 2026, 11:00 IST (05:30 UTC). */
async function appointment(status = 'Completed', packageId = pkgId, dietitianId = meera.nutritionistId!) {
  const [row] = await t.db
    .insert(appointments)
    .values({
      packageId,
      dietitianId,
      startsAt: new Date('2026-12-03T05:30:00Z'),
      endsAt: new Date('2026-12-03T06:00:00Z'),
      durationMin: 30,
      mode: 'In person',
      status,
    })
    .returning();
  return row.id;
}

/** A reading set as the vitals page stores it. */
async function reading(date: string, values: Record<string, number>, forClient = clientId) {
  const params = await t.db
    .select({ id: bodyParameters.id, key: bodyParameters.key })
    .from(bodyParameters)
    .where(inArray(bodyParameters.key, Object.keys(values)));
  const [set] = await t.db
    .insert(vitalReadings)
    .values({ clientId: forClient, dietitianId: meera.nutritionistId, readingDate: date })
    .returning();
  await t.db
    .insert(vitalValues)
    .values(
      params.map((p) => ({ readingId: set.id, parameterId: p.id, decimalValue: String(values[p.key]) })),
    );
  return set.id;
}

const note = {
  assessment: 'Weight 78.2 kg (from 80.1 kg). Eats out twice a week; skips breakfast on work days.',
  diagnosis:
    'Excessive energy intake related to frequent restaurant meals as evidenced by 1.9 kg gain in 6 weeks.',
  intervention:
    'Poha or upma breakfast before 9 am; restaurant meals to one a week, choose tandoori over gravy.',
  monitoring: '- Weight every Monday morning\n- Breakfast ticks on the plan page\n- Waist at next visit',
};
const save = (body: Record<string, unknown>, cookie = meera.cookie) =>
  t.post('/api/v1/appointment/note/save', body, cookie);
const amend = (body: Record<string, unknown>, cookie = meera.cookie) =>
  t.post('/api/v1/appointment/note/amend', body, cookie);
const read = (id: number, cookie = meera.cookie) =>
  t.get(`/api/v1/appointment/note?appointment_id=${id}`, cookie);
const noteCount = async () => (await t.db.select({ n: count() }).from(appointmentNotes))[0].n;
const audits = async (noteId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment_note'), eq(auditLog.entityId, noteId)))
  ).map((a) => a.action);

describe('session notes', () => {
  it('saves the ADIME note with the visit-day vitals, audited, and the author edits it within 24 h', async () => {
    const id = await appointment();
    const visit = await reading('2026-12-03', {
      weight: 78.2,
      waist: 91,
      bp_systolic: 128,
      bp_diastolic: 84,
    });
    const earlier = await reading('2026-11-25', { weight: 78.9 });
    const offered = (await read(id)).json().data;
    expect(offered).toMatchObject({ appointment_id: id, may_write: true, note: null, amendments: [] });
    expect(offered.vitals).toEqual([
      {
        id: visit,
        reading_date: '2026-12-03',
        weight: 78.2,
        waist: 91,
        bp_systolic: 128,
        bp_diastolic: 84,
        same_day: true,
      },
      {
        id: earlier,
        reading_date: '2026-11-25',
        weight: 78.9,
        waist: null,
        bp_systolic: null,
        bp_diastolic: null,
        same_day: false,
      },
    ]);

    const res = await save({ appointment_id: id, ...note, vitals_ids: [visit] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Session note saved.',
      data: { note: { ...note, vitals_ids: [visit], author: expect.any(String), can_edit: true } },
    });
    const saved = res.json().data.note;
    expect(Date.parse(saved.editable_until) - Date.parse(saved.first_saved_at)).toBe(24 * 3_600_000);

    const later = await moveClock(23);
    const edited = await save({ appointment_id: id, ...note, monitoring: 'Weight every Monday' }, later);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.note).toMatchObject({ monitoring: 'Weight every Monday', vitals_ids: [visit] });
    expect(edited.json().data.amendments).toEqual([]);
    expect(await audits(saved.id)).toEqual(['create', 'update']);
  });

  it('after 24 h refuses an edit in place and keeps the earlier text in a visible amendment', async () => {
    const id = await appointment();
    const visit = await reading('2026-12-03', { weight: 77.6 });
    const first = (await save({ appointment_id: id, ...note })).json().data.note;

    const later = await moveClock(25);
    const view = (await read(id, later)).json().data.note;
    expect(view.can_edit).toBe(false);
    const late = await save({ appointment_id: id, ...note, assessment: 'Rewritten' }, later);
    expect(late.statusCode).toBe(422);
    expect(late.json().data.note).toBe('This note was saved more than 24 hours ago: please add an amendment');
    expect((await read(id, later)).json().data.note.assessment).toBe(note.assessment);

    const noReason = await amend({ appointment_id: id, ...note, monitoring: 'Weight fortnightly' }, later);
    expect(noReason.json().data.reason).toBe('Please give the reason for the amendment');
    const unchanged = await amend({ appointment_id: id, ...note, reason: 'Typo' }, later);
    expect(unchanged.json().data.note).toBe('The amendment changes nothing in the note');

    const res = await amend(
      {
        appointment_id: id,
        ...note,
        monitoring: 'Weight fortnightly\nHbA1c in 3 months',
        vitals_ids: [visit],
        reason: 'Lab advice received after the visit',
      },
      later,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Amendment added.');
    const data = res.json().data;
    expect(data.note.monitoring).toBe('Weight fortnightly\nHbA1c in 3 months');
    expect(data.amendments).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        by: expect.any(String),
        reason: 'Lab advice received after the visit',
        changes: [
          { field: 'monitoring', before: note.monitoring, after: 'Weight fortnightly\nHbA1c in 3 months' },
          { field: 'vitals_ids', before: 'none', after: '03-Dec-2026: 77.6 kg' },
        ],
      },
    ]);
    expect(await audits(first.id)).toEqual(['create', 'amend']);
  });

  it('lets only the author edit; an admin sees and amends; another nutritionist gets 404 for everything', async () => {
    const id = await appointment();
    await save({ appointment_id: id, ...note });
    const byAdmin = await save({ appointment_id: id, ...note, assessment: 'Changed by admin' }, admin.cookie);
    expect(byAdmin.json().data.note).toBe('Only the author can edit this note: please add an amendment');
    expect((await read(id, admin.cookie)).json().data.note.can_edit).toBe(false);
    expect(
      (
        await amend(
          { appointment_id: id, ...note, intervention: 'Add a fruit at 4 pm', reason: 'Review' },
          admin.cookie,
        )
      ).statusCode,
    ).toBe(200);

    const amendmentsBefore = (await t.db.select({ n: count() }).from(appointmentNoteAmendments))[0].n;
    for (const res of [
      await read(id, sanjay.cookie),
      await save({ appointment_id: id, ...note, assessment: 'Sanjay was here' }, sanjay.cookie),
      await amend({ appointment_id: id, ...note, reason: 'x', assessment: 'Sanjay' }, sanjay.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Appointment not found.');
    }
    expect((await t.db.select({ n: count() }).from(appointmentNoteAmendments))[0].n).toBe(amendmentsBefore);
    expect((await read(id)).json().data.note.assessment).toBe(note.assessment);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const id = await appointment();
    const cancelled = await appointment('Cancelled');
    const other = await insertClient(t, { firstName: 'Rohit', lastName: 'Sharma' });
    const notHers = await reading('2026-12-03', { weight: 70 }, other.id);
    const before = await noteCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ appointment_id: id }, 'assessment', 'Please write at least one part of the note'],
      [
        { appointment_id: id, assessment: ' ', diagnosis: '', intervention: '', monitoring: '' },
        'assessment',
        'Please write at least one part of the note',
      ],
      [
        { appointment_id: id, ...note, diagnosis: 'x'.repeat(4001) },
        'diagnosis',
        'Please keep this under 4000 characters',
      ],
      [
        { appointment_id: id, ...note, vitals_ids: [notHers] },
        'vitals_ids',
        "Please choose readings of this appointment's client",
      ],
      [
        { appointment_id: id, ...note, vitals_ids: 'all' },
        'vitals_ids',
        "Please choose readings of this appointment's client",
      ],
      [
        { appointment_id: cancelled, ...note },
        'appointment_id',
        'A cancelled appointment takes no session note',
      ],
      [{ appointment_id: 'abc', ...note }, 'appointment_id', 'Please choose an appointment'],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().data[field]).toBe(message);
    }
    expect((await amend({ appointment_id: id, ...note, reason: 'First' })).json().data.note).toBe(
      'There is no session note to amend yet',
    );
    expect(await noteCount()).toBe(before);
  });
});
