import type { CredentialType, UsState } from './catalogue.ts';

/**
 * The Nurse Licensure Compact (NLC): a nurse whose primary state of residence is a member state
 * may hold one multistate RN or LPN/LVN licence that is valid in every other member state.
 * Jurisdictions where the compact is implemented, from NCSBN's compact map (nursecompact.com) as of
 * `NURSE_COMPACT.asOf`. States that have enacted it but do not yet issue multistate licences are
 * listed apart and do not count. Update both lists, and the date, when the map changes.
 */
export const NURSE_COMPACT = {
  asOf: '2025-07-01',
  source: 'https://www.nursecompact.com/',
  members: [
    'AL',
    'AZ',
    'AR',
    'CO',
    'DE',
    'FL',
    'GA',
    'ID',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MS',
    'MO',
    'MT',
    'NE',
    'NH',
    'NJ',
    'NM',
    'NC',
    'ND',
    'OH',
    'OK',
    'PA',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
    'GU',
    'VI',
  ] satisfies UsState[] as readonly UsState[],
  /** Enacted, implementation pending: a licence from here is single-state for now. */
  pending: ['CT', 'MA'] satisfies UsState[] as readonly UsState[],
} as const;

/** The licence types the compact covers (advanced practice has a compact of its own). */
export const COMPACT_LICENCE_TYPES: readonly CredentialType[] = ['RN', 'LPN'];

const MEMBERS = new Set<string>(NURSE_COMPACT.members);

export const isCompactState = (state: string | null | undefined) =>
  state !== null && state !== undefined && MEMBERS.has(state);

/** A licence as the compact rule needs it. */
export interface LicenceFacts {
  type: string;
  state: string | null;
  multistate: boolean;
}

/**
 * Whether a licence lets its holder work in `jobState` (a USPS code). The licence's own state
 * always counts; a multistate RN or LPN/LVN licence issued by a compact member state also counts
 * in every other member state. A job with no US state asks for the licence type alone.
 */
export function licenceValidIn(licence: LicenceFacts, jobState: string | null): boolean {
  if (jobState === null) return true;
  if (licence.state === jobState) return true;
  return (
    licence.multistate &&
    COMPACT_LICENCE_TYPES.includes(licence.type as CredentialType) &&
    isCompactState(licence.state) &&
    isCompactState(jobState)
  );
}
