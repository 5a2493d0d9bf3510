import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { remainingPlans } from '../../shared/credits';
import { LOW_CREDITS } from '../../shared/dashboard';
import type { CreditChangeRow } from '../../shared/nutritionists';
import { type Db, rows } from '../db/client';
import { appSettings, auditLog, creditChanges, nutritionists, users } from '../db/schema/index';

/** The app_settings key of "Limit plans by credits" (decision 191); value `{ on: boolean }`. */
const LIMIT_KEY = 'plans_limited_by_credits';

/**
 * Whether the practice limits plans by credits. The first read decides once and stores it: on
 * when some nutritionist already has credits (an install that sold credits before the switch
 * existed keeps its rule), off otherwise (a new practice is never stopped by credits it never
 * chose). Concurrent first reads agree: the insert keeps whichever row came first.
 */
export async function readCreditsLimit(db: Db): Promise<boolean> {
  const stored = async () =>
    (
      await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LIMIT_KEY))
    )[0];
  const row = await stored();
  if (row) return (row.value as { on?: unknown }).on === true;
  const [given] = await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(sql`${nutritionists.credits} > 0`)
    .limit(1);
  await db
    .insert(appSettings)
    .values({ key: LIMIT_KEY, value: { on: Boolean(given) } })
    .onConflictDoNothing();
  return ((await stored())?.value as { on?: unknown } | undefined)?.on === true;
}

/** Sets the switch (the caller writes the audit row in the same transaction). */
export async function writeCreditsLimit(tx: Db, on: boolean): Promise<void> {
  await tx
    .insert(appSettings)
    .values({ key: LIMIT_KEY, value: { on } })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: { on }, updatedAt: new Date() } });
}

/**
 * Counts a plan without checking credits (the limit is off): plans_used stays the true count, so
 * a practice that turns the limit on later sees how many plans each nutritionist made.
 */
export async function countPlanUsed(tx: Db, nutritionistId: number): Promise<void> {
  await tx
    .update(nutritionists)
    .set({ plansUsed: sql`${nutritionists.plansUsed} + 1`, updatedAt: new Date() })
    .where(eq(nutritionists.id, nutritionistId));
}

/** Active admins with an e-mail address: whom a request for plans goes to. */
export async function adminAddresses(db: Db): Promise<{ email: string; firstName: string }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(sql`${users.type} <> 'DIETICIAN'`, eq(users.isActive, true)))
    .orderBy(users.id);
}

/** When this user last asked for plans (the audit row of the request), or null. */
export async function lastPlanRequestAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'request'), eq(auditLog.entity, 'credits')))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Spends one credit when credits − plans_used > 0 and the expiry date has not passed: one
 * conditional UPDATE checks and spends at once, so two plans created at the same moment cannot
 * both take the last credit. Answers whether it spent.
 */
