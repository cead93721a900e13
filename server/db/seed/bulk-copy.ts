import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, postgresPoolOf } from '../connect.ts';
import { type JobNames, jobText, type NewJobWithSkills } from '../repositories/jobs.ts';
import { addForms, documentsOf, type Vocabulary } from '../repositories/search-documents.ts';
import { addVocabulary } from '../repositories/search-index.ts';
import { type CopyRows, createCopyRows } from './copy-binary.ts';
import { createVectorEncoder } from './vector-binary.ts';

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
const SLICE = 100;

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
 * Encodes generated jobs for copyEncoded. It keeps the search lexemes it has met from one call to
 * the next, and gives the event loop a turn between slices of the jobs, so a COPY already under
 * way keeps streaming while the next jobs are encoded.
 */
export function createJobEncoder() {
  const vectors = createVectorEncoder();
  return {
    async encode(db: Db, jobs: readonly NewJobWithSkills[], names: JobNames): Promise<EncodedJobs> {
      if (!postgresPoolOf(db)) throw new Error('COPY needs a PostgreSQL database');
      const first = await reserveJobIds(db, jobs.length);
      const ids = jobs.map((_, i) => first + i);
      const jobRows = createCopyRows();
      const skillRows = createCopyRows();
      const searchRows = createCopyRows();
      const ownRows = createCopyRows();
      const vocabulary: Vocabulary = new Map();
      for (let start = 0; start < jobs.length; start += SLICE) {
        if (start > 0) await nextTurn();
        const slice = jobs.slice(start, start + SLICE).map((entry, k) => ({
          ...entry,
          id: first + start + k,
        }));
        for (const entry of slice) {
          writeJob(jobRows, entry.id, entry);
          for (const skill of entry.skills) {
            skillRows.row(4);
            skillRows.int4(entry.id);
            skillRows.int4(skill.skill_id);
            skillRows.int4(skill.min_years);
            skillRows.int4(skill.max_years);
          }
        }
        const read = documentsOf(
          slice.map((entry) => ({ id: entry.id, text: jobText(entry, names) })),
        );
        addForms(vocabulary, read.vocabulary);
        vectors.read(read.docs);
      }
      while (vectors.waiting > 0) {
        await nextTurn();
        vectors.write(searchRows, ownRows, SLICE);
      }
      return {
        ids,
        tables: [
          {
            table: 'jobs',
            columns: JOB_COLUMNS.map(([column]) => column),
            chunks: jobRows.finish(),
          },
          {
            table: 'job_skills',
            columns: ['job_id', 'skill_id', 'min_years', 'max_years'],
            chunks: skillRows.finish(),
          },
          {
            table: 'job_search_docs',
            columns: ['job_id', 'search_vector'],
            chunks: searchRows.finish(),
          },
          { table: 'job_search_own', columns: ['job_id', 'own_vector'], chunks: ownRows.finish() },
        ],
        vocabulary,
      };
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
  return copyEncoded(db, await createJobEncoder().encode(db, jobs, names));
}
