import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { plausibleRangeOf } from '../../shared/vital-plausible';
import type { BodyParameter, VitalSetRow } from '../../shared/vitals';
import type { Db } from '../db/client';
import {
  bodyParameters,
  clients,
  nutritionists,
  storedFiles,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';

export const fileUrl = (fileId: number) => `/api/v1/vital/file/${fileId}`;

export async function listParameters(db: Db): Promise<BodyParameter[]> {
  const found = await db
    .select()
    .from(bodyParameters)
    .orderBy(asc(bodyParameters.sortOrder), asc(bodyParameters.id));
  return found.map((p) => ({
    id: p.id,
    key: p.key,
    name: p.name,
    category: p.category,
    unit: p.unit,
    data_type: p.dataType === 'other' ? 'other' : 'decimal',
    range: p.range,
    range_min: p.rangeMin === null ? null : Number(p.rangeMin),
    range_max: p.rangeMax === null ? null : Number(p.rangeMax),
  }));
}

export async function clientGender(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db.select({ gender: clients.gender }).from(clients).where(eq(clients.id, clientId));
  return row?.gender ?? null;
}

export async function isActiveNutritionist(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(and(eq(nutritionists.id, id), eq(nutritionists.status, 'ACTIVE')));
  return Boolean(row);
}

export async function listSets(db: Db, clientId: number): Promise<VitalSetRow[]> {
  const found = await db
    .select({
      reading: vitalReadings,
      dietitianName: sql<string | null>`${nutritionists.firstName} || ' ' || ${nutritionists.lastName}`,
      count: sql<number>`(select count(*) from ${vitalValues} where ${vitalValues.readingId} = ${vitalReadings.id})`,
      reportName: sql<
        string | null
      >`(select ${storedFiles.originalName} from ${storedFiles} where ${storedFiles.id} = ${vitalReadings.reportFileId})`,
      nutriName: sql<
        string | null
      >`(select ${storedFiles.originalName} from ${storedFiles} where ${storedFiles.id} = ${vitalReadings.nutriFileId})`,
    })
    .from(vitalReadings)
    .leftJoin(nutritionists, eq(nutritionists.id, vitalReadings.dietitianId))
    .where(eq(vitalReadings.clientId, clientId))
    .orderBy(desc(vitalReadings.readingDate), desc(vitalReadings.id));
  return found.map(({ reading: r, dietitianName, count, reportName, nutriName }) => {
    const fileId = r.type ? r.nutriFileId : r.reportFileId;
    const name = r.type ? nutriName : reportName;
    return {
      id: r.id,
      client_id: r.clientId,
      notes: r.notes,
      reading_date: r.readingDate,
      type: r.type,
      dietitian_id: r.dietitianId,
      dietitian_name: dietitianName,
      parameters_count: Number(count),
      file: fileId && name ? { name, url: fileUrl(fileId) } : null,
    };
  });
}

export async function valuesOf(db: Db, readingIds: number[]) {
  if (!readingIds.length) return [];
  return db.select().from(vitalValues).where(inArray(vitalValues.readingId, readingIds));
}

/**
 * The latest plausible height (cm) of the client before or on a date, from any reading set (a
 * typo stored before values were checked never reaches BMI).
 */
export async function latestHeight(db: Db, clientId: number, onOrBefore: string, heightParamId: number) {
  const { min, max } = plausibleRangeOf('height');
  const [row] = await db
    .select({ value: vitalValues.decimalValue })
    .from(vitalValues)
    .innerJoin(vitalReadings, eq(vitalReadings.id, vitalValues.readingId))
    .where(
      and(
        eq(vitalReadings.clientId, clientId),
        eq(vitalValues.parameterId, heightParamId),
        sql`${vitalReadings.readingDate} <= ${onOrBefore}`,
        sql`${vitalValues.decimalValue} between ${String(min)} and ${String(max)}`,
      ),
    )
    .orderBy(desc(vitalReadings.readingDate), desc(vitalReadings.id))
    .limit(1);
  return row?.value ? Number(row.value) : null;
}

export type NewFile = { kind: string; originalName: string; bytes: Buffer; sha256: string; userId: number };

export async function insertFile(db: Db, file: NewFile): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      kind: file.kind,
      originalName: file.originalName,
      mimeType: 'application/pdf',
      size: file.bytes.length,
      sha256: file.sha256,
      bytes: file.bytes,
      createdBy: file.userId,
    })
    .returning({ id: storedFiles.id });
  return row.id;
}

export async function deleteFiles(db: Db, ids: number[]) {
  if (ids.length) await db.delete(storedFiles).where(inArray(storedFiles.id, ids));
}

export type ReadingValues = Omit<typeof vitalReadings.$inferInsert, 'id' | 'createdAt'>;

export async function insertReading(db: Db, values: ReadingValues): Promise<number> {
  const [row] = await db.insert(vitalReadings).values(values).returning({ id: vitalReadings.id });
  return row.id;
}

export async function updateReading(db: Db, id: number, values: Partial<ReadingValues>) {
  await db
    .update(vitalReadings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vitalReadings.id, id));
}

export async function replaceValues(
  db: Db,
  readingId: number,
  values: { parameterId: number; decimalValue: string | null; stringValue: string | null }[],
) {
  await db.delete(vitalValues).where(eq(vitalValues.readingId, readingId));
  if (values.length) await db.insert(vitalValues).values(values.map((v) => ({ ...v, readingId })));
}

/** A stored vital file with the client it belongs to (through its reading set). */
export async function vitalFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ file: storedFiles, clientId: vitalReadings.clientId })
    .from(storedFiles)
    .innerJoin(
      vitalReadings,
      or(eq(vitalReadings.reportFileId, storedFiles.id), eq(vitalReadings.nutriFileId, storedFiles.id)),
    )
    .where(eq(storedFiles.id, fileId))
    .limit(1);
  return row;
}
