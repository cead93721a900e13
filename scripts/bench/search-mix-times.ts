/**
 * Times each search of the benchmark's mix once, in a fresh process, with the search code of the
 * checkout `CHECKOUT` (this one when unset), and prints the times in milliseconds as a JSON array,
 * in the mix's order. search-compare.ts runs it for two checkouts in turn.
 * Env: CHECKOUT, DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite), MIX=plain|filtered.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.env.CHECKOUT ?? '.');
const from = (path: string) => import(pathToFileURL(resolve(root, path)).href);

const { openDatabase } = await from('server/db/connect.ts');
const { createJobSearch } = await from('server/services/search/jobs.ts');
const { withUnderstanding } = await from('server/services/search/understood-search.ts');
const { jobSearchSchema } = await from('src/shared/dto/job.ts');
const { searchMix } = await from('scripts/bench/search-queries.ts');

const db = openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
try {
  const jobs = withUnderstanding(createJobSearch(db));
  const queries = (searchMix(1000) as unknown[]).map((q) => jobSearchSchema.parse(q));
  // The benchmark's split (search.ts): searches with a place, remote, easy apply or a skill are filtered.
  const filtered = (q: Record<string, unknown>) =>
    Boolean(q.city || q.remote || q.easyApply || (q.skills as unknown[] | undefined)?.length);
  const mix = queries.filter((q) => filtered(q) === (process.env.MIX !== 'plain'));
  // As the benchmark times them (stats.ts): the first 50 once untimed, then every one.
  for (const criteria of mix.slice(0, 50)) await jobs.search(criteria);
  const times: number[] = [];
  for (const criteria of mix) {
    const start = performance.now();
    await jobs.search(criteria);
    times.push(Math.round((performance.now() - start) * 100) / 100);
  }
  console.log(JSON.stringify(times));
} finally {
  await db.destroy();
}
