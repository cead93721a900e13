import { createJobSearch } from '../../server/services/search/jobs.ts';
import { withUnderstanding } from '../../server/services/search/understood-search.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import type { Scratch } from './scratch-1m.ts';
import { isFilteredSearch, searchMix, typeaheadMix } from './search-queries.ts';
import { type Latency, timeEach } from './stats.ts';

/** Budgets of the search at a million jobs, in milliseconds. */
export const BUDGETS = {
  typeahead: { p95: 10, p99: 30 },
  search: { p95: 50, p99: 120 },
};

const QUERIES = 500;

export interface SearchLatency {
  typeahead: Latency;
  search: Latency;
  filteredSearch: Latency;
}

/**
 * Server-side latency of the typeahead (GET /api/v1/candidates/search) and of job search (GET
 * /public/api/v1/jobs/search, first page), timed around the service calls those routes make
 * (query understanding, then the engine).
 */
export async function measureSearch(scratch: Scratch): Promise<SearchLatency> {
  const jobs = withUnderstanding(createJobSearch(scratch.db));
  const typeahead = await timeEach(typeaheadMix(QUERIES), ({ text, healthcare }) =>
    jobs.suggest(text, healthcare),
  );
  const queries = searchMix(QUERIES * 2).map((query) => jobSearchSchema.parse(query));
  const plain = queries.filter((q) => !isFilteredSearch(q));
  const narrowed = queries.filter(isFilteredSearch);
  return {
    typeahead,
    search: await timeEach(plain, (criteria) => jobs.search(criteria)),
    filteredSearch: await timeEach(narrowed, (criteria) => jobs.search(criteria)),
  };
}

/** The budgets a measurement misses, as sentences. */
export function searchFailures(label: string, latency: SearchLatency): string[] {
  const failures: string[] = [];
  const { typeahead, search, filteredSearch } = latency;
  if (typeahead.p95 > BUDGETS.typeahead.p95)
    failures.push(
      `${label} typeahead p95 ${typeahead.p95.toFixed(1)} ms > ${BUDGETS.typeahead.p95} ms`,
    );
  if (typeahead.p99 > BUDGETS.typeahead.p99)
    failures.push(
      `${label} typeahead p99 ${typeahead.p99.toFixed(1)} ms > ${BUDGETS.typeahead.p99} ms`,
    );
  for (const [name, figures] of [
    ['search', search],
    ['filtered search', filteredSearch],
  ] as const) {
    if (figures.p95 > BUDGETS.search.p95)
      failures.push(`${label} ${name} p95 ${figures.p95.toFixed(1)} ms > ${BUDGETS.search.p95} ms`);
    if (figures.p99 > BUDGETS.search.p99)
      failures.push(`${label} ${name} p99 ${figures.p99.toFixed(1)} ms > ${BUDGETS.search.p99} ms`);
  }
  return failures;
}
