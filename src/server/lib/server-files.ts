import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the server's own files are, whether it runs from source (`src/server/**` through tsx) or
 * from the bundle (`dist/server/*.mjs`, made by scripts/build-server.mjs). The bundle starts in a
 * fraction of the CPU time: tsx resolves and loads some 700 modules through its loader thread on
 * every start and in every worker thread (decision 305).
 */
const here = fileURLToPath(import.meta.url);

/** True in the bundle: main.mjs and `<worker>.worker.mjs` side by side in one folder. */
export const runsFromBundle = here.endsWith('.mjs');

/** The checkout: the bundle may be built into any folder (a test run builds its own). */
export const projectRoot = findProjectRoot(path.dirname(here));

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'src/server/db/migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project folder above ${from}`);
  }
}

/** The built web app the server serves. */
export const webRoot = path.join(projectRoot, 'dist/web');

/** SQL migrations are read from the source folder in both forms. */
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

const WORKER_SOURCES = {
  pglite: 'src/server/db/pglite.worker.ts',
  solver: 'src/server/plan-generate/solver/solver.worker.ts',
  render: 'src/server/plan-pdf/render.worker.ts',
} as const;

export type ServerWorker = keyof typeof WORKER_SOURCES;

/**
 * The code for `new Worker(code, { eval: true })` that loads one of the server's worker modules.
 * From source, a worker does not inherit the tsx loader, so the code registers it first.
 */
export function workerBootstrap(worker: ServerWorker): string {
  if (runsFromBundle) {
    const bundled = pathToFileURL(path.join(path.dirname(here), `${worker}.worker.mjs`)).href;
    return `import(${JSON.stringify(bundled)})`;
  }
  const source = pathToFileURL(path.join(projectRoot, WORKER_SOURCES[worker])).href;
  return `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
}
