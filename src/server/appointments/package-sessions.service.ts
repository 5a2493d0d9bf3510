import type { AppDeps } from '../app-deps';
import type { RequestUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import {
  countPackageAppointments,
  findPackageForBooking,
  setPackageSessions,
} from './appointments.repository';

/** Saves how many consultations a package includes and their cadence, with the audit row. */
export async function savePackageSessions(
  deps: AppDeps,
  user: RequestUser,
  input: { package_id: number; sessions?: number; follow_up_days?: number },
) {
  const values = { sessions: input.sessions ?? null, followUpDays: input.follow_up_days ?? null };
  await inTransaction(deps.db, async (tx) => {
    const before = await findPackageForBooking(tx, input.package_id);
    await setPackageSessions(tx, input.package_id, values);
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'package',
      entityId: input.package_id,
      changes: {
        sessions: { from: before?.sessions ?? null, to: values.sessions },
        followUpDays: { from: before?.followUpDays ?? null, to: values.followUpDays },
      },
    });
  });
  return { package_id: input.package_id, sessions: values.sessions, follow_up_days: values.followUpDays };
}

/** The package's sessions, cadence and how many of its appointments count (the follow-ups form). */
export async function readPackageSessions(deps: AppDeps, packageId: number) {
  const pkg = (await findPackageForBooking(deps.db, packageId))!;
  return {
    package_id: packageId,
    sessions: pkg.sessions,
    follow_up_days: pkg.followUpDays,
    booked: await countPackageAppointments(deps.db, packageId),
    end_date: pkg.endDate,
  };
}
