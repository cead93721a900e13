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

/** The statement creating a half of the word index. */
export const createWordIndex = (half: number) =>
  sql`create index ${sql.id(wordIndexName(half))} on job_search_docs
    using gin (search_vector) where job_id % 2 = ${sql.lit(half)}`;

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

/**
 * Drops the word index, whole or in halves, and returns the step that creates it again as it
 * was, one part after another (a migration's transaction).
 */
export async function dropWordIndex(db: AnyDb): Promise<() => Promise<void>> {
  const { rows } = await sql<{ whole: string | null }>`
    select to_regclass(${WHOLE}) as whole`.execute(db);
  const whole = rows[0]?.whole != null;
  await sql`drop index if exists ${sql.id(WHOLE)}`.execute(db);
  for (const half of WORD_INDEX_HALVES)
    await sql`drop index if exists ${sql.id(wordIndexName(half))}`.execute(db);
  return async () => {
    if (whole)
      await sql`create index ${sql.id(WHOLE)} on job_search_docs using gin (search_vector)`.execute(
        db,
      );
    else for (const half of WORD_INDEX_HALVES) await createWordIndex(half).execute(db);
  };
}

/** Splits the whole word index into its halves (migration 0042), or joins them back. */
export async function splitWordIndex(db: AnyDb, split: boolean) {
  await sql`drop index if exists ${sql.id(split ? WHOLE : wordIndexName(0))}`.execute(db);
  if (split) for (const half of WORD_INDEX_HALVES) await createWordIndex(half).execute(db);
  else {
    await sql`drop index if exists ${sql.id(wordIndexName(1))}`.execute(db);
    await sql`create index ${sql.id(WHOLE)} on job_search_docs using gin (search_vector)`.execute(
      db,
    );
  }
}
