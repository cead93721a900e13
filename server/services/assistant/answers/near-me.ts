import { wantsHome } from '../../../../src/shared/query/near-me.ts';
import { addressPlace } from '../../../../src/shared/query/places.ts';
import type { Db } from '../../../db/connect.ts';
import { findCandidateById } from '../../../db/repositories/candidates.ts';
import { queryCatalogues } from '../../search/query-catalogues.ts';
import type { JobRequest } from '../job-request.ts';
import { isEmpty, type SearchState } from '../search-state.ts';
import type { Asker } from './context.ts';

/**
 * A request for work 'near me' searches where the signed-in asker lives, by their profile's
 * address, as the search box does; where that is unknown, or the place is a ZIP code, the answer
 * says so before the jobs. A place named in the request wins.
 */
export async function nearAsker(
  db: Db,
  request: JobRequest,
  asker: Asker,
): Promise<{ state: SearchState; lead?: string }> {
  const { state, understood } = request;
  // With nothing else to search by, nothing is looked for: the answer asks what and where.
  const lead = (unknown: string) =>
    isEmpty(state) ? `${unknown}. ` : `${unknown}, so I looked everywhere. `;
  if (wantsHome(understood)) {
    const home = asker.candidateId ? await findCandidateById(db, asker.candidateId) : undefined;
    const place = home && addressPlace(queryCatalogues(), home);
    if (place) return { state: { ...state, place } };
    return {
      state,
      lead: lead(
        asker.candidateId
          ? "Your profile doesn't say where you live"
          : "I don't know where you are",
      ),
    };
  }
  // A ZIP code names no place the gazetteer has.
  if (request.zip && !state.place) return { state, lead: lead("I can't search by ZIP code yet") };
  return { state };
}
