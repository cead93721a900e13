import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CandidateOrigin, NeuroClassification } from '../../../src/shared/code-tables.ts';

export interface CandidatesTable {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
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
  created_at: string;
  updated_at: string;
}

export type Candidate = Selectable<CandidatesTable>;
export type NewCandidate = Insertable<CandidatesTable>;
export type CandidateUpdate = Updateable<CandidatesTable>;
