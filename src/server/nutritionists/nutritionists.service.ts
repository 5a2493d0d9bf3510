import {
  ACTIVE,
  NUTRITIONIST_MESSAGES,
  type NutritionistDetails,
  nutritionistInputSchema,
} from '../../shared/nutritionists';
import type { AppDeps } from '../app-deps';
import { deleteUserSessions } from '../auth/auth.repository';
import { mailPasswordLink } from '../auth/auth.service';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { auditedExport, diffForAudit, writeAudit } from '../lib/audit';
import { type FieldErrors, fieldErrorsOf, notFound, ValidationError } from '../lib/errors';
import { isListValue } from '../lib/list-values';
import { keepOmitted } from '../lib/omitted';
import {
  allNutritionists,
  emailInUse,
  findNutritionist,
  insertNutritionistWithUser,
  type NutritionistRecord,
  type NutritionistValues,
  updateNutritionist,
} from './nutritionists.repository';
import { lockProfile } from './own-profile.repository';
import { refuseWhileOwningWork } from './own-profile.service';

/** The API shape of a nutritionist (snake_case, SPEC §3). */
export function nutritionistOut(
  n: NutritionistRecord & { hasPassword?: boolean; adminAccount?: boolean },
): NutritionistDetails {
  return {
    id: n.id,
    user_id: n.userId,
    first_name: n.firstName,
    last_name: n.lastName,
    email: n.email,
    description: n.description,
    speciality: n.speciality,
    experience: n.experience,
    certification: n.certification,
    phone: n.phone,
    address: n.address,
    dob: n.dob,
    fathers_name: n.fathersName,
    blood_group: n.bloodGroup,
    pan_card_number: n.panCardNumber,
    adhar_number: n.adharNumber,
    emergency_contact_person: n.emergencyContactPerson,
    emergency_contact_number: n.emergencyContactNumber,
    status: n.status,
    credits: n.credits,
    plans_used: n.plansUsed,
    expiry: n.expiry,
    created_at: n.createdAt.toISOString(),
    has_password: n.hasPassword ?? false,
    admin_account: n.adminAccount ?? false,
  };
}

export async function nutritionistDetails(deps: Pick<AppDeps, 'db'>, id: number) {
  const n = await findNutritionist(deps.db, id);
  if (!n) throw notFound('Nutritionist not found.');
  return nutritionistOut(n);
}

/**
 * Create (no existing) or edit a nutritionist; admins only (the route checks). Create makes the
 * sign-in account and mails the invitation; a status other than ACTIVE ends their sessions.
 * Credits and expiry changes land in credit_changes; every change in the audit log.
 */
export async function saveNutritionist(
  deps: AppDeps,
  admin: RequestUser,
  raw: Record<string, unknown>,
  existingId: number | null,
  ip: string,
): Promise<{
  record: NutritionistRecord & { hasPassword: boolean; adminAccount?: boolean };
  message: string;
}> {
  const { db } = deps;
  const existing = existingId ? await findNutritionist(db, existingId) : undefined;
  if (existingId && !existing) throw notFound('Nutritionist not found.');
  if (existing) raw = keepOmitted(raw, nutritionistOut(existing) as unknown as Record<string, unknown>);

  const parsed = nutritionistInputSchema.safeParse(raw);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  // Errors are collected across the schema and the database checks so the form shows them all.
  const status = typeof raw.status === 'string' ? raw.status.trim() : '';
  if (status && !errors.status && !(await isListValue(db, 'Generic', 'Nutritionist_Status', status)))
    errors.status = 'Please select a status from the list';
  // The email is the sign-in name: set once on create, never changed by an edit.
  const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : '';
  if (!existing && !errors.email) {
    if (!email) errors.email = 'Please enter the email';
    else if (await emailInUse(db, email)) errors.email = NUTRITIONIST_MESSAGES.emailTaken;
  }
  if (Object.keys(errors).length || !parsed.success) throw new ValidationError(errors);

  const v = parsed.data;
  const values: NutritionistValues = {
    firstName: v.first_name,
    lastName: v.last_name,
    description: v.description ?? null,
    speciality: v.speciality ?? null,
    experience: v.experience ?? null,
    certification: v.certification ?? null,
    phone: v.phone ?? null,
    address: v.address ?? null,
    dob: v.dob ?? null,
    fathersName: v.fathers_name ?? null,
    bloodGroup: v.blood_group ?? null,
    panCardNumber: v.pan_card_number ?? null,
    adharNumber: v.adhar_number ?? null,
    emergencyContactPerson: v.emergency_contact_person ?? null,
    emergencyContactNumber: v.emergency_contact_number ?? null,
    status: v.status,
    // Absent fields keep what is stored (an edit form may leave them out).
    credits: v.credits ?? existing?.credits ?? 0,
    expiry: v.expiry === undefined ? (existing?.expiry ?? null) : v.expiry,
  };

  // The record, its audit row (and on create the invitation) commit together or not at all.
  if (existing) {
    const { hasPassword: _h, adminAccount, ...before } = existing;
    const record = await inTransaction(db, async (tx) => {
      // An admin's own profile (decision 309) stops only as its owner would: not while it owns work.
      if (adminAccount && before.status === ACTIVE && values.status !== ACTIVE) {
        await lockProfile(tx, before.id);
        await refuseWhileOwningWork(tx, before.id);
      }
      const saved = await updateNutritionist(tx, before, values, admin.id);
      // An inactive nutritionist is signed out; an admin who stops practising keeps their admin sign-in.
      if (saved.status !== ACTIVE && !adminAccount) await deleteUserSessions(tx, saved.userId);
      const changes = diffForAudit(before, saved);
      if (Object.keys(changes).length) {
        await writeAudit(tx, {
          userId: admin.id,
          action: 'update',
          entity: 'nutritionist',
          entityId: saved.id,
          changes,
          ip,
        });
      }
      return saved;
    });
    return {
      record: { ...record, hasPassword: existing.hasPassword, adminAccount },
      message: NUTRITIONIST_MESSAGES.edited,
    };
  }

  // Two creates with one email at once: the unique index on users decides, and the app's error
  // handler answers its field's message (lib/unique-violation.ts).
  const record: NutritionistRecord = await inTransaction(db, async (tx) => {
    const saved = await insertNutritionistWithUser(tx, email, values, admin.id);
    await writeAudit(tx, {
      userId: admin.id,
      action: 'create',
      entity: 'nutritionist',
      entityId: saved.id,
      changes: diffForAudit({}, { email, ...values }),
      ip,
    });
    await mailPasswordLink(deps, { id: saved.userId, email, firstName: saved.firstName }, 'invite', tx);
    return saved;
  });
  void deps.mailer.flush().catch(() => undefined);
  return { record: { ...record, hasPassword: false }, message: NUTRITIONIST_MESSAGES.added };
}

/** Every nutritionist for the admin's export, with the export's audit row. */
export async function exportedNutritionists(db: Db, userId: number) {
  return auditedExport(db, userId, 'nutritionist', await allNutritionists(db));
}
