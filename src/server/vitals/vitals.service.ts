/**
 * Body vital reading sets and nutrition PDFs (SPEC §3, §4, §5): every rule of the form checked
 * here, derived values computed (never typed), files stored with the set in one transaction.
 */

import { isStorableText } from '../../shared/fields';
import { implausibleValue } from '../../shared/vital-plausible';
import {
  type BodyParameter,
  bmiOf,
  checkVitalSet,
  DERIVED_KEYS,
  NUTRITION_PDF_TYPE,
  parseDecimal,
  VITAL_MESSAGES,
  type VitalSetDetails,
  type VitalSetInput,
  type VitalsReportData,
  waistHipRatioOf,
} from '../../shared/vitals';
import type { AppDeps } from '../app-deps';
import type { VitalReadingRow } from '../auth/policy';
import { mayActAsNutritionist } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { csvDate, neutraliseCell } from '../lib/csv';
import { ValidationError } from '../lib/errors';
import * as repo from './vitals.repository';
import type { UploadedPdf } from './vitals-upload';

export const OWN_NAME_ONLY = 'You can record readings only under your own name';

type StoredValue = { parameterId: number; decimalValue: string | null; stringValue: string | null };

/** The typed values checked against their definitions; derived ones are left to deriveValues. */
function checkValues(
  input: VitalSetInput,
  params: BodyParameter[],
  errors: Record<string, string>,
): StoredValue[] {
  const byId = new Map(params.map((p) => [String(p.id), p]));
  const stored: StoredValue[] = [];
  for (const [key, raw] of Object.entries(input.values)) {
    const param = byId.get(key);
    if (!param) {
      errors[`values.${key}`] = 'Unknown parameter';
      continue;
    }
    if ((DERIVED_KEYS as readonly string[]).includes(param.key)) continue;
    if (param.data_type === 'decimal') {
      const value = parseDecimal(raw);
      const implausible = typeof value === 'number' ? implausibleValue(param, value) : null;
      if (value === 'invalid') errors[`values.${key}`] = VITAL_MESSAGES.number;
      // A typo (1720 cm) is refused; outside the reference range only is stored and marked.
      else if (implausible) errors[`values.${key}`] = implausible;
      else if (value !== null)
        stored.push({ parameterId: param.id, decimalValue: String(value), stringValue: null });
    } else {
      const text = typeof raw === 'string' ? raw.trim() : raw === null ? '' : String(raw);
      if (text.length > 200 || !isStorableText(text))
        errors[`values.${key}`] = 'Please keep this under 200 characters';
      else if (text) stored.push({ parameterId: param.id, decimalValue: null, stringValue: text });
    }
  }
  return stored;
}

/** BMI from this set's weight and the latest height; waist-hip ratio from this set's waist and hip. */
async function deriveValues(
  deps: AppDeps,
  clientId: number,
  readingDate: string,
  params: BodyParameter[],
  stored: StoredValue[],
): Promise<StoredValue[]> {
  const idOf = (key: string) => params.find((p) => p.key === key)?.id;
  const typedValue = (key: string) => {
    const found = stored.find((v) => v.parameterId === idOf(key));
    return found?.decimalValue ? Number(found.decimalValue) : null;
  };
  const derived: StoredValue[] = [];
  const heightId = idOf('height');
  const height =
    typedValue('height') ??
    (heightId ? await repo.latestHeight(deps.db, clientId, readingDate, heightId) : null);
  const bmi = bmiOf(typedValue('weight'), height);
  const bmiId = idOf('bmi');
  if (bmi !== null && bmiId)
    derived.push({ parameterId: bmiId, decimalValue: String(bmi), stringValue: null });
  const whr = waistHipRatioOf(typedValue('waist'), typedValue('hip'));
  const whrId = idOf('waist_hip_ratio');
  if (whr !== null && whrId)
    derived.push({ parameterId: whrId, decimalValue: String(whr), stringValue: null });
  return derived;
}

/**
 * Adds (no existing) or edits one reading set or nutrition PDF. All field errors are answered
 * together and nothing changes; a replaced file is deleted with the edit, so none is orphaned.
 */
