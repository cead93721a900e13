import { STALE_ENTRY } from '../../../src/shared/dto/profile.ts';
import { educationSchema } from '../../../src/shared/profile-schemas.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { educationEntries } from '../../services/profile/entries.ts';
import { entryRoutes } from './entry-routes.ts';

/** The candidate's education (spec 7.1); edits carry the version they started from. */
export function educationRoutes(deps: ProfileDeps) {
  return entryRoutes(
    {
      path: '/educations',
      service: educationEntries,
      writes: { upsert: educationSchema },
      stale: STALE_ENTRY,
    },
    deps,
  );
}
