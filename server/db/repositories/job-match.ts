import { type RawBuilder, sql } from 'kysely';
import type { EmploymentType, ExperienceLevel, WorkMode } from '../../../src/shared/code-tables.ts';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { conditions, facetFilters, type JobFilters } from './job-search.ts';

/**
 * What a search asks of the index: concepts that must all match, each a list of alternatives
 * (a phrase of index terms: the word, a synonym, a correction). Terms come from search-text.ts,
 * letters and digits only, so they are never query syntax.
 */
export type Concepts = readonly (readonly (readonly string[])[])[];

/** Facets the typed words hinted at: jobs that have them rank higher, others still show. */
export interface FacetBoosts {
  workMode?: WorkMode;
  employmentType?: EmploymentType;
  experienceLevel?: ExperienceLevel;
}

/** A total counts exactly up to this; beyond it the result says "1,000+". */
export const COUNT_LIMIT = 1000;

/**
 * How many of the newest matches a ranking reads at most. Below it ranking is exact; a word
 * matching more jobs than this ranks its newest ones, which freshness favours anyway, so a
 * common word at a million jobs costs no more than a rare one.
 */
export const RANK_WINDOW = 1000;

/**
 * Field weights: title, skills, employer, place, description (SQLite bm25, per column). FTS5
 * weighs a term's count in each column before saturating it, so weights above 1 would saturate
 * to the same score: they stay small to keep the fields apart.
 */
const FTS_WEIGHTS = [1, 0.5, 0.25, 0.25, 0.1, 0] as const;
/** PostgreSQL ts_rank_cd weights for D (description), C (employer, place), B (skills), A (title). */
const TS_WEIGHTS = '{0.1, 0.2, 0.5, 1.0}';
/**
 * A job whose title has every concept gains TITLE_BOOST, TYPED_BOOST more when the title has them
 * as typed (not only a synonym), and PHRASE_BOOST more when they are in the typed order.
 */
const TITLE_BOOST = 1.3;
const TYPED_BOOST = 1.4;
const PHRASE_BOOST = 1.3;
/** Each hinted facet a job has multiplies its score by this. */
const FACET_BOOST = 1.25;
/** Each hint phrase ('per diem', 'night shift') a job's title holds multiplies its score by this. */
const HINT_BOOST = 2;
/** Freshness keeps this share of the score for an old job, and half the rest at this age. */
const FRESHNESS_FLOOR = 0.6;
const FRESHNESS_HALF_LIFE_DAYS = 14;

const quote = (phrase: readonly string[]) => `"${phrase.join(' ')}"`;

function ftsQuery(concepts: Concepts): string {
  return concepts.map((alts) => `(${alts.map(quote).join(' OR ')})`).join(' AND ');
}

function tsQuery(concepts: Concepts, weight = ''): string {
  return concepts
    .map(
      (alts) =>
        `(${alts.map((phrase) => `(${phrase.map((t) => t + weight).join(' <-> ')})`).join(' | ')})`,
    )
    .join(' & ');
}

/** The query's first alternatives, in order, as one phrase: the words as typed, next to each other. */
function phraseOf(concepts: Concepts): string[] | null {
  if (concepts.length < 2) return null;
  return concepts.flatMap((alts) => alts[0] ?? []);
}

interface Matching {
  concepts: Concepts;
  /** The concepts must be in the title or the skills, not only the description. */
  titleOrSkills?: boolean;
  /** Jobs matching all of these are left out (they were listed already). */
  exclude?: Concepts;
  filters: JobFilters;
  now: string;
}

/** The index query of a search: its words (less any excluded), and its indexed filters. */
function indexQuery(db: Db, { concepts, exclude, filters, titleOrSkills }: Matching): string {
  const facets = facetFilters(filters);
  if (isPostgres(db)) {
    const parts = [`(${tsQuery(concepts, titleOrSkills ? ':AB' : '')})`];
    if (exclude) parts.push(`!(${tsQuery(exclude)})`);
    for (const any of facets) parts.push(`(${any.join(' | ')})`);
    return parts.join(' & ');
  }
  let query = titleOrSkills
    ? `({title skills} : (${ftsQuery(concepts)}))`
    : `(${ftsQuery(concepts)})`;
  if (facets.length > 0)
    query += ` AND (facets : (${facets.map((any) => `(${any.join(' OR ')})`).join(' AND ')}))`;
  return exclude ? `${query} NOT (${ftsQuery(exclude)})` : query;
}

/**
 * Matching open, unexpired jobs passing the filters, newest first; `scored` adds what ranking
 * reads (and the text score on SQLite; PostgreSQL scores the window's vectors after).
 */
function matches(db: Db, matching: Matching, limit: number, scored = true) {
  const where = conditions({ ...matching.filters, now: matching.now }, { facetsIndexed: true });
  const query = indexQuery(db, matching);
  const columns = scored
    ? sql`jobs.id, jobs.posted_at, jobs.work_mode, jobs.employment_type, jobs.experience_level`
    : sql`jobs.id`;
  if (isPostgres(db))
    return sql`
      select ${columns}
      from job_search_docs d join jobs on jobs.id = d.job_id
      where d.search_vector @@ to_tsquery('simple', ${query}) and ${where}
      order by d.job_id desc
      limit ${limit}`;
  const weights = sql.raw(FTS_WEIGHTS.join(', '));
  return sql`
    select ${columns} ${scored ? sql`, -bm25(job_search_fts, ${weights}) as text_score` : sql``}
    from job_search_fts join jobs on jobs.id = job_search_fts.rowid
    where job_search_fts match ${query} and ${where}
    order by job_search_fts.rowid desc
    limit ${limit}`;
}

