import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { insertUser } from '../src/server/auth/auth.repository';
import { hashPassword } from '../src/server/auth/passwords';
import { loadConfig } from '../src/server/config';
import { openPglite, rows } from '../src/server/db/client';
import { clients, nutritionists, packages, planSupplements } from '../src/server/db/schema/index';
import { seedReferenceData } from '../src/server/db/seed/reference';
import type { BenchRow } from './run';

const DAYS = 28;
const TIMES = ['06:00', '09:00', '12:30', '16:00', '19:30', '22:00'];
const ITEMS_PER_MEAL = 5;
const RUNS = 9;

/**
 * The plan PDF of a 28-day plan (840 items) through POST export-pdf, one at a time (median), and
 * five asked for at once (wall time and the process's peak memory, worker threads included).
 */
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
      email: 'pdf.bench@example.in',
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
        email: user.email,
        credits: 10,
        expiry: '2099-12-31',
      })
      .returning();
    const [client] = await db
      .insert(clients)
      .values({
        uniqueId: 'PDF-BENCH-1',
        firstName: 'அருண்',
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
      payload: { email: user.email, password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie } });

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
    let maxLag = 0;
    let last = performance.now();
    const lagTimer = setInterval(() => {
      const now = performance.now();
      maxLag = Math.max(maxLag, now - last - 10);
      last = now;
    }, 10);
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await exportPdf();
      times.push(performance.now() - start);
    }
    clearInterval(lagTimer);
    times.sort((a, b) => a - b);

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const before = process.memoryUsage().rss;
    const start = performance.now();
    await Promise.all(Array.from({ length: 5 }, exportPdf));
    const fiveMs = performance.now() - start;
    clearInterval(sampler);

    return [
      {
        name: 'plan PDF, 28 days × 6 meals × 5 items (840 items)',
        medianMs: Math.round(times[Math.floor(RUNS / 2)]),
        target: '< 1500',
      },
      {
        name: 'longest event-loop stall during those renders',
        medianMs: Math.round(maxLag),
        target: '< 100',
      },
      { name: '5 plan PDFs asked for at once (2 render workers)', medianMs: Math.round(fiveMs) },
      {
        name: 'memory growth, 5 at once (peak RSS − RSS before)',
        value: Math.round((peak - before) / 1e6),
        unit: 'MB',
        target: '≤ 400',
      },
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
