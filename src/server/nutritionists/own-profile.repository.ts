import { and, count, eq, gt, notInArray, sql } from 'drizzle-orm';
import { recordCreditChange } from '../credits/index';
import type { Db } from '../db/client';
import { appointments, nutritionists, packages } from '../db/schema/index';
import type { NutritionistRecord } from './nutritionists.repository';

/** Packages that are over: they no longer hold a nutritionist to the practice (dashboard's FINISHED). */
const FINISHED = ['Completed', 'Cancelled'];

/** The profile linked to this sign-in account, whatever its status (decision 309). */
export async function profileOfUser(db: Db, userId: number): Promise<NutritionistRecord | undefined> {
  const [row] = await db.select().from(nutritionists).where(eq(nutritionists.userId, userId)).limit(1);
  return row;
}

/** A nutritionist profile (not this one) that already uses the e-mail address. */
export async function profileWithEmail(db: Db, email: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(sql`lower(${nutritionists.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** What a nutritionist still owns: packages not Completed or Cancelled, and booked appointments to come. */
export async function workOwnedBy(
  db: Db,
  nutritionistId: number,
  now = new Date(),
): Promise<{ activePackages: number; futureAppointments: number }> {
  const [[pk], [ap]] = await Promise.all([
    db
      .select({ n: count() })
      .from(packages)
      .where(and(eq(packages.dietitianId, nutritionistId), notInArray(packages.status, FINISHED))),
    db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.dietitianId, nutritionistId),
          eq(appointments.status, 'Booked'),
          gt(appointments.startsAt, now),
        ),
      ),
  ]);
  return { activePackages: Number(pk.n), futureAppointments: Number(ap.n) };
}

/**
 * The profile's row locked for the transaction: the lock a booking takes (appointments'
 * lockNutritionist), so a removal's count and a booking at the same moment cannot both pass.
 */
export async function lockProfile(tx: Db, nutritionistId: number): Promise<void> {
  await tx
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(eq(nutritionists.id, nutritionistId))
    .for('update');
}

export type OwnProfileValues = Pick<
  typeof nutritionists.$inferInsert,
  'firstName' | 'lastName' | 'certification' | 'speciality' | 'experience' | 'phone'
>;

/** The admin's own profile: no new account, the admin's e-mail, a first credits entry (like any profile). */
export async function insertOwnProfile(
  tx: Db,
  user: { id: number; email: string },
  values: OwnProfileValues,
): Promise<NutritionistRecord> {
  const [record] = await tx
    .insert(nutritionists)
    .values({
      ...values,
      email: user.email.toLowerCase(),
      userId: user.id,
      createdBy: user.id,
      status: 'ACTIVE',
    })
    .returning();
  await recordCreditChange(tx, {
    nutritionistId: record.id,
    changedBy: user.id,
    reason: 'create',
    oldCredits: null,
    newCredits: record.credits,
    oldPlansUsed: null,
    newPlansUsed: record.plansUsed,
    oldExpiry: null,
    newExpiry: record.expiry,
  });
  return record;
}

export async function setOwnProfile(
  tx: Db,
  id: number,
  values: Partial<OwnProfileValues> & { status: string },
): Promise<NutritionistRecord> {
  const [record] = await tx
    .update(nutritionists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(nutritionists.id, id))
    .returning();
  return record;
}
