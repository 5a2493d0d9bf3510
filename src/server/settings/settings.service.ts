import type { z } from 'zod';
import {
  type changePasswordSchema,
  type HingSetting,
  type hingSettingSchema,
  type practiceSchema,
  WRONG_CURRENT_PASSWORD,
} from '../../shared/settings';
import { deleteUserSessions, recordLoginAttempt, setPasswordHash } from '../auth/auth.repository';
import { currentPasswordWait } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { appSettings } from '../db/schema/index';
import { applyHingTags, GLUTEN_FREE_HING_KEY, glutenFreeHing } from '../db/seed/hing';
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

/**
 * The practice's hing (decision 182): gluten-free or not. The setting, the tags of its hing foods
 * and of the dishes made with them, and the audit row commit together.
 */
export async function saveHing(
  db: Db,
  input: z.output<typeof hingSettingSchema>,
  by: Writer,
): Promise<HingSetting> {
  await inTransaction(db, async (tx) => {
    const before = await glutenFreeHing(tx);
    await tx
      .insert(appSettings)
      .values({ key: GLUTEN_FREE_HING_KEY, value: input.gluten_free })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: input.gluten_free, updatedAt: new Date() },
      });
    const changed = await applyHingTags(tx, input.gluten_free);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'update',
      entity: 'app_settings',
      entityId: null,
      changes: { gluten_free_hing: { from: before, to: input.gluten_free }, ...changed },
      ip: by.ip,
    });
  });
  return { gluten_free: input.gluten_free };
}

export async function readHing(db: Db): Promise<HingSetting> {
  return { gluten_free: await glutenFreeHing(db) };
}
