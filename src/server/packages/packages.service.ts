import {
  checkPackageInput,
  PACKAGE_MESSAGES,
  type PackageFieldErrors,
  type PackageInput,
  SEND_SURVEY,
  SURVEY_PENDING,
} from '../../shared/packages';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import type { AppDeps } from '../app-deps';
import { mayActAsNutritionist, mayOpenClient, mayOpenPackage } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { packages } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { AppError, notFound, ValidationError } from '../lib/errors';
import { isListValue } from '../lib/list-values';
import { keepOmitted } from '../lib/omitted';
import { newToken } from '../lib/tokens';
import { livePlansOf, startRedating } from '../plans/index';
import { mailAssessmentForm } from './assessment-mail';
import {
  exportPackages,
  findClientForPackage,
  findNutritionistForPackage,
  findPackage,
  insertPackage,
  type PackageRecord,
  type PackageValues,
  updatePackage,
} from './packages.repository';

/** The package if the user may open it: any for an admin, only their own for a nutritionist. */
export async function packageForUser(
  deps: Pick<AppDeps, 'db'>,
  user: RequestUser,
  id: number,
): Promise<PackageRecord> {
  const pkg = await findPackage(deps.db, id);
  // Someone else's package answers exactly like a missing one (auth/policy.ts).
  if (!pkg || !mayOpenPackage(user, pkg)) throw notFound('Package not found.');
  return pkg;
}

type Saved = { record: PackageRecord; message: string };

const CHANGED_MEANWHILE = 'This package was just changed by someone else: please reload it and try again';

/**
 * Create (no existing) or edit one package. Every rule of the form is checked here, all field
 * errors answered together; choosing 'Send Survey' mails the Assessment Form and stores
 * 'Survey Response Pending'.
 */
