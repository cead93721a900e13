import { type QueryResult, type RawBuilder, sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import {
  type Concepts,
  type FacetBoosts,
  relevanceScore,
  type ScoreOptions,
  tsQuery,
} from './job-score.ts';
import { conditions, facetFilters, type JobFilters } from './job-search.ts';

export type { Concepts, FacetBoosts };

/** A total counts exactly up to this; beyond it the result says "1,000+". */
export const COUNT_LIMIT = 1000;

/**
 * How many of the newest matches a ranking reads at most. Below it ranking is exact; a word
 * matching more jobs than this ranks its newest ones, which freshness favours anyway, so a
 * common word at a million jobs costs no more than a rare one.
 */
export const RANK_WINDOW = 1000;

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
  filters: JobFilters;
  now: string;
}

/** The index query of a search: its words, and its indexed filters. */
function indexQuery(db: Db, { concepts, filters, titleOrSkills }: Matching): string {
  const facets = facetFilters(filters);
  if (isPostgres(db)) {
    const parts = [`(${tsQuery(concepts, '', titleOrSkills)})`];
    for (const any of facets) parts.push(`(${any.join(' | ')})`);
    return parts.join(' & ');
  }
  let query = titleOrSkills
    ? `({title skills employer place} : (${ftsQuery(concepts)}))`
    : `(${ftsQuery(concepts)})`;
  if (facets.length > 0)
    query += ` AND (facets : (${facets.map((any) => `(${any.join(' OR ')})`).join(' AND ')}))`;
  return query;
}

/**
 * Matching open, unexpired jobs passing the filters, at most `limit`: the newest when `newest`,
 * else any (which lets PostgreSQL find few matches through the word index instead of reading
 * every job newest first looking for them); `scored` adds what ranking reads of the job (ranking
 * reads its fields from the index after); `after`, on PostgreSQL, keeps ids above it.
 */
function matches(
  db: Db,
  matching: Matching,
  limit: number,
  scored = true,
  newest = true,
  after?: number,
) {
  const where = conditions({ ...matching.filters, now: matching.now }, { facetsIndexed: true });
  const query = indexQuery(db, matching);
  const columns = scored
    ? sql`jobs.id, jobs.posted_at, jobs.work_mode, jobs.employment_type, jobs.experience_level,
        jobs.title`
    : sql`jobs.id`;
  if (isPostgres(db))
    return sql`
      select ${columns}
      from job_search_docs d join jobs on jobs.id = d.job_id
      where d.search_vector @@ ${query}::tsquery and ${where}
      ${after === undefined ? sql`` : sql`and d.job_id > ${after}`}
      ${newest ? sql`order by d.job_id desc` : sql``}
      limit ${limit}`;
  return sql`
    select ${columns}
    from job_search_fts join jobs on jobs.id = job_search_fts.rowid
    where job_search_fts match ${query} and ${where}
    order by job_search_fts.rowid desc
    limit ${limit}`;
}

/**
 * Runs a query that looks jobs up by their words through the word index. Under a LIMIT,
 * PostgreSQL's planner would rather read jobs one by one until enough match, which it expects
 * to happen soon; for words that few jobs share with the filters (its estimates treat them as
 * unrelated) that read goes through every job. The word index costs what the words' own jobs
 * cost, whatever the rest.
 */
function viaWordIndex<T>(db: Db, query: RawBuilder<T>): Promise<QueryResult<T>> {
  if (!isPostgres(db)) return query.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_indexscan = off`.execute(trx);
    return query.execute(trx);
  });
}

/** How many jobs match, counted up to `limit`. */
export async function countMatches(db: Db, matching: Matching, limit = COUNT_LIMIT + 1) {
  const { rows } = await viaWordIndex(
    db,
    sql<{ n: number | string }>`
      select count(*) as n from (${matches(db, matching, limit, false, false)}) m`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A job's age in days at `now`. */
function ageDays(db: Db, now: string) {
  return isPostgres(db)
    ? sql`(extract(epoch from (${now}::timestamptz - m.posted_at::timestamptz)) / 86400.0)`
    : sql`(julianday(${now}) - julianday(m.posted_at))`;
}

export interface RankOptions extends Matching, ScoreOptions {
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  /** The matches, when the caller has counted them already (up to at least RANK_WINDOW + 1). */
  matched?: number;
  /** The expected share of all jobs that match, when the caller can guess it (0–1). */
  share?: number;
}

/** Newest-id spans a window search reads before it looks at every match (see newestWindow). */
const MAX_SPANS = 3;

/**
 * The ids of the newest RANK_WINDOW matches on PostgreSQL, through the word index: first among
 * the newest ids only, widening the span by what it found until the window is full, then among
 * all. A span costs its words' index entries and the matches inside it, never a walk over jobs
 * that do not match, however the words and filters happen to go together.
 */
async function newestWindow(db: Db, options: RankOptions): Promise<number[]> {
  const { rows: top } = await sql<{ id: number | null }>`
    select max(job_id) as id from job_search_docs`.execute(db);
  const newest = Number(top[0]?.id ?? 0);
  const guess = options.share && options.share > 0 ? (2 * RANK_WINDOW) / options.share : 0;
  let span = Math.max(RANK_WINDOW, Math.ceil(guess));
  for (let step = 0; step < MAX_SPANS && span < newest; step++) {
    const ids = await windowIds(db, options, true, newest - span);
    if (ids.length >= RANK_WINDOW) return ids;
    span = Math.ceil(span * Math.min(64, (1.5 * RANK_WINDOW) / Math.max(ids.length, 1)));
  }
  return windowIds(db, options, true);
}

async function windowIds(db: Db, options: RankOptions, newest: boolean, after?: number) {
  const window = matches(db, options, RANK_WINDOW, false, newest, after);
  const { rows } = await viaWordIndex(db, sql<{ id: number }>`select id from (${window}) m`);
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
  const columns = sql`jobs.id, jobs.posted_at, jobs.work_mode, jobs.employment_type,
    jobs.experience_level, jobs.title`;
  // The window is the newest matches; when every match fits in it, which ones come first does
  // not change it, and PostgreSQL may then find them through the word index (see matches).
  let window = matches(db, options, RANK_WINDOW);
  if (isPostgres(db)) {
    const fits =
      (options.matched ?? (await countMatches(db, options, RANK_WINDOW + 1))) <= RANK_WINDOW;
    const ids = fits ? await windowIds(db, options, false) : await newestWindow(db, options);
    if (ids.length === 0) return [];
    window = sql`select ${columns} from jobs where jobs.id = any(${ids}::int[])`;
  }
  const ranked = sql<{ id: number }>`
    with w as materialized (${window})
    select id from (
      select m.*, ${clamped} as max_age, ${
        isPostgres(db)
          ? sql`d.search_vector`
          : sql`d.title as doc_title, d.skills as doc_skills, d.employer as doc_employer,
              d.place as doc_place`
      }
      from w m join job_search_docs d on d.job_id = m.id
    ) m
    order by ${score} desc, m.id desc
    limit ${options.limit} offset ${options.offset}`;
  const { rows } = await ranked.execute(db);
  return rows.map((row) => Number(row.id));
}
