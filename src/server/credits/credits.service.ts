import { practiceToday } from '../../shared/fields';
import type { CreditsSyncResult } from '../../shared/packages';
import { dateText } from '../../shared/plan-calendar';
import { PLAN_MESSAGES } from '../../shared/plans';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import {
  type CreditTotals,
  creditTotalsOfUser,
  expiryOf,
  practiceCreditTotals,
  recountPlansUsed,
  takeCredit,
} from './credits.repository';

/**
 * Spends one credit of the nutritionist inside the caller's transaction (a plan and its credit
 * commit together). Refused when credits − plans_used ≤ 0 (with `refusal`) or when the expiry
 * date has passed (saying so, with the date).
 */
export async function spendCredit(tx: Db, nutritionistId: number, refusal: string): Promise<void> {
  if (await takeCredit(tx, nutritionistId, practiceToday())) return;
  // Say why: credits past their expiry date are expired, not used up.
  const expiry = await expiryOf(tx, nutritionistId);
  if (expiry && expiry < practiceToday())
    throw new AppError(422, PLAN_MESSAGES.creditsExpired(dateText(expiry)));
  throw new AppError(422, refusal);
}

/** Recounts plans used for every nutritionist; the corrections and their audit row commit together. */
export function syncCredits(db: Db, userId: number): Promise<CreditsSyncResult> {
  return inTransaction(db, async (tx) => {
    const counted = await recountPlansUsed(tx, userId);
    await writeAudit(tx, { userId, action: 'sync', entity: 'credits', entityId: null, changes: counted });
    return counted;
  });
}

/** The top bar's numbers: the nutritionist's own credits, or the practice's usable totals for an admin. */
export function sessionCreditTotals(
  db: Db,
  viewer: { id: number; isAdmin: boolean },
): Promise<CreditTotals | undefined> {
  return viewer.isAdmin
    ? practiceCreditTotals(db, practiceToday())
    : creditTotalsOfUser(db, viewer.id, practiceToday());
}
