import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../shared/fields';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { writeAudit } from '../lib/audit';
import { type CsvColumn, csvDate, sendCsv, toCsv } from '../lib/csv';
import { parseInput } from '../lib/errors';
import { listParameters } from './vitals.repository';
import { clientReadings } from './vitals.service';

type Row = {
  name: string;
  category: string;
  unit: string | null;
  range: string | null;
  byReading: Map<number, string>;
};

/**
 * The client's body parameters as a sheet: one row per parameter that has a reading, one column
 * per reading set (oldest first, headed by its date) — the way a nutritionist reads progress.
 */
export async function exportVitalsCsv(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const user = requireUser(request);
  const { client_id } = parseInput(z.object({ client_id: idSchema }), request.query);
  const sets = (await clientReadings(deps.db, user, client_id)).filter((r) => r.type === '').reverse();
  const params = await listParameters(deps.db);
  const rows: Row[] = params
    .map((p) => ({
      name: p.name,
      category: p.category,
      unit: p.unit,
      range: p.range,
      byReading: new Map(
        sets.filter((s) => s.values[String(p.id)] !== undefined).map((s) => [s.id, s.values[String(p.id)]]),
      ),
    }))
    .filter((r) => r.byReading.size > 0);
  const seen = new Map<string, number>();
  const columns: CsvColumn<Row>[] = [
    { header: 'Parameter', value: (r) => r.name },
    { header: 'Category', value: (r) => r.category },
    { header: 'Unit', value: (r) => r.unit },
    { header: 'Range', value: (r) => r.range },
    ...sets.map((s) => {
      const date = csvDate(s.reading_date);
      const n = (seen.get(date) ?? 0) + 1;
      seen.set(date, n);
      return { header: n > 1 ? `${date} (${n})` : date, value: (r: Row) => r.byReading.get(s.id) ?? '' };
    }),
  ];
  await writeAudit(deps.db, {
    userId: user.id,
    action: 'export',
    entity: 'vital_reading',
    entityId: null,
    changes: { client_id, sets: sets.length },
  });
  return sendCsv(reply, `body-parameters-${client_id}`, toCsv(columns, rows));
}
