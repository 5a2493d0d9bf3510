// @pg: runs on PostgreSQL too (locking)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, mailOutbox } from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { expectRefused, race } from './race';

/** Issue 51: appointment transitions sent at once give only the allowed outcomes, on both databases. */
let t: TestApp;
let a: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
});
afterAll(async () => t.close());

let slot = 0;
/** A booked appointment of a new client: in the future (a day apart each round) or an hour ago. */
async function booked(when: 'future' | 'past' = 'future') {
  slot += 1;
  const client = await insertClient(t, { firstName: 'Kavya', lastName: 'Nair' });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: a.nutritionistId!,
    endDate: '2031-06-30',
  });
  const start =
    when === 'past' ? new Date(Date.now() - 3_600_000) : new Date(Date.UTC(2030, 11, 2 + slot * 7, 5, 0)); // a Monday, 10:30 in India
  const [row] = await t.db
    .insert(appointments)
    .values({
      packageId: pkg.id,
      dietitianId: a.nutritionistId!,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      durationMin: 30,
      mode: 'Video',
      createdBy: a.userId,
    })
    .returning();
  return { id: row.id, email: client.contactEmail!, start };
}
const rowOf = async (id: number) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, id)));

const post = (path: string, body: Record<string, unknown>) =>
  t.post(`/api/v1/appointment/${path}`, body, a.cookie);
/** The same day a week later in local time: "2030-12-16T11:00" for a round's appointment. */
const laterLocal = (start: Date, hour: string) =>
  `${new Date(start.getTime() + 7 * 86_400_000).toISOString().slice(0, 10)}T${hour}`;

describe('appointment races', () => {
  it('cancel and complete at once: one wins, the other is refused; no cancel mail for a completed one', async () => {
    await race(
      'appointment cancel + complete',
      () => booked(),
      (ap) => [post('cancel', { id: ap.id, reason: 'Travelling' }), post('complete', { id: ap.id })],
      async ([cancel, complete], ap) => {
        const row = await rowOf(ap.id);
        const mails = await mailsTo(ap.email);
        expect(await auditsOf(ap.id)).toHaveLength(1);
        if (cancel.status === 200) {
          expectRefused(complete, 'already cancelled');
          expect(row.status).toBe('Cancelled');
          expect(mails).toHaveLength(1);
          return 'cancel won (200 + 422)';
        }
        expect(complete.status).toBe(200);
        expectRefused(cancel, 'already completed');
        expect(row.status).toBe('Completed');
        expect(mails).toHaveLength(0);
        return 'complete won (422 + 200)';
      },
    );
  });

  it('complete and no-show at once: one status, the other refused', async () => {
    await race(
      'appointment complete + no-show',
      () => booked('past'),
      (ap) => [post('complete', { id: ap.id }), post('no-show', { id: ap.id })],
      async ([complete, noShow], ap) => {
        const row = await rowOf(ap.id);
        expect(await auditsOf(ap.id)).toHaveLength(1);
        if (complete.status === 200) {
          expectRefused(noShow, 'already completed');
          expect(row.status).toBe('Completed');
          return 'complete won (200 + 422)';
        }
        expect(noShow.status).toBe(200);
        expectRefused(complete, 'already no-show');
        expect(row.status).toBe('No-show');
        return 'no-show won (422 + 200)';
      },
    );
  });

  it('reschedule and cancel at once: a cancelled appointment is never moved afterwards', async () => {
    await race(
      'appointment reschedule + cancel',
      () => booked(),
      (ap) => [
        post('edit', { id: ap.id, starts_at: laterLocal(ap.start, '11:00'), confirm: true }),
        post('cancel', { id: ap.id, reason: 'Unwell' }),
      ],
      async ([edit, cancel], ap) => {
        const row = await rowOf(ap.id);
        expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
        expect(row.status).toBe('Cancelled');
        if (edit.status === 200) {
          // The move came first, then the cancel: both allowed one after the other.
          expect(row.startsAt.getTime()).not.toBe(ap.start.getTime());
          expect(await auditsOf(ap.id)).toHaveLength(2);
          return 'move then cancel (200 + 200)';
        }
        expectRefused(edit, 'already cancelled');
        expect(row.startsAt.getTime()).toBe(ap.start.getTime());
        expect(await auditsOf(ap.id)).toHaveLength(1);
        return 'cancel won (422 + 200)';
      },
    );
  });

  it('two reschedules at once: the appointment ends at one of the two times, each move audited', async () => {
    await race(
      'appointment reschedule + reschedule',
      () => booked(),
      (ap) => [
        post('edit', { id: ap.id, starts_at: laterLocal(ap.start, '11:00'), confirm: true }),
        post('edit', { id: ap.id, starts_at: laterLocal(ap.start, '12:00'), confirm: true }),
      ],
      async (o, ap) => {
        const row = await rowOf(ap.id);
        const won = o.filter((x) => x.status === 200);
        for (const lost of o.filter((x) => x.status !== 200))
          expectRefused(lost, 'just moved by someone else');
        expect(won.length).toBeGreaterThanOrEqual(1);
        expect(await auditsOf(ap.id)).toHaveLength(won.length);
        expect(won.map((w) => (w.body as { data: { starts_at: string } }).data.starts_at)).toContain(
          row.startsAt.toISOString(),
        );
        return o.map((x) => x.status).join(' + ');
      },
    );
  });

  it('two cancels at once: one cancellation and one mail', async () => {
    await race(
      'appointment cancel + cancel',
      () => booked(),
      (ap) => [
        post('cancel', { id: ap.id, reason: 'Unwell' }),
        post('cancel', { id: ap.id, reason: 'Unwell' }),
      ],
      async (o, ap) => {
        const won = o.filter((x) => x.status === 200);
        expect(won).toHaveLength(1);
        expectRefused(o.find((x) => x.status !== 200)!, 'already cancelled');
        expect(await mailsTo(ap.email)).toHaveLength(1);
        return o.map((x) => x.status).join(' + ');
      },
    );
  });
});
