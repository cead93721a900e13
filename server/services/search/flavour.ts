import type { FlavourCode } from '../../../src/shared/flavours.ts';
import { FLAVOURS } from '../../../src/shared/flavours.ts';
import type { JobSearch } from './jobs.ts';

/**
 * The job search as a flavour's server answers it (spec 1, 7.2): in flavour H every search and
 * typeahead is limited to healthcare jobs, whether or not the request carried is-healthcare=true,
 * so the assistant, alerts and any bare link stay within healthcare too. Job pages are not limited.
 */
export function searchOfFlavour<T extends Pick<JobSearch, 'search' | 'suggest'>>(
  search: T,
  flavour: FlavourCode,
): T {
  if (!FLAVOURS[flavour].healthcareSearch) return search;
  return {
    ...search,
    search: (criteria) => search.search({ ...criteria, 'is-healthcare': true }),
    suggest: (text) => search.suggest(text, true),
  };
}
