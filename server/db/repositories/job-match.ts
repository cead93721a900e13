import { type QueryResult, type RawBuilder, sql } from 'kysely';
import { type Db, wordIndexReaderOf } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import {
  keep,
  kept,
  keptWindow,
  RANK_WINDOW,
  type ScoredJob,
  scoredWindow,
} from './counted-window.ts';
import {
  type Concepts,
  type FacetBoosts,
  relevanceScore,
  type ScoreOptions,
  spacedTitle,
  tsQuery,
} from './job-score.ts';
import { conditions, facetFilters, type JobFilters } from './job-search.ts';
import { readInSpans } from './match-spans.ts';

export type { Concepts, FacetBoosts };
export { RANK_WINDOW };

/**
 * Whether a database runs a search's reads side by side (PostgreSQL, each on a connection of its
 * own), so a read that will likely be needed may start before it is known to be.
 */
export const readsSideBySide = (db: Db) => isPostgres(db);

/** A total counts exactly up to this; beyond it the result says "1,000+". */
export const COUNT_LIMIT = 1000;

/** What ranking reads of a job besides its words (counted-window.ts's ScoredJob). */
const SCORED_COLUMNS = sql`jobs.id, jobs.posted_at, jobs.work_mode, jobs.employment_type,
  jobs.experience_level, jobs.title`;

const quote = (phrase: readonly string[]) => `"${phrase.join(' ')}"`;

function ftsQuery(concepts: Concepts): string {
  return concepts.map((alts) => `(${alts.map(quote).join(' OR ')})`).join(' AND ');
}

interface Matching {
  concepts: Concepts;
  /**
   * The concepts must be in the title, the skills or the employer's name (a job's own words),
   * not only the description.
   */
  titleOrSkills?: boolean;
  /** The concepts must be in the title: they name a role, which a skill only mentions. */
  titleOnly?: boolean;
  filters: JobFilters;
  now: string;
  /** The expected share of all jobs that match, when the caller can guess it (0–1). */
  share?: number;
}

/**
 * The index query of a search: its words, and its indexed filters; on PostgreSQL `blocks` (a
 * disjunction of id block terms, spanQuery) keeps it to those blocks.
 */
function indexQuery(
  db: Db,
  { concepts, filters, titleOrSkills, titleOnly }: Matching,
  blocks?: string,
) {
  const facets = facetFilters(filters);
  if (isPostgres(db)) {
    // The marked copies of the title's or the own words' terms find those jobs at once.
    const words = tsQuery(concepts, '', titleOnly ? 'title' : titleOrSkills ? 'own' : 'all');
    // The word index checks each candidate against the query left to right, stopping at the
    // first part it fails: the id blocks and facets, a few terms that most candidates fail, go
    // before the words, which may be dozens of alternatives (a field's titles).
    const parts = blocks ? [`(${blocks})`] : [];
    for (const any of facets) parts.push(`(${any.join(' | ')})`);
    if (concepts.length > 0) parts.push(`(${words})`);
    return parts.join(' & ');
  }
  const parts =
    concepts.length === 0
      ? []
      : [
          titleOnly
            ? `({title} : (${ftsQuery(concepts)}))`
            : titleOrSkills
              ? `({title skills employer place} : (${ftsQuery(concepts)}))`
              : `(${ftsQuery(concepts)})`,
        ];
  if (facets.length > 0)
    parts.push(`(facets : (${facets.map((any) => `(${any.join(' OR ')})`).join(' AND ')}))`);
  return parts.join(' AND ');
}

/**
 * Matching open, unexpired jobs passing the filters, at most `limit`: the newest when `newest`,
 * else any (which lets PostgreSQL find few matches through the word index instead of reading
 * every job newest first looking for them); `scored` adds what ranking reads of the job (ranking
 * reads its fields from the index after); `blocks`, on PostgreSQL, keeps to those id blocks.
 */
