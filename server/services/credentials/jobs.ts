import { kindOf } from '../../../src/shared/credentials/catalogue.ts';
import type { AttachedCredentialDto } from '../../../src/shared/credentials/dto.ts';
import { missingRequired } from '../../../src/shared/credentials/fit.ts';
import type { JobCredentialInput } from '../../../src/shared/credentials/schema.ts';
import { isoToday } from '../../../src/shared/credentials/status.ts';
import type { JobShift } from '../../../src/shared/shifts.ts';
import type { Db } from '../../db/connect.ts';
import {
  credentialsByIds,
  credentialsOfApplication,
  insertApplicationCredentials,
  setJobCredentials,
  setJobShift,
} from '../../db/repositories/credentials.ts';
import { findOwnApplication, findOwnJob } from '../../db/repositories/enterprise-api.ts';
import { findFile } from '../../db/repositories/files.ts';
import type { EventBus } from '../events.ts';
import { fileDto } from '../storage/attachments.ts';
import type { Storage } from '../storage/index.ts';
import { fitOf, requirementsOf } from './fit.ts';
import { credentialFacts } from './wallet.ts';

/** Replaces what one of the enterprise's own jobs asks for; false when it is not theirs. */
export async function setOwnJobCredentials(
  db: Db,
  enterpriseId: number,
  jobId: number,
  list: readonly JobCredentialInput[],
  events?: EventBus,
) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return false;
  await setJobCredentials(db, job.id, list);
  await events?.emit('jobChanged', { jobId: job.id });
  return true;
}

/** What one of the enterprise's own jobs asks for; undefined when it is not theirs. */
export async function ownJobCredentials(db: Db, enterpriseId: number, jobId: number) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return undefined;
  return (await requirementsOf(db, [job.id])).get(job.id) ?? [];
}

/**
 * Attaches to a new application a copy of each credential the job asks for that the candidate
 * holds for it today: valid where the job is, and not expired. An expired credential is never
 * attached.
 */
export async function attachCredentials(
  db: Db,
  candidateId: number,
  jobId: number,
  applicationId: number,
  now = new Date(),
) {
  const fit = await fitForJob(db, candidateId, jobId, now);
  const ids = fit.flatMap((item) => (item.credentialId === null ? [] : [item.credentialId]));
  if (ids.length === 0) return 0;
  const rows = await credentialsByIds(db, candidateId, ids);
  await insertApplicationCredentials(
    db,
    rows.map((row) => ({
      application_id: applicationId,
      credential_id: row.id,
      kind: row.kind,
      type_code: row.type_code,
      issuing_state: row.issuing_state,
      number: row.number,
      multistate: row.multistate,
      issued_on: row.issued_on,
      expires_on: row.expires_on,
      file_id: row.file_id,
      attached_at: now.toISOString(),
    })),
  );
  return rows.length;
}

/**
 * The credentials attached to one of the enterprise's own applications, with their status on the
 * day asked (one that has lapsed since shows as expired) and a link to each document; undefined
 * when the application is not theirs.
 */
export async function attachedCredentials(
  db: Db,
  storage: Storage,
  enterpriseId: number,
  applicationId: number,
  today = isoToday(),
): Promise<AttachedCredentialDto[] | undefined> {
  const application = await findOwnApplication(db, enterpriseId, applicationId);
  if (!application) return undefined;
  await storage.urls.ready();
  const rows = await credentialsOfApplication(db, application.id);
  return Promise.all(
    rows.map(async (row) => {
      const file = row.file_id === null ? undefined : await findFile(db, row.file_id);
      return {
        kind: kindOf(row.type_code) ?? row.kind,
        ...credentialFacts(row, today),
        attachedAt: row.attached_at,
        document: file ? fileDto(storage, file) : null,
      };
    }),
  );
}

/** The candidate's fit for one job (empty when it asks for nothing). */
export async function fitForJob(db: Db, candidateId: number, jobId: number, now = new Date()) {
  return (await fitOf(db, candidateId, [jobId], isoToday(now))).get(jobId) ?? [];
}

/** The required credentials the candidate does not hold for the job today, by label. */
export async function missingForJob(db: Db, candidateId: number, jobId: number) {
  return missingRequired(await fitForJob(db, candidateId, jobId)).map((item) => item.label);
}

/** Sets (or, with null, removes) the shift facts of one of the enterprise's own jobs. */
export async function setOwnJobShift(
  db: Db,
  enterpriseId: number,
  jobId: number,
  shift: JobShift | null,
  events?: EventBus,
) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return false;
  await setJobShift(db, job.id, shift);
  await events?.emit('jobChanged', { jobId: job.id });
  return true;
}