export async function savePackage(
  deps: AppDeps,
  user: RequestUser,
  raw: Record<string, unknown>,
  existing: PackageRecord | null,
): Promise<Saved> {
  const { db } = deps;
  if (existing) raw = keepOmitted(raw, packageOut(existing));
  const checked = checkPackageInput(raw);
  const errors: PackageFieldErrors = { ...checked.errors };
  const v = checked.value;

  // A client the nutritionist may not see answers exactly like one that does not exist (decision
  // 015): the same message, so a client id reveals nothing. A package they edit that already joins
  // them keeps its client; changing the client needs the new one to be visible.
  const found = v.client_id ? await findClientForPackage(db, v.client_id) : undefined;
  const visible =
    found && (user.isAdmin || existing?.clientId === found.id || (await mayOpenClient(db, user, found.id)));
  const client = visible ? found : undefined;
  if (v.client_id && !client) errors.client_id = 'Please select a client';

  const nutritionist = v.dietitian_id ? await findNutritionistForPackage(db, v.dietitian_id) : undefined;
  if (v.dietitian_id && !nutritionist) errors.dietitian_id = 'Please select a nutritionist';
  if (nutritionist && !mayActAsNutritionist(user, nutritionist.id)) {
    errors.dietitian_id = 'You can add packages only for yourself';
  }
  // Keeping the nutritionist of an existing package is allowed even if they are no longer
  // ACTIVE, so an admin can still close it; choosing one needs them ACTIVE (SPEC §6).
  if (nutritionist && nutritionist.status !== 'ACTIVE' && existing?.dietitianId !== nutritionist.id) {
    errors.dietitian_id = 'Please select an active nutritionist';
  }

  if (v.category !== undefined) {
    if (!(await isListValue(db, 'Categories', '', v.category)))
      errors.category = 'Please select a category from the list';
    else if (v.sub_category && !(await isListValue(db, 'Categories', v.category, v.sub_category))) {
      errors.sub_category = `Please select a sub category of ${v.category}`;
    }
  }
  if (v.duration && !(await isListValue(db, 'Generic', 'Package_Duration', v.duration))) {
    errors.duration = 'Please select a duration from the list';
  }
  if (v.status !== undefined && !(await isListValue(db, 'Generic', 'Package_Status', v.status))) {
    errors.status = 'Please select a status from the list';
  }
  const sendSurvey = v.status === SEND_SURVEY;
  if (sendSurvey && client && !client.contactEmail) errors.status = PACKAGE_MESSAGES.noEmail;

  if (Object.keys(errors).length || !client || !nutritionist) throw new ValidationError(errors);
  const input = v as PackageInput;

  const values: PackageValues = {
    clientId: input.client_id,
    dietitianId: input.dietitian_id,
    category: input.category,
    subCategory: input.sub_category ?? null,
    clientType: input.client_type ?? null,
    organisationName: input.organisation_name ?? null,
    startDate: input.start_date,
    endDate: input.end_date ?? null,
    price: input.price,
    amountPaid: input.amount_paid,
    paymentMode: input.payment_mode ?? null,
    paymentDate: input.payment_date ?? null,
    duration: input.duration ?? null,
    status: sendSurvey ? SURVEY_PENDING : input.status,
    notes: input.notes ?? null,
  };
  // The same link is re-sent when the form is chosen again (SPEC: the token is kept).
  const token = sendSurvey ? (existing?.surveyToken ?? newToken()) : undefined;
  if (token) Object.assign(values, { surveyToken: token, surveySentAt: new Date() });

  // The package, its audit row and the form's mail commit together or not at all. A new start date
  // moves the days of its plans that take the package's dates: the plan core re-checks their
  // meals against the client's fasts with the plans locked and refuses what breaks (decision 289).
  const redating = existing && existing.startDate !== values.startDate;
  const record = await inTransaction(db, async (tx) => {
    const redate = redating ? await startRedating(tx, await livePlansOf(tx, existing.id)) : null;
    // Re-read under the package's lock (issue 51; after the plans' locks, the order every writer
    // of both takes): an edit checked and merged against a package that another request changed
    // meanwhile (an edit, a questionnaire submitted, a plan moving it on) is refused, not written over it.
    if (existing) {
      const locked = await lockedFor(tx, packages, existing.id, 'Package not found.');
      if (locked.updatedAt.getTime() !== existing.updatedAt.getTime())
        throw new AppError(409, CHANGED_MEANWHILE, { id: CHANGED_MEANWHILE });
    }
    const saved = existing
      ? await updatePackage(tx, existing.id, values)
      : await insertPackage(tx, { ...values, createdBy: user.id });
    const broken = (await redate?.finish(user.id)) ?? [];
    if (broken.length) {
      const texts = broken.flatMap((b) => b.refused.map((text) => `${text} (${b.plan})`));
      const message = PLAN_MESSAGES.datesNotChanged('start date', texts);
      throw new ValidationError({ start_date: message }, message);
    }
    await writeAudit(tx, {
      userId: user.id,
      action: existing ? 'update' : 'create',
      entity: 'package',
      entityId: saved.id,
      changes: existing ? diffForAudit(existing, saved) : null,
    });
    if (token && client.contactEmail)
      await mailAssessmentForm(deps, client.contactEmail, token, client, nutritionist, tx);
    return saved;
  });
  if (token) void deps.mailer.flush().catch(() => undefined);
  return { record, message: existing ? PACKAGE_MESSAGES.edited : PACKAGE_MESSAGES.added };
}

/** The API shape of a saved package (snake_case, as the list and the form use). */
export function packageOut(p: PackageRecord) {
  return {
    id: p.id,
    client_id: p.clientId,
    dietitian_id: p.dietitianId,
    category: p.category,
    sub_category: p.subCategory,
    client_type: p.clientType,
    organisation_name: p.organisationName,
    start_date: p.startDate,
    end_date: p.endDate,
    price: p.price,
    amount_paid: p.amountPaid,
    payment_mode: p.paymentMode,
    payment_date: p.paymentDate,
    duration: p.duration,
    status: p.status,
    notes: p.notes,
    survey_token: p.surveyToken,
  };
}

/** Every package for the admin's export, with the export's audit row (who took the data out). */
export async function exportedPackages(db: Db, userId: number) {
  const rows = await exportPackages(db);
  await writeAudit(db, {
    userId,
    action: 'export',
    entity: 'package',
    entityId: null,
    changes: { rows: rows.length },
  });
  return rows;
}