/** The text score of a ranked job: PostgreSQL ranks the window's vectors on the words alone. */
function textScore(db: Db, concepts: Concepts) {
  return isPostgres(db)
    ? sql`ts_rank_cd(${TS_WEIGHTS}::float4[], m.search_vector, to_tsquery('simple', ${tsQuery(concepts)}))`
    : sql`m.text_score`;
}

/** How many jobs match, counted up to `limit`. */
export async function countMatches(db: Db, matching: Matching, limit = COUNT_LIMIT + 1) {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (${matches(db, matching, limit, false)}) m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

function facetBoost(boosts: FacetBoosts): RawBuilder<number> {
  const parts = (
    [
      ['work_mode', boosts.workMode],
      ['employment_type', boosts.employmentType],
      ['experience_level', boosts.experienceLevel],
    ] as const
  )
    .filter(([, code]) => code)
    .map(
      ([column, code]) =>
        sql`case when m.${sql.raw(column)} = ${code} then ${sql.lit(FACET_BOOST)} else 1 end`,
    );
  return parts.length === 0 ? sql<number>`1` : sql<number>`${sql.join(parts, sql` * `)}`;
}

/** A job's age in days at `now`. */
function ageDays(db: Db, now: string) {
  return isPostgres(db)
    ? sql`(extract(epoch from (${now}::timestamptz - m.posted_at::timestamptz)) / 86400.0)`
    : sql`(julianday(${now}) - julianday(m.posted_at))`;
}

/**
 * Whether a ranked job's title matches: on PostgreSQL from the job's own vector; on SQLite from
 * the title matches among ids from the ranked window's lowest on, so the index reads no further.
 */
function titleHit(db: Db, tsquery: string, ftsTitle: string) {
  return isPostgres(db)
    ? sql`m.search_vector @@ to_tsquery('simple', ${tsquery})`
    : sql`m.id in (select rowid from job_search_fts
        where job_search_fts match ${`title : (${ftsTitle})`} and rowid >= (select min(id) from w))`;
}

/** A factor for ranked jobs whose title has every concept. */
function titleMatch(db: Db, concepts: Concepts, boost: number) {
  const hit = titleHit(db, tsQuery(concepts, ':A'), ftsQuery(concepts));
  return sql`(case when ${hit} then ${sql.lit(boost)} else 1 end)`;
}

/** A factor for ranked jobs whose title holds the phrase. */
function phraseMatch(db: Db, phrase: string[] | null) {
  if (!phrase) return sql`1`;
  const hit = titleHit(db, phrase.map((t) => `${t}:A`).join(' <-> '), quote(phrase));
  return sql`(case when ${hit} then ${sql.lit(PHRASE_BOOST)} else 1 end)`;
}

/** A factor for ranked jobs whose title holds a hint phrase, for each hint it holds. */
function hintBoost(db: Db, hints: Concepts) {
  if (hints.length === 0) return sql`1`;
  return sql.join(
    hints.map((hint) => titleMatch(db, [hint], HINT_BOOST)),
    sql` * `,
  );
}

export interface RankOptions extends Matching {
  boosts: FacetBoosts;
  /** Phrases a title may hold to rank higher; they filter nothing. */
  hints?: Concepts;
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
}

/**
 * One page of matching jobs: by relevance (field-weighted text score, the title phrase, the
 * hinted facets and freshness) or by posting date; ties go to the higher id.
 */
export async function rankMatches(db: Db, options: RankOptions): Promise<number[]> {
  const typed = options.concepts.map((alts) => alts.slice(0, 1));
  const score =
    options.sort === 'date'
      ? sql`m.posted_at`
      : sql`(${textScore(db, options.concepts)} * ${titleMatch(db, options.concepts, TITLE_BOOST)}
          * ${titleMatch(db, typed, TYPED_BOOST)} * ${phraseMatch(db, phraseOf(options.concepts))}
          * ${facetBoost(options.boosts)} * ${hintBoost(db, options.hints ?? [])}
          * (${sql.lit(FRESHNESS_FLOOR)} + ${sql.lit(1 - FRESHNESS_FLOOR)} * exp(-0.693 * max_age / ${sql.lit(FRESHNESS_HALF_LIFE_DAYS)})))`;
  const age = ageDays(db, options.now);
  const clamped = isPostgres(db) ? sql`greatest(${age}, 0)` : sql`max(${age}, 0)`;
  const { rows } = await sql<{ id: number }>`
    with w as materialized (${matches(db, options, RANK_WINDOW)})
    select id from (
      select m.*, ${clamped} as max_age ${isPostgres(db) ? sql`, d.search_vector` : sql``}
      from w m ${isPostgres(db) ? sql`join job_search_docs d on d.job_id = m.id` : sql``}
    ) m
    order by ${score} desc, m.id desc
    limit ${options.limit} offset ${options.offset}`.execute(db);
  return rows.map((row) => Number(row.id));
}
