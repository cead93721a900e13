import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The built server under load and killed mid-load (`npm test` runs it after the end-to-end suite;
 * `node scripts/test.ts --db-only` runs the crash file again on PostgreSQL). The other projects
 * never collect these files.
 */
export default defineConfig({
  test: {
    name: 'load',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/load/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
