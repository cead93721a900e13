import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { SCORED_COLUMNS } from './match-query.ts';
import { spacedOf } from './title-words.ts';

/**
 * How many of the newest matches a ranking reads at most. Below it ranking is exact; a word
 * matching more jobs than this ranks its newest ones, which freshness favours anyway, so a
 * common word at a million jobs costs no more than a rare one.
 */
export const RANK_WINDOW = 1000;

/**
 * What counting a search read, kept for ranking it a moment later: every match when there were
 * fewer than the count's limit, or the newest ones when the count read those. Kept by the
 * search's time too (in its key), so never from one search to another.
 */
export interface Counted {
  ids: number[];
  all: boolean;
  newest: boolean;
}

const counted = new Map<string, Counted>();
const KEPT_SEARCHES = 64;

export function keep(key: string, read: Counted) {
  if (!read.all && !read.newest) return;
  if (counted.size >= KEPT_SEARCHES) counted.clear();
  counted.set(key, read);
}

/** What counting the search `key` read, if it was kept. */
export const kept = (key: string) => counted.get(key);

/** The ranking window as counting found it: every match, or the newest `size`. */
export function keptWindow(read: Counted | undefined, size = RANK_WINDOW): number[] | undefined {
  if (!read || !(read.all || (read.newest && read.ids.length >= size))) return undefined;
  return read.ids.toSorted((a, b) => b - a).slice(0, size);
}

/**
 * The ranking window of jobs by their ids, with what the score reads of them: on PostgreSQL each
 * one's age in days at `now` (none below 0) and its spaced title (title-words.ts) come with it,
 * looked up in the jobs index that holds what ranking reads (migration 0039), which costs less
 * than sending them back from the count that found the ids; SQLite's ranking works them out itself.
 */
export function rankingWindow(db: Db, ids: readonly number[], now: string) {
  if (!isPostgres(db))
    return sql`select ${SCORED_COLUMNS} from jobs
      where jobs.id in (select value from json_each(${JSON.stringify(ids)}))`;
  const age = sql`extract(epoch from ${now}::timestamptz - jobs.posted_at::timestamptz)::float8`;
  return sql`select ${SCORED_COLUMNS}, greatest(${age} / 86400, 0) as max_age,
      ${spacedOf(sql`jobs.title`)} as spaced_title
    from unnest(${ids}::int[]) as w(id) join jobs on jobs.id = w.id`;
}
