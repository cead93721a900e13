import { type ScreeningAnswers, screeningAnswersSchema } from '../../src/shared/screening.ts';
import type { Db } from '../db/connect.ts';
import { insertApplication } from '../db/repositories/applications.ts';
import { findJobById } from '../db/repositories/jobs.ts';

export type ApplyOutcome =
  | { ok: true; applicationId: number }
  | { ok: false; reason: 'not-found' | 'closed' | 'duplicate' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * One-click apply with the stored profile plus the screening answers: an unknown job is not found,
 * a job that is not open refuses, a second application is refused.
 */
export async function apply(
  db: Db,
  candidateId: number,
  jobId: number,
  answers: unknown,
): Promise<ApplyOutcome> {
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
  const answered: ScreeningAnswers = parsed.data;
  const row = await insertApplication(db, candidateId, jobId, JSON.stringify(answered));
  return row ? { ok: true, applicationId: row.id } : { ok: false, reason: 'duplicate' };
}
