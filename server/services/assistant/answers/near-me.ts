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
 * address, as the search box does; where that is unknown, the answer says so before the jobs.
 * A place named in the request wins.
 */
export async function nearAsker(
  db: Db,
  request: JobRequest,
  asker: Asker,
): Promise<{ state: SearchState; lead?: string }> {
  const { state, understood } = request;
  if (!wantsHome(understood)) return { state };
  const home = asker.candidateId ? await findCandidateById(db, asker.candidateId) : undefined;
  const place = home && addressPlace(queryCatalogues(), home);
  if (place) return { state: { ...state, place } };
  const unknown = asker.candidateId
    ? "Your profile doesn't say where you live"
    : "I don't know where you are";
  // With nothing else to search by, nothing is looked for: the answer asks what and where.
  return { state, lead: isEmpty(state) ? `${unknown}. ` : `${unknown}, so I looked everywhere. ` };
}
