import type { StoredFileDto } from '../dto/profile.ts';
import type { JobShift } from '../shifts.ts';
import type { CredentialKind } from './catalogue.ts';
import type { CredentialStatus } from './status.ts';

/** A credential as the candidate API shows it; `status` is worked out on the day asked. */
export interface CredentialDto {
  id: number;
  kind: CredentialKind;
  type: string;
  /** 'Basic Life Support (BLS)'. */
  name: string;
  state: string | null;
  number: string | null;
  multistate: boolean;
  issuedOn: string | null;
  expiresOn: string;
  status: CredentialStatus;
  /** Send it back on PUT; a stale version is refused with 409. */
  version: number;
  document: StoredFileDto | null;
}

/** One credential a job asks for, and whether the candidate holds it for that job. */
export interface CredentialFitItem {
  type: string;
  kind: CredentialKind;
  /** 'BLS', 'RN licence valid in Texas'. */
  label: string;
  required: boolean;
  /** held: a current (or expiring) credential that counts here; expired: only a lapsed one. */
  held: 'held' | 'expired' | 'missing';
  /** The candidate's credential that counts, when held. */
  credentialId: number | null;
}

export interface JobCredentialDto {
  type: string;
  kind: CredentialKind;
  name: string;
  required: boolean;
}

/** A credential as it was attached to an application; status is worked out on the day read. */
export interface AttachedCredentialDto {
  type: string;
  kind: CredentialKind;
  name: string;
  state: string | null;
  number: string | null;
  multistate: boolean;
  issuedOn: string | null;
  expiresOn: string;
  status: CredentialStatus;
  attachedAt: string;
  document: StoredFileDto | null;
}

/** A job as the fit needs it. */
export interface JobForFit {
  id: number;
  state: string | null;
  countryCode: string | null;
}

/** Credentials for server-rendered pages (Astro.locals.credentials). */
export interface CredentialsPort {
  wallet(candidateId: number): Promise<CredentialDto[]>;
  /** What each job asks for (jobs asking for nothing are absent). */
  requirements(jobIds: readonly number[]): Promise<Map<number, JobCredentialDto[]>>;
  /** The candidate's fit for each of these jobs that asks for credentials. */
  fit(candidateId: number, jobIds: readonly number[]): Promise<Map<number, CredentialFitItem[]>>;
  /** The shift facts of each of these jobs that has them (healthcare postings). */
  shifts(jobIds: readonly number[]): Promise<Map<number, JobShift>>;
}
