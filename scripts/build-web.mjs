// Builds the web app (Vite) into dist/web when it is missing or older than its sources.
// Used by `npm start` (scripts/start.mjs) and the Playwright global setup (e2e/global-setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'dist', 'web');

/** Inputs of the web build: a change to any of them makes dist/web stale. */
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why dist/web needs a build, or null when it is up to date. */
export function webBuildReason() {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  const built = statSync(index).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Builds into a fresh folder and swaps it in, so a server that is serving dist/web (another
 * test run in the same working tree) never sees a half-emptied folder.
 */
export function buildWeb({ force = false, quiet = false } = {}) {
  const reason = force ? 'forced' : webBuildReason();
  if (!reason) return false;
  if (!quiet) console.log(`Building the web app (${reason})...`);
  const startedAt = new Date();
  const staging = path.join(root, 'dist', `.web-build-${process.pid}`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      staging,
      '--emptyOutDir',
      // One line for the whole build rather than one per chunk (issue 25): warnings still show.
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  }
  const old = path.join(root, 'dist', `.web-old-${process.pid}`);
  if (existsSync(webDist)) renameSync(webDist, old);
  renameSync(staging, webDist);
  rmSync(old, { recursive: true, force: true });
  // The build is as new as the sources it read: a file saved while Vite ran makes it stale.
  utimesSync(path.join(webDist, 'index.html'), startedAt, startedAt);
  if (!quiet)
    console.log(`Built the web app in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s.`);
  return true;
}
