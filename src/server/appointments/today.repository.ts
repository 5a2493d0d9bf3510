import { and, eq, gt, gte, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, packages } from '../db/schema/index';
import { listAppointments } from './appointments.repository';

const DAY = 86_400_000;
const scoped = (dietitianId: number | undefined) =>
  dietitianId === undefined ? undefined : eq(appointments.dietitianId, dietitianId);

/**
 * The dashboard's "Today" of the calendar (issue 36): today's consultations, no-shows of the last
 * 7 days, follow-ups booked in the next 7 days and open packages with no appointment ahead.
 */
export async function todayCounts(
  db: Db,
  dietitianId: number | undefined,
  window: { dayStart: Date; now: Date; today: string },
) {
  const { dayStart, now, today } = window;
  const consultations = (
    await listAppointments(db, dayStart, new Date(dayStart.getTime() + DAY), dietitianId)
  ).filter((r) => r.a.status !== 'Cancelled');
  const [noShows] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        scoped(dietitianId),
        eq(appointments.status, 'No-show'),
        gte(appointments.startsAt, new Date(dayStart.getTime() - 6 * DAY)),
      ),
    );
  const [due] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        scoped(dietitianId),
        eq(appointments.status, 'Booked'),
        gt(appointments.startsAt, now),
        lt(appointments.startsAt, new Date(now.getTime() + 7 * DAY)),
      ),
    );
  const withoutNext = await db
    .select({ packageId: packages.id, clientFirstName: clients.firstName, clientLastName: clients.lastName })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(
      and(
        dietitianId === undefined ? undefined : eq(packages.dietitianId, dietitianId),
        notInArray(packages.status, ['Completed', 'Cancelled']),
        or(isNull(packages.endDate), gte(packages.endDate, today)),
        sql`not exists (select 1 from ${appointments} a where a.package_id = ${packages.id} and a.status = 'Booked' and a.starts_at > ${now.toISOString()})`,
      ),
    )
    .orderBy(packages.id)
    .limit(200);
  return { consultations, noShows: noShows?.n ?? 0, followUpsDue: due?.n ?? 0, withoutNext };
}
