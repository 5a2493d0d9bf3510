import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { practiceToday } from '../../shared/fields';
import { PLAN_MESSAGES } from '../../shared/plans';
import type { Db } from '../db/client';
import { nutritionists } from '../db/schema/index';
import { AppError } from '../lib/errors';

export { practiceToday };

/**
 * Spends one credit of the nutritionist, inside the caller's transaction. One conditional
 * UPDATE checks and spends at once, so two plans created at the same moment cannot both take
 * the last credit. Refused when credits − plans_used ≤ 0 or the expiry date has passed.
 */
export async function spendCredit(tx: Db, nutritionistId: number, refusal: string): Promise<void> {
  const spent = await tx
    .update(nutritionists)
    .set({ plansUsed: sql`${nutritionists.plansUsed} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(nutritionists.id, nutritionistId),
        sql`${nutritionists.credits} - ${nutritionists.plansUsed} > 0`,
        or(isNull(nutritionists.expiry), gte(nutritionists.expiry, practiceToday())),
      ),
    )
    .returning({ id: nutritionists.id });
  if (spent.length > 0) return;
  // Say why: credits past their expiry date are expired, not used up.
  const [row] = await tx
    .select({ expiry: nutritionists.expiry })
    .from(nutritionists)
    .where(eq(nutritionists.id, nutritionistId));
  if (row?.expiry && row.expiry < practiceToday())
    throw new AppError(422, PLAN_MESSAGES.creditsExpired(displayDate(row.expiry)));
  throw new AppError(422, refusal);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2024-03-31' → '31-Mar-2024' (SPEC §9). */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}
