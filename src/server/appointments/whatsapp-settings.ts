import { hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  REMINDER_MESSAGES,
  type WhatsAppSettingsInput,
  type WhatsAppSettingsOut,
} from '../../shared/appointment-reminders';
import type { AppDeps } from '../app-deps';
import type { RequestUser } from '../auth/session';
import { decryptSecret, encryptSecret } from '../auth/totp';
import { type Db, inTransaction } from '../db/client';
import { appSettings } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { resolveSessionSecret } from '../lib/session-secret';
import type { CloudCredentials } from './whatsapp-cloud';

/**
 * The practice's WhatsApp Business Cloud API credentials (decision 298): one app_settings row. The
 * access token is kept encrypted (AES-256-GCM under a key derived from the session secret, as the
 * authenticator-app secrets are), never answered, never logged nor audited.
 */
const KEY = 'whatsapp_cloud';

type Stored = {
  phone_number_id: string;
  access_token: string;
  template_name: string;
  language: string;
  hindi_language: string;
};

const EMPTY: WhatsAppSettingsOut = {
  configured: false,
  phone_number_id: '',
  template_name: 'appointment_reminder',
  language: 'en',
  hindi_language: 'hi',
  access_token_set: false,
  access_token_ends: null,
};

async function tokenKey(deps: Pick<AppDeps, 'db' | 'config'>) {
  const secret = await resolveSessionSecret(deps.db, deps.config.sessionSecret);
  return Buffer.from(hkdfSync('sha256', secret, 'nutridesk', 'whatsapp-token-v1', 32));
}

async function readStored(db: Db): Promise<Stored | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return (row?.value as Stored | undefined) ?? null;
}

/** The settings page's view: whether a token is stored and its last 4 characters, never the token. */
export async function readWhatsAppSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<WhatsAppSettingsOut> {
  const stored = await readStored(deps.db);
  if (!stored) return EMPTY;
  const token = decryptSecret(await tokenKey(deps), stored.access_token);
  return {
    configured: Boolean(token),
    phone_number_id: stored.phone_number_id,
    template_name: stored.template_name,
    language: stored.language,
    hindi_language: stored.hindi_language,
    access_token_set: Boolean(token),
    access_token_ends: token ? token.slice(-4) : null,
  };
}

/** The credentials the sender uses, per client language; null when none are stored (nothing is sent). */
export async function cloudCredentials(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<((hindi: boolean) => CloudCredentials) | null> {
  const stored = await readStored(deps.db);
  if (!stored) return null;
  const token = decryptSecret(await tokenKey(deps), stored.access_token);
  if (!token) return null;
  return (hindi) => ({
    phoneNumberId: stored.phone_number_id,
    accessToken: token,
    templateName: stored.template_name,
    language: hindi ? stored.hindi_language : stored.language,
  });
}

/** Saves the credentials with their audit row; a blank token keeps the stored one. */
export async function saveWhatsAppSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: RequestUser,
  input: WhatsAppSettingsInput,
): Promise<void> {
  const key = await tokenKey(deps);
  await inTransaction(deps.db, async (tx) => {
    const before = await readStored(tx);
    const access_token = input.access_token ? encryptSecret(key, input.access_token) : before?.access_token;
    if (!access_token) {
      throw new ValidationError({ access_token: REMINDER_MESSAGES.accessToken });
    }
    const value: Stored = {
      phone_number_id: input.phone_number_id,
      access_token,
      template_name: input.template_name,
      language: input.language,
      hindi_language: input.hindi_language,
    };
    await tx
      .insert(appSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    await writeAudit(tx, {
      userId: user.id,
      action: before ? 'update' : 'create',
      entity: 'whatsapp_settings',
      entityId: null,
      changes: {
        phone_number_id: input.phone_number_id,
        template_name: input.template_name,
        language: input.language,
        hindi_language: input.hindi_language,
        access_token: input.access_token ? 'replaced' : 'kept',
      },
    });
  });
}

/** Removes the credentials: from then on nothing is sent through the Cloud API. */
export async function clearWhatsAppSettings(deps: Pick<AppDeps, 'db'>, user: RequestUser): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const deleted = await tx.delete(appSettings).where(eq(appSettings.key, KEY)).returning();
    if (deleted.length) {
      await writeAudit(tx, {
        userId: user.id,
        action: 'delete',
        entity: 'whatsapp_settings',
        entityId: null,
        changes: {},
      });
    }
  });
}
