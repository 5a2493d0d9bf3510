import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { insertUser } from '../src/server/auth/auth.repository';
import { hashPassword } from '../src/server/auth/passwords';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/db/seed/reference';
import { captureQueries, replay } from './raw-sql';
import type { BenchRow } from './run';

const PACKAGES = 50_000;
const CLIENTS = 12_000;
const NUTRITIONISTS = 40;
const RUNS = 25;

const FIRST = [
  'Aarav',
  'Vihaan',
  'Ishita',
  'Kavya',
  'Rohan',
  'Ananya',
  'Arjun',
  'Diya',
  'Sai',
  'Meera',
  'Kabir',
  'Nisha',
  'Rahul',
  'Pooja',
  'Farhan',
  'Lakshmi',
  'Harpreet',
  'Zoya',
  'Siddharth',
  'Tanvi',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Khan',
  'Gupta',
  'Menon',
  'Singh',
  'Das',
  'Kulkarni',
  'Chatterjee',
  'Joshi',
  'Pillai',
  'Mehta',
  'Bose',
  'Rao',
  'Gill',
  'Qureshi',
  'Verma',
];
const ORGS = [
  'Infosys Wellness',
  'Tata Steel',
  'Karnataka Cricket Academy',
  'Apollo Clinic',
  'Indian Army Sports',
  'IIT Madras',
  'Mumbai City FC',
  '',
];

const arr = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

async function median(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn(); // warm up plans and caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 100) / 100;
}

/** The package list with 50,000 packages: page 1, a name search, a nutritionist filter. */
export async function run(): Promise<BenchRow[]> {
  const database = await openPglite();
  await database.migrate();
  await seedReferenceData(database.db);
  const db = database.db;

  await db.execute(sql`
    insert into users (email, type, first_name, last_name)
    select 'bench.dietitian' || g || '@example.in', 'DIETICIAN', (${arr(FIRST)})[1 + g % 20], (${arr(LAST)})[1 + (g * 7) % 20]
    from generate_series(1, ${NUTRITIONISTS}) g`);
  await db.execute(sql`
    insert into nutritionists (user_id, first_name, last_name, email, status, credits)
    select id, first_name, last_name, email, 'ACTIVE', 100 from users where type = 'DIETICIAN'`);
  await db.execute(sql`
    insert into clients (unique_id, first_name, last_name, contact_email, phone, gender, joined_date, status)
    select 'B' || g, (${arr(FIRST)})[1 + g % 20], (${arr(LAST)})[1 + (g / 20) % 20], 'client' || g || '@example.in',
      '98' || lpad(g::text, 8, '0'), case when g % 2 = 0 then 'Female' else 'Male' end,
      date '2022-01-01' + (g % 1000), 'Active'
    from generate_series(1, ${CLIENTS}) g`);
  await db.execute(sql`
    insert into packages (client_id, dietitian_id, category, sub_category, client_type, organisation_name, start_date,
      end_date, price, amount_paid, duration, status)
    select c.id, n.id, 'Weight Management', 'Weight Loss', 'Clinic', nullif((${arr(ORGS)})[1 + g % 8], ''),
      date '2023-01-01' + (g % 900), date '2023-04-01' + (g % 900), 15000, 5000, '3 Months',
      (array['New','Survey Response Pending','Survey Response Received','Active','Completed','Cancelled'])[1 + g % 6]
    from generate_series(1, ${PACKAGES}) g
    join clients c on c.unique_id = 'B' || (1 + g % ${CLIENTS})
    join nutritionists n on n.id = (select min(id) from nutritionists) + g % ${NUTRITIONISTS}`);
  await db.execute(sql`analyze`);

  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, mailIntervalMs: 0 });
  await app.ready();
  const password = 'Bench@12345';
  await insertUser(db, {
    email: 'bench.admin@example.in',
    passwordHash: await hashPassword(password),
    type: 'ADMIN',
    firstName: 'Bench',
    lastName: 'Admin',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'bench.admin@example.in', password },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const [{ id: someNutritionist }] = (await db.execute(sql`select min(id) + 7 as id from nutritionists`))
    .rows as { id: number }[];

  const list = (query: string) => async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/client/package/list?${query}`,
      headers: { cookie },
    });
    const body = res.json();
    if (body.success !== 1 || body.data.data.length === 0)
      throw new Error(`bench query ${query} failed: ${res.body.slice(0, 200)}`);
  };

  const measure = async (name: string, query: string): Promise<BenchRow> => {
    const statements = await captureQueries(database.pglite!, list(query));
    return {
      name,
      medianMs: await median(list(query)),
      sqlMs: await median(replay(database.pglite!, statements)),
      target: '< 50',
    };
  };

  try {
    return [
      await measure('package list, page 1 (50k packages)', 'page=1'),
      await measure('package list, name search (50k packages)', 'q=kavya%20nair'),
      await measure('package list, nutritionist filter (50k packages)', `nutritionist=${someNutritionist}`),
    ];
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((results) => console.table(results));
}
