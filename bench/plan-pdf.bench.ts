import { sql } from 'drizzle-orm';
import { rows } from '../src/server/db/client';
import { planSupplements } from '../src/server/db/schema/index';
import type { BenchRow } from './run';
import { benchApp, clientWithPackage, memoryMeter, runIfMain, signedIn, stallMeter } from './support';

const DAYS = 28;
const TIMES = ['06:00', '09:00', '12:30', '16:00', '19:30', '22:00'];
const ITEMS_PER_MEAL = 5;
const RUNS = 9;

/**
 * The plan PDF of a 28-day plan (840 items) through POST export-pdf, one at a time (median), and
 * five asked for at once (wall time and the process's peak memory, worker threads included).
 */
export async function run(): Promise<BenchRow[]> {
  const bench = await benchApp();
  const { db } = bench;
  try {
    const me = await signedIn(bench, {
      email: 'pdf.bench@example.in',
      type: 'DIETICIAN',
      firstName: 'Shalini',
      lastName: 'Menon',
    });
    const pkg = {
      id: (
        await clientWithPackage(db, me.nutritionistId as number, {
          uniqueId: 'PDF-BENCH-1',
          firstName: 'அருண்',
          lastName: 'Rao',
          gender: 'Male',
        })
      ).packageId,
    };
    const { post } = me;

    const planId = (await post('/api/v1/diet/plan/create-plan', { packageId: pkg.id })).json().data
      .id as number;
    const foods = rows<{ id: number }>(
      await db.execute(sql`select id from food_items order by id limit 120`),
    ).map((r) => r.id);
    for (let day = 1; day <= DAYS; day++)
      for (const [i, time] of TIMES.entries()) {
        const seed = day * 6 + i;
        await post('/api/v1/diet/planday/create-day', {
          package_id: pkg.id,
          diet_plan_id: planId,
          day,
          time,
          hypothetical_time: 'Custom',
          items: Array.from({ length: ITEMS_PER_MEAL }, (_, k) => ({
            id: foods[(seed + k * 7) % foods.length],
            qty: 25 + ((seed + k) % 8) * 25,
          })),
        });
      }
    await db
      .insert(planSupplements)
      .values({ planId, name: 'Vitamin D3', dosage: '60000 IU weekly', link: null });

    const exportPdf = async () => {
      const res = await post('/api/v1/client/package/export-pdf', {
        package_id: pkg.id,
        plan_id: planId,
        paper_size: 'a4',
      });
      if (res.statusCode !== 200 || !res.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new Error(`export failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };

    await exportPdf(); // warm-up: worker start, fonts
    await exportPdf();
    const times: number[] = [];
    // The event loop's longest stall while a PDF renders: rendering must not block requests.
    const stall = stallMeter();
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await exportPdf();
      times.push(performance.now() - start);
    }
    const maxLag = stall.stop();
    times.sort((a, b) => a - b);

    const memory = memoryMeter();
    const start = performance.now();
    await Promise.all(Array.from({ length: 5 }, exportPdf));
    const fiveMs = performance.now() - start;
    const growthMb = memory.stop();

    return [
      {
        name: 'plan PDF, 28 days × 6 meals × 5 items (840 items)',
        medianMs: Math.round(times[Math.floor(RUNS / 2)]),
        target: '< 1500',
      },
      {
        name: 'longest event-loop stall during those renders',
        medianMs: maxLag,
        target: '< 100',
      },
      { name: '5 plan PDFs asked for at once (2 render workers)', medianMs: Math.round(fiveMs) },
      {
        name: 'memory growth, 5 at once (peak RSS − RSS before)',
        value: growthMb,
        unit: 'MB',
        target: '≤ 400',
      },
    ];
  } finally {
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
