import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { facetInBlock, spannedFilter } from './id-blocks.ts';
import { conditions, facetFilters, type JobFilters } from './job-search.ts';
import { type Concepts, matchedAlternatives, tsQuery } from './query-terms.ts';
import { wordsMatch } from './word-index.ts';

/** What ranking reads of a job besides its words (counted-window.ts's rankingWindow). */
export const SCORED_COLUMNS = sql`jobs.id, jobs.posted_at, jobs.work_mode, jobs.employment_type,
  jobs.experience_level, jobs.title`;

const quote = (phrase: readonly string[]) => `"${phrase.join(' ')}"`;

function ftsQuery(concepts: Concepts): string {
  return concepts.map((alts) => `(${alts.map(quote).join(' OR ')})`).join(' AND ');
}

export interface Matching {
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
  /** The share of all jobs holding the concepts, when the caller can guess it (0–1). */
  share?: number;
  /**
   * The share of all jobs holding the rarest concept (0–1), when the caller can guess it: the
   * length of the shortest list the word index walks for the concepts (match-spans.ts).
   */
  shortest?: number;
}

/**
 * The index query of a search: its words, and its indexed filters; on PostgreSQL `blocks` (id
 * block terms, match-spans.ts) keeps it to those blocks, read through the tokens in them of a
 * filter candidates often choose, if there is one (id-blocks.ts).
 */
function indexQuery(db: Db, matching: Matching, blocks?: readonly string[]) {
  const { filters, titleOrSkills, titleOnly } = matching;
  const facets = facetFilters(filters);
  const concepts = matchedAlternatives(matching.concepts);
  if (isPostgres(db)) {
    // The marked copies of the title's or the own words' terms find those jobs at once.
    const words = tsQuery(concepts, '', titleOnly ? 'title' : titleOrSkills ? 'own' : 'all');
    // The word index checks each candidate against the query left to right, stopping at the
    // first part it fails: the id blocks and facets, a few terms that most candidates fail, go
    // before the words, which may be dozens of alternatives (a field's titles).
    const through = blocks ? spannedFilter(facets) : -1;
    const facet = facets[through]?.[0];
    const parts = blocks
      ? [`(${blocks.map((block) => (facet ? facetInBlock(facet, block) : block)).join(' | ')})`]
      : [];
    for (const [i, any] of facets.entries()) if (i !== through) parts.push(`(${any.join(' | ')})`);
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
 * reads its fields from the index after); `blocks`, on PostgreSQL, keeps to those id blocks, and
 * `below` to the ids under it.
 */
export function matches(
  db: Db,
  matching: Matching,
  limit: number,
  scored = true,
  newest = true,
  blocks?: readonly string[],
  below?: number,
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
  // The matches are read through the word index alone: ordered by an expression its primary key
  // cannot give, or kept whole by `offset 0`, they leave a planner no walk of that key to filter
  // (match-count.ts), while each match's job is still looked up in a jobs index that holds what
  // ranking reads. Ids under `below` are kept to by an expression, which no index answers either.
  const under = below === undefined ? sql`` : sql`and job_id + 0 < ${below}`;
  if (isPostgres(db))
    return newest
      ? sql`
        select ${columns} from (
          select job_id, job_id + 0 as newest from job_search_docs
          where ${wordsMatch(query)} ${under}
          order by newest desc) d ${jobOf}
        order by d.newest desc
        limit ${limit}`
      : sql`
        select ${columns} from (
          select job_id from job_search_docs
          where ${wordsMatch(query)} ${under}
          offset 0) d ${jobOf}
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

/** A search's words and filters (not its time), as match-spans.ts tells searches apart. */
export function searchKey(db: Db, matching: Matching) {
  const { now: _, ...filters } = matching.filters as JobFilters & { now?: string };
  return `${indexQuery(db, matching)} ${JSON.stringify(filters)}`;
}
