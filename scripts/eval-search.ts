/**
 * `npm run eval:search`: search relevance on the demo data, measured against graded judgements
 * (tests/search-relevance/tuning.json, dev.json to dev19.json, dev21.json and dev22.json, open for
 * tuning, and, when present, the blind sets dev20.json, dev23.json and heldout.json). Seeds the demo data into
 * an in-memory SQLite database and, given DATABASE_URL=postgres://…, into a scratch PostgreSQL
 * database; runs every query through the search the pages use (query understanding, flavour,
 * engine); prints NDCG@10, MRR and the zero-result rate per judgement file and database, and how
 * much the two databases' top 10s agree. Blind sets' figures are totals only; a set not written
 * yet is named and skipped.
 * Searches run as on a fixed day (EVAL_DAY, or --now), not today: freshness is part of the score,
 * and the demo's postings age by the day, so figures taken on different days would not compare.
 * Usage: node scripts/eval-search.ts [--verbose] [--only tuning|dev|blind] [--now ISO-date]
 *   --verbose prints a line per query of the open sets (tuning.json, dev.json to dev19.json, dev21.json,
 *   dev22.json; never per query of a blind set); --only tuning runs those twenty-two, leaving the
 *   blind sets out; --only dev runs the twenty-one dev sets; --only blind runs dev20.json and dev23.json, a check of how ranking
 *   changes carry over to queries nobody tuned on (heldout.json stays out: its totals are for the end).
 * The open sets' totals also name the queries no open job answers (grade 2 or more), since
 * such a query measures nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/demo-data.ts';
import { searchOfFlavour } from '../server/services/search/flavour.ts';
import { createJobSearch } from '../server/services/search/jobs.ts';
import { withUnderstanding } from '../server/services/search/understood-search.ts';
import { jobSearchSchema } from '../src/shared/dto/job.ts';
import {
  type GradedJob,
  gradeOf,
  type Judgement,
  ndcgAt10,
  reciprocalRank,
} from '../tests/search-relevance/grade.ts';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean' }, only: { type: 'string' }, now: { type: 'string' } },
});
/** The day the searches run on: eighteen days after the demo data's own (2026-11-15). */
const EVAL_DAY = '2026-12-03T09:00:00Z';
const evalNow = new Date(values.now ?? EVAL_DAY);
if (Number.isNaN(evalNow.getTime())) {
  console.error(`--now ${values.now} is not a date.`);
  process.exit(2);
}
/** The development sets, open for tuning: their single queries may be shown. */
const DEV = [
  'dev.json',
  'dev2.json',
  'dev3.json',
  'dev4.json',
  'dev5.json',
  'dev6.json',
  'dev7.json',
  'dev8.json',
  'dev9.json',
  'dev10.json',
  'dev11.json',
  'dev12.json',
  'dev13.json',
  'dev14.json',
  'dev15.json',
  'dev16.json',
  'dev17.json',
  'dev18.json',
  'dev19.json',
  'dev21.json',
  'dev22.json',
];
/** The blind sets of the moment: their totals alone are shown (heldout.json's only in a full run). */
const BLIND = ['dev20.json', 'dev23.json'];
const TUNING = ['tuning.json', ...DEV];
const FILES_OF = {
  all: [...TUNING, ...BLIND, 'heldout.json'],
  tuning: TUNING,
  dev: DEV,
  blind: BLIND,
} as const;
if (values.only !== undefined && !(values.only in FILES_OF && values.only !== 'all'))
  throw new Error(`--only takes tuning, dev or blind, not ${values.only}`);
const FILES = FILES_OF[(values.only ?? 'all') as keyof typeof FILES_OF];
/** Judgement files open for tuning, whose single queries may be shown; blind sets show totals only. */
const OPEN_FILES: ReadonlySet<string> = new Set(TUNING);
const EVAL_DATABASE = 'worklane_eval';

function judgements(file: string): Judgement[] | null {
  const path = `tests/search-relevance/${file}`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Judgement[]) : null;
}

async function admin(url: string, statement: string) {
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await sql.raw(statement).execute(db);
  } finally {
    await db.destroy();
  }
}

/** Every open, unexpired job as grading reads it, with whether flavour H shows it. */
async function gradedJobs(db: Db) {
  const { rows } = await sql<Omit<GradedJob, 'skills'> & { healthcare: number | boolean }>`
    select jobs.id, jobs.title, jobs.description, jobs.city, jobs.state, jobs.country,
      jobs.work_mode as "workMode", jobs.employment_type as "employmentType",
      jobs.experience_level as "experienceLevel", jobs.pay_min as "payMin",
      jobs.pay_period as "payPeriod",
      case when job_titles.sector = 'healthcare' then 1 else 0 end as healthcare
    from jobs left join job_titles on job_titles.id = jobs.job_title_id
    where jobs.status = 'open'
      and (jobs.expires_at is null or jobs.expires_at > ${new Date().toISOString()})`.execute(db);
  const skills = await db
    .selectFrom('job_skills')
    .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
    .select(['job_skills.job_id', 'skills.name'])
    .execute();
  const names = Map.groupBy(skills, (s) => Number(s.job_id));
  const stated = Map.groupBy(
    await db.selectFrom('job_work_facts').select(['job_id', 'fact', 'value']).execute(),
    (f) => Number(f.job_id),
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    skills: (names.get(Number(row.id)) ?? []).map((s) => s.name).join('\n'),
    facts: (stated.get(Number(row.id)) ?? []).map((f) => `${f.fact}:${f.value}`),
    healthcare: Number(row.healthcare) === 1,
  }));
}

