/**
 * Which tier each Vitest file belongs to (docs/testing.md):
 *
 * - unit: no database, no template, no app. Pure modules of src/shared, src/web and the server.
 * - api:  files that open a database (through src/server/testing/ or db/client): run on PGlite,
 *         each file on its own copy of the migrated, seeded template.
 * - pg:   the api files whose behaviour depends on the database engine (locks, concurrency, SQL
 *         that PGlite and PostgreSQL could answer differently, migrations, pools, backups). Run a
 *         second time on PostgreSQL by scripts/test-pg.sh. A file joins by carrying a line
 *         `// @pg: <why>` or by being listed in ENGINE_DEPENDENT below with its reason.
 *
 * API files share one module cache per worker (the app's modules are imported once, not once per
 * file); a file that mocks modules or stubs globals runs isolated (`isolated`, a subset of api).
 *
 * The tier is read from each file's own imports when Vitest loads its config, so a new test file
 * needs no registration: importing the test app makes it an API test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Existing files that depend on the engine, with the reason they run on PostgreSQL as well. */
export const ENGINE_DEPENDENT: Record<string, string> = {
  'src/server/db/postgres-pool.test.ts': 'the pool and its reconnection exist only on PostgreSQL',
  'src/server/backup/backup.test.ts': 'pg_dump / pg_restore against PGlite dumps',
  'src/server/startup.test.ts': 'migrations and the first start on each engine',
  'src/server/db/seed/reference.test.ts': 'the reference seed and its migrations on each engine',
  'src/server/lib/unique-races.test.ts': 'identical creates at once: unique indexes and locks',
  'src/server/audit-atomic.test.ts': 'a write and its audit row in one transaction',
  'src/server/invoices/invoices.test.ts': 'gap-free numbering under concurrent creates (row locks)',
  'src/server/invoices/free-standing.test.ts': 'invoice series and numbering locks',
  'src/server/packages/packages.test.ts': 'concurrent package writes and credit spending',
  'src/server/credits/credits.test.ts': 'credit counts under concurrent plan creates',
  'src/server/portal/portal-budget.test.ts': 'per-link write budgets counted in SQL under concurrency',
  'src/server/auth/hardening.test.ts': 'sessions and throttles shared through the database',
  'src/server/auth/sign-in-throttle.test.ts': 'sign-in throttle rows shared by app servers',
  'src/server/auth/access.test.ts': 'the access policy is SQL: ownership joins on each engine',
  'src/server/app.test.ts': 'the envelope and error mapping of engine errors (unique, check, 503)',
  'src/server/fuzz.test.ts': 'bad input never becomes an engine error (5xx) on either engine',
  'src/server/food/food.test.ts': 'food search ranks with pg_trgm similarity',
  'src/server/plans/copy.test.ts': 'copying a plan in one transaction with its credit',
  'src/server/plans/core/gate-matrix.test.ts': 'every meal writer refused inside its transaction',
  'src/server/appointments/appointments.test.ts': 'clash checks between overlapping appointments',
  'src/server/clients/clients.test.ts': 'list filters, search and sorting in SQL',
  'src/server/dashboard/dashboard.test.ts': 'aggregates and date arithmetic in SQL',
  'src/server/sync/sync.test.ts': 'offline replays applied once under concurrency',
};

const ROOTS = ['src', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;
/** An import of the server's test helpers or of the database client makes a file an API test. */
const USES_DATABASE = /from ['"][^'"]*(\/testing\/|\/db\/client['"])/;
const PG_MARKER = /^\/\/ @pg:/m;
/** What a shared module cache cannot undo between files. */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

function testFilesUnder(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) testFilesUnder(full, found);
    else if (TEST_FILE.test(name)) found.push(full);
  }
  return found;
}

export type TestTiers = { unit: string[]; api: string[]; isolated: string[]; pg: string[] };

export function testTiers(root = process.cwd()): TestTiers {
  const tiers: TestTiers = { unit: [], api: [], isolated: [], pg: [] };
  for (const base of ROOTS) {
    for (const file of testFilesUnder(path.join(root, base))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      if (!USES_DATABASE.test(text)) {
        tiers.unit.push(relative);
        continue;
      }
      tiers.api.push(relative);
      if (NEEDS_ISOLATION.test(text)) tiers.isolated.push(relative);
      if (PG_MARKER.test(text) || relative in ENGINE_DEPENDENT) tiers.pg.push(relative);
    }
  }
  for (const list of Object.values(tiers)) list.sort();
  return tiers;
}

// `node --import tsx scripts/test-tiers.ts pg` prints one tier's files, for the shell scripts.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const tier = process.argv[2] as keyof TestTiers;
  const tiers = testTiers();
  if (!(tier in tiers)) {
    console.error(`usage: test-tiers.ts unit|api|isolated|pg (got ${tier ?? 'nothing'})`);
    process.exit(2);
  }
  console.log(tiers[tier].join('\n'));
}
