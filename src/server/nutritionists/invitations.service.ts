import {
  type InvitationLink,
  type InvitationResent,
  INVITATION_MESSAGES as M,
} from '../../shared/nutritionist-invitations';
import type { AppDeps } from '../app-deps';
import { INVITE_LINK_DAYS, mailPasswordLink, newPasswordLink } from '../auth/auth.service';
import type { RequestUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, notFound } from '../lib/errors';
import { findNutritionist } from './nutritionists.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** The nutritionist who may still be invited: found, active, no password yet (else 404 / 409). */
async function invitable(deps: Deps, id: number) {
  const n = await findNutritionist(deps.db, id);
  if (!n) throw notFound('Nutritionist not found.');
  // An admin's own profile signs in with the admin's account: a password link there would let
  // one admin set another's password.
  if (n.adminAccount) throw new AppError(409, M.adminAccount);
  if (n.hasPassword) throw new AppError(409, M.alreadyJoined);
  if (n.status !== 'ACTIVE') throw new AppError(409, M.inactive);
  return n;
}

/**
 * A fresh invitation link for the admin to copy (the stored token is a hash, so the earlier link
 * cannot be shown again: it is replaced). Audited without the link.
 */
export async function invitationLink(deps: Deps, admin: RequestUser, id: number): Promise<InvitationLink> {
  const n = await invitable(deps, id);
  const link = await inTransaction(deps.db, async (tx) => {
    const made = await newPasswordLink(tx, deps.config, n.userId, 'invite');
    await writeAudit(tx, {
      userId: admin.id,
      action: 'invitation_link',
      entity: 'nutritionist',
      entityId: id,
    });
    return made;
  });
  return { link, expires_in_days: INVITE_LINK_DAYS };
}

/** The invitation mailed again (a new link; the earlier one stops working), with its audit row. */
export async function resendInvitation(
  deps: Deps,
  admin: RequestUser,
  id: number,
): Promise<InvitationResent> {
  const n = await invitable(deps, id);
  await inTransaction(deps.db, async (tx) => {
    await mailPasswordLink(deps, { id: n.userId, email: n.email, firstName: n.firstName }, 'invite', tx);
    await writeAudit(tx, {
      userId: admin.id,
      action: 'invitation_resent',
      entity: 'nutritionist',
      entityId: id,
    });
  });
  void deps.mailer.flush().catch(() => undefined);
  return { mail_mode: deps.config.smtpUrl ? 'smtp' : 'outbox' };
}
