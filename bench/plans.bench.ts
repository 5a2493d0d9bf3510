import { sql } from 'drizzle-orm';
import { rows } from '../src/server/db/client';
import { captureQueries, replay } from './raw-sql';
import type { BenchRow } from './run';
import { benchApp, clientWithPackage, medianOf, runIfMain, signedIn } from './support';

const DAYS = 28;
const TIMES = ['06:00', '09:00', '12:30', '16:00', '19:30', '22:00'];
const ITEMS_PER_MEAL = 5;
const RUNS = 25;

const median = (fn: () => Promise<void>) => medianOf(fn, { runs: RUNS, warmups: 1 });

/** A 28-day plan with 6 meals of 5 items a day (840 items): the workspace read and one meal save. */
export async function run(): Promise<BenchRow[]> {
  const bench = await benchApp();
  const { database, db, app } = bench;
  try {
    const me = await signedIn(bench, {
      email: 'bench.dietitian@example.in',
      type: 'DIETICIAN',
      firstName: 'Shalini',
      lastName: 'Menon',
    });
    const pkg = {
      id: (
        await clientWithPackage(db, me.nutritionistId as number, {
          uniqueId: 'BENCH-1',
          firstName: 'Aditya',
          lastName: 'Rao',
          gender: 'Male',
        })
      ).packageId,
    };
    const { cookie, post } = me;

    const planId = (await post('/api/v1/diet/plan/create-plan', { packageId: pkg.id })).json().data
      .id as number;
    const foods = rows<{ id: number }>(
      await db.execute(sql`select id from food_items where food_group in
        ('Cereals and Millets', 'Grain Legumes', 'Other Vegetables', 'Fruits', 'Milk and Milk Products')
        order by id limit 60`),
    ).map((r) => r.id);
    const mealOf = (day: number, time: string, seed: number, mealId?: number) => ({
      package_id: pkg.id,
      diet_plan_id: planId,
      day,
      time,
      hypothetical_time: 'Custom',
      meal_id: mealId,
      items: Array.from({ length: ITEMS_PER_MEAL }, (_, i) => ({
        id: foods[(seed + i * 7) % foods.length],
        qty: 25 + ((seed + i) % 8) * 25,
      })),
    });
    let lastMeal = 0;
    for (let day = 1; day <= DAYS; day++)
      for (const [i, time] of TIMES.entries()) {
        const res = await post('/api/v1/diet/planday/create-day', mealOf(day, time, day * 6 + i));
        lastMeal = res.json().data.meal_id;
      }

    const workspace = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/diet/plan/meals?id=${planId}`,
        headers: { cookie },
      });
      const data = res.json().data;
      const items = data.meals.reduce((s: number, m: { items: unknown[] }) => s + m.items.length, 0);
      if (items !== DAYS * TIMES.length * ITEMS_PER_MEAL) throw new Error(`workspace has ${items} items`);
    };
    let k = 0;
    const saveMeal = async () => {
      k += 1;
      const res = await post('/api/v1/diet/planday/create-day', mealOf(DAYS, TIMES[5], k, lastMeal));
      if (res.json().success !== 1) throw new Error(`save failed: ${res.body.slice(0, 200)}`);
    };
    const search = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/food/item/search?q=rice%20raw&package_id=${pkg.id}`,
        headers: { cookie },
      });
      if (!res.json().data.length) throw new Error('food search found nothing');
    };
    return [
      {
        name: 'plan workspace, 28 days × 6 meals × 5 items',
        medianMs: await median(workspace),
        sqlMs: await median(replay(database.pglite!, await captureQueries(database.pglite!, workspace))),
        target: '< 100',
      },
      { name: 'save a meal of 5 items into that plan', medianMs: await median(saveMeal), target: '< 30' },
      { name: 'food search "rice raw"', medianMs: await median(search) },
    ];
  } finally {
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
