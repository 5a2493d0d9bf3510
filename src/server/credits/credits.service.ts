import { CREDITS_LIMIT } from '../../shared/credits';
import { practiceToday } from '../../shared/fields';
import type { CreditsSyncResult } from '../../shared/packages';
import { dateText } from '../../shared/plan-calendar';
import { PLAN_MESSAGES } from '../../shared/plans';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import type { Mailer } from '../mail/mailer';
import {
  adminAddresses,
  type CreditTotals,
  countPlanUsed,
  creditTotalsOfUser,
  expiryOf,
  lastPlanRequestAt,
  practiceCreditTotals,
  readCreditsLimit,
  recountPlansUsed,
  takeCredit,
  writeCreditsLimit,
} from './credits.repository';

/** Whether plans are limited by credits (decision 191); decided once on the first read. */
export const creditsLimited = readCreditsLimit;

/**
 * Spends one credit of the nutritionist inside the caller's transaction (a plan and its credit
 * commit together). Refused when credits − plans_used ≤ 0 (with `refusal`) or when the expiry
 * date has passed (saying so, with the date).
 */
export async function spendCredit(tx: Db, nutritionistId: number, refusal: string): Promise<void> {
  // A practice that does not limit plans by credits is never refused: the plan is only counted.
  if (!(await readCreditsLimit(tx))) return countPlanUsed(tx, nutritionistId);
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

/** Turns "Limit plans by credits" on or off; the setting and its audit row commit together. */
export function setCreditsLimit(db: Db, userId: number, on: boolean): Promise<{ on: boolean }> {
  return inTransaction(db, async (tx) => {
    const before = await readCreditsLimit(tx);
    await writeCreditsLimit(tx, on);
    await writeAudit(tx, {
      userId,
      action: 'update',
      entity: 'credits_limit',
      entityId: null,
      changes: { on: { from: before, to: on } },
    });
    return { on };
  });
}

/** A nutritionist asks for more plans at most once an hour (the admins get one mail each time). */
const REQUEST_EVERY_MS = 3_600_000;

/**
 * "Request for plans": mails every active admin through the outbox, with an audit row, in one
 * transaction. A second request within the hour is refused and changes nothing.
 */
export async function requestPlans(
  deps: { db: Db; mailer: Mailer; publicUrl: string; defaultPracticeName: string },
  user: { id: number; firstName: string; lastName: string; email: string; nutritionistId: number | null },
): Promise<{ admins: number }> {
  if (!(await readCreditsLimit(deps.db))) throw new AppError(422, CREDITS_LIMIT.notLimited);
  const last = await lastPlanRequestAt(deps.db, user.id);
  if (last && Date.now() - last.getTime() < REQUEST_EVERY_MS)
    throw new AppError(429, CREDITS_LIMIT.requestRecent);
  const admins = await adminAddresses(deps.db);
  if (admins.length === 0) throw new AppError(422, CREDITS_LIMIT.noAdmins);
  const practice = await practiceNameOf(deps.db, deps.defaultPracticeName);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const where = user.nutritionistId
    ? `${deps.publicUrl}/dietitian-details/${user.nutritionistId}?edit=1`
    : `${deps.publicUrl}/nutritionists`;
  return inTransaction(deps.db, async (tx) => {
    for (const admin of admins)
      await deps.mailer.send(
        {
          to: admin.email,
          subject: `${name} asks for more plan credits`,
          text: [
            `Hello ${admin.firstName || 'admin'},`,
            '',
            `${name} (${user.email}) has no plan credits left at ${practice} and asks for more.`,
            '',
            'Give credits in Nutritionists → Edit → Plan credits:',
            where,
            '',
            practice,
          ].join('\n'),
        },
        { db: tx },
      );
    await writeAudit(tx, {
      userId: user.id,
      action: 'request',
      entity: 'credits',
      entityId: user.nutritionistId,
      changes: { admins: admins.length },
    });
    return { admins: admins.length };
  });
}