export async function saveVitalSet(
  deps: AppDeps,
  user: RequestUser,
  input: VitalSetInput,
  files: { file: UploadedPdf | null; nutriFile: UploadedPdf | null; errors: Record<string, string> },
  existing: VitalReadingRow | null,
) {
  const errors: Record<string, string> = { ...checkVitalSet(input), ...files.errors };
  // A nutritionist records readings under their own name only, as the form's picker offers.
  if (input.dietitian_id && !mayActAsNutritionist(user, input.dietitian_id))
    errors.dietitian_id = OWN_NAME_ONLY;
  if (
    input.dietitian_id &&
    !errors.dietitian_id &&
    !(await repo.isActiveNutritionist(deps.db, input.dietitian_id))
  )
    errors.dietitian_id = VITAL_MESSAGES.nutritionist;
  const pdf = input.type === NUTRITION_PDF_TYPE;
  const params = await repo.listParameters(deps.db);
  const typed = pdf ? [] : checkValues(input, params, errors);
  if (pdf && !files.nutriFile && !existing?.nutriFileId && !errors.nutriFile)
    errors.nutriFile = VITAL_MESSAGES.pdfRequired;
  const badValue = Object.keys(errors).some((k) => k.startsWith('values.'));
  if (!pdf && !typed.length && !files.file && !existing?.reportFileId && !errors.file && !badValue)
    errors.values = VITAL_MESSAGES.noValues;
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const values = pdf
    ? []
    : [...typed, ...(await deriveValues(deps, input.client_id, input.reading_date, params, typed))];
  return inTransaction(deps.db, async (tx) => {
    const newFile = (f: UploadedPdf | null, kind: string) =>
      f ? repo.insertFile(tx, { ...f, kind, userId: user.id }) : Promise.resolve(null);
    const reportFileId = await newFile(pdf ? null : files.file, 'vital_report');
    const nutriFileId = await newFile(pdf ? files.nutriFile : null, 'nutrition_pdf');
    const row = {
      clientId: input.client_id,
      dietitianId: input.dietitian_id ?? null,
      notes: input.notes || null,
      readingDate: input.reading_date,
      type: input.type,
      jsonData: {
        file_name:
          (pdf ? files.nutriFile : files.file)?.originalName ??
          (existing?.jsonData as { file_name?: string } | null)?.file_name ??
          null,
      },
      ...(reportFileId ? { reportFileId } : {}),
      ...(nutriFileId ? { nutriFileId } : {}),
      createdBy: user.id,
    };
    const id = existing ? existing.id : await repo.insertReading(tx, row);
    if (existing) {
      const { createdBy: _createdBy, ...changes } = row;
      await repo.updateReading(tx, existing.id, changes);
      const replaced = [reportFileId && existing.reportFileId, nutriFileId && existing.nutriFileId].filter(
        (v): v is number => typeof v === 'number',
      );
      await repo.deleteFiles(tx, replaced);
    }
    if (!pdf) await repo.replaceValues(tx, id, values);
    await writeAudit(tx, {
      userId: user.id,
      action: existing ? 'update' : 'create',
      entity: pdf ? 'nutrition_pdf' : 'vital_reading',
      entityId: id,
      changes: { client_id: input.client_id, values: values.length },
    });
    return id;
  });
}

export async function setDetails(deps: AppDeps, reading: VitalReadingRow): Promise<VitalSetDetails> {
  const [row] = (await repo.listSets(deps.db, reading.clientId)).filter((s) => s.id === reading.id);
  const params = await repo.listParameters(deps.db);
  const values = await repo.valuesOf(deps.db, [reading.id]);
  const byId = new Map(params.map((p) => [p.id, p]));
  return {
    ...row,
    values: Object.fromEntries(
      values.map((v) => [String(v.parameterId), v.decimalValue ?? v.stringValue ?? '']),
    ),
    reports: values.map((v) => {
      const p = byId.get(v.parameterId);
      return {
        body_parameter: p?.key ?? '',
        parameter_id: v.parameterId,
        category: p?.category ?? '',
        data_type: p?.data_type ?? 'decimal',
        decimal_value: v.decimalValue === null ? null : Number(v.decimalValue),
        string_value: v.stringValue,
      };
    }),
  };
}

/** Every parameter set of the client (not the nutrition PDFs), newest first, for the report and trends. */
export async function reportOf(deps: AppDeps, clientId: number): Promise<VitalsReportData> {
  const sets = (await repo.listSets(deps.db, clientId)).filter((s) => !s.type);
  const values = await repo.valuesOf(
    deps.db,
    sets.map((s) => s.id),
  );
  return {
    gender: await repo.clientGender(deps.db, clientId),
    parameters: await repo.listParameters(deps.db),
    readings: sets.map((s) => ({
      id: s.id,
      reading_date: s.reading_date,
      notes: s.notes,
      values: Object.fromEntries(
        values
          .filter((v) => v.readingId === s.id)
          .map((v) => [
            String(v.parameterId),
            v.decimalValue !== null ? Number(v.decimalValue) : (v.stringValue ?? ''),
          ]),
      ),
    })),
  };
}

/** A CSV cell quoted when it holds a comma, quote or line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The client's body vitals as CSV: one row per parameter, one column per reading date (oldest
 * first), like the other exports. Every export leaves an audit row.
 */
export async function exportVitalsCsv(deps: AppDeps, user: RequestUser, clientId: number): Promise<string> {
  const report = await reportOf(deps, clientId);
  const readings = [...report.readings].reverse();
  const used = report.parameters.filter((p) => readings.some((r) => r.values[String(p.id)] !== undefined));
  const header = ['Parameter', 'Category', 'Unit', 'Range', ...readings.map((r) => csvDate(r.reading_date))];
  const lines = [
    header,
    ...used.map((p) => [
      p.name,
      p.category,
      p.unit ?? '',
      p.range ?? '',
      ...readings.map((r) => {
        const v = r.values[String(p.id)];
        return v === undefined ? '' : String(v);
      }),
    ]),
  ];
  await writeAudit(deps.db, {
    userId: user.id,
    action: 'export',
    entity: 'vital_reading',
    entityId: clientId,
  });
  return `\uFEFF${lines.map((cells) => cells.map((c) => csvCell(neutraliseCell(c))).join(',')).join('\r\n')}\r\n`;
}
