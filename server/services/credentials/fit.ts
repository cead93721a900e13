import {
  credentialName,
  kindOf,
  stateCode,
  type UsState,
} from '../../../src/shared/credentials/catalogue.ts';
import type {
  CredentialFitItem,
  JobCredentialDto,
  JobForFit,
} from '../../../src/shared/credentials/dto.ts';
import { credentialFit } from '../../../src/shared/credentials/fit.ts';
import { isoToday } from '../../../src/shared/credentials/status.ts';
import type { Db } from '../../db/connect.ts';
import {
  credentials,
  credentialsOfJobs,
  placesOfJobs,
  shiftsOfJobs,
} from '../../db/repositories/credentials.ts';

/** A job's US state as a USPS code; null outside the US or when the state is not known. */
export const jobState = (job: {
  state: string | null;
  countryCode: string | null;
}): UsState | null => (job.countryCode && job.countryCode !== 'US' ? null : stateCode(job.state));

/** What each job asks for, named. */
export async function requirementsOf(
  db: Db,
  jobIds: readonly number[],
): Promise<Map<number, JobCredentialDto[]>> {
  const byJob = await credentialsOfJobs(db, jobIds);
  return new Map(
    [...byJob].map(([jobId, list]) => [
      jobId,
      list.map((item) => ({
        type: item.type,
        kind: kindOf(item.type) ?? 'C',
        name: credentialName(item.type),
        required: item.required,
      })),
    ]),
  );
}

/** The candidate's fit for each of the jobs that ask for credentials. */
export async function fitOf(
  db: Db,
  candidateId: number,
  jobIds: readonly number[],
  today = isoToday(),
): Promise<Map<number, CredentialFitItem[]>> {
  const asks = await credentialsOfJobs(db, jobIds);
  if (asks.size === 0) return new Map();
  const jobs: JobForFit[] = (await placesOfJobs(db, [...asks.keys()])).map((j) => ({
    id: j.id,
    state: j.state,
    countryCode: j.country_code,
  }));
  const held = (await credentials.list(db, candidateId)).map((row) => ({
    id: row.id,
    type: row.type_code,
    state: row.issuing_state,
    multistate: row.multistate === 1,
    expiresOn: row.expires_on,
  }));
  const fits = new Map<number, CredentialFitItem[]>();
  for (const job of jobs) {
    const list = asks.get(job.id);
    if (list) fits.set(job.id, credentialFit(list, held, jobState(job), today));
  }
  return fits;
}

/** The shift facts of each job that has them. */
export const shiftsOf = (db: Db, jobIds: readonly number[]) => shiftsOfJobs(db, jobIds);
