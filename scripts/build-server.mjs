// Bundles the server (src/server/main.ts and its three worker entries) with esbuild into one
// folder of .mjs files. `npm start` and the browser tests run the bundle: from source, tsx
// resolves and loads some 700 modules through its loader thread on every start and again in each
// worker thread, about 10 s of CPU a start against about 3 s for the bundle (decision 305).
// Packages stay in node_modules (`packages: 'external'`); only our own code is bundled.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { root } from './build-web.mjs';

/** The entries; server-files.ts finds the workers beside main.mjs by these names. */
const ENTRIES = {
  main: 'src/server/main.ts',
  'pglite.worker': 'src/server/db/pglite.worker.ts',
  'solver.worker': 'src/server/plan-generate/solver/solver.worker.ts',
  'render.worker': 'src/server/plan-pdf/render.worker.ts',
};

/**
 * Builds into `outDir` (default dist/server) through a staging folder, so a server already
 * running from the old bundle keeps its files until the swap. Takes about a second; always runs,
 * since a stale bundle would test yesterday's code. Answers the path of main.mjs.
 */
export function buildServer({ outDir = path.join(root, 'dist', 'server') } = {}) {
  const staging = `${outDir}.build-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const old = `${outDir}.old-${process.pid}`;
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(outDir, old);
  } catch {
    // no earlier bundle
  }
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });
  return path.join(outDir, 'main.mjs');
}
