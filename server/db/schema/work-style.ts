import type { Generated } from 'kysely';

/** A candidate's "How I work best" passport: JSON text of WorkStyle (src/shared/work-style). */
export interface WorkPassportsTable {
  candidate_id: number;
  passport: string;
  updated_at: string;
}

/** What a candidate shares of the passport with the enterprise of one application. */
export interface WorkPassportSharesTable {
  application_id: number;
  candidate_id: number;
  /** JSON text of the shared parts (communication, interview, environment, other). */
  parts: string;
  shared_at: string;
  /** Set when the candidate withdraws; the enterprise then no longer reads anything. */
  withdrawn_at: string | null;
}

/** Adjustments a candidate asks for one interview round, and the enterprise's answer. */
export interface AdjustmentRequestsTable {
  id: Generated<number>;
  interview_id: number;
  /** JSON text of the chosen interview preference codes. */
  choices: string;
  note: Generated<string>;
  answer: string | null;
  created_at: string;
  answered_at: string | null;
}

/** One work-environment fact of a job (noise, space, schedule…) and its value code. */
export interface JobWorkFactsTable {
  job_id: number;
  fact: string;
  value: string;
}
