/**
 * Times each search of the benchmark's mix once, in a fresh process, with the search code of the
 * checkout `CHECKOUT` (this one when unset), as the benchmark times them (stats.ts), and prints the times in milliseconds as a JSON array,
 * in the mix's order. search-compare.ts runs it for two checkouts in turn.
 * Env: CHECKOUT, DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite), MIX=plain|filtered.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isFilteredSearch, searchMix } from './search-queries.ts';
import { timedSamples } from './stats.ts';

const root = resolve(process.env.CHECKOUT ?? '.');
const from = (path: string) => import(pathToFileURL(resolve(root, path)).href);

const { openDatabase } = await from('server/db/connect.ts');
const { createJobSearch } = await from('server/services/search/jobs.ts');
const { withUnderstanding } = await from('server/services/search/understood-search.ts');
const { jobSearchSchema } = await from('src/shared/dto/job.ts');

const db = openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
try {
  const jobs = withUnderstanding(createJobSearch(db));
  // Both checkouts time this checkout's mix, split as the benchmark splits it (search.ts).
  const filtered = process.env.MIX !== 'plain';
  const mix = searchMix(1000)
    .filter((query) => isFilteredSearch(query) === filtered)
    .map((query) => jobSearchSchema.parse(query));
  const times = await timedSamples(mix, (criteria) => jobs.search(criteria));
  console.log(JSON.stringify(times.map((ms) => Math.round(ms * 100) / 100)));
} finally {
  await db.destroy();
}
