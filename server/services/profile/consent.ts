import type { Db } from '../../db/connect.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { mergeCandidateJson } from '../../db/repositories/profile.ts';

/** The policies a candidate accepts and their current versions (the legal pages' dates). */
export const CURRENT_POLICY_VERSIONS = {
  termsOfUse: '2026-11-01',
  privacy: '2026-11-01',
  secrecy: '2026-11-01',
} as const;

type Versions = Record<keyof typeof CURRENT_POLICY_VERSIONS, string | null>;

/** GET candidates/consented/versions: what is current, what was accepted, and whether it is. */
export function consentStatus(json: string) {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json) ?? {};
  } catch {
    // A damaged value counts as nothing accepted.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const accepted: Versions = {
    termsOfUse: text(stored.termsOfUse),
    privacy: text(stored.privacy),
    secrecy: text(stored.secrecy),
  };
  return {
    current: CURRENT_POLICY_VERSIONS,
    accepted,
    isTermsOfUseLatest: accepted.termsOfUse === CURRENT_POLICY_VERSIONS.termsOfUse,
    isPrivacyLatest: accepted.privacy === CURRENT_POLICY_VERSIONS.privacy,
    isSecrecyLatest: accepted.secrecy === CURRENT_POLICY_VERSIONS.secrecy,
  };
}

/** The candidate's consent status; null when unknown. */
export async function consentOf(db: Db, candidateId: number) {
  const row = await findCandidateById(db, candidateId);
  return row ? consentStatus(row.consented_versions) : null;
}

/**
 * Records the policy versions the candidate accepted; null when they are not the current ones
 * (the policies changed since the page was read), and nothing is recorded.
 */
export async function acceptPolicies(
  db: Db,
  candidateId: number,
  accepted: Record<keyof typeof CURRENT_POLICY_VERSIONS, string>,
) {
  const current = Object.entries(CURRENT_POLICY_VERSIONS).every(
    ([key, version]) => accepted[key as keyof typeof accepted] === version,
  );
  if (!current) return null;
  await mergeCandidateJson(
    db,
    candidateId,
    'consented_versions',
    accepted,
    new Date().toISOString(),
  );
  return (await consentOf(db, candidateId)) ?? consentStatus('{}');
}
