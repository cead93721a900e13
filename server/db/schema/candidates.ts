import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CandidateOrigin, NeuroClassification } from '../../../src/shared/code-tables.ts';

export interface CandidatesTable {
  id: Generated<number>;
  /** Stored lower-case; unique. The sign-in address, always one whose mailbox was proven or given at sign-up. */
  email: string;
  /** An address the candidate asked to change to; it replaces `email` once its code is entered. */
  pending_email: string | null;
  first_name: string;
  last_name: string;
  profile_title: string | null;
  neuro_classification: Generated<NeuroClassification>;
  origin: CandidateOrigin | null;
  source_enterprise_id: number | null;
  /** 'Z' ties the candidate exclusively to source_enterprise_id. */
  talent_pool: string | null;
  accessibility: Generated<'Y' | 'N'>;
  /** JSON text of the bionic reading settings, or '' when none were saved. */
  bionic_reading_configuration: Generated<string>;
  /** scrypt hash in the form scrypt$N$r$p$salt$hash (base64url parts). */
  password_hash: string | null;
  email_verified: Generated<number>;
  /** UNCONFIRMED until the sign-up code is confirmed; DISABLED accounts cannot sign in. */
  account_status: Generated<'UNCONFIRMED' | 'CONFIRMED' | 'DISABLED'>;
  /** Set for accounts created with a temporary password: the next sign-in must choose one. */
  must_change_password: Generated<number>;
  talent_pool_id: string | null;
  invitee_candidate_id: string | null;
  ip_address: string | null;
  was_user_inactive: Generated<number>;
  /** ISO 3166-1 alpha-2 country of the candidate, from an IP look-up for origin M. */
  region: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip_code: string | null;
  employer_name: string | null;
  job_title: string | null;
  overall_years_of_experience: number | null;
  /** ISO dates of the current or latest job, from the create-profile wizard. */
  worked_from: string | null;
  worked_till: string | null;
  /** Unguessable key of the public profile (/candidate/public/:candidateKey); null until shared. */
  public_key: string | null;
  /** The candidate's own referral code (in referralDetails links). */
  referral_code: string | null;
  referred_by_candidate_id: number | null;
  avatar_file_id: number | null;
  video_file_id: number | null;
  device_token: string | null;
  /** Set when the create-profile wizard was finished. */
  profile_completed_at: string | null;
  /** JSON: which sections the public profile shows, e.g. {"skills":true,"workHistory":false}. */
  profile_visibility: Generated<string>;
  /** JSON: which e-mail notifications the candidate wants, e.g. {"applications":true}. */
  notification_preferences: Generated<string>;
  /** JSON: the accepted versions of the terms, privacy and secrecy policies. */
  consented_versions: Generated<string>;
  created_at: string;
  updated_at: string;
}

export type Candidate = Selectable<CandidatesTable>;
export type NewCandidate = Insertable<CandidatesTable>;
export type CandidateUpdate = Updateable<CandidatesTable>;
