import { credentialLabel, isLicenceType, kindOf, US_STATES, type UsState } from './catalogue.ts';
import { licenceValidIn } from './compact.ts';
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
