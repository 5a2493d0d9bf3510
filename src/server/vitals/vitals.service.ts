import { eq } from 'drizzle-orm';
import { isStorableText } from '../../shared/fields';
import {
  type BodyParameter,
  bmiOf,
  isDecimalText,
  isDerived,
  NUTRITION_PDF_TYPE,
  readingDateSchema,
  setNoteSchema,
  VITAL_MESSAGES,
  type VitalReading,
  vitalFormSchema,
  waistHipRatioOf,
} from '../../shared/vitals';
import type { AppDeps } from '../app-deps';
import { clientFor, type Viewer, vitalReadingFor } from '../auth/policy';
import type { Db } from '../db/client';
import { inTransaction } from '../db/client';
import { vitalReadings, vitalValues } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { type FieldErrors, fieldErrorsOf, ValidationError } from '../lib/errors';
import {
  deleteFile,
  fileNames,
  findNutritionist,
  insertPdf,
  latestHeightBefore,
  listParameters,
  readingsOf,
  VITAL_FILE_KINDS,
  valuesOf,
} from './vitals.repository';
import type { VitalUpload } from './vitals.upload';

export const vitalFileUrl = (fileId: number) => `/api/v1/vital/file/${fileId}`;

const decimalOut = (v: string | null) => (v === null ? null : Number(v));

/** The API shape of reading sets (SPEC §3): values keyed by parameter id and reports[]. */
async function readingsOut(db: Db, rows: Awaited<ReturnType<typeof readingsOf>>): Promise<VitalReading[]> {
  const values = await valuesOf(
    db,
    rows.map((r) => r.reading.id),
  );
  const fileIds = rows
    .flatMap((r) => [r.reading.reportFileId, r.reading.nutriFileId])
    .filter((v) => v !== null);
  const names = await fileNames(db, fileIds as number[]);
  const pdf = (fileId: number | null) =>
    fileId === null
      ? null
      : { id: fileId, name: names.get(fileId) ?? 'report.pdf', url: vitalFileUrl(fileId) };
  return rows.map(({ reading: r, dietitianFirst, dietitianLast }) => {
    const own = values.filter((v) => v.readingId === r.id);
    return {
      id: r.id,
      client_id: r.clientId,
      notes: r.notes,
      dietitian_id: r.dietitianId,
      dietitian_name: dietitianFirst ? [dietitianFirst, dietitianLast].filter(Boolean).join(' ') : null,
      reading_date: r.readingDate,
      type: r.type,
      parameters_count: own.length,
      file: pdf(r.reportFileId),
      nutriFile: pdf(r.nutriFileId),
      json_data: (r.jsonData as VitalReading['json_data']) ?? null,
      values: Object.fromEntries(
        own.map((v) => [String(v.parameterId), v.stringValue ?? String(decimalOut(v.decimalValue) ?? '')]),
      ),
      reports: own.map((v) => ({
        parameter_id: v.parameterId,
        body_parameter: v.key,
        category: v.category,
        data_type: v.dataType === 'other' ? 'other' : 'decimal',
        decimal_value: decimalOut(v.decimalValue),
        string_value: v.stringValue,
      })),
    };
  });
}

export async function clientReadings(db: Db, viewer: Viewer, clientId: number) {
  await clientFor(db, viewer, clientId);
  return readingsOut(db, await readingsOf(db, clientId));
}

export async function oneReading(db: Db, viewer: Viewer, readingId: number) {
  const reading = await vitalReadingFor(db, viewer, readingId);
  const rows = (await readingsOf(db, reading.clientId)).filter((r) => r.reading.id === readingId);
  const [out] = await readingsOut(db, rows);
  return out;
}

type CleanValue = { parameterId: number; decimalValue: string | null; stringValue: string | null };

/** Checks each typed value against its definition; blanks are dropped, derived ones refused. */
function cleanValues(
  params: BodyParameter[],
  raw: Record<string, string | number | null>,
  errors: FieldErrors,
) {
  const byId = new Map(params.map((p) => [String(p.id), p]));
  const out: CleanValue[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const field = `values.${key}`;
    const text = value === null ? '' : String(value).trim();
    const param = byId.get(key);
    if (!param) {
      errors[field] = VITAL_MESSAGES.unknownParameter;
      continue;
    }
    if (!text) continue;
    if (isDerived(param.key)) errors[field] = VITAL_MESSAGES.derived;
    else if (param.data_type === 'decimal') {
      if (!isDecimalText(text) || Number(text) < 0) errors[field] = VITAL_MESSAGES.notNumber;
      else out.push({ parameterId: param.id, decimalValue: String(Number(text)), stringValue: null });
    } else if (text.length > 100 || !isStorableText(text))
      errors[field] = 'Please keep this under 100 characters';
    else out.push({ parameterId: param.id, decimalValue: null, stringValue: text });
  }
  return out;
}

/** BMI and waist-hip ratio from the set's own values (height may come from an earlier set). */
async function withDerived(
  db: Db,
  params: BodyParameter[],
  values: CleanValue[],
  clientId: number,
  readingDate: string,
  readingId: number | null,
) {
  const idOf = (key: string) => params.find((p) => p.key === key)?.id;
  const measured = (key: string) => {
    const v = values.find((x) => x.parameterId === idOf(key));
    return v?.decimalValue ? Number(v.decimalValue) : null;
  };
  const weight = measured('weight');
  const height =
    measured('height') ?? (weight ? await latestHeightBefore(db, clientId, readingDate, readingId) : null);
  const derived: [string, number | null][] = [
    ['bmi', bmiOf(weight, height)],
    ['waist_hip_ratio', waistHipRatioOf(measured('waist'), measured('hip'))],
  ];
  for (const [key, value] of derived) {
    const parameterId = idOf(key);
    if (parameterId && value !== null)
      values.push({ parameterId, decimalValue: String(value), stringValue: null });
  }
  return values;
}

