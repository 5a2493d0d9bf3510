import os from 'node:os';
import { eq } from 'drizzle-orm';
import { clients, packages } from '../src/server/db/schema/index';
import type { BenchRow } from './run';
import { benchApp, clientWithPackage, median, runIfMain, signedIn, stallMeter } from './support';

const RUNS = 5;

/**
 * Generate in dishes (issue 27, decision 168) beside today's ingredient generator, through
 * POST /api/v1/diet/plan/generate: a vegetarian South Indian client at 1800 kcal, a day and a week
 * each way (issue 33: with the composition rules on); medians of five runs, the worst run, and the load average they ran under (2 cores
 * shared with other sessions).
 */
export async function run(): Promise<BenchRow[]> {
  const bench = await benchApp();
  const { db } = bench;
  try {
    const me = await signedIn(bench, {
      email: 'dishes.bench@example.in',
      type: 'DIETICIAN',
      firstName: 'Kavya',
      lastName: 'Raghavan',
    });
    const { packageId } = await clientWithPackage(
      db,
      me.nutritionistId as number,
      { uniqueId: 'DISH-BENCH-1', firstName: 'Meenakshi', lastName: 'Sundaram', gender: 'Female' },
      { category: 'Weight Management', subCategory: 'Weight Loss' },
    );
    const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId));
    await db
      .update(clients)
      .set({ address: '12 Anna Salai, Teynampet, Chennai, Tamil Nadu 600018' })
      .where(eq(clients.id, pkg.clientId));
    const { post } = me;
    const planId = (await post('/api/v1/diet/plan/create-plan', { packageId })).json().data.id as number;
    await post('/api/v1/diet/plan/targets', {
      plan_id: planId,
      energy_kcal: 1800,
      protein_g: 60,
      carbohydrate_g: null,
      fat_g: null,
      fibre_g: 25,
    });

    let good = 0;
    let days = 0;
    const generate = async (body: object) => {
      const res = await post('/api/v1/diet/plan/generate', {
        plan_id: planId,
        package_id: packageId,
        ...body,
      });
      if (res.statusCode !== 200)
        throw new Error(`generate failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const data = res.json().data as { mode: string; days: { summary: string }[] };
      if (data.mode === 'dishes') {
        days += data.days.length;
        good += data.days.filter((d) => d.summary === 'Meets every target').length;
      }
    };
    const timed = async (body: object, runs = RUNS) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await generate(body);
        times.push(performance.now() - start);
      }
      return { median: Math.round(median(times)), worst: Math.round(Math.max(...times)) };
    };
    const WEEK = [1, 2, 3, 4, 5, 6, 7];
    // Warm-up: worker threads and WebAssembly.
    await generate({ day: 1, mode: 'dishes' });
    await generate({ day: 1, mode: 'foods' });

    const loadBefore = os.loadavg()[0];
    const stall = stallMeter();
    const dishDay = await timed({ day: 1, mode: 'dishes' });
    const foodDay = await timed({ day: 1, mode: 'foods' });
    const dishWeek = await timed({ days: WEEK, mode: 'dishes' }, RUNS);
    const foodWeek = await timed({ days: WEEK, mode: 'foods' }, 3);
    const maxLag = stall.stop();
    const loadAfter = os.loadavg()[0];

    return [
      { name: 'Generate a day in dishes (median)', medianMs: dishDay.median, target: '< 1000' },
      { name: 'Generate a day in dishes (worst run)', medianMs: dishDay.worst },
      { name: 'Generate a day from single foods (median)', medianMs: foodDay.median, target: '< 1000' },
      { name: 'Generate a week in dishes (median of 5)', medianMs: dishWeek.median, target: '< 3000' },
      { name: 'Generate a week in dishes (worst run)', medianMs: dishWeek.worst },
      {
        name: 'Generate a week from single foods (median of 3)',
        medianMs: foodWeek.median,
        target: '< 5000',
      },
      { name: 'longest event-loop stall while solving', medianMs: maxLag, target: '< 100' },
      {
        name: 'dish days meeting every target',
        value: days ? Math.round((good * 100) / days) : 0,
        unit: '%',
      },
      {
        name: 'load average (1 min) before → after',
        value: Math.round(((loadBefore + loadAfter) / 2) * 10) / 10,
        unit: `(${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`,
      },
    ];
  } finally {
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
