import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, postgresPoolOf } from '../connect.ts';
import { type JobNames, jobText, type NewJobWithSkills } from '../repositories/jobs.ts';
import type { JobText, Vocabulary } from '../repositories/search-documents.ts';
import { addVocabulary } from '../repositories/search-index.ts';
import { type CopyRows, createCopyRows } from './copy-binary.ts';
import { createVectorThread, vocabularyOf } from './vector-thread.ts';

/*
 * Bulk loading of generated jobs into PostgreSQL with COPY (a benchmark's million jobs): the
 * jobs, their skills and their search documents stream in as binary rows (copy-binary.ts), far
 * faster than statements. Jobs posted through the product go through publishJobs instead.
 */

/** The jobs table's columns as copied, with each one's type. */
const JOB_COLUMNS = [
  ['id', 'int4'],
  ['enterprise_id', 'int4'],
  ['job_title_id', 'int4'],
  ['title', 'text'],
  ['description', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['country', 'text'],
  ['country_code', 'text'],
  ['work_mode', 'text'],
  ['employment_type', 'text'],
  ['experience_level', 'text'],
  ['education', 'text'],
  ['duration', 'text'],
  ['pay_min', 'int4'],
  ['pay_max', 'int4'],
  ['pay_currency', 'text'],
  ['pay_period', 'text'],
  ['easy_apply', 'int4'],
  ['status', 'text'],
  ['posted_at', 'text'],
  ['expires_at', 'text'],
  ['created_at', 'text'],
  ['updated_at', 'text'],
] as const;

/** Jobs encoded before the event loop gets a turn: short enough that a COPY under way keeps streaming. */
const SLICE = 1000;

/** A batch of jobs ready to copy: each table's rows, and the vocabulary its documents add. */
export interface EncodedJobs {
  ids: number[];
  tables: { table: string; columns: readonly string[]; chunks: Buffer[] }[];
  vocabulary: Vocabulary;
}

/** The next `count` ids of the jobs table, taken at once. */
async function reserveJobIds(db: Db, count: number): Promise<number> {
  const { rows } = await sql<{ last: string }>`
    select setval(pg_get_serial_sequence('jobs', 'id'),
      nextval(pg_get_serial_sequence('jobs', 'id')) + ${count - 1}) as last`.execute(db);
  return Number(rows[0]?.last) - count + 1;
}

function writeJob(rows: CopyRows, id: number, { job }: NewJobWithSkills) {
  const row: Record<string, unknown> = { pay_currency: 'USD', easy_apply: 0, ...job, id };
  rows.row(JOB_COLUMNS.length);
  for (const [column, type] of JOB_COLUMNS) {
    const value = row[column];
    if (type === 'int4') rows.int4(value as number | null | undefined);
    else rows.text(value);
  }
}

/**
 * Threads encoding search documents, taking batches in turn: with this one generating jobs and
 * the server taking rows in, two keep a machine of two cores or more busy.
 */
export const ENCODER_THREADS = 2;

/**
 * Encodes generated jobs for copyEncoded: their rows and skills here, their search documents on
 * threads of their own (vector-thread.ts), each keeping the lexemes it has met from one batch to
 * the next. `close` stops the threads.
 */
export function createJobEncoder() {
  let threads: ReturnType<typeof createVectorThread>[] = [];
  let begun = 0;
  /**
   * Takes the jobs' ids and encodes their rows, then hands their documents to a thread; what
   * it gives back settles once those are encoded too. Batches begun one after another keep
   * their order, ids included.
   */
  const begin = async (
    db: Db,
    jobs: readonly NewJobWithSkills[],
    names: JobNames,
  ): Promise<{ done: Promise<EncodedJobs> }> => {
    if (!postgresPoolOf(db)) throw new Error('COPY needs a PostgreSQL database');
    const first = await reserveJobIds(db, jobs.length);
    const ids = jobs.map((_, i) => first + i);
    const jobRows = createCopyRows();
    const skillRows = createCopyRows();
    const texts: { id: number; text: JobText }[] = [];
    for (let start = 0; start < jobs.length; start += SLICE) {
      if (start > 0) await nextTurn();
      for (const [k, entry] of jobs.slice(start, start + SLICE).entries()) {
        const id = first + start + k;
        writeJob(jobRows, id, entry);
        for (const skill of entry.skills) {
          skillRows.row(4);
          skillRows.int4(id);
          skillRows.int4(skill.skill_id);
          skillRows.int4(skill.min_years);
          skillRows.int4(skill.max_years);
        }
        texts.push({ id, text: jobText(entry, names) });
      }
    }
    if (threads.length === 0) threads = Array.from({ length: ENCODER_THREADS }, createVectorThread);
    const thread = threads[begun++ % threads.length] as (typeof threads)[number];
    const done = thread.encode(texts).then((vectors) => ({
      ids,
      tables: [
        { table: 'jobs', columns: JOB_COLUMNS.map(([column]) => column), chunks: jobRows.finish() },
        {
          table: 'job_skills',
          columns: ['job_id', 'skill_id', 'min_years', 'max_years'],
          chunks: skillRows.finish(),
        },
        { table: 'job_search_docs', columns: ['job_id', 'search_vector'], chunks: vectors.search },
        { table: 'job_search_own', columns: ['job_id', 'own_vector'], chunks: vectors.own },
      ],
      vocabulary: vocabularyOf(vectors),
    }));
    return { done };
  };
  return {
    begin,
    async encode(db: Db, jobs: readonly NewJobWithSkills[], names: JobNames) {
      return (await begin(db, jobs, names)).done;
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
      threads = [];
    },
  };
}

/**
 * Copies the rows of encoded jobs into PostgreSQL, table after table, in one transaction: a
 * failure leaves none of them behind, and the foreign-key checks of the rows that refer to a job
 * lock its row once, not once a table.
 */
export async function copyRows(db: Db, encoded: EncodedJobs) {
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error('COPY needs a PostgreSQL database');
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const { table, columns, chunks } of encoded.tables)
      await pipeline(
        chunks,
        client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin (format binary)`)),
      );
    await client.query('commit');
    client.release();
  } catch (error) {
    // Mid-COPY or in a failed transaction, the connection is closed rather than reused.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** Copies encoded jobs into PostgreSQL, then counts their terms in the vocabulary. */
export async function copyEncoded(db: Db, encoded: EncodedJobs): Promise<number[]> {
  await copyRows(db, encoded);
  await addVocabulary(db, encoded.vocabulary);
  return encoded.ids;
}

/** Copies generated jobs, their skills and their search documents into PostgreSQL. */
export async function copyJobs(db: Db, jobs: readonly NewJobWithSkills[], names: JobNames) {
  const encoder = createJobEncoder();
  try {
    return await copyEncoded(db, await encoder.encode(db, jobs, names));
  } finally {
    await encoder.close();
  }
}
