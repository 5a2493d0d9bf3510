import {
  ageOn,
  CLIENT_MESSAGES,
  type ClientDetails,
  type ClientLanguage,
  checkClientInput,
} from '../../shared/clients';
import { practiceToday } from '../../shared/fields';
import type { AppDeps } from '../app-deps';
import type { Viewer } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { auditedExport, diffForAudit, writeAudit } from '../lib/audit';
import { type FieldErrors, notFound, ValidationError } from '../lib/errors';
import { isListValue } from '../lib/list-values';
import { keepOmitted } from '../lib/omitted';
import {
  allClients,
  type ClientRecord,
  type ClientValues,
  clientPackages,
  findVisibleClient,
  insertClient,
  nextClientId,
  uniqueIdTaken,
  updateClient,
} from './clients.repository';

/** The API shape of a client record (snake_case, SPEC §3). */
export function clientOut(c: ClientRecord, today = practiceToday()) {
  return {
    id: c.id,
    unique_id: c.uniqueId,
    first_name: c.firstName,
    last_name: c.lastName,
    contact_email: c.contactEmail,
    phone: c.phone,
    gender: c.gender,
    dob: c.dob,
    age: ageOn(c.dob, today),
    status: c.status,
    joined_date: c.joinedDate,
    referral_source: c.referralSource,
    referred_client_name: c.referredClientName,
    address: c.address,
    nationality: c.nationality,
    occupation: c.occupation,
    blood_group: c.bloodGroup,
    food_preferences: c.foodPreferences,
    language: c.language as ClientLanguage,
    created_at: c.createdAt.toISOString(),
  };
}

export async function clientDetails(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  id: number,
): Promise<ClientDetails> {
  const client = await findVisibleClient(deps.db, viewer, id);
  if (!client) throw notFound('Client not found.');
  return { ...clientOut(client), packages: await clientPackages(deps.db, viewer, id) };
}

/** The generated unique id: CL + the id, padded (CL00042); a clash with a typed one gets a suffix. */
async function generateUniqueId(db: Db, id: number): Promise<string> {
  const base = `CL${String(id).padStart(5, '0')}`;
  let candidate = base;
  for (let n = 2; await uniqueIdTaken(db, candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Create (no id) or edit (id) a client. Every rule of the form is checked here and every field
 * error answered at once. unique_id is set on create only. Each change reaches the audit log.
 */
export async function saveClient(
  deps: Pick<AppDeps, 'db'>,
  user: RequestUser,
  raw: Record<string, unknown>,
  existingId: number | null,
  ip: string,
): Promise<{ record: ClientRecord; message: string }> {
  const { db } = deps;
  const existing = existingId ? await findVisibleClient(db, user, existingId) : undefined;
  if (existingId && !existing) throw notFound('Client not found.');
  if (existing) raw = keepOmitted(raw, clientOut(existing));

  const checked = checkClientInput(raw);
  const errors: FieldErrors = checked.errors;
  // List membership is checked even when other fields failed, so the form shows every error.
  const status = typeof raw.status === 'string' ? raw.status.trim() : '';
  if (status && !errors.status && !(await isListValue(db, 'Generic', 'Client_Status', status)))
    errors.status = 'Please select a status from the list';
  const referral = typeof raw.referral_source === 'string' ? raw.referral_source.trim() : '';
  if (referral && !errors.referral_source && !(await isListValue(db, 'Generic', 'Referral_Source', referral)))
    errors.referral_source = 'Please select a referral source from the list';
  const typedId = typeof raw.unique_id === 'string' ? raw.unique_id.trim() : '';
  const uniqueId = existing || errors.unique_id || !typedId ? undefined : typedId;
  if (uniqueId && (await uniqueIdTaken(db, uniqueId))) errors.unique_id = CLIENT_MESSAGES.uniqueIdTaken;
  if (Object.keys(errors).length || !checked.value) throw new ValidationError(errors);

  const v = checked.value;
  const values: ClientValues = {
    uniqueId: existing?.uniqueId ?? uniqueId ?? '',
    firstName: v.first_name,
    lastName: v.last_name,
    contactEmail: v.contact_email ?? null,
    phone: v.phone ?? null,
    gender: v.gender,
    referralSource: v.referral_source ?? null,
    referredClientName: v.referred_client_name ?? null,
    address: v.address ?? null,
    joinedDate: v.joined_date,
    status: v.status,
    dob: v.dob ?? null,
    nationality: v.nationality ?? null,
    occupation: v.occupation ?? null,
    bloodGroup: v.blood_group ?? null,
    foodPreferences: v.food_preferences ?? null,
    language: v.language,
    // A staff save that changes the language is the nutritionist's choice: it wins over the
    // questionnaire's proposal (decision 261). Creating in English is the default, not a choice.
    languageByStaff: existing
      ? existing.languageByStaff || v.language !== existing.language
      : v.language !== 'en',
  };

  // The record and its audit row commit together or not at all (issue 15).
  if (existing) {
    const { uniqueId: _kept, ...changed } = values;
    const record = await inTransaction(db, async (tx) => {
      const saved = await updateClient(tx, existing.id, changed);
      const changes = diffForAudit(existing, saved);
      if (Object.keys(changes).length)
        await writeAudit(tx, {
          userId: user.id,
          action: 'update',
          entity: 'client',
          entityId: saved.id,
          changes,
          ip,
        });
      return saved;
    });
    return { record, message: CLIENT_MESSAGES.edited };
  }

  // Two saves with the same typed unique id at once: the unique index decides, and the app's
  // error handler answers its field's message (lib/unique-violation.ts).
  const record = await inTransaction(db, async (tx) => {
    const id = await nextClientId(tx);
    values.uniqueId = uniqueId ?? (await generateUniqueId(tx, id));
    const saved = await insertClient(tx, { ...values, id, createdBy: user.id });
    await writeAudit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'client',
      entityId: saved.id,
      changes: diffForAudit({}, { ...values }),
      ip,
    });
    return saved;
  });
  return { record, message: CLIENT_MESSAGES.added };
}

/** Every client for the admin's export, each with the age of today, and the export's audit row. */
export async function exportedClients(db: Db, userId: number) {
  const today = practiceToday();
  const rows = (await allClients(db)).map((c) => ({ ...c, age: clientOut(c, today).age }));
  return auditedExport(db, userId, 'client', rows);
}
