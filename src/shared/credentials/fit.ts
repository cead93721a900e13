import {
  type CredentialType,
  credentialLabel,
  isLicenceType,
  kindOf,
  US_STATES,
  type UsState,
} from './catalogue.ts';
import { COMPACT_LICENCE_TYPES, isCompactState, licenceValidIn, NURSE_COMPACT } from './compact.ts';
import type { CredentialFitItem } from './dto.ts';
import { credentialStatus } from './status.ts';

/** What the fit needs of a candidate's credential. */
export interface HeldCredential {
  id: number;
  type: string;
  state: string | null;
  multistate: boolean;
  expiresOn: string;
}

export interface Requirement {
  type: string;
  required: boolean;
}

/**
 * The candidate's fit for each credential a job asks for. A licence counts where the compact rule
 * says it is valid in the job's state; anything counts only while it has not expired. A lapsed
 * credential is reported as expired, never as held.
 */
export function credentialFit(
  requirements: readonly Requirement[],
  held: readonly HeldCredential[],
  jobState: UsState | null,
  today: string,
): CredentialFitItem[] {
  return requirements.map((req) => {
    const licence = isLicenceType(req.type);
    const matching = held.filter(
      (c) =>
        c.type === req.type &&
        (!licence ||
          licenceValidIn({ type: c.type, state: c.state, multistate: c.multistate }, jobState)),
    );
    const valid = matching
      .filter((c) => credentialStatus(c.expiresOn, today) !== 'expired')
      .sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0];
    const label =
      licence && jobState
        ? `${credentialLabel(req.type)} valid in ${US_STATES[jobState]}`
        : credentialLabel(req.type);
    return {
      type: req.type,
      kind: kindOf(req.type) ?? 'C',
      label,
      required: req.required,
      held: valid ? 'held' : matching.length ? 'expired' : 'missing',
      credentialId: valid?.id ?? null,
    };
  });
}

/** The required credentials the candidate does not hold (for the confirm-before-apply step). */
export const missingRequired = (fit: readonly CredentialFitItem[]) =>
  fit.filter((item) => item.required && item.held !== 'held');

/** What applying without required credentials answers until the candidate confirms. */
export const missingCredentialsMessage = (labels: readonly string[]) =>
  `This job requires credentials you do not hold: ${labels.join(', ')}. Confirm to apply without them.`;

/**
 * What a candidate holds today, as search needs it to keep to the jobs they are qualified for:
 * the certifications (valid anywhere) and, per licence type, the US states where a licence of
 * theirs counts by the compact rule (codes). Expired credentials count for nothing.
 */
export interface HeldRule {
  certifications: string[];
  licences: { type: string; states: UsState[] }[];
}

export function heldRule(held: readonly HeldCredential[], today: string): HeldRule {
  const valid = held.filter((c) => credentialStatus(c.expiresOn, today) !== 'expired');
  const certifications = [
    ...new Set(valid.filter((c) => !isLicenceType(c.type)).map((c) => c.type)),
  ];
  const states = new Map<string, Set<UsState>>();
  for (const c of valid.filter((c) => isLicenceType(c.type))) {
    const set = states.get(c.type) ?? new Set<UsState>();
    if (c.state && c.state in US_STATES) set.add(c.state as UsState);
    if (
      c.multistate &&
      COMPACT_LICENCE_TYPES.includes(c.type as CredentialType) &&
      isCompactState(c.state)
    )
      for (const member of NURSE_COMPACT.members) set.add(member);
    states.set(c.type, set);
  }
  return {
    certifications,
    licences: [...states].map(([type, set]) => ({ type, states: [...set].sort() })),
  };
}
