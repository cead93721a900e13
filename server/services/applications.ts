import { missingCredentialsMessage } from '../../src/shared/credentials/fit.ts';
import {
  checkJobAnswers,
  type ScreeningAnswers,
  screeningAnswersSchema,
} from '../../src/shared/screening.ts';
import type { Db } from '../db/connect.ts';
import {
  findApplication,
  findOwnApplicationById,
  insertApplication,
  setCandidateStatus,
  setRemark,
} from '../db/repositories/applications.ts';
import { findJobById } from '../db/repositories/jobs.ts';
import { questionsOfJob } from '../db/repositories/screening-questions.ts';
import { attachCredentials, missingForJob } from './credentials/jobs.ts';

export type ApplyOutcome =
  | { ok: true; applicationId: number; replayed: boolean }
  | { ok: false; reason: 'not-found' | 'closed' | 'duplicate' }
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'missing-credentials'; message: string; missing: string[] };

/**
 * One-click apply with the stored profile plus the screening answers (the default questions and
 * the job's own, keyed `q<id>`): an unknown job is not found, a job that is not open refuses, a
 * second application is refused. The current credentials the job asks for are attached; a job
 * asking for a credential the candidate does not hold takes the application only once the
 * candidate confirms (`confirmMissingCredentials: true`). A retry with the Idempotency-Key of the application already made
 * gets that application back, even once the job has closed.
 */
export async function apply(
  db: Db,
  candidateId: number,
  jobId: number,
  answers: unknown,
  idempotencyKey: string | null = null,
): Promise<ApplyOutcome> {
  const replay = async (): Promise<ApplyOutcome | undefined> => {
    if (!idempotencyKey) return undefined;
    const first = await findApplication(db, candidateId, jobId);
    return first?.idempotency_key === idempotencyKey
      ? { ok: true, applicationId: first.id, replayed: true }
      : undefined;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const job = await findJobById(db, jobId);
  if (!job) return { ok: false, reason: 'not-found' };
  if (job.status !== 'open') return { ok: false, reason: 'closed' };
  const parsed = screeningAnswersSchema.safeParse(answers);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'invalid',
      message: parsed.error.issues[0]?.message ?? 'Please check your answers.',
    };
  const own = checkJobAnswers(await questionsOfJob(db, jobId), answers as Record<string, unknown>);
  if (!own.ok) return { ok: false, reason: 'invalid', message: own.message };
  const missing = await missingForJob(db, candidateId, jobId);
  if (missing.length > 0 && (answers as Record<string, unknown>).confirmMissingCredentials !== true)
    return {
      ok: false,
      reason: 'missing-credentials',
      message: missingCredentialsMessage(missing),
      missing,
    };
  const answered: ScreeningAnswers & { questions: typeof own.answers } = {
    ...parsed.data,
    questions: own.answers,
  };
  const row = await insertApplication(
    db,
    candidateId,
    jobId,
    JSON.stringify(answered),
    idempotencyKey,
    // The current credentials the job asks for go with the application, in the same transaction.
    (trx, applicationId) => attachCredentials(trx, candidateId, jobId, applicationId),
  );
  if (row) return { ok: true, applicationId: row.id, replayed: false };
  // Two retries racing: the one that lost the insert answers with the winner's application.
  return (await replay()) ?? { ok: false, reason: 'duplicate' };
}

export type ActionOutcome = 'done' | 'not-found' | 'conflict';

/** Accepts or declines an offer that still waits for the candidate's answer. */
export async function answerOffer(
  db: Db,
  candidateId: number,
  applicationId: number,
  decision: 'A' | 'D',
): Promise<ActionOutcome> {
  const own = await findOwnApplicationById(db, candidateId, applicationId);
  if (!own) return 'not-found';
  const done = await setCandidateStatus(db, own.id, decision, {
    enterprise: ['F'],
    candidate: ['P', null],
  });
  return done ? 'done' : 'conflict';
}

/** Withdraws an application the enterprise has not yet offered on or closed. */
export async function withdraw(
  db: Db,
  candidateId: number,
  applicationId: number,
): Promise<ActionOutcome> {
  const own = await findOwnApplicationById(db, candidateId, applicationId);
  if (!own) return 'not-found';
  const done = await setCandidateStatus(db, own.id, 'W', {
    enterprise: ['R', 'S'],
    candidate: [null],
  });
  return done ? 'done' : 'conflict';
}

/** The candidate's remark on a job they applied to (empty clears it). */
export async function remark(db: Db, candidateId: number, jobId: number, text: string) {
  return setRemark(db, candidateId, jobId, text.trim() === '' ? null : text.trim());
}
