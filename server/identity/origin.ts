import type { CandidateOrigin } from '../../src/shared/code-tables.ts';

export interface OriginClues {
  /** The enterprise whose career portal or link the candidate arrived from. */
  enterpriseId?: number | null;
  /** A talent pool the candidate was invited into. */
  talentPoolId?: string | null;
  /** The arrival was a referral (origin R is then decided by the referral itself). */
  referred?: boolean;
}

/**
 * A candidate's origin on first sign-in (spec 4.3): R when they arrived through an enterprise's
 * portal without a talent pool and not by referral, J with a talent pool and an enterprise, else P.
 */
export function decideOrigin(clues: OriginClues): {
  origin: CandidateOrigin;
  sourceEnterpriseId: number | null;
} {
  if (clues.enterpriseId && clues.talentPoolId)
    return { origin: 'J', sourceEnterpriseId: clues.enterpriseId };
  if (clues.enterpriseId && !clues.talentPoolId && !clues.referred) {
    return { origin: 'R', sourceEnterpriseId: clues.enterpriseId };
  }
  return { origin: 'P', sourceEnterpriseId: null };
}