export async function takeCredit(tx: Db, nutritionistId: number, today: string): Promise<boolean> {
  const spent = await tx
    .update(nutritionists)
    .set({ plansUsed: sql`${nutritionists.plansUsed} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(nutritionists.id, nutritionistId),
        sql`${nutritionists.credits} - ${nutritionists.plansUsed} > 0`,
        or(isNull(nutritionists.expiry), gte(nutritionists.expiry, today)),
      ),
    )
    .returning({ id: nutritionists.id });
  return spent.length > 0;
}

export async function expiryOf(db: Db, nutritionistId: number): Promise<string | null> {
  const [row] = await db
    .select({ expiry: nutritionists.expiry })
    .from(nutritionists)
    .where(eq(nutritionists.id, nutritionistId));
  return row?.expiry ?? null;
}

type CreditChange = typeof creditChanges.$inferInsert;

/** One row of a nutritionist's credits history (create, edit or sync). */
export async function recordCreditChange(tx: Db, change: CreditChange): Promise<void> {
  await tx.insert(creditChanges).values(change);
}

type Drift = { id: number; old_used: number; actual: number; credits: number; expiry: string | null };

/**
 * Recounts every nutritionist's plans from the plan records (deleted plans included: a deleted
 * plan gives no credit back) and corrects plans_used where it drifted, keeping a 'sync' row in
 * the credits history for each correction. Run inside the caller's transaction with the rows
 * locked, so a plan created at the same moment cannot be lost between the count and the write.
 */
export async function recountPlansUsed(
  tx: Db,
  changedBy: number,
): Promise<{ nutritionists: number; corrected: number }> {
  const all = rows<Drift>(
    await tx.execute(sql`
      select n.id, n.plans_used as old_used, n.credits, n.expiry::text as expiry,
        (select count(*) from plans p where p.charged_nutritionist_id = n.id)::int as actual
      from nutritionists n
      order by n.id
      for update of n`),
  );
  const drifts = all.filter((r) => Number(r.old_used) !== Number(r.actual));
  for (const d of drifts) {
    await tx
      .update(nutritionists)
      .set({ plansUsed: d.actual, updatedAt: new Date() })
      .where(eq(nutritionists.id, d.id));
    await recordCreditChange(tx, {
      nutritionistId: d.id,
      changedBy,
      reason: 'sync',
      oldCredits: d.credits,
      newCredits: d.credits,
      oldPlansUsed: Number(d.old_used),
      newPlansUsed: d.actual,
      oldExpiry: d.expiry,
      newExpiry: d.expiry,
    });
  }
  return { nutritionists: all.length, corrected: drifts.length };
}

/** The credits history of one nutritionist, newest first. */
export async function creditHistory(db: Db, nutritionistId: number): Promise<CreditChangeRow[]> {
  const list = await db
    .select({
      id: creditChanges.id,
      createdAt: creditChanges.createdAt,
      reason: creditChanges.reason,
      firstName: users.firstName,
      lastName: users.lastName,
      oldCredits: creditChanges.oldCredits,
      newCredits: creditChanges.newCredits,
      oldPlansUsed: creditChanges.oldPlansUsed,
      newPlansUsed: creditChanges.newPlansUsed,
      oldExpiry: creditChanges.oldExpiry,
      newExpiry: creditChanges.newExpiry,
    })
    .from(creditChanges)
    .leftJoin(users, eq(users.id, creditChanges.changedBy))
    .where(eq(creditChanges.nutritionistId, nutritionistId))
    .orderBy(desc(creditChanges.createdAt), desc(creditChanges.id));
  return list.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    reason: r.reason,
    changed_by_name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
    old_credits: r.oldCredits,
    new_credits: r.newCredits,
    old_plans_used: r.oldPlansUsed,
    new_plans_used: r.newPlansUsed,
    old_expiry: r.oldExpiry,
    new_expiry: r.newExpiry,
  }));
}

export type CreditTotals = { credits: number; plans: number; expiry: string | null; remaining: number };

/** A nutritionist's own credits, plans used, expiry and plans left, by their sign-in account. */
export async function creditTotalsOfUser(
  db: Db,
  userId: number,
  today: string,
): Promise<CreditTotals | undefined> {
  const [row] = await db
    .select({ credits: nutritionists.credits, plans: nutritionists.plansUsed, expiry: nutritionists.expiry })
    .from(nutritionists)
    .where(eq(nutritionists.userId, userId))
    .limit(1);
  return row && { ...row, remaining: remainingPlans({ ...row, plansUsed: row.plans }, today) };
}

/** Every ACTIVE nutritionist's credits (a practice has tens of them, not thousands). */
function activeCredits(db: Db) {
  return db
    .select({
      credits: nutritionists.credits,
      plansUsed: nutritionists.plansUsed,
      expiry: nutritionists.expiry,
    })
    .from(nutritionists)
    .where(eq(nutritionists.status, 'ACTIVE'));
}

/**
 * The practice's totals for an admin's top bar: only what can still be used — ACTIVE
 * nutritionists whose credits have not expired — and the nearest expiry among them; the plans
 * left are the sum of each one's `remainingPlans`.
 */
export async function practiceCreditTotals(db: Db, today: string): Promise<CreditTotals> {
  const usable = (await activeCredits(db)).filter((n) => !n.expiry || n.expiry >= today);
  const expiries = usable.flatMap((n) => (n.expiry ? [n.expiry] : [])).sort();
  return {
    credits: usable.reduce((sum, n) => sum + n.credits, 0),
    plans: usable.reduce((sum, n) => sum + n.plansUsed, 0),
    expiry: expiries[0] ?? null,
    remaining: usable.reduce((sum, n) => sum + remainingPlans(n, today), 0),
  };
}

/** How many ACTIVE nutritionists have LOW_CREDITS plans left or fewer (the admin's dashboard). */
export async function countLowOnCredits(db: Db, today: string): Promise<number> {
  return (await activeCredits(db)).filter((n) => remainingPlans(n, today) <= LOW_CREDITS).length;
}

/** A nutritionist's plans left (`remainingPlans`) and expiry; null for no such nutritionist. */
export async function creditsLeftOf(
  db: Db,
  nutritionistId: number,
  today: string,
): Promise<{ left: number; expiry: string | null } | null> {
  const [row] = await db
    .select({
      credits: nutritionists.credits,
      plansUsed: nutritionists.plansUsed,
      expiry: nutritionists.expiry,
    })
    .from(nutritionists)
    .where(eq(nutritionists.id, nutritionistId));
  return row ? { left: remainingPlans(row, today), expiry: row.expiry } : null;
}
