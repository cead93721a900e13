import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { kept, keptWindow, RANK_WINDOW, rankingWindow } from './counted-window.ts';
import { type FacetBoosts, relevanceScore, type ScoreOptions } from './job-score.ts';
import { countMatches, idsOf, spannedIds } from './match-count.ts';
import { type Matching, matches, searchKey } from './match-query.ts';
import type { Concepts } from './query-terms.ts';
import { spacedTitle } from './title-words.ts';

export type { Concepts, FacetBoosts };
export { RANK_WINDOW };

/**
 * Whether a database runs a search's reads side by side (PostgreSQL, each on a connection of its
 * own), so a read that will likely be needed may start before it is known to be.
 */
export const readsSideBySide = (db: Db) => isPostgres(db);

export interface RankOptions extends Matching, ScoreOptions {
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  /** The matches, when the caller has counted them already (up to at least RANK_WINDOW + 1). */
  matched?: number;
  /** How many of the newest matches are ranked at most (RANK_WINDOW unless fewer will do). */
  window?: number;
}

/**
 * One page of matching jobs: by relevance (the fields the concepts are in, the title holding them
 * all, as typed and in order, the hinted facets and phrases, and freshness) or by posting date;
 * ties go to the higher id. Both databases compute the same score.
 */
export async function rankMatches(db: Db, options: RankOptions): Promise<number[]> {
  const score = options.sort === 'date' ? sql`m.posted_at` : relevanceScore(db, options);
  // The window is the newest matches; when every match fits in it, which ones come first does
  // not change it, and PostgreSQL may then find them through the word index (see matches).
  const size = Math.min(options.window ?? RANK_WINDOW, RANK_WINDOW);
  let window = matches(db, options, size);
  const key = `${searchKey(db, options)} ${options.now}`;
  let ids = keptWindow(kept(key), size);
  if (!ids && isPostgres(db)) {
    // Counted newest first when ranking fewer than the window: the count then is the window.
    const matched =
      options.matched ?? (await countMatches(db, options, size + 1, size < RANK_WINDOW));
    // A count of its own reads the window with it: the newest matches.
    ids = keptWindow(kept(key), size);
    ids ??=
      matched <= size
        ? await idsOf(db, options, size, false)
        : await spannedIds(db, options, size, true);
  }
  if (ids) {
    if (ids.length === 0) return [];
    window = rankingWindow(db, ids, options.now);
  }
  // `offset 0` keeps the inner select whole (SQLite's needs a limit with it), so each job's
  // spaced title is computed once, not wherever the score reads it; PostgreSQL's window comes
  // with it, and with each job's age (rankingWindow).
  const ranked = sql<{ id: number }>`
    with w as materialized (${window})
    select id from (
      select m.*, ${
        isPostgres(db)
          ? sql`d.own_vector`
          : sql`max(julianday(${options.now}) - julianday(m.posted_at), 0) as max_age,
              ${spacedTitle()} as spaced_title, d.title as doc_title, d.skills as doc_skills,
              d.employer as doc_employer, d.place as doc_place`
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
