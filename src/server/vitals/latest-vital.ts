import { and, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { plausibleRangeOf } from '../../shared/vital-plausible';
import type { Db } from '../db/client';
import { bodyParameters, vitalReadings, vitalValues } from '../db/schema/index';

/** The client's latest reading of a body parameter (by key: 'weight', 'height'), with its date. */
export async function latestVital(
  db: Db,
  clientId: number,
  key: string,
): Promise<{ value: number; date: string } | null> {
  const plausible = plausibleRangeOf(key);
  const [row] = await db
    .select({ value: vitalValues.decimalValue, date: vitalReadings.readingDate })
    .from(vitalValues)
    .innerJoin(vitalReadings, eq(vitalReadings.id, vitalValues.readingId))
    .innerJoin(bodyParameters, eq(bodyParameters.id, vitalValues.parameterId))
    .where(
      and(
        eq(vitalReadings.clientId, clientId),
        eq(bodyParameters.key, key),
        isNotNull(vitalValues.decimalValue),
        // A typo stored before values were checked (1620 cm) is no reading: the one before it counts.
        gte(vitalValues.decimalValue, String(plausible.min)),
        lte(vitalValues.decimalValue, String(plausible.max)),
      ),
    )
    .orderBy(desc(vitalReadings.readingDate), desc(vitalReadings.id))
    .limit(1);
  return row && Number(row.value) > 0 ? { value: Number(row.value), date: row.date } : null;
}
