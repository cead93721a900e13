import type { Generated } from 'kysely';
import type { CredentialKind } from '../../../src/shared/credentials/catalogue.ts';
import type { Engagement, ShiftTime } from '../../../src/shared/shifts.ts';

/** What describes a credential, held by the candidate or copied onto an application. */
interface CredentialColumns {
  kind: CredentialKind;
  /** A code of the catalogue in src/shared/credentials/catalogue.ts. */
  type_code: string;
  /** USPS code of the issuing state. */
  issuing_state: string | null;
  number: string | null;
  multistate: Generated<number>;
  issued_on: string | null;
  /** ISO date; the credential is valid through this day. */
  expires_on: string;
  /** The scanned licence or card (a file of category CREDENTIAL). */
  file_id: number | null;
}

/** A licence (L) or certification (C) the candidate holds; `version` rises on every edit. */
export interface CredentialsTable extends CredentialColumns {
  id: Generated<number>;
  candidate_id: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A reminder sent for one expiry date, so it is never sent twice (restarts included). */
export interface CredentialRemindersTable {
  credential_id: number;
  expires_on: string;
  days_before: number;
  sent_at: string;
}

/** A credential a job asks for: required (1) or preferred (0). */
export interface JobCredentialsTable {
  job_id: number;
  type_code: string;
  required: Generated<number>;
}

/** A credential attached to an application, copied as it was when the candidate applied. */
export interface ApplicationCredentialsTable extends CredentialColumns {
  id: Generated<number>;
  application_id: number;
  credential_id: number | null;
  attached_at: string;
}

/** A healthcare job's shift facts (src/shared/shifts.ts). */
export interface JobShiftsTable {
  job_id: number;
  engagement: Engagement;
  shift_hours: number | null;
  shift_time: ShiftTime | null;
  start_date: string | null;
  weekly_hours: number | null;
  contract_weeks: number | null;
}