/**
 * POST create/edit of a reading set or a nutrition PDF. All rules are checked before anything is
 * written; the set, its values, its files (a replaced file is deleted) and the audit row commit
 * together.
 */
export async function saveReading(
  deps: AppDeps,
  viewer: Viewer,
  upload: VitalUpload,
  mode: 'create' | 'edit',
  ip: string,
) {
  const { db } = deps;
  const errors: FieldErrors = { ...upload.errors };
  const parsed = vitalFormSchema.safeParse(upload.json ?? {});
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));
  const date = readingDateSchema.safeParse(parsed.data?.reading_date);
  if (!date.success) errors.reading_date = date.error.issues[0].message;
  const input =
    parsed.data && date.success ? { ...parsed.data, reading_date: date.data as string } : undefined;
  const fields = parsed.data;
  if (mode === 'edit' && fields && !fields.id) errors.id = 'Please choose a body parameter set';

  // Access first: a set or client the viewer may not see is a 404, whatever else is wrong.
  const existing = mode === 'edit' && fields?.id ? await vitalReadingFor(db, viewer, fields.id) : null;
  if (fields?.client_id) await clientFor(db, viewer, fields.client_id);
  if (existing && fields && existing.clientId !== fields.client_id)
    errors.client_id = 'This set belongs to another client';

  const type = existing ? existing.type : (fields?.type ?? '');
  const isPdfSet = type !== '';
  if (fields && !isPdfSet) {
    const note = setNoteSchema.safeParse(fields.notes ?? '');
    if (!note.success) errors.notes = note.error.issues[0].message;
    if (!fields.dietitian_id) errors.dietitian_id = 'Please select a nutritionist';
  }
  if (fields?.dietitian_id) {
    const nutritionist = await findNutritionist(db, fields.dietitian_id);
    if (!nutritionist) errors.dietitian_id = 'Please select a nutritionist';
    // A set keeps its nutritionist even if they left; choosing one needs them ACTIVE (SPEC §6).
    else if (nutritionist.status !== 'ACTIVE' && existing?.dietitianId !== nutritionist.id)
      errors.dietitian_id = 'Please select an active nutritionist';
  }
  if (isPdfSet && !upload.nutriFile && !existing?.nutriFileId && !errors.nutriFile)
    errors.nutriFile = VITAL_MESSAGES.pdfRequired;
  if (isPdfSet && type !== NUTRITION_PDF_TYPE) errors.type = 'Unknown type';

  const params = await listParameters(db);
  const values = fields && !isPdfSet ? cleanValues(params, fields.values, errors) : [];
  if (Object.keys(errors).length || !input) throw new ValidationError(errors);

  const clientId = input.client_id;
  const full = isPdfSet
    ? []
    : await withDerived(db, params, values, clientId, input.reading_date, existing?.id ?? null);

  const savedId = await inTransaction(db, async (tx) => {
    let reportFileId = existing?.reportFileId ?? null;
    let nutriFileId = existing?.nutriFileId ?? null;
    const jsonData = { ...((existing?.jsonData as Record<string, unknown>) ?? {}) };
    const replaced: number[] = [];
    if (upload.file) {
      if (reportFileId) replaced.push(reportFileId);
      reportFileId = await insertPdf(tx, VITAL_FILE_KINDS.report, upload.file, viewer.id);
      jsonData.file_name = upload.file.originalName;
    }
    if (upload.nutriFile && isPdfSet) {
      if (nutriFileId) replaced.push(nutriFileId);
      nutriFileId = await insertPdf(tx, VITAL_FILE_KINDS.nutrition, upload.nutriFile, viewer.id);
      jsonData.nutri_file_name = upload.nutriFile.originalName;
    }
    const row = {
      notes: input.notes ?? null,
      dietitianId: input.dietitian_id ?? null,
      readingDate: input.reading_date,
      reportFileId,
      nutriFileId,
      jsonData,
      updatedAt: new Date(),
    };
    const [saved] = existing
      ? await tx.update(vitalReadings).set(row).where(eq(vitalReadings.id, existing.id)).returning()
      : await tx
          .insert(vitalReadings)
          .values({ ...row, clientId, type, createdBy: viewer.id })
          .returning();
    if (!isPdfSet) {
      await tx.delete(vitalValues).where(eq(vitalValues.readingId, saved.id));
      if (full.length) await tx.insert(vitalValues).values(full.map((v) => ({ ...v, readingId: saved.id })));
    }
    // The row no longer points at them, so the old files go in the same transaction.
    for (const fileId of replaced) await deleteFile(tx, fileId);
    // Health data stays out of the audit log: which fields changed, never their values.
    await writeAudit(tx, {
      userId: viewer.id,
      action: existing ? 'update' : 'create',
      entity: isPdfSet ? 'nutrition_pdf' : 'vital_reading',
      entityId: saved.id,
      changes: {
        client_id: clientId,
        parameters: full.length,
        report_file: Boolean(upload.file),
        nutrition_file: Boolean(upload.nutriFile),
        replaced_files: replaced.length,
      },
      ip,
    });
    return saved.id;
  });
  const message = isPdfSet
    ? existing
      ? VITAL_MESSAGES.pdfUpdated
      : VITAL_MESSAGES.pdfAdded
    : existing
      ? VITAL_MESSAGES.updated
      : VITAL_MESSAGES.added;
  return { reading: await oneReading(db, viewer, savedId), message };
}
