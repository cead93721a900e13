import type { Generated } from 'kysely';
import type { CandidateOrigin } from '../../../src/shared/code-tables.ts';

export interface TalentPoolsTable {
  id: Generated<number>;
  enterprise_id: number;
  name: string;
  created_at: string;
}

export interface TalentPoolCandidatesTable {
  pool_id: number;
  candidate_id: number;
  /** How the candidate joined the pool (I for an accepted invitation). */
  origin: CandidateOrigin;
  added_at: string;
}

/** Someone an enterprise invited into a pool: P pending, A accepted. */
export interface TalentPoolInviteesTable {
  id: Generated<number>;
  pool_id: number;
  email: string;
  status: Generated<'P' | 'A'>;
  candidate_id: number | null;
  created_at: string;
  accepted_at: string | null;
}
