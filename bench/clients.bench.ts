import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { captureQueries, replay } from './raw-sql';
import type { BenchRow } from './run';
import { benchApp, medianOf, runIfMain, signedIn } from './support';

const CLIENTS = 100_000;
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
  'Aditya',
  'Sneha',
  'Varun',
  'Priya',
  'Karthik',
  'Neha',
  'Manish',
  'Swati',
  'Imran',
  'Gurleen',
  'Deepak',
  'Shreya',
  'Nikhil',
  'Aishwarya',
  'Yusuf',
  'Bhavna',
  'Ravi',
  'Divya',
  'Suresh',
  'Jaspreet',
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
  'Banerjee',
  'Desai',
  'Naidu',
  'Shetty',
  'Agarwal',
  'Mishra',
  'Kapoor',
  'Sethi',
  'Hegde',
  'Thakur',
  'Chauhan',
  'Pandey',
  'Bhatt',
  'Saxena',
  'Ghosh',
  'Mukherjee',
  'Fernandes',
  'DSouza',
  'Sinha',
  'Yadav',
];
const STATUSES = ['Active', 'Inactive', 'On Hold', 'Completed'];

const arr = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

const median = (fn: () => Promise<unknown>) => medianOf(fn, { runs: RUNS });

async function fillClients(db: Db) {
  // Names mix 40 × 40 first and last names; dob spreads over ~90 years, joining over ~5 years.
  await db.execute(sql`
    insert into clients (unique_id, first_name, last_name, contact_email, phone, gender, joined_date, status, dob)
    select 'CL' || lpad(g::text, 6, '0'),
      (${arr(FIRST)})[1 + g % 40], (${arr(LAST)})[1 + (g / 40) % 40],
      lower((${arr(FIRST)})[1 + g % 40]) || '.' || g || '@example.in',
      (array['9','8','7','6'])[1 + g % 4] || lpad(((g * 7919) % 1000000000)::text, 9, '0'),
      case when g % 2 = 0 then 'Female' else 'Male' end,
      date '2021-01-01' + (g % 1900),
      (${arr(STATUSES)})[1 + g % 4],
      case when g % 17 = 0 then null else date '1935-01-01' + ((g * 37) % 32000) end
    from generate_series(1, ${CLIENTS}) g`);
  await db.execute(sql`analyze`);
}

/** The client list with 100,000 clients on embedded PGlite: page 1, a search, an age filter, sorts. */
export async function run(): Promise<BenchRow[]> {
  const bench = await benchApp(fillClients);
  const { database, app } = bench;
  const { cookie } = await signedIn(bench, {
    email: 'bench.clients.admin@example.in',
    type: 'ADMIN',
    firstName: 'Bench',
    lastName: 'Admin',
  });

  const list = (query: string) => async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/client/package/client-list?${query}`,
      headers: { cookie },
    });
    const body = res.json();
    if (body.success !== 1 || body.data.data.length === 0)
      throw new Error(`bench query ${query} failed: ${res.body.slice(0, 200)}`);
  };

  /** The API median and, measured right after, the median of the SQL that request ran. */
  const measure = async (name: string, query: string, ratioTarget?: string): Promise<BenchRow> => {
    const statements = await captureQueries(database.pglite!, list(query));
    return {
      name,
      medianMs: await median(list(query)),
      sqlMs: await median(replay(database.pglite!, statements)),
      target: '< 50',
      ratioTarget,
    };
  };

  try {
    return [
      await measure('client list, page 1 (100k clients)', 'page=1', '≤ 1.3'),
      await measure('client list, name search (100k clients)', 'q=kavya%20nair'),
      await measure('client list, phone search (100k clients)', 'q=98765'),
      await measure('client list, age group 31-35 (100k clients)', 'age_group=31-35'),
      await measure('client list, sort by name, page 50 (100k clients)', 'col=first_name&order=asc&page=50'),
      await measure('client list, sort by age desc (100k clients)', 'col=dob&order=desc'),
    ];
  } finally {
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
