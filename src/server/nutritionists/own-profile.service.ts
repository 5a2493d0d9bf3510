import { eq } from 'drizzle-orm';
import {
  OWN_PROFILE_MESSAGES as M,
  type OwnProfile,
  ownProfileInputSchema,
  ownsWorkMessage,
} from '../../shared/own-practice';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { users } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { AppError, parseInput, ValidationError } from '../lib/errors';
import {
  insertOwnProfile,
  lockProfile,
  type OwnProfileValues,
  profileOfUser,
  profileWithEmail,
  setOwnProfile,
  workOwnedBy,
} from './own-profile.repository';

const ACTIVE = 'ACTIVE';
const INACTIVE = 'INACTIVE';

/** The admin's own profile, whether they practise, and what it owns (Settings reads it). */
export async function ownProfile(db: Db, user: RequestUser): Promise<OwnProfile> {
  const n = await profileOfUser(db, user.id);
  const work = n ? await workOwnedBy(db, n.id) : { activePackages: 0, futureAppointments: 0 };
  return {
    profile: n
      ? {
          id: n.id,
          first_name: n.firstName,
          last_name: n.lastName,
          email: n.email,
          certification: n.certification,
          speciality: n.speciality,
          experience: n.experience,
          phone: n.phone,
          status: n.status,
        }
      : null,
    practising: n?.status === ACTIVE,
    active_packages: work.activePackages,
    future_appointments: work.futureAppointments,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
  };
}

/**
 * "Also practise as a nutritionist": a profile linked to the admin's own account (no second
 * login, no invitation), or their earlier one made ACTIVE again; the admin's names follow the
 * profile's. The profile, its first credits entry and the audit row commit together.
 */
export async function startPractising(
  db: Db,
  user: RequestUser,
  raw: unknown,
  ip: string,
): Promise<{ id: number; message: string }> {
  const v = parseInput(ownProfileInputSchema, raw);
  const values: OwnProfileValues = {
    firstName: v.first_name,
    lastName: v.last_name,
    certification: v.certification ?? null,
    speciality: v.speciality ?? null,
    experience: v.experience ?? null,
    phone: v.phone ?? null,
  };
  const existing = await profileOfUser(db, user.id);
  if (existing?.status === ACTIVE) throw new AppError(409, M.already);
  if (!existing && (await profileWithEmail(db, user.email)))
    throw new ValidationError({ email: M.emailTaken }, M.emailTaken);

  return inTransaction(db, async (tx) => {
    const saved = existing
      ? await setOwnProfile(tx, existing.id, { ...values, status: ACTIVE })
      : await insertOwnProfile(tx, user, values);
    await tx
      .update(users)
      .set({ firstName: saved.firstName, lastName: saved.lastName, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await writeAudit(tx, {
      userId: user.id,
      action: existing ? 'practise_again' : 'practise',
      entity: 'nutritionist',
      entityId: saved.id,
      changes: existing
        ? diffForAudit(existing, saved)
        : { own_account: true, ...diffForAudit({}, { email: saved.email, ...values, status: ACTIVE }) },
      ip,
    });
    return { id: saved.id, message: existing ? M.resumed : M.created };
  });
}

/**
 * Stop practising: refused (409, naming what is left) while the profile has packages not
 * Completed or Cancelled, or booked appointments to come. Otherwise the profile becomes INACTIVE,
 * never deleted: past packages, plans and appointments keep its name, and turning it on again
 * brings the same profile back.
 */
export async function stopPractising(db: Db, user: RequestUser, ip: string): Promise<{ message: string }> {
  const existing = await profileOfUser(db, user.id);
  if (!existing || existing.status !== ACTIVE) throw new AppError(409, M.notPractising);
  await inTransaction(db, async (tx) => {
    await lockProfile(tx, existing.id);
    await refuseWhileOwningWork(tx, existing.id);
    await setOwnProfile(tx, existing.id, { status: INACTIVE });
    await writeAudit(tx, {
      userId: user.id,
      action: 'stop_practising',
      entity: 'nutritionist',
      entityId: existing.id,
      changes: { status: { from: ACTIVE, to: INACTIVE } },
      ip,
    });
  });
  return { message: M.removed };
}

/** 409 with the counts while the nutritionist still owns active packages or future appointments. */
export async function refuseWhileOwningWork(tx: Db, nutritionistId: number): Promise<void> {
  const work = await workOwnedBy(tx, nutritionistId);
  if (work.activePackages || work.futureAppointments)
    throw new AppError(409, ownsWorkMessage(work.activePackages, work.futureAppointments), {
      active_packages: work.activePackages,
      future_appointments: work.futureAppointments,
    });
}
