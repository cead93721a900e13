import { defineConfig } from 'vitest/config';

/**
 * Four projects: unit (pure functions), integration (app.request on a throwaway database),
 * db (repositories and migrations; run again on PostgreSQL when TEST_DATABASE_URL is set) and e2e
 * (the built server in headless Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
