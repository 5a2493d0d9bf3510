import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { captureQueries, replay } from './raw-sql';
import type { BenchRow } from './run';
import { benchApp, medianOf, runIfMain, signedIn } from './support';

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

const median = (fn: () => Promise<unknown>) => medianOf(fn, { runs: RUNS });

async function fillPractice(db: Db) {
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
}

/** The package list with 50,000 packages: page 1, a name search, a nutritionist filter. */
export async function run(): Promise<BenchRow[]> {
  const bench = await benchApp(fillPractice);
  const { database, db, app } = bench;
  const { cookie } = await signedIn(bench, {
    email: 'bench.admin@example.in',
    type: 'ADMIN',
    firstName: 'Bench',
    lastName: 'Admin',
  });
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
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
