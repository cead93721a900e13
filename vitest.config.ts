import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, except that the fuzz runs (the longest files by far, and among the smallest)
 * start first: on a clean checkout smaller files start last, and the two would run alone at the end.
 */
class FuzzFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const fuzz = (spec: TestSpecification) => /\/fuzz-[\w-]+\.test\.ts$/.test(spec.moduleId);
    return [...sorted.filter(fuzz), ...sorted.filter((spec) => !fuzz(spec))];
  }
}

/**
 * Four projects: unit (pure functions), integration (app.request on a throwaway database),
 * db (repositories and migrations; run again on PostgreSQL when TEST_DATABASE_URL is set) and e2e
 * (the built server in headless Chromium).
 */
export default defineConfig({
  test: {
    // Every core: left to itself Vitest keeps one for the main process and runs files one at a time
    // on a 2-core machine, though most of their time is spent waiting.
    maxWorkers: '100%',
    sequence: { sequencer: FuzzFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          // Training the assistant's model and measuring it take seconds on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-template.ts'],
          // Every file builds its own app on its own database, so files share one module graph
          // per worker: importing the app once a worker instead of once a file.
          isolate: false,
          testTimeout: 30_000,
          // A fresh database per file is migrated in beforeAll: slower on a busy PostgreSQL.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-template.ts'],
          isolate: false,
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
          // What a page does after a click (a password checked, a message sent) can take seconds
          // on a busy machine: a polled expectation waits that long before it fails.
          expect: { poll: { timeout: 15_000 } },
          // Each file starts its own server and browser on free ports, so two files run at once:
          // most of their time is spent waiting on the browser.
        },
      },
    ],
  },
});
