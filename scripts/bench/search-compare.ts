/**
 * Compares the search code of two checkouts on the benchmark's million-job scratch database,
 * through the noise of a busy machine: each checkout times the mix (search-mix-times.ts) in fresh
 * processes, the two taking turns, and each search's fastest time over the runs is kept.
 * Usage: node scripts/bench/search-compare.ts <checkout A> <checkout B> [--runs 4] [--plain] [--pg]
 * --pg reads PostgreSQL's scratch database (BENCH_DATABASE_URL's server), else SQLite's; the
 * scratch databases are those `npm run bench -- --only search` seeds.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SCRATCH_DIR } from './scratch-1m.ts';
import { percentile } from './stats.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string' }, plain: { type: 'boolean' }, pg: { type: 'boolean' } },
});
const [first, second] = positionals;
if (!first || !second) {
  console.error('Usage: node scripts/bench/search-compare.ts <checkout A> <checkout B> [--runs 4]');
  process.exit(2);
}
const runs = Number(values.runs ?? 4);
const database = values.pg
  ? (() => {
      const server = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
      if (!server) {
        console.error('--pg needs BENCH_DATABASE_URL (or DATABASE_URL): postgres://…');
        process.exit(2);
      }
      const url = new URL(server);
      url.pathname = '/worklane_bench_1m';
      return { DATABASE_URL: url.toString() };
    })()
  : { DATABASE_URL: '', DATA_DIR: join(SCRATCH_DIR, 'sqlite') };

const timesOf = (checkout: string): number[] =>
  JSON.parse(
    execFileSync(process.execPath, [resolve('scripts/bench/search-mix-times.ts')], {
      env: { ...process.env, ...database, CHECKOUT: checkout, MIX: values.plain ? 'plain' : '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );

const checkouts = [first, second];
const all: number[][][] = [[], []];
for (let run = 0; run < runs; run++)
  for (const [i, checkout] of checkouts.entries()) all[i]?.push(timesOf(checkout));

for (const [i, checkout] of checkouts.entries()) {
  const samples = all[i] ?? [];
  const fastest = (samples[0] ?? []).map((_, q) => Math.min(...samples.map((s) => s[q] ?? 0)));
  const sorted = fastest.toSorted((a, b) => a - b);
  const eachP95 = samples.map((s) =>
    percentile(
      s.toSorted((a, b) => a - b),
      0.95,
    ).toFixed(0),
  );
  console.log(
    `${checkout}: fastest of ${runs}: total ${Math.round(fastest.reduce((a, b) => a + b, 0))} ms, ` +
      `p50 ${percentile(sorted, 0.5).toFixed(1)}, p95 ${percentile(sorted, 0.95).toFixed(1)}, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms; each run's p95 ${eachP95.join(', ')} ms`,
  );
}
