import type { z } from 'zod';
import {
  type changePasswordSchema,
  type practiceSchema,
  WRONG_CURRENT_PASSWORD,
} from '../../shared/settings';
import { deleteUserSessions, recordLoginAttempt, setPasswordHash } from '../auth/auth.repository';
import { currentPasswordWait } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import { waitMessage } from '../lib/throttle';
import { findPasswordHash, type NewLogo, savePrintSettings, upsertPractice } from './settings.repository';

/** Who writes, and from where (the audit row keeps both). */
type Writer = { userId: number; ip: string };

/** Saves the disclaimers (and a new logo when given); the settings, the logo and the audit row commit together. */
export async function saveSettings(
  db: Db,
  disclaimers: { generalDisclaimer: string; sportsDisclaimer: string },
  logo: NewLogo | null,
  by: Writer,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { before, after } = await savePrintSettings(tx, { ...disclaimers, updatedBy: by.userId }, logo);
    await writeAudit(tx, {
      userId: by.userId,
      action: before ? 'update' : 'create',
      entity: 'print_settings',
      entityId: after.id,
      changes: diffForAudit(before ?? {}, after),
      ip: by.ip,
    });
  });
}

/**
 * Saves Settings → Practice (admins): the row and its audit row commit together. A field left
 * empty is cleared; an empty name brings back PRACTICE_NAME.
 */
export async function savePractice(db: Db, input: z.output<typeof practiceSchema>, by: Writer) {
  await inTransaction(db, async (tx) => {
    const { before, after } = await upsertPractice(tx, {
      name: input.name ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      website: input.website ?? null,
      updatedBy: by.userId,
      updatedAt: new Date(),
    });
    await writeAudit(tx, {
      userId: by.userId,
      action: before ? 'update' : 'create',
      entity: 'practice_identity',
      entityId: after.id,
      changes: diffForAudit(before ?? {}, after),
      ip: by.ip,
    });
  });
}

/**
 * Change Password: checks the current one (wrong ones count with failed sign-ins, so a stolen
 * session cannot guess it), saves the new one and signs out the account's other sessions (a lost
 * phone, a shared computer); the password, the sign-outs and the audit row commit together.
 */
export async function changePassword(
  db: Db,
  user: RequestUser,
  input: z.output<typeof changePasswordSchema>,
  ip: string,
): Promise<void> {
  // Only this address's failures count (decision 130): strangers elsewhere cannot block it.
  const wait = await currentPasswordWait(db, user.email, ip);
  if (wait > 0) throw new AppError(429, waitMessage('Too many wrong passwords.', wait));
  if (!(await verifyPassword(await findPasswordHash(db, user.id), input.current_password))) {
    await recordLoginAttempt(db, user.email, ip, false);
    throw new ValidationError({ current_password: WRONG_CURRENT_PASSWORD });
  }
  if (input.new_password === input.current_password) {
    throw new ValidationError({ new_password: 'Please choose a password different from the current one' });
  }
  const hash = await hashPassword(input.new_password);
  await inTransaction(db, async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await deleteUserSessions(tx, user.id, user.sessionId);
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'user_password',
      entityId: user.id,
      ip,
    });
  });
}
