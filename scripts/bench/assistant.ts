/**
 * `npm run bench:assistant [-- --db <data dir | postgres://…>] [-- --only dev|latency]`: the
 * assistant's quality and speed.
 * - On the development sets (tests/fixtures/assistant/dev.json and dev2.json, each written apart
 *   from the training data to tune against; dev2 by someone who had not read it): intent accuracy,
 *   out-of-domain fallback, job-request criteria and follow-ups, with each miss shown. Beside it,
 *   the same measures on questions close to the training data (the training sentences and the
 *   clarifying options), to see over-fitting.
 *   `--only dev` measures just these and stops, without the held-out sets or latency.
 * - On the held-out set v2 (tests/fixtures/assistant/held-out-v2.json, written apart from the
 *   training data and never trained on): intent accuracy (budget ≥ 95%), out-of-domain fallback
 *   (≥ 95%), job requests searched with the expected criteria (≥ 90%) and follow-ups that build on
 *   the previous search as expected. Misses are counted by intent, never shown one by one.
 * - On the first held-out set, kept as a regression set: intent accuracy (≥ 92%) and fallback
 *   (≥ 90%), misses counted by intent like v2's, so neither held-out set is tuned against.
 * - Answer latency on the server without a language model, job search included (p95 ≤ 30 ms), on
 *   the demo database (DATA_DIR, default ./data), and on the million-job bench database when --db
 *   names one (a SQLite data directory or a PostgreSQL URL). `--only latency` measures it alone,
 *   asking the development sets' questions.
 * Prints the figures and exits non-zero when a budget is missed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { countJobs } from '../../server/db/repositories/jobs.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createAssistant } from '../../server/services/assistant/service.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import devSet from '../../tests/fixtures/assistant/dev.json' with { type: 'json' };
import dev2Set from '../../tests/fixtures/assistant/dev2.json' with { type: 'json' };
import {
  ACCURACY_BUDGET,
  CRITERIA_BUDGET,
  FALLBACK_BUDGET,
  type HeldOutSet,
  measureQuality,
  measureSearches,
  REGRESSION_ACCURACY_BUDGET,
  REGRESSION_FALLBACK_BUDGET,
  trainingAdjacentSets,
} from './assistant-quality.ts';

const LATENCY_BUDGET_MS = 30;
const ROUNDS = 5;
const dev = devSet as unknown as HeldOutSet;
const dev2 = dev2Set as unknown as HeldOutSet;

const { values } = parseArgs({ options: { db: { type: 'string' }, only: { type: 'string' } } });
if (values.only !== undefined && values.only !== 'dev' && values.only !== 'latency') {
  console.error(`--only takes 'dev' or 'latency', not '${values.only}'.`);
  process.exit(2);
}
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Answer latency over `questions`, on a SQLite data directory or a postgres:// URL. */
async function latency(label: string, where: string, questions: string[]) {
  const db = openDatabase(
    where.startsWith('postgres') ? { url: where, dataDir: '' } : { dataDir: where },
  );
  try {
    await migrateToLatest(db);
    const jobs = Number(await countJobs(db));
    const assistant = createAssistant({ db, jobs: createJobSearch(db) });
    await assistant.ready;
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
    check(p95 <= LATENCY_BUDGET_MS, `latency on ${label}`);
  } finally {
    await db.destroy();
  }
}

/** Latency on the demo database, and on the million-job database when --db names one. */
async function latencies(questions: string[]) {
  await latency('the demo database', process.env.DATA_DIR ?? './data', questions);
  if (!values.db) return;
  if (values.db.startsWith('postgres'))
    await latency(new URL(values.db).pathname.slice(1), values.db, questions);
  else if (existsSync(join(values.db, 'worklane.sqlite')))
    await latency(values.db, values.db, questions);
  else {
    console.error(`No database at ${join(values.db, 'worklane.sqlite')}.`);
    failures.push('missing --db');
  }
}

