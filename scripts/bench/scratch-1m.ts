import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { countJobs } from '../../server/db/repositories/jobs.ts';
import { WORD_INDEX_HALVES, wordIndexName } from '../../server/db/repositories/word-index.ts';

/** Jobs in the scratch databases the search benchmark runs on. */
export const BENCH_JOBS = 1_000_000;
/** Kept between runs: seeding a million jobs is the slow part. */
export const SCRATCH_DIR = process.env.BENCH_SCRATCH_DIR ?? join(tmpdir(), 'worklane-bench-1m');
const PG_DATABASE = 'worklane_bench_1m';

export interface Scratch {
  label: 'SQLite' | 'PostgreSQL';
  db: Db;
  /** How the server is pointed at this database. */
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  /** Wall time of `npm run seed -- --jobs 1000000` when this run seeded, else null. */
  seedMs: number | null;
}

function seed(env: NodeJS.ProcessEnv): Promise<number> {
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [resolve('scripts/seed.ts'), '--jobs', String(BENCH_JOBS)],
    { env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  return new Promise((done, fail) =>
    child.once('exit', (code) =>
      code === 0 ? done(performance.now() - start) : fail(new Error(`seed exited with ${code}`)),
    ),
  );
}

async function seededJobs(db: Db) {
  return countJobs(db).catch(() => 0);
}

/** The SQLite scratch database, seeded with a million jobs unless it already is. */
export async function sqliteScratch(): Promise<Scratch> {
  const env = { DATA_DIR: join(SCRATCH_DIR, 'sqlite'), DATABASE_URL: '' };
  let seedMs: number | null = null;
  if (existsSync(env.DATA_DIR)) {
    const probe = openDatabase({ dataDir: env.DATA_DIR });
    const jobs = await seededJobs(probe);
    await probe.destroy();
    if (jobs < BENCH_JOBS) rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  if (!existsSync(env.DATA_DIR)) seedMs = await seed(env);
  const db = openDatabase({ dataDir: env.DATA_DIR });
  await migrateToLatest(db);
  return { label: 'SQLite', db, env: { DATA_DIR: env.DATA_DIR }, seedMs };
}

async function admin(url: string, statement: ReturnType<typeof sql>) {
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    return (await statement.execute(db)).rows;
  } finally {
    await db.destroy();
  }
}

/** The PostgreSQL scratch database beside `serverUrl`'s, seeded unless it already is. */
export async function postgresScratch(serverUrl: string): Promise<Scratch> {
  const url = new URL(serverUrl);
  url.pathname = `/${PG_DATABASE}`;
  const env = { DATABASE_URL: url.toString() };
  const exists = await admin(
    serverUrl,
    sql`select 1 from pg_database where datname = ${PG_DATABASE}`,
  );
  let jobs = 0;
  if (exists.length > 0) {
    const probe = openDatabase({ url: env.DATABASE_URL, dataDir: '' });
    jobs = await seededJobs(probe);
    await probe.destroy();
  }
  let seedMs: number | null = null;
  if (jobs < BENCH_JOBS) {
    await admin(serverUrl, sql`drop database if exists ${sql.id(PG_DATABASE)} with (force)`);
    await admin(serverUrl, sql`create database ${sql.id(PG_DATABASE)}`);
    seedMs = await seed(env);
  }
  const db = openDatabase({ url: env.DATABASE_URL, dataDir: '' });
  await migrateToLatest(db);
  return { label: 'PostgreSQL', db, env, seedMs };
}

/**
 * The relations a search reads, which a PostgreSQL server answering searches keeps cached: those
 * that find and rank the jobs, and those its cards are read from.
 */
const SEARCH_RELATIONS = [
  'jobs',
  'jobs_pkey',
  'jobs_status_posted_expires',
  'jobs_open_title',
  'jobs_ranked',
  'job_search_docs',
  'job_search_docs_pkey',
  ...WORD_INDEX_HALVES.map(wordIndexName),
  'job_search_own',
  'job_search_own_pkey',
  'job_skills',
  'job_skills_pk',
  'skills',
  'skills_pkey',
  'enterprises',
  'enterprises_pkey',
  'job_work_facts',
  'job_work_facts_pk',
];

/**
 * Brings the scratch database into memory, as a server that has been answering searches has it:
 * the SQLite files read once through the operating system's cache, PostgreSQL's search relations
 * loaded into its buffer cache with pg_prewarm when the server has it. Without this, whichever
 * database ran last holds the cache and the other one's first searches measure the disk. Returns
 * the bytes or blocks read, and PostgreSQL's buffer cache size, for the record.
 */
export async function warm(scratch: Scratch): Promise<string> {
  if (scratch.label === 'SQLite') {
    const dir = scratch.env.DATA_DIR as string;
    let bytes = 0;
    for (const name of readdirSync(dir).filter((n) => n.startsWith('worklane.sqlite')))
      for await (const chunk of createReadStream(join(dir, name), { highWaterMark: 1 << 22 }))
        bytes += (chunk as Buffer).length;
    return `${(bytes / 2 ** 30).toFixed(1)} GB read`;
  }
  try {
    await sql`create extension if not exists pg_prewarm`.execute(scratch.db);
    // Their out-of-line values (the documents' whole vectors) are more than the cache holds,
    // and are read only to recheck a few matches: loading them would push the rest out.
    const { rows } = await sql<{ blocks: string }>`
      select coalesce(sum(pg_prewarm(oid)), 0) as blocks from pg_class
      where relname in (${sql.join(SEARCH_RELATIONS)})`.execute(scratch.db);
    // The buffer cache's size says whether what was loaded stays there (the README's figures
    // assume 4GB; the stock 128MB sends ranking's lookups to the operating system's cache).
    const { rows: cache } = await sql<{ size: string }>`
      select current_setting('shared_buffers') as size`.execute(scratch.db);
    return `${((Number(rows[0]?.blocks ?? 0) * 8192) / 2 ** 30).toFixed(1)} GB prewarmed, shared_buffers ${cache[0]?.size}`;
  } catch {
    return 'not prewarmed (no pg_prewarm)';
  }
}
