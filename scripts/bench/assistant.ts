/**
 * `npm run bench:assistant [-- --db <data dir>]`: the assistant's quality and speed.
 * - intent accuracy on the held-out set (budget ≥ 92%) and the out-of-domain fallback rate (≥ 90%);
 * - answer latency on the server without a language model, job search included (p95 ≤ 30 ms), on
 *   the demo database (DATA_DIR, default ./data) and on the million-job bench database when
 *   --db names one or the search bench has left one under /tmp/worklane-bench-1m.
 * Prints the figures and exits non-zero when a budget is missed.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { countJobs } from '../../server/db/repositories/jobs.ts';
import { createAssistant } from '../../server/services/assistant/service.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import heldOut from '../../tests/fixtures/assistant/held-out.json' with { type: 'json' };
import { ACCURACY_BUDGET, FALLBACK_BUDGET, measureQuality } from './assistant-quality.ts';

const LATENCY_BUDGET_MS = 30;
const ROUNDS = 5;

const { values } = parseArgs({ options: { db: { type: 'string' } } });
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const failures: string[] = [];

const quality = await measureQuality();
console.log(
  `Intent accuracy: ${percent(quality.accuracy)} of ${quality.inDomain} held-out questions (budget ≥ ${percent(ACCURACY_BUDGET)})`,
);
console.log(
  `Out-of-domain fallback: ${percent(quality.fallbackRate)} of ${quality.outOfDomain} questions (budget ≥ ${percent(FALLBACK_BUDGET)})`,
);
for (const miss of quality.misses) console.log(`  missed ${miss}`);
if (quality.accuracy < ACCURACY_BUDGET) failures.push('intent accuracy');
if (quality.fallbackRate < FALLBACK_BUDGET) failures.push('out-of-domain fallback');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function latency(label: string, dataDir: string) {
  const db = openDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    const jobs = Number(await countJobs(db));
    const assistant = createAssistant({ db, jobs: createJobSearch(db) });
    await assistant.ready;
    const questions = [
      ...(heldOut.inDomain as [string, string][]).map(([text]) => text),
      ...heldOut.outOfDomain,
    ];
    const ask = (text: string) =>
      assistant.chat({
        ask: text,
        userKey: null,
        budgetKey: 'bench',
        asker: { candidateId: null, firstName: null },
      });
    for (const text of questions) await ask(text);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const text of questions) {
        const start = performance.now();
        await ask(text);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const p50 = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    console.log(
      `Answer latency on ${label} (${jobs.toLocaleString('en-US')} jobs, ${times.length} answers, no language model): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (budget p95 ≤ ${LATENCY_BUDGET_MS} ms)`,
    );
    if (p95 > LATENCY_BUDGET_MS) failures.push(`latency on ${label}`);
  } finally {
    await db.destroy();
  }
}

await latency('the demo database', process.env.DATA_DIR ?? './data');
// The search bench keeps its SQLite data directory under this folder.
const scratch = join(tmpdir(), 'worklane-bench-1m');
const scale =
  values.db ??
  [join(scratch, 'sqlite'), scratch].find((dir) => existsSync(join(dir, 'worklane.sqlite'))) ??
  join(scratch, 'sqlite');
if (existsSync(join(scale, 'worklane.sqlite'))) await latency(scale, scale);
else if (values.db) {
  console.error(`No database at ${join(values.db, 'worklane.sqlite')}.`);
  failures.push('missing --db');
} else
  console.log(
    `(No million-job database at ${scale}: run \`npm run bench -- --only search\` to seed one.)`,
  );

if (failures.length > 0) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
