import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction, rows } from '../db/client';
import { creditChanges, nutritionists } from '../db/schema/index';

type Drift = { id: number; old_used: number; actual: number; credits: number; expiry: string | null };

/**
 * Recounts every nutritionist's plans from the plan records (deleted plans included: a deleted
 * plan gives no credit back) and corrects plans_used where it drifted, keeping a 'sync' row in
 * the credits history for each correction. One transaction, rows locked, so a plan created
 * at the same moment cannot be lost between the count and the write.
 */
export async function syncPlanCounts(
  db: Db,
  changedBy: number,
): Promise<{ nutritionists: number; corrected: number }> {
  return inTransaction(db, async (t) => {
    const all = rows<Drift>(
      await t.execute(sql`
        select n.id, n.plans_used as old_used, n.credits, n.expiry::text as expiry,
          (select count(*) from plans p where p.charged_nutritionist_id = n.id)::int as actual
        from nutritionists n
        order by n.id
        for update of n`),
    );
    const drifts = all.filter((r) => Number(r.old_used) !== Number(r.actual));
    for (const d of drifts) {
      await t
        .update(nutritionists)
        .set({ plansUsed: d.actual, updatedAt: new Date() })
        .where(eq(nutritionists.id, d.id));
      await t.insert(creditChanges).values({
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
  });
}
