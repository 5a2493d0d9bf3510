import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { BodyParameter } from '../../shared/vitals';
import type { Db } from '../db/client';
import {
  bodyParameters,
  clients,
  nutritionists,
  storedFiles,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';

export const VITAL_FILE_KINDS = { report: 'vital_report', nutrition: 'nutrition_pdf' } as const;

const num = (v: string | null) => (v === null ? null : Number(v));

export async function listParameters(db: Db): Promise<BodyParameter[]> {
  const rows = await db
    .select()
    .from(bodyParameters)
    .orderBy(asc(bodyParameters.sortOrder), asc(bodyParameters.id));
  return rows.map((p) => ({
    id: p.id,
    key: p.key,
    name: p.name,
    category: p.category,
    unit: p.unit,
    data_type: p.dataType === 'other' ? 'other' : 'decimal',
    range: p.range,
    range_min: num(p.rangeMin),
    range_max: num(p.rangeMax),
  }));
}

export async function clientGender(db: Db, clientId: number) {
  const [row] = await db.select({ gender: clients.gender }).from(clients).where(eq(clients.id, clientId));
  return row?.gender ?? null;
}

export async function findNutritionist(db: Db, nutritionistId: number) {
  const [row] = await db
    .select({ id: nutritionists.id, status: nutritionists.status })
    .from(nutritionists)
    .where(eq(nutritionists.id, nutritionistId));
  return row;
}

/** A client's reading sets and nutrition PDFs, newest reading date first, with who took them. */
export async function readingsOf(db: Db, clientId: number) {
  return db
    .select({
      reading: vitalReadings,
      dietitianFirst: nutritionists.firstName,
      dietitianLast: nutritionists.lastName,
    })
    .from(vitalReadings)
    .leftJoin(nutritionists, eq(nutritionists.id, vitalReadings.dietitianId))
    .where(eq(vitalReadings.clientId, clientId))
    .orderBy(desc(vitalReadings.readingDate), desc(vitalReadings.id));
}

export async function valuesOf(db: Db, readingIds: number[]) {
  if (!readingIds.length) return [];
  return db
    .select({
      readingId: vitalValues.readingId,
      parameterId: vitalValues.parameterId,
      decimalValue: vitalValues.decimalValue,
      stringValue: vitalValues.stringValue,
      key: bodyParameters.key,
      category: bodyParameters.category,
      dataType: bodyParameters.dataType,
      sortOrder: bodyParameters.sortOrder,
    })
    .from(vitalValues)
    .innerJoin(bodyParameters, eq(bodyParameters.id, vitalValues.parameterId))
    .where(inArray(vitalValues.readingId, readingIds))
    .orderBy(asc(bodyParameters.sortOrder), asc(bodyParameters.id));
}

/** File names of the given stored files (never their bytes). */
export async function fileNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.originalName })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The client's latest height taken before this reading date (for a BMI without one in the set). */
export async function latestHeightBefore(
  db: Db,
  clientId: number,
  readingDate: string,
  excludeReadingId: number | null,
) {
  const [row] = await db
    .select({ value: vitalValues.decimalValue })
    .from(vitalValues)
    .innerJoin(vitalReadings, eq(vitalReadings.id, vitalValues.readingId))
    .innerJoin(bodyParameters, eq(bodyParameters.id, vitalValues.parameterId))
    .where(
      and(
        eq(vitalReadings.clientId, clientId),
        eq(bodyParameters.key, 'height'),
        or(lt(vitalReadings.readingDate, readingDate), eq(vitalReadings.readingDate, readingDate)),
        excludeReadingId ? ne(vitalReadings.id, excludeReadingId) : undefined,
      ),
    )
    .orderBy(desc(vitalReadings.readingDate), desc(vitalReadings.id))
    .limit(1);
  return row?.value ? Number(row.value) : null;
}

export type NewPdf = { bytes: Buffer; originalName: string };

export async function insertPdf(tx: Db, kind: string, pdf: NewPdf, userId: number) {
  const [file] = await tx
    .insert(storedFiles)
    .values({
      kind,
      originalName: pdf.originalName,
      mimeType: 'application/pdf',
      size: pdf.bytes.length,
      sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
      bytes: pdf.bytes,
      createdBy: userId,
    })
    .returning({ id: storedFiles.id });
  return file.id;
}

export async function deleteFile(tx: Db, fileId: number) {
  await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

/** A vital file with the client it belongs to (for the access check before serving it). */
export async function findVitalFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ file: storedFiles, clientId: vitalReadings.clientId })
    .from(storedFiles)
    .innerJoin(
      vitalReadings,
      or(eq(vitalReadings.reportFileId, storedFiles.id), eq(vitalReadings.nutriFileId, storedFiles.id)),
    )
    .where(
      and(
        eq(storedFiles.id, fileId),
        inArray(storedFiles.kind, [VITAL_FILE_KINDS.report, VITAL_FILE_KINDS.nutrition]),
      ),
    )
    .limit(1);
  return row;
}