function matches(
  db: Db,
  matching: Matching,
  limit: number,
  scored = true,
  newest = true,
  blocks?: string,
) {
  const where = conditions({ ...matching.filters, now: matching.now }, { facetsIndexed: true });
  const query = indexQuery(db, matching, blocks);
  const columns = scored ? SCORED_COLUMNS : sql`jobs.id`;
  // The newest: the word index's matches, newest first, then each one's job in that order until
  // enough pass the filters (a lateral join of an ordered subquery is read so, and stops there,
  // where a join of every match would look every one of them up before sorting; the outer order
  // is what makes the order sure, whichever join a planner picks). Any: the matches as the index yields
  // them, until enough pass.
  const jobOf = sql`cross join lateral (
    select * from jobs where jobs.id = d.job_id and ${where}) jobs`;
  if (isPostgres(db))
    return newest
      ? sql`
        select ${columns} from (
          select job_id from job_search_docs
          where search_vector @@ ${query}::tsquery
          order by job_id desc) d ${jobOf}
        order by d.job_id desc
        limit ${limit}`
      : sql`
        select ${columns} from job_search_docs d ${jobOf}
        where d.search_vector @@ ${query}::tsquery
        limit ${limit}`;
  // A search in the words a job states of itself (or in its facets alone) reads the index of
  // those words alone (migration 0038): the words' lists there leave out their mentions in passing.
  const { concepts, titleOnly, titleOrSkills } = matching;
  const fts = sql.table(
    concepts.length === 0 || titleOnly || titleOrSkills ? 'job_own_fts' : 'job_search_fts',
  );
  return sql`
    select ${columns}
    from ${fts} cross join jobs on jobs.id = ${fts}.rowid
    where ${fts} match ${query} and ${where}
    order by ${fts}.rowid desc
    limit ${limit}`;
}

/**
 * Runs a query that looks jobs up by their words through the word index. Under a LIMIT,
 * PostgreSQL's planner would rather read jobs one by one until enough match, which it expects
 * to happen soon; for words that few jobs share with the filters (its estimates treat them as
 * unrelated) that read goes through every job. The word index costs what the words' own jobs
 * cost, whatever the rest: such reads go through connections that use nothing else (no table
 * scans, no index walks, no parallel workers: starting them costs more than these reads, and a
 * single scan reads the jobs in the order they were written, which match-spans.ts learns from).
 */
function viaWordIndex<T>(db: Db, query: RawBuilder<T>): Promise<QueryResult<T>> {
  return query.execute(wordIndexReaderOf(db) ?? db);
}

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
    // Past the ranking window, a count reads the newest matches, so ranking starts from them,
    // with what it scores them on: the word index finds a search's matches without reading their
    // documents (search-vector.ts), so the newest cost little more than any.
    const newest = newestFirst || limit > RANK_WINDOW;
    const rows = new Map<number, ScoredJob>();
    const ids = await spannedIds(db, matching, limit, newest, rows);
    keep(key, { ids, all: ids.length < limit, newest, rows });
    return ids.length;
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

/** A job's age in days at `now`. */
function ageDays(db: Db, now: string) {
  return isPostgres(db)
    ? sql`(extract(epoch from (${now}::timestamptz - m.posted_at::timestamptz))::float8 / 86400)`
    : sql`(julianday(${now}) - julianday(m.posted_at))`;
}

export interface RankOptions extends Matching, ScoreOptions {
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  /** The matches, when the caller has counted them already (up to at least RANK_WINDOW + 1). */
  matched?: number;
  /** How many of the newest matches are ranked at most (RANK_WINDOW unless fewer will do). */
  window?: number;
}

/** A search's words and filters (not its time), as match-spans.ts tells searches apart. */
function searchKey(db: Db, matching: Matching) {
  const { now: _, ...filters } = matching.filters as JobFilters & { now?: string };
  return `${indexQuery(db, matching)} ${JSON.stringify(filters)}`;
}

/**
 * Matching ids on PostgreSQL, at most `limit` (the newest when `newest`), through the word index,
 * among the newest ids first (match-spans.ts); `into` gathers what ranking scores them on.
 */
