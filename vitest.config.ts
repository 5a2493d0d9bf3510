import { defineConfig } from 'vitest/config';
import { testTiers } from './scripts/test-tiers';

// Tiers (docs/testing.md): `unit` needs nothing but Node; `api` files get a migrated, seeded
// template database that each file copies, and share one module cache per worker so the app is
// imported once per worker instead of once per file; `api-isolated` holds the few API files that
// mock modules or stub globals. A file's tier is read from its own imports.
const tiers = testTiers();
const shared = tiers.api.filter((file) => !tiers.isolated.includes(file));
const globalSetup = ['src/server/testing/global-setup.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      { extends: true, test: { name: 'unit', include: tiers.unit } },
      { extends: true, test: { name: 'api', include: shared, globalSetup, isolate: false } },
      { extends: true, test: { name: 'api-isolated', include: tiers.isolated, globalSetup } },
    ],
  },
});
