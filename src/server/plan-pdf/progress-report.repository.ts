import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { bodyParameters, clients, vitalReadings, vitalValues } from '../db/schema/index';

export type TrendReading = {
  date: string;
  weight: number | null;
  waist: number | null;
  systolic: number | null;
  diastolic: number | null;
};

/**
 * The client's readings of weight, waist and blood pressure between two dates (inclusive; `to`
 * null = open), oldest first: one row per reading set, staff's and the client's own alike.
 */
export async function trendReadingsOf(db: Db, clientId: number, from: string, to: string | null) {
  const result = await db.execute(sql`
    select r.reading_date::text as date,
      max(v.decimal_value::float8) filter (where p.key = 'weight') as weight,
      max(v.decimal_value::float8) filter (where p.key = 'waist') as waist,
      max(v.decimal_value::float8) filter (where p.key = 'bp_systolic') as systolic,
      max(v.decimal_value::float8) filter (where p.key = 'bp_diastolic') as diastolic
    from ${vitalReadings} r
    join ${vitalValues} v on v.reading_id = r.id
    join ${bodyParameters} p on p.id = v.parameter_id
      and p.key in ('weight', 'waist', 'bp_systolic', 'bp_diastolic')
    where r.client_id = ${clientId} and r.type = '' and r.reading_date >= ${from}
      ${to ? sql`and r.reading_date <= ${to}` : sql``}
    group by r.id, r.reading_date
    order by r.reading_date, r.id`);
  return rows<TrendReading>(result);
}

/** The client's phone and e-mail, for the share actions. */
export async function clientContactOf(db: Db, clientId: number) {
  const [row] = await db
    .select({
      phone: clients.phone,
      email: clients.contactEmail,
      firstName: clients.firstName,
      language: clients.language,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}
