import { and, asc, inArray, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  bodyParameters,
  clients,
  packages,
  vitalReadings,
  vitalValues,
} from '../../src/server/db/schema/index';
import { practiceToday } from '../../src/shared/fields';
import { addDays } from '../../src/shared/plan-calendar';
import { bmiOf, waistHipRatioOf } from '../../src/shared/vitals';

/** A small deterministic generator, so the demo looks the same on every machine. */
function random(seed: number) {
  let s = seed * 2654435761 + 1;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const NOTES = [
  'Baseline at first consultation',
  'Four-week review',
  'Review after Diwali week',
  'Monthly follow-up with lab reports',
  'Follow-up: better sleep, walking 6,000 steps',
  'Quarterly review',
];

/**
 * 3–6 reading sets a few weeks apart for each demo client with a started package (not New or
 * Cancelled, start date reached), taken by that package's nutritionist: weight and waist come
 * down slowly, sugars and lipids improve, labs are drawn at the first and last visit only.
 * BMI and waist-hip ratio are computed, as the app does. Clients with readings are left alone.
 */
export async function seedDemoVitals(db: Db, packageIds: number[]): Promise<number> {
  if (!packageIds.length) return 0;
  const today = practiceToday();
  const started = await db
    .select({ clientId: packages.clientId, dietitianId: packages.dietitianId, startDate: packages.startDate })
    .from(packages)
    .where(
      and(
        inArray(packages.id, packageIds),
        notInArray(packages.status, ['New', 'Cancelled']),
        lte(packages.startDate, today),
      ),
    )
    .orderBy(asc(packages.startDate));
  const firstByClient = new Map<number, (typeof started)[number]>();
  for (const p of started) if (!firstByClient.has(p.clientId)) firstByClient.set(p.clientId, p);
  if (!firstByClient.size) return 0;

  const clientIds = [...firstByClient.keys()];
  const done = new Set(
    (
      await db
        .selectDistinct({ clientId: vitalReadings.clientId })
        .from(vitalReadings)
        .where(inArray(vitalReadings.clientId, clientIds))
    ).map((r) => r.clientId),
  );
  const genders = new Map(
    (
      await db
        .select({ id: clients.id, gender: clients.gender })
        .from(clients)
        .where(inArray(clients.id, clientIds))
    ).map((c) => [c.id, c.gender]),
  );
  const params = await db.select({ id: bodyParameters.id, key: bodyParameters.key }).from(bodyParameters);
  const idOf = new Map(params.map((p) => [p.key, p.id]));

  let added = 0;
  for (const [clientId, pkg] of firstByClient) {
    if (done.has(clientId)) continue;
    const rnd = random(clientId);
    const female = genders.get(clientId) === 'Female';
    const sets = 3 + Math.floor(rnd() * 4); // 3..6
    const gap = 21 + Math.floor(rnd() * 15); // three to five weeks
    // The first visit is the package start; when that is too recent for every visit, go back.
    let first = pkg.startDate;
    const last = addDays(first, gap * (sets - 1));
    if (last > today) first = addDays(today, -gap * (sets - 1));

    const height = Math.round((female ? 152 : 164) + rnd() * 16);
    const weight0 = Math.round(((female ? 62 : 72) + rnd() * 24) * 10) / 10;
    const waist0 = Math.round((female ? 84 : 92) + rnd() * 14);
    const hip0 = Math.round((female ? 100 : 98) + rnd() * 10);
    const fbs0 = Math.round(95 + rnd() * 45);
    const sys0 = Math.round(118 + rnd() * 24);

    for (let i = 0; i < sets; i++) {
      const progress = i / (sets - 1);
      const wobble = () => (rnd() - 0.5) * 2;
      const weight = Math.round((weight0 - i * (0.6 + rnd() * 0.9) + wobble() * 0.3) * 10) / 10;
      const waist = Math.round((waist0 - progress * 5 + wobble()) * 10) / 10;
      const hip = Math.round((hip0 - progress * 2) * 10) / 10;
      const values: Record<string, number | string> = {
        weight,
        waist,
        hip,
        body_fat: Math.round(((female ? 34 : 27) - progress * 3 + wobble()) * 10) / 10,
        bp_systolic: Math.round(sys0 - progress * 10 + wobble() * 3),
        bp_diastolic: Math.round(78 + (sys0 - 118) / 3 - progress * 5 + wobble() * 2),
        fbs: Math.round(fbs0 - progress * (fbs0 - 92) * 0.7 + wobble() * 4),
      };
      if (i === 0) values.height = height;
      if (i === 0 || i === sets - 1) {
        values.hba1c = Math.round((5.4 + (fbs0 - 95) / 40 - progress * 0.5) * 10) / 10;
        values.total_cholesterol = Math.round(190 + rnd() * 50 - progress * 20);
        values.triglycerides = Math.round(130 + rnd() * 70 - progress * 30);
        values.hdl = Math.round((female ? 46 : 38) + progress * 4 + wobble() * 2);
        values.haemoglobin = Math.round(((female ? 11.6 : 13.4) + progress * 0.8) * 10) / 10;
        values.vitamin_d = Math.round(16 + progress * 14 + rnd() * 6);
        values.tsh = Math.round((1.5 + rnd() * 3) * 100) / 100;
      }
      values.bmi = bmiOf(weight, height) ?? '';
      values.waist_hip_ratio = waistHipRatioOf(waist, hip) ?? '';

      const [reading] = await db
        .insert(vitalReadings)
        .values({
          clientId,
          dietitianId: pkg.dietitianId,
          notes: NOTES[Math.min(i, NOTES.length - 1)],
          readingDate: addDays(first, gap * i),
          type: '',
          jsonData: {},
        })
        .returning({ id: vitalReadings.id });
      const rows = Object.entries(values)
        .filter(([key, v]) => idOf.has(key) && v !== '')
        .map(([key, v]) => ({ readingId: reading.id, parameterId: idOf.get(key)!, decimalValue: String(v) }));
      await db.insert(vitalValues).values(rows);
      added++;
    }
  }
  return added;
}