interface Run {
  label: string;
  /** Top-10 ids per judgement id and file. */
  tops: Map<string, number[]>;
}

const percent = (n: number, of: number) =>
  `${n}/${of} (${((100 * n) / Math.max(of, 1)).toFixed(1)}%)`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);

async function evaluate(label: string, db: Db): Promise<Run> {
  await migrateToLatest(db);
  await seedDemoData(db);
  const engine = createJobSearch(db, () => evalNow);
  const jobs = await gradedJobs(db);
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const tops = new Map<string, number[]>();
  for (const file of FILES) {
    const set = judgements(file);
    if (!set) {
      console.log(`${label} ${file}: not present yet`);
      continue;
    }
    const ndcgs: number[] = [];
    const rrs: number[] = [];
    let answerable = 0;
    let empty = 0;
    const unanswered: string[] = [];
    for (const judgement of set) {
      const search = searchOfFlavour(withUnderstanding(engine), judgement.flavour);
      const result = await search.search(jobSearchSchema.parse({ keyword: judgement.query }));
      const top = result.jobs.slice(0, 10).map((job) => job.id);
      tops.set(`${file}:${judgement.id}`, top);
      const visible = jobs.filter((job) => judgement.flavour !== 'H' || job.healthcare);
      const all = visible.map((job) => gradeOf(judgement.grades, job));
      const shown = top.map((id) => {
        const job = byId.get(id);
        return job ? gradeOf(judgement.grades, job) : 0;
      });
      const ndcg = ndcgAt10(shown, all);
      if (ndcg !== null) ndcgs.push(ndcg);
      if (all.some((g) => g >= 2)) {
        answerable++;
        rrs.push(reciprocalRank(shown));
        if (result.total === 0) empty++;
      } else unanswered.push(judgement.id);
      if (values.verbose && OPEN_FILES.has(file)) {
        const titles = top.slice(0, 3).map((id) => `${byId.get(id)?.title}`);
        const relevant = [3, 2, 1].map((g) => all.filter((a) => a === g).length).join('/');
        console.log(
          `  ${judgement.id} ${judgement.flavour} ${JSON.stringify(judgement.query)} ndcg=${ndcg?.toFixed(2) ?? '-'} total=${result.total} graded=${relevant} [${shown.join('')}] ${titles.join(' | ')}`,
        );
      }
    }
    console.log(
      `${label.padEnd(10)} ${file.padEnd(12)} ${String(set.length).padStart(3)} queries  NDCG@10 ${mean(ndcgs).toFixed(3)}  MRR ${mean(rrs).toFixed(3)}  zero results ${percent(empty, answerable)}`,
    );
    if (OPEN_FILES.has(file) && unanswered.length > 0)
      console.log(`  no open job answers ${unanswered.length}: ${unanswered.join(' ')}`);
  }
  return { label, tops };
}

const runs: Run[] = [];
const memory = openDatabase({ dataDir: ':memory:' });
console.log(`Searches run as on ${evalNow.toISOString()}.`);
try {
  runs.push(await evaluate('SQLite', memory));
} finally {
  await memory.destroy();
}
const serverUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : null;
if (serverUrl) {
  await admin(serverUrl, `drop database if exists ${EVAL_DATABASE} with (force)`);
  await admin(serverUrl, `create database ${EVAL_DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${EVAL_DATABASE}`;
  const db = openDatabase({ url: url.toString(), dataDir: '' });
  try {
    runs.push(await evaluate('PostgreSQL', db));
  } finally {
    await db.destroy();
    await admin(serverUrl, `drop database if exists ${EVAL_DATABASE} with (force)`);
  }
  const [a, b] = runs;
  for (const file of FILES) {
    const keys = [...(a?.tops.keys() ?? [])].filter((key) => key.startsWith(`${file}:`));
    if (keys.length === 0) continue;
    const overlaps = keys.map((key) => {
      const x = a?.tops.get(key) ?? [];
      const y = new Set(b?.tops.get(key) ?? []);
      const size = Math.max(x.length, y.size);
      return size === 0 ? 1 : x.filter((id) => y.has(id)).length / size;
    });
    const same = keys.filter(
      (key) => JSON.stringify(a?.tops.get(key)) === JSON.stringify(b?.tops.get(key)),
    ).length;
    console.log(
      `top-10 overlap SQLite/PostgreSQL on ${file}: ${(100 * mean(overlaps)).toFixed(1)}% of results, same order in ${percent(same, keys.length)} queries`,
    );
  }
} else {
  console.log('PostgreSQL: not run (set DATABASE_URL=postgres://… to compare).');
}
