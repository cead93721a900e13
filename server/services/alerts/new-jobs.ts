import type { JobCard } from '../../../src/shared/dto/job.ts';
import type { SavedSearchCriteria } from '../../../src/shared/dto/saved-search.ts';
import type { Address } from '../../../src/shared/query/places.ts';
import type { JobSearch } from '../search/jobs.ts';
import { understandCriteria } from '../search/understood-search.ts';

/** Pages of results read at most: every full-text match a search ranks (2,000 at 20 a page). */
const MAX_PAGES = 100;

/**
 * Open jobs matching the criteria that were posted in (since, until], best first, at most `max`.
 * The keyword is understood as the search box understands it ('nurse houston' is nurses in
 * Houston). Results without search words come newest first, so reading stops at the first older
 * job; ranked results are read until `max` are found or the matches run out.
 */
export async function newMatchingJobs(
  jobs: Pick<JobSearch, 'search'>,
  criteria: SavedSearchCriteria,
  since: string,
  until: string,
  max: number,
  /** Where the candidate lives: 'near me' in the search means there. */
  home?: Address,
): Promise<JobCard[]> {
  const found: JobCard[] = [];
  const searched = understandCriteria({
    ...criteria,
    skills: criteria.skills ?? [],
    keepKind: true,
    home,
  }).criteria;
  const newestFirst = !searched.keyword;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await jobs.search({ ...searched, page });
    for (const job of result.jobs) {
      if (job.postedAt <= since || job.postedAt > until) continue;
      found.push(job);
      if (found.length === max) return found;
    }
    const last = result.jobs.at(-1);
    if (!last || (page + 1) * result.pageSize >= result.total) break;
    if (newestFirst && last.postedAt <= since) break;
  }
  return found;
}
