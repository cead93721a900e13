import { STALE_ENTRY } from '../../../src/shared/dto/profile.ts';
import { workHistorySchema } from '../../../src/shared/profile-schemas.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { workHistoryEntries } from '../../services/profile/entries.ts';
import { entryRoutes } from './entry-routes.ts';

/** The candidate's work history (spec 7.1); edits carry the version they started from. */
export function workHistoryRoutes(deps: ProfileDeps) {
  return entryRoutes(
    {
      path: '/work-history',
      service: workHistoryEntries,
      writes: { upsert: workHistorySchema },
      stale: STALE_ENTRY,
    },
    deps,
  );
}
