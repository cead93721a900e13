import type { SavedSearchDto } from './saved-search.ts';

type Version = string | number | null;
export type PolicyVersions = { termsOfUse: Version; privacy: Version; secrecy: Version };

/** GET candidates/consented/versions: the current policies, those accepted, and whether each is. */
export interface ConsentedVersionsDto {
  current: PolicyVersions;
  accepted: Partial<PolicyVersions>;
  isTermsOfUseLatest: boolean;
  isPrivacyLatest: boolean;
  isSecrecyLatest: boolean;
}

/**
 * What Settings shows from the start, rendered with the page: the sections below it then stay
 * where they are instead of moving down when the lists arrive.
 */
export interface SettingsPort {
  /** null for an unknown candidate. */
  consent(candidateId: number): Promise<ConsentedVersionsDto | null>;
  savedSearches(candidateId: number): Promise<SavedSearchDto[]>;
}
