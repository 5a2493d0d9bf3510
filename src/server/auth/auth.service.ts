import type { SessionUser } from '../../shared/auth';
import type { AppConfig } from '../config';
import { sessionCreditTotals } from '../credits/index';
import type { Db } from '../db/client';
import { hashToken, newToken } from '../lib/tokens';
import type { Mailer } from '../mail/mailer';
import {
  findUserByEmail,
  insertPasswordToken,
  resetLinksSince,
  revokePasswordTokens,
} from './auth.repository';
import type { RequestUser } from './session';

export const RESET_LINK_HOURS = 1;
export const INVITE_LINK_DAYS = 7;

/** data.user of session-user: the nutritionist's own credits, or the practice's totals for an admin. */
export async function describeSessionUser(db: Db, user: RequestUser): Promise<SessionUser> {
  const numbers = await sessionCreditTotals(db, user);
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    credits: numbers?.credits ?? 0,
    plans: numbers?.plans ?? 0,
    expiry: numbers?.expiry ?? null,
    remaining_plans: numbers?.remaining ?? 0,
    nutritionist_id: user.nutritionistId,
  };
}

/**
 * Creates a single-use password link and mails it. Used by forgot-password and invitations.
 * Given the caller's transaction (`tx`), the link and the mail commit with the caller's write
 * (the caller flushes the outbox after the commit).
 */
export async function mailPasswordLink(
  deps: { db: Db; mailer: Mailer; config: AppConfig },
  user: { id: number; email: string; firstName: string },
  purpose: 'reset' | 'invite',
  tx?: Db,
) {
  const db = tx ?? deps.db;
  const token = newToken();
  // One live link per user: a new one replaces whatever was sent before (issue 15).
  await revokePasswordTokens(db, user.id);
  const validMs = purpose === 'reset' ? RESET_LINK_HOURS * 3_600_000 : INVITE_LINK_DAYS * 86_400_000;
  await insertPasswordToken(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + validMs),
  });
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  const practice = deps.config.practiceName;
  const greeting = `Hello ${user.firstName || 'there'},`;
  const text =
    purpose === 'reset'
      ? `${greeting}\n\nSomeone asked to reset the password of your ${practice} account.\nSet a new password here (the link works once, for ${RESET_LINK_HOURS} hour):\n\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`
      : `${greeting}\n\nYou have been added as a nutritionist at ${practice}.\nChoose your password here (the link works once, for ${INVITE_LINK_DAYS} days):\n\n${link}\n\nThen sign in with ${user.email}.\n`;
  await deps.mailer.send(
    {
      to: user.email,
      subject: purpose === 'reset' ? `Reset your ${practice} password` : `Your ${practice} account`,
      text,
    },
    tx ? { db: tx } : undefined,
  );
}

export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; config: AppConfig },
  email: string,
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  // At most 3 reset mails per account in 15 minutes; the answer is the same either way, so the
  // throttle tells nobody whether the account exists.
  if ((await resetLinksSince(deps.db, user.id, new Date(Date.now() - 15 * 60_000))) >= 3) return;
  await mailPasswordLink(deps, user, 'reset');
}