function finish(): never {
  if (failures.length > 0) {
    console.error(`Over budget: ${failures.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

// `--only latency` asks the development sets' questions, so that speed can be worked on without
// reading anything of the held-out sets.
if (values.only === 'latency') {
  await latencies(
    [dev, dev2].flatMap((set) => [
      ...set.inDomain.map(([text]) => text),
      ...set.outOfDomain,
      ...(set.jobRequests ?? []).map((r) => r.text),
    ]),
  );
  finish();
}

/** Runs a set's job requests and follow-ups through the whole assistant on a throwaway database. */
async function searchesOn(set: HeldOutSet) {
  const scratch = openDatabase({ dataDir: ':memory:' });
  try {
    await migrateToLatest(scratch);
    await seedDemoData(scratch, { jobs: 2000 });
    const assistant = createAssistant({ db: scratch, jobs: createJobSearch(scratch) });
    await assistant.ready;
    return await measureSearches(scratch, assistant, set);
  } finally {
    await scratch.destroy();
  }
}

/** A development set's figures, with each miss shown. */
async function reportDevelopment(title: string, set: HeldOutSet) {
  const quality = await measureQuality(set);
  console.log(`${title}:`);
  console.log(`  Intent accuracy: ${percent(quality.accuracy)} of ${quality.inDomain} questions`);
  console.log(
    `  Out-of-domain fallback: ${percent(quality.fallbackRate)} of ${quality.outOfDomain} questions`,
  );
  for (const miss of quality.misses) console.log(`    missed ${miss}`);
  const searches = await searchesOn(set);
  console.log(
    `  Job requests searched with the expected criteria: ${percent(searches.criteriaRate)} of ${searches.jobRequests}`,
  );
  console.log(
    `  Follow-ups searched with the expected criteria: ${percent(searches.followUpRate)} of ${searches.followUps}`,
  );
  for (const miss of searches.misses) console.log(`    missed ${miss}`);
}

await reportDevelopment('Development set (tuning)', dev);
await reportDevelopment(
  'Second development set (tuning, written before reading the training data)',
  dev2,
);

const adjacent = trainingAdjacentSets();
const trained = await measureQuality(adjacent.training);
const options = await measureQuality(adjacent.options);
console.log('Close to the training data:');
console.log(
  `  Training sentences: ${percent(trained.accuracy)} of ${trained.inDomain} understood, ${percent(trained.fallbackRate)} of ${trained.outOfDomain} unrelated ones given the fallback`,
);
console.log(
  `  Clarifying options: ${percent(options.accuracy)} of ${options.inDomain} understood without doubt`,
);
for (const miss of options.misses) console.log(`    missed ${miss}`);
if (values.only === 'dev') process.exit(0);

// Held out: loaded only for a full run, and shown only as totals and counts below.
const v2 = (
  await import('../../tests/fixtures/assistant/held-out-v2.json', { with: { type: 'json' } })
).default as unknown as HeldOutSet;
const first = (
  await import('../../tests/fixtures/assistant/held-out.json', { with: { type: 'json' } })
).default as unknown as HeldOutSet;

const quality = await measureQuality(v2);
console.log('Held-out set v2 (never trained on):');
console.log(
  `  Intent accuracy: ${percent(quality.accuracy)} of ${quality.inDomain} questions (budget ≥ ${percent(ACCURACY_BUDGET)})`,
);
console.log(
  `  Out-of-domain fallback: ${percent(quality.fallbackRate)} of ${quality.outOfDomain} questions (budget ≥ ${percent(FALLBACK_BUDGET)})`,
);
const byIntent = Object.entries(quality.missedIntents).sort((a, b) => b[1] - a[1]);
if (byIntent.length > 0)
  console.log(`  Missed, by expected intent: ${byIntent.map(([i, n]) => `${i} ${n}`).join(', ')}`);
check(quality.accuracy >= ACCURACY_BUDGET, 'v2 intent accuracy');
check(quality.fallbackRate >= FALLBACK_BUDGET, 'v2 out-of-domain fallback');

// Criteria are read through the whole assistant, conversations included.
{
  const searches = await searchesOn(v2);
  console.log(
    `  Job requests searched with the expected criteria: ${percent(searches.criteriaRate)} of ${searches.jobRequests} (budget ≥ ${percent(CRITERIA_BUDGET)})`,
  );
  console.log(
    `  Follow-ups searched with the expected criteria: ${percent(searches.followUpRate)} of ${searches.followUps}`,
  );
  check(searches.criteriaRate >= CRITERIA_BUDGET, 'v2 job-request criteria');
}

const regression = await measureQuality(first);
console.log('First held-out set (regression):');
console.log(
  `  Intent accuracy: ${percent(regression.accuracy)} of ${regression.inDomain} questions (budget ≥ ${percent(REGRESSION_ACCURACY_BUDGET)})`,
);
console.log(
  `  Out-of-domain fallback: ${percent(regression.fallbackRate)} of ${regression.outOfDomain} questions (budget ≥ ${percent(REGRESSION_FALLBACK_BUDGET)})`,
);
const regressionByIntent = Object.entries(regression.missedIntents).sort((a, b) => b[1] - a[1]);
if (regressionByIntent.length > 0)
  console.log(
    `  Missed, by expected intent: ${regressionByIntent.map(([i, n]) => `${i} ${n}`).join(', ')}`,
  );
check(regression.accuracy >= REGRESSION_ACCURACY_BUDGET, 'regression intent accuracy');
check(regression.fallbackRate >= REGRESSION_FALLBACK_BUDGET, 'regression out-of-domain fallback');

const questions = [
  ...v2.inDomain.map(([text]) => text),
  ...v2.outOfDomain,
  ...(v2.jobRequests ?? []).map((r) => r.text),
  ...first.inDomain.map(([text]) => text),
  ...first.outOfDomain,
];
await latencies(questions);
finish();
