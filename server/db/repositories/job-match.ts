import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { ID_RANGE_BITS, idRangeLexeme } from './search-index.ts';

/**
 * How many of the newest matching jobs a search considers; ranking, filters and paging work
 * within them. The index is read newest first and reading stops there, so a common word at a
 * million jobs costs no more than a rare one.
 */
export const MATCH_LIMIT = 1000;

/** One word of a search: the word, the title and skill words it starts, phrases it stands for. */
export interface MatchWord {
  word: string;
  completions: string[];
  alternatives: string[][];
}

const termsOf = ({ word, completions }: MatchWord) => [...new Set([word, ...completions])];

/**
 * Ids of the newest open jobs matching every word (the word itself, a completion of it or one of
 * its synonym phrases), newest first. Words and phrases come from searchTerms(), so they are
 * letters and digits only and never query syntax.
 */
export async function matchJobs(db: Db, words: readonly MatchWord[]): Promise<number[]> {
  if (words.length === 0) return [];
  if (isPostgres(db)) {
    const query = words
      .map((w) =>
        [...termsOf(w), ...w.alternatives.map((phrase) => `(${phrase.join(' <-> ')})`)].join(' | '),
      )
      .map((any) => `(${any})`)
      .join(' & ');
    return newestPostgresMatches(db, query);
  }
  const query = words
    .map((w) =>
      [
        ...termsOf(w).map((term) => `"${term}"`),
        ...w.alternatives.map((phrase) => `"${phrase.join(' ')}"`),
      ].join(' OR '),
    )
    .map((any) => `(${any})`)
    .join(' AND ');
  const { rows } = await sql<{ id: number }>`
    select rowid as id from jobs_fts
    where jobs_fts match ${query}
    order by rowid desc
    limit ${MATCH_LIMIT}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * The marks of the id ranges a PostgreSQL search reads, newest first, down to the first job:
 * the smallest range holding the newest id, then ranges each ending where the last began, two of
 * each size before the next larger one (ID_RANGE_BITS), so together they cover every id once.
 */
function idRanges(top: number): string[] {
  const marks: string[] = [];
  let below = top + 1;
  for (let step = 0; below > 0; step++) {
    let size = Math.min(Math.floor(step / 2), ID_RANGE_BITS.length - 1);
    while (size > 0 && below % 2 ** (ID_RANGE_BITS[size] ?? 0) !== 0) size--;
    const bits = ID_RANGE_BITS[size] ?? 0;
    const range = Math.ceil(below / 2 ** bits) - 1;
    marks.push(`'${idRangeLexeme(bits, range)}'`);
    below = range * 2 ** bits;
  }
  return marks;
}

/**
 * PostgreSQL's text index knows matches, not their order, and each match it yields costs a read
 * of its row. So the newest matches are looked for range by range from the newest (idRanges),
 * in ever larger ranges: the index keeps to a range by its mark, and the search stops
 * at the range that fills the result. A common word is done within the newest few thousand
 * jobs; a rare one reads all its matches, which are few. One statement, so a busy server is
 * waited for once.
 */
async function newestPostgresMatches(db: Db, query: string): Promise<number[]> {
  const { rows: top } = await sql<{ id: number | null }>`
    select max(job_id) as id from job_search_vectors`.execute(db);
  const ranges = idRanges(Number(top[0]?.id ?? 0));
  if (ranges.length === 0) return [];
  // Each range's matches newest first; the ranges in the order listed, read until the limit is
  // reached. offset 0 keeps a range's scan apart from its ordering, so it is the text index's and
  // never a walk of the key.
  const scans = ranges.map(
    (mark) => sql`(
      select job_id from (
        select job_id from job_search_vectors
        where search_vector @@ (to_tsquery('simple', ${query}) && ${mark}::tsquery)
        offset 0
      ) range_matches
      order by job_id desc)`,
  );
  const { rows } = await sql<{ job_id: number }>`
    ${sql.join(scans, sql` union all `)}
    limit ${MATCH_LIMIT}`.execute(db);
  return rows.map((r) => Number(r.job_id));
}
