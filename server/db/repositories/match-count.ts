import { type QueryResult, type RawBuilder, sql } from 'kysely';
import { type Db, wordIndexReaderOf } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { keep, RANK_WINDOW } from './counted-window.ts';
import { filterShares } from './filter-shares.ts';
import { facetFilters, type JobFilters } from './job-search.ts';
import { type Matching, matches, searchKey } from './match-query.ts';
import { readInSpans } from './match-spans.ts';

/** A total counts exactly up to this; beyond it the result says "1,000+". */
export const COUNT_LIMIT = 1000;

/**
 * Runs a query that looks jobs up by their words through the word index. Under a LIMIT,
 * PostgreSQL's planner would rather read jobs one by one until enough match, which it expects
 * to happen soon; for words that few jobs share with the filters (its estimates treat them as
 * unrelated) that read goes through every job. The word index costs what the words' own jobs
 * cost, whatever the rest: such reads go through connections that use nothing else (no table
 * scans, no parallel workers: starting them costs more than these reads, and a single scan reads
 * the jobs in the order they were written, which match-spans.ts learns from), written so that no
 * index walk is left to choose (match-query.ts).
 */
function viaWordIndex<T>(db: Db, query: RawBuilder<T>): Promise<QueryResult<T>> {
  return query.execute(wordIndexReaderOf(db) ?? db);
}

/**
 * PostgreSQL's counts, under way or done, by what they count and the search's time (so never
 * from one search to another): a count started before it is known to be needed is not read again
 * when it is.
 */
const counts = new Map<string, Promise<number>>();
const KEPT_COUNTS = 64;

/**
 * How many jobs match, counted up to `limit`; `newestFirst` reads the newest matches even below
 * the ranking window, for a ranking of fewer jobs (a widening's) that starts from them.
 */
export async function countMatches(
  db: Db,
  matching: Matching,
  limit = COUNT_LIMIT + 1,
  newestFirst = false,
) {
  const key = `${searchKey(db, matching)} ${matching.now}`;
  if (isPostgres(db)) {
    const asked = `${key} ${limit} ${newestFirst}`;
    const under = counts.get(asked);
    if (under) return under;
    // Past the ranking window, a count reads the newest matches, so ranking starts from them: the
    // word index finds a search's matches without reading their documents (search-vector.ts),
    // so the newest cost little more than any.
    const newest = newestFirst || limit > RANK_WINDOW;
    const count = spannedIds(db, matching, limit, newest).then((ids) => {
      keep(key, { ids, all: ids.length < limit, newest });
      return ids.length;
    });
    if (counts.size >= KEPT_COUNTS) counts.clear();
    counts.set(asked, count);
    count.catch(() => counts.delete(asked));
    return count;
  }
  // SQLite's word index reads the newest matches first anyway.
  const { rows } = await sql<{ id: number }>`
    select id from (${matches(db, matching, limit, false, false)}) m`.execute(db);
  const ids = rows.map((row) => Number(row.id));
  keep(key, { ids, all: ids.length < limit, newest: true });
  return ids.length;
}

/** The ids of the newest matches, at most `limit`, newest first. */
export async function newestMatchIds(db: Db, matching: Matching, limit: number) {
  if (isPostgres(db)) return spannedIds(db, matching, limit, true);
  const { rows } = await sql<{ id: number }>`
    select id from (${matches(db, matching, limit, false)}) m`.execute(db);
  return rows.map((row) => Number(row.id));
}

/**
 * The open, unexpired jobs passing the filters, through the word index, as a search with no words
 * ranks them: every one when at most `most` pass them, else the newest `most` and `more`. Null
 * when the index holds none of the filters.
 */
export async function filteredInIndex(
  db: Db,
  filters: JobFilters,
  now: string,
  most = COUNT_LIMIT,
): Promise<{ ids: number[]; more: boolean } | null> {
  if (facetFilters(filters).length === 0) return null;
  const matching = { concepts: [], filters, now };
  const ids = isPostgres(db)
    ? await spannedIds(db, matching, most + 1, true)
    : (
        await sql<{ id: number }>`
          select id from (${matches(db, matching, most + 1, false)}) m`.execute(db)
      ).rows.map((row) => Number(row.id));
  const more = ids.length > most;
  return { ids: more ? ids.toSorted((a, b) => b - a).slice(0, most) : ids, more };
}

/**
 * Matching ids on PostgreSQL, at most `limit` (the newest when `newest`), through the word index,
 * among the newest ids first (match-spans.ts).
 */
export async function spannedIds(db: Db, matching: Matching, limit: number, newest: boolean) {
  const read = (n: number, newestFirst: boolean, blocks?: readonly string[], below?: number) =>
    idsOf(db, matching, n, newestFirst, blocks, below);
  const [last, filtered] = await Promise.all([
    lastIndexed(db, matching.now),
    filterShares(db, matching.filters),
  ]);
  // Words and filters taken as unrelated: a planner's guess, cheap and often close.
  const words = matching.concepts.length === 0 ? 1 : matching.share;
  const guess = words === undefined ? undefined : words * filtered.share;
  // The shortest list the index walks: the rarest concept's or the rarest filter's, if guessed.
  const lists = [matching.concepts.length === 0 ? undefined : matching.shortest, filtered.rarest];
  const known = lists.filter((share) => share !== undefined);
  const shortest = known.length === 0 ? undefined : Math.min(...known);
  return readInSpans(
    read,
    searchKey(db, matching),
    last,
    limit,
    newest,
    guess,
    shortest,
    filtered.blockShare,
  );
}

/** The newest indexed job at a search's time, read once for the search's many reads. */
const lastIndexedAt = new WeakMap<Db, { now: string; last: Promise<number> }>();

function lastIndexed(db: Db, now: string): Promise<number> {
  const kept = lastIndexedAt.get(db);
  if (kept?.now === now) return kept.last;
  const last = sql<{ id: number | null }>`select max(job_id) as id from job_search_docs`
    .execute(db)
    .then(({ rows }) => Number(rows[0]?.id ?? 0));
  lastIndexedAt.set(db, { now, last });
  return last;
}

/** Matching ids. */
export async function idsOf(
  db: Db,
  matching: Matching,
  limit: number,
  newest: boolean,
  blocks?: readonly string[],
  below?: number,
): Promise<number[]> {
  const found = matches(db, matching, limit, false, newest, blocks, below);
  const { rows } = await viaWordIndex(db, found as RawBuilder<{ id: number }>);
  return rows.map((row) => Number(row.id));
}