async function spannedIds(
  db: Db,
  matching: Matching,
  limit: number,
  newest: boolean,
  into?: Map<number, ScoredJob>,
) {
  const read = (n: number, newestFirst: boolean, blocks?: string) =>
    idsOf(db, matching, n, newestFirst, blocks, into);
  const last = await lastIndexed(db, matching.now);
  return readInSpans(read, searchKey(db, matching), last, limit, newest, matching.share);
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

/** Matching ids; `into`, when given, gathers what ranking scores them on. */
async function idsOf(
  db: Db,
  matching: Matching,
  limit: number,
  newest: boolean,
  blocks?: string,
  into?: Map<number, ScoredJob>,
): Promise<number[]> {
  const found = matches(db, matching, limit, into !== undefined, newest, blocks);
  const { rows } = await viaWordIndex(db, found as RawBuilder<ScoredJob>);
  for (const row of rows) into?.set(Number(row.id), row);
  return rows.map((row) => Number(row.id));
}

/**
 * One page of matching jobs: by relevance (the fields the concepts are in, the title holding them
 * all, as typed and in order, the hinted facets and phrases, and freshness) or by posting date;
 * ties go to the higher id. Both databases compute the same score.
 */
export async function rankMatches(db: Db, options: RankOptions): Promise<number[]> {
  const score = options.sort === 'date' ? sql`m.posted_at` : relevanceScore(db, options);
  const age = ageDays(db, options.now);
  const clamped = isPostgres(db) ? sql`greatest(${age}, 0)` : sql`max(${age}, 0)`;
  // The window is the newest matches; when every match fits in it, which ones come first does
  // not change it, and PostgreSQL may then find them through the word index (see matches).
  const size = Math.min(options.window ?? RANK_WINDOW, RANK_WINDOW);
  let window = matches(db, options, size);
  const key = `${searchKey(db, options)} ${options.now}`;
  let read = kept(key);
  let ids = keptWindow(read, size);
  if (!ids && isPostgres(db)) {
    // Counted newest first when ranking fewer than the window: the count then is the window.
    const matched =
      options.matched ?? (await countMatches(db, options, size + 1, size < RANK_WINDOW));
    // A count of its own reads the window with it: the newest matches, with what ranks them.
    read = kept(key);
    ids = keptWindow(read, size);
    if (!ids) {
      const into = new Map<number, ScoredJob>();
      ids =
        matched <= size
          ? await idsOf(db, options, size, false, undefined, into)
          : await spannedIds(db, options, size, true, into);
      read = { ids, all: true, newest: false, rows: into };
    }
  }
  const scored = new Map(read?.rows);
  if (ids) {
    if (ids.length === 0) return [];
    // PostgreSQL read what ranking scores the jobs on with their ids; SQLite looks them up.
    window = isPostgres(db)
      ? scoredWindow(ids.flatMap((id) => scored.get(id) ?? []))
      : sql`select ${SCORED_COLUMNS} from jobs
          where jobs.id in (select value from json_each(${JSON.stringify(ids)}))`;
  }
  // `offset 0` keeps the inner select whole (SQLite's needs a limit with it), so each job's
  // spaced title is computed once, not wherever the score reads it.
  const ranked = sql<{ id: number }>`
    with w as materialized (${window})
    select id from (
      select m.*, ${clamped} as max_age, ${spacedTitle()} as spaced_title, ${
        isPostgres(db)
          ? sql`d.own_vector`
          : sql`d.title as doc_title, d.skills as doc_skills, d.employer as doc_employer,
              d.place as doc_place`
      }
      from w m join ${sql.table(isPostgres(db) ? 'job_search_own' : 'job_search_docs')} d
        on d.job_id = m.id
      ${isPostgres(db) ? sql`offset 0` : sql`limit -1 offset 0`}
    ) m
    order by ${score} desc, m.id desc
    limit ${options.limit} offset ${options.offset}`;
  const { rows } = await ranked.execute(db);
  return rows.map((row) => Number(row.id));
}
