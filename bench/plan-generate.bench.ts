import { inArray } from 'drizzle-orm';
import { foodItems } from '../src/server/db/schema/index';
import type { BenchRow } from './run';
import { benchApp, clientWithPackage, median, memoryMeter, runIfMain, signedIn, stallMeter } from './support';

const RUNS = 5;

/**
 * Computed plans (issue 17, decision 092) through POST /api/v1/diet/plan/generate: Fill to
 * targets on a 4-meal vegetarian day, Generate a day and a week, and five weeks asked for at once
 * (wall time, peak memory of the process with its solver workers, the event loop's longest stall).
 */
export async function run(): Promise<BenchRow[]> {
  const bench = await benchApp();
  const { db } = bench;
  try {
    const me = await signedIn(bench, {
      email: 'generate.bench@example.in',
      type: 'DIETICIAN',
      firstName: 'Ritu',
      lastName: 'Bhatia',
    });
    const pkg = {
      id: (
        await clientWithPackage(
          db,
          me.nutritionistId as number,
          { uniqueId: 'GEN-BENCH-1', firstName: 'Ananya', lastName: 'Deshpande', gender: 'Female' },
          { category: 'Weight Management', subCategory: 'Weight Loss' },
        )
      ).packageId,
    };
    const { post } = me;
    const planId = (await post('/api/v1/diet/plan/create-plan', { packageId: pkg.id })).json().data
      .id as number;

    const codes = [
      'A011',
      'L002',
      'E012',
      'T005',
      'A015',
      'A019',
      'B021',
      'D036',
      'C033',
      'T013',
      'E001',
      'H001',
      'B010',
      'D007',
      'L003',
    ];
    const found = await db
      .select({ id: foodItems.id, code: foodItems.sourceCode })
      .from(foodItems)
      .where(inArray(foodItems.sourceCode, codes));
    const id = Object.fromEntries(found.map((f) => [f.code, f.id]));
    const day: [string, [string, number][]][] = [
      [
        '08:00',
        [
          ['A011', 50],
          ['L002', 150],
          ['E012', 100],
          ['T005', 5],
        ],
      ],
      [
        '13:00',
        [
          ['A015', 60],
          ['A019', 40],
          ['B021', 30],
          ['D036', 100],
          ['C033', 75],
          ['T013', 5],
        ],
      ],
      [
        '17:00',
        [
          ['E001', 100],
          ['H001', 10],
        ],
      ],
      [
        '20:00',
        [
          ['A019', 50],
          ['B010', 30],
          ['D007', 100],
          ['L003', 50],
          ['T005', 5],
        ],
      ],
    ];
    for (const [time, items] of day)
      await post('/api/v1/diet/planday/create-day', {
        package_id: pkg.id,
        diet_plan_id: planId,
        day: 1,
        time,
        hypothetical_time: 'Custom',
        items: items.map(([code, qty]) => ({ id: id[code], qty })),
      });
    const floors = {
      iron_mg: 15,
      calcium_mg: 600,
      zinc_mg: 8,
      magnesium_mg: 300,
      vitamin_c_mg: 65,
      folate_ug: 200,
      vitamin_a_ug: 600,
      thiamine_mg: 1.1,
      riboflavin_mg: 1.2,
      niacin_mg: 12,
    };
    await post('/api/v1/diet/plan/targets', {
      plan_id: planId,
      energy_kcal: 1600,
      protein_g: 60,
      carbohydrate_g: 220,
      fat_g: 50,
      fibre_g: 25,
      micronutrient_floors: floors,
    });

    const statuses = new Set<string>();
    const generate = async (body: object) => {
      const res = await post('/api/v1/diet/plan/generate', { plan_id: planId, package_id: pkg.id, ...body });
      if (res.statusCode !== 200)
        throw new Error(`generate failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const data = res.json().data as { status: string; explanation: string | null; mode: string };
      statuses.add(data.status);
      if (data.status === 'infeasible') console.log(`  infeasible (${data.mode}): ${data.explanation}`);
    };
    const timed = async (body: object, runs = RUNS) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await generate(body);
        times.push(performance.now() - start);
      }
      return Math.round(median(times));
    };
    const week = { days: [1, 2, 3, 4, 5, 6, 7], mode: 'foods' };
    await generate({ day: 1, mode: 'quantities' }); // warm-up: worker threads, WebAssembly
    await generate({ day: 1, mode: 'quantities' });

    const stall = stallMeter();
    const fill = await timed({ day: 1, mode: 'quantities' });
    const genDay = await timed({ day: 2, mode: 'foods' });
    const genWeek = await timed(week, 3);
    const maxLag = stall.stop();

    const memory = memoryMeter();
    const start = performance.now();
    await Promise.all(Array.from({ length: 5 }, () => generate(week)));
    const fiveMs = performance.now() - start;
    const growthMb = memory.stop();

    return [
      {
        name: 'Fill to targets, a 4-meal vegetarian day (15 foods, 10 floors)',
        medianMs: fill,
        target: '< 1000',
      },
      { name: 'Generate a day (5 meals, up to 6 candidates a slot)', medianMs: genDay, target: '< 1000' },
      { name: 'Generate a week (7 days, variety 3)', medianMs: genWeek, target: '< 5000' },
      { name: 'longest event-loop stall while solving', medianMs: maxLag, target: '< 100' },
      { name: '5 week generations at once (2 solver workers)', medianMs: Math.round(fiveMs) },
      {
        name: 'memory growth, 5 weeks at once (peak RSS − RSS before)',
        value: growthMb,
        unit: 'MB',
        target: '≤ 200',
      },
      {
        name: `statuses seen: ${[...statuses].join(', ')}`,
        value: statuses.has('infeasible') ? 1 : 0,
        unit: 'infeasible',
        target: '≤ 0',
      },
    ];
  } finally {
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
