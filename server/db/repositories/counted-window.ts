import { sql } from 'kysely';
import { spacedText } from './title-words.ts';

/**
 * How many of the newest matches a ranking reads at most. Below it ranking is exact; a word
 * matching more jobs than this ranks its newest ones, which freshness favours anyway, so a
 * common word at a million jobs costs no more than a rare one.
 */
export const RANK_WINDOW = 1000;

/**
 * What ranking scores a job on besides its words: on PostgreSQL read with its id where a search
 * reads the job's row anyway (to check it is open), so ranking need not look every job up again.
 */
export interface ScoredJob {
  id: number;
  posted_at: string;
  work_mode: string;
  employment_type: string;
  experience_level: string;
  title: string;
}

/**
 * What counting a search read, kept for ranking it a moment later: every match when there were
 * fewer than the count's limit, or the newest ones when the count read those. Kept by the
 * search's time too (in its key), so never from one search to another.
 */
export interface Counted {
  ids: number[];
  all: boolean;
  newest: boolean;
  /** On PostgreSQL, what ranking scores the jobs on, read with them. */
  rows?: ReadonlyMap<number, ScoredJob>;
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

const DAY_MS = 86_400_000;

/**
 * The ranking window of jobs read with what they are scored on (PostgreSQL), with what the score
 * reads of them worked out here once, not by the database for each: each one's age in days at
 * `now` (none below 0) and its spaced title (title-words.ts).
 */
export function scoredWindow(jobs: readonly ScoredJob[], now: string) {
  const column = <K extends keyof ScoredJob>(key: K) => jobs.map((job) => job[key]);
  const at = Date.parse(now);
  const ages = jobs.map((job) => Math.max((at - Date.parse(job.posted_at)) / DAY_MS, 0));
  return sql`select * from unnest(${column('id')}::int[], ${column('posted_at')}::text[],
      ${column('work_mode')}::text[], ${column('employment_type')}::text[],
      ${column('experience_level')}::text[], ${column('title')}::text[], ${ages}::float8[],
      ${jobs.map((job) => spacedText(job.title))}::text[])
    as w(id, posted_at, work_mode, employment_type, experience_level, title, max_age,
      spaced_title)`;
}
