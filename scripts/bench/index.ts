/**
 * `npm run bench`: the budgets, measured on the built flavours.
 * - lighthouse: Lighthouse (mobile preset) on /, /feature, the job list and a job page of each
 *   flavour: all four categories 100, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0, ≤ 30 KB of script before
 *   the first interaction (see lighthouse-pages.ts); `--flavours D,N` and `--paths /,/job-list`
 *   (as written in lighthouse-pages.ts, `/job/:job` for a job page) measure some of them,
 *   `--runs n` each n times, with TBT's median and maximum, the budgets judged on the median run;
 * - start: cold `npm start` on an installed, built checkout: listening in under 5 s;
 * - search: at a million jobs, typeahead p95 ≤ 10 ms and p99 ≤ 30 ms, job search p95 ≤ 50 ms,
 *   and a server-rendered job page at ≥ 60% of the same HTML's static throughput;
 * - bionic: bionic reading turned on over a 10,000-word job description within 16 ms (bionic.ts);
 * - http: each kind of page (pre-rendered, public job page with and without the visitor cache,
 *   job list and search, signed-in pages) against a bare node:http server sending the same bytes,
 *   at 10 and 200 connections (http.ts); `--pages a,b` keeps the kinds whose name has a or b,
 *   `--duration s` sets each measurement's length; `--cpu-prof dir` profiles the server under
 *   each kind instead (http-profile.ts) and prints the functions taking the most time.
 * Usage: npm run bench [-- --only lighthouse,start,search,bionic,http] [--pg]. --pg (or
 * BENCH_DATABASE_URL) also runs the search part on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL).
 * Prints a table and exits non-zero when a budget is missed.
 */
import { parseArgs } from 'node:util';
import { benchBionic } from './bionic.ts';
import { benchHttp } from './http.ts';
import { profileHttp } from './http-profile.ts';
import { benchLighthouse } from './lighthouse-pages.ts';
import { benchSearchAtScale } from './search-at-scale.ts';
import { benchStart } from './start-time.ts';

const SECTIONS = ['lighthouse', 'start', 'search', 'bionic', 'http'] as const;
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    pg: { type: 'boolean' },
    pages: { type: 'string' },
    duration: { type: 'string' },
    'cpu-prof': { type: 'string' },
    flavours: { type: 'string' },
    paths: { type: 'string' },
    runs: { type: 'string' },
  },
});
const only = values.only?.split(',').map((s) => s.trim()) ?? [...SECTIONS];
const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}; sections are ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const postgresUrl =
  process.env.BENCH_DATABASE_URL || (values.pg ? process.env.DATABASE_URL : undefined);
if (values.pg && !postgresUrl) {
  console.error('--pg needs BENCH_DATABASE_URL or DATABASE_URL (postgres://…).');
  process.exit(2);
}

const failures: string[] = [];
const list = (value: string | undefined) => value?.split(',').map((s) => s.trim());
if (only.includes('lighthouse'))
  failures.push(
    ...(await benchLighthouse({
      flavours: list(values.flavours),
      paths: list(values.paths),
      runs: values.runs ? Number(values.runs) : undefined,
    })),
  );

if (only.includes('start')) {
  const start = await benchStart();
  console.log(
    `\nCold start to listening: ${start.emptyDatabaseMs} ms on an empty database (migrate + seed 2,000 jobs), ${start.existingDatabaseMs} ms on an existing one`,
  );
  if (start.existingDatabaseMs >= 5000)
    failures.push(`cold start ${start.existingDatabaseMs} ms ≥ 5000 ms`);
  if (start.emptyDatabaseMs >= 5000)
    failures.push(`first start ${start.emptyDatabaseMs} ms ≥ 5000 ms`);
}

if (only.includes('search')) failures.push(...(await benchSearchAtScale(postgresUrl)));
if (only.includes('bionic')) failures.push(...(await benchBionic()));
const httpOptions = {
  pages: values.pages?.split(',').map((s) => s.trim()),
  duration: values.duration ? Number(values.duration) : undefined,
};
if (only.includes('http') && values['cpu-prof']) await profileHttp(values['cpu-prof'], httpOptions);
else if (only.includes('http')) failures.push(...(await benchHttp(httpOptions)));

if (failures.length > 0) {
  console.log(`\nBudgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
