import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
});
