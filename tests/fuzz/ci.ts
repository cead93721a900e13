import { expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../support/db.ts';
import { type Caller, fuzzApi } from './run.ts';

/** A fixed seed keeps CI repeatable; `npm run fuzz -- --runs N --seed S` explores further. */
const SEED = 20261122;
/**
 * On SQLite, 250 generated requests per operation for each caller: 500 per endpoint. The
 * PostgreSQL leg of CI sends the first 20 of the same sequence, for what only that database refuses
 * (NUL characters, integer ranges); `DATABASE_URL=postgres://… npm run fuzz -- --runs 1000` is the
 * full run there.
 */
const RUNS = TEST_DATABASE_URL ? 20 : 250;

/** One caller's fuzz run as a test, so the two callers run side by side on separate workers. */
export function fuzzEveryOperationAs(caller: Caller) {
  it(`answers ${RUNS} hostile requests per endpoint as a ${caller === 'visitor' ? 'visitor' : 'signed-in caller'} without a 5xx, a stack trace or an internal path`, {
    timeout: 900_000,
  }, async () => {
    const report = await fuzzApi({ runs: RUNS, seed: SEED, callers: [caller] });
    expect(report.operations).toBeGreaterThan(100);
    expect(report.requests).toBeGreaterThanOrEqual(report.operations * RUNS);
    expect(report.findings).toEqual([]);
    expect(report.unhandledRejections).toEqual([]);
  });
}
