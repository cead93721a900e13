import type { Candidate } from '../../db/schema/candidates.ts';

/** Scopes and the claims each releases (the spec's user attributes, section 3). */
export const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: [
    'name',
    'given_name',
    'family_name',
    'dsaascandidateid',
    'custom:talentPoolId',
    'custom:inviteeCandidateId',
    'custom:ipAddress',
    'custom:neuroClassification',
    'wasUserInactive',
  ],
};

export const SCOPE = 'openid email profile';

export function claimsOf(candidate: Candidate): Record<string, unknown> {
  return {
    sub: String(candidate.id),
    email: candidate.email,
    email_verified: candidate.email_verified === 1,
    name: `${candidate.first_name} ${candidate.last_name}`.trim(),
    given_name: candidate.first_name,
    family_name: candidate.last_name,
    dsaascandidateid: String(candidate.id),
    'custom:talentPoolId': candidate.talent_pool_id ?? undefined,
    'custom:inviteeCandidateId': candidate.invitee_candidate_id ?? undefined,
    'custom:ipAddress': candidate.ip_address ?? undefined,
    'custom:neuroClassification': candidate.neuro_classification,
    wasUserInactive: candidate.was_user_inactive === 1,
  };
}
