import { interviewDetailsPath } from '../../../src/shared/dto/interview.ts';
import {
  ADJUSTMENT_MESSAGES,
  type AdjustmentRequest,
  type AdjustmentRequestDto,
  adjustmentItems,
} from '../../../src/shared/work-style/adjustments.ts';
import type { InterviewChoice } from '../../../src/shared/work-style/passport.ts';
import type { Db } from '../../db/connect.ts';
import { findEnterpriseRound, findOwnRound } from '../../db/repositories/interviews.ts';
import {
  type AdjustmentRow,
  adjustmentsOfRound,
  answerAdjustment,
  findEnterpriseAdjustment,
  insertAdjustmentRequest,
} from '../../db/repositories/work-style.ts';
import type { EventBus } from '../events.ts';

function choicesOf(text: string): InterviewChoice[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list)
      ? (list.filter((c) => typeof c === 'string') as InterviewChoice[])
      : [];
  } catch {
    return [];
  }
}

export function adjustmentDto(row: AdjustmentRow): AdjustmentRequestDto {
  const choices = choicesOf(row.choices);
  return {
    id: row.id,
    interviewId: row.interview_id,
    choices,
    items: adjustmentItems(choices),
    note: row.note,
    answer: row.answer,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
  };
}

export type AdjustmentOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 | 409; message?: string };

/** The requests of one of the candidate's own rounds; null when the round is not theirs. */
export async function ownAdjustments(db: Db, candidateId: number, interviewId: number) {
  if (!(await findOwnRound(db, candidateId, interviewId))) return null;
  return (await adjustmentsOfRound(db, interviewId)).map(adjustmentDto);
}

/** Asks for adjustments to one of the candidate's own rounds that is still open. */
export async function requestAdjustments(
  db: Db,
  candidateId: number,
  interviewId: number,
  request: AdjustmentRequest,
): Promise<AdjustmentOutcome<AdjustmentRequestDto>> {
  const round = await findOwnRound(db, candidateId, interviewId);
  if (!round) return { ok: false, status: 404 };
  if (round.status === 'X' || round.round_completed === 'Y' || round.closure_status !== null)
    return { ok: false, status: 409, message: ADJUSTMENT_MESSAGES.closed };
  const id = await insertAdjustmentRequest(db, {
    interview_id: interviewId,
    choices: JSON.stringify(request.choices),
    note: request.note,
    created_at: new Date().toISOString(),
  });
  const rows = await adjustmentsOfRound(db, interviewId);
  const row = rows.find((r) => r.id === id);
  return row ? { ok: true, value: adjustmentDto(row) } : { ok: false, status: 404 };
}

/** The requests of a round of the enterprise's own job; null when it is not theirs. */
export async function enterpriseAdjustments(db: Db, enterpriseId: number, interviewId: number) {
  if (!(await findEnterpriseRound(db, enterpriseId, interviewId))) return null;
  return (await adjustmentsOfRound(db, interviewId)).map(adjustmentDto);
}

/**
 * Answers a request once; the candidate is notified. The notification says that an answer came,
 * never what was asked: requests stay out of notifications and e-mails.
 */
export async function answerAdjustments(
  db: Db,
  enterpriseId: number,
  id: number,
  answer: string,
  events?: EventBus,
): Promise<AdjustmentOutcome<AdjustmentRequestDto>> {
  const request = await findEnterpriseAdjustment(db, enterpriseId, id);
  if (!request) return { ok: false, status: 404 };
  const round = await findEnterpriseRound(db, enterpriseId, request.interview_id);
  if (!round) return { ok: false, status: 404 };
  const now = new Date().toISOString();
  const answered = await answerAdjustment(db, id, answer, now, {
    candidate_id: round.candidate_id,
    enterprise_id: enterpriseId,
    kind: 'interview:adjustments',
    text: `${round.establishment_name} answered your adjustment request for round ${round.round} of the interview for ${round.job_title}.`,
    call_to_action_url: interviewDetailsPath(round.job_id, round.application_id, round.round),
    created_at: now,
  });
  if (!answered) return { ok: false, status: 409, message: ADJUSTMENT_MESSAGES.alreadyAnswered };
  await events?.emit('outboxWritten');
  const after = await findEnterpriseAdjustment(db, enterpriseId, id);
  return after ? { ok: true, value: adjustmentDto(after) } : { ok: false, status: 404 };
}
