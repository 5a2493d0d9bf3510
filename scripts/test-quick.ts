/**
 * `npm run test:quick`: the inner loop (docs/testing.md). The typecheck (incremental: only what
 * changed is checked again), the whole unit tier, and the API tests of the features touched since
 * a base (default HEAD: the work not yet committed; `npm run test:quick -- main~3` widens it).
 * A feature is src/server/<feature>/, src/shared/<feature>*.ts or src/web/<feature>/; a changed
 * test file runs itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { testTiers } from './test-tiers';

const base = process.argv[2] ?? 'HEAD';

function changedFiles(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
  return [
    ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
  ];
}

/** The feature a path belongs to, or undefined for files every feature shares (lib, db, app). */
export function featureOf(file: string): string | undefined {
  const server = /^src\/server\/([^/]+)\//.exec(file)?.[1];
  if (server) return ['lib', 'db', 'testing'].includes(server) ? undefined : server;
  const web = /^src\/web\/([^/]+)\//.exec(file)?.[1];
  if (web) return ['components', 'lib', 'app'].includes(web) ? undefined : web;
  return /^src\/shared\/([a-z]+)/.exec(file)?.[1];
}

function run(label: string, command: string, args: string[]): void {
  const started = Date.now();
  console.log(`\n==> ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.log(`<== ${label}: FAILED (${seconds}s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`<== ${label}: ok (${seconds}s)`);
}

const changed = changedFiles();
const features = new Set(changed.map(featureOf).filter((f): f is string => !!f));
const tiers = testTiers();
// A feature's API tests are those of the server folders named like it (src/shared/plan-*.ts
// reaches plans/, plan-targets/, plan-generate/ and plan-pdf/).
const apiFiles = tiers.api.filter(
  (file) => changed.includes(file) || [...features].some((f) => file.startsWith(`src/server/${f}`)),
);

const started = Date.now();
run('typecheck (incremental)', 'npx', [
  'tsc',
  '--noEmit',
  '-p',
  'tsconfig.json',
  '--incremental',
  '--tsBuildInfoFile',
  '.tmp/tsconfig.tsbuildinfo',
]);
run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
if (apiFiles.length > 0) {
  console.log(
    `\nAPI tests of ${[...features].join(', ') || 'the changed test files'}: ${apiFiles.length} files`,
  );
  run('API tests of the changed features', 'npx', ['vitest', 'run', '--project', 'api*', ...apiFiles]);
} else {
  console.log('\nNo feature with API tests changed since', base);
}
console.log(`\ntest:quick passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
