import { sql } from 'kysely';
import type { AnyDb } from '../dialect.ts';

/**
 * PostgreSQL's word index over the job documents' search vectors, in halves: one GIN index of
 * the jobs of even id, one of odd. A GIN index is built on one core alone, and this one is by
 * far a bulk load's longest build: two halves build side by side in half the time. A search asks
 * each half in an arm of its own (wordsMatch), which the planner answers by reading both and
 * joining their matches, as one index would give them.
 */
export const WORD_INDEX_HALVES = [0, 1] as const;

/** The name of a half of the word index. */
export const wordIndexName = (half: number) => `job_search_docs_vector_${half}`;

/** Whether a job document's search vector matches a tsquery (its input syntax), through the index. */
export const wordsMatch = (query: string) =>
  sql`(${sql.join(
    WORD_INDEX_HALVES.map(
      (half) => sql`(job_id % 2 = ${sql.lit(half)} and search_vector @@ ${query}::tsquery)`,
    ),
    sql` or `,
  )})`;

/** The word index before migration 0042: one index of every job. */
const WHOLE = 'job_search_docs_vector';

/** Creates the word index whole or in halves, one part after another. */
async function createWordIndex(db: AnyDb, whole: boolean) {
  if (whole) {
    await sql`create index ${sql.id(WHOLE)} on job_search_docs using gin (search_vector)`.execute(
      db,
    );
    return;
  }
  for (const half of WORD_INDEX_HALVES)
    await sql`create index ${sql.id(wordIndexName(half))} on job_search_docs
      using gin (search_vector) where job_id % 2 = ${sql.lit(half)}`.execute(db);
}

/** Drops the word index, whichever form it has. */
async function dropEveryForm(db: AnyDb) {
  for (const name of [WHOLE, ...WORD_INDEX_HALVES.map(wordIndexName)])
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
}

/**
 * Drops the word index, whole or in halves, and returns the step that creates it again as it
 * was (a migration's transaction).
 */
export async function dropWordIndex(db: AnyDb): Promise<() => Promise<void>> {
  const { rows } = await sql<{ whole: string | null }>`
    select to_regclass(${WHOLE}) as whole`.execute(db);
  const whole = rows[0]?.whole != null;
  await dropEveryForm(db);
  return () => createWordIndex(db, whole);
}

/** Splits the whole word index into its halves (migration 0042), or joins them back. */
export async function splitWordIndex(db: AnyDb, split: boolean) {
  await dropEveryForm(db);
  await createWordIndex(db, !split);
}
