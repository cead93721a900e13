import type { ProfilePort } from '../../../src/shared/dto/profile.ts';
import { referralsOf } from '../../services/profile/account.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { dashboardOf, profileOf, scoreOf } from '../../services/profile/me.ts';
import { publicProfileOf } from '../../services/profile/public.ts';

/** The profile for server-rendered pages (Astro.locals.profile). */
export function profilePort(deps: ProfileDeps): ProfilePort {
  return {
    me: (candidateId) => profileOf(deps, candidateId),
    score: (candidateId) => scoreOf(deps, candidateId),
    dashboard: (candidateId) => dashboardOf(deps, candidateId),
    publicProfile: (publicKey) => publicProfileOf(deps, publicKey),
    referrals: (candidateId, origin, host) => referralsOf(deps.db, candidateId, origin, host),
  };
}
