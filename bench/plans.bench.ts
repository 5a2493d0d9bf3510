import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { insertUser } from '../src/server/auth/auth.repository';
import { hashPassword } from '../src/server/auth/passwords';
import { loadConfig } from '../src/server/config';
import { openPglite, rows } from '../src/server/db/client';
import { clients, nutritionists, packages } from '../src/server/db/schema/index';
import { seedReferenceData } from '../src/server/db/seed/reference';
import { captureQueries, replay } from './raw-sql';
import type { BenchRow } from './run';

const DAYS = 28;
const TIMES = ['06:00', '09:00', '12:30', '16:00', '19:30', '22:00'];
const ITEMS_PER_MEAL = 5;
const RUNS = 25;

async function median(fn: () => Promise<void>): Promise<number> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 100) / 100;
}

/** A 28-day plan with 6 meals of 5 items a day (840 items): the workspace read and one meal save. */
export async function run(): Promise<BenchRow[]> {
  const database = await openPglite();
  await database.migrate();
  await seedReferenceData(database.db);
  const db = database.db;
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, mailIntervalMs: 0 });
  await app.ready();

  try {
    const password = 'Bench@12345';
    const user = await insertUser(db, {
      email: 'bench.dietitian@example.in',
      passwordHash: await hashPassword(password),
      type: 'DIETICIAN',
      firstName: 'Shalini',
      lastName: 'Menon',
    });
    const [n] = await db
      .insert(nutritionists)
      .values({
        userId: user.id,
        firstName: 'Shalini',
        lastName: 'Menon',
        email: 'bench.dietitian@example.in',
        credits: 10,
        expiry: '2099-12-31',
      })
      .returning();
    const [client] = await db
      .insert(clients)
      .values({
        uniqueId: 'BENCH-1',
        firstName: 'Aditya',
        lastName: 'Rao',
        gender: 'Male',
        joinedDate: '2025-01-01',
        status: 'Active',
        foodPreferences: 'Vegetarian',
      })
      .returning();
    const [pkg] = await db
      .insert(packages)
      .values({
        clientId: client.id,
        dietitianId: n.id,
        category: 'Sports',
        startDate: '2025-01-01',
        status: 'Active',
      })
      .returning();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'bench.dietitian@example.in', password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie } });

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
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((results) => console.table(results));
}
