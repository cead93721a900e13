import { z } from 'zod';
import {
  INTERVIEW_MESSAGES,
  type InterviewScheduleDto,
  type InterviewSchedulesDto,
  type InterviewsPort,
} from '../../../src/shared/dto/interview.ts';
import type { Db } from '../../db/connect.ts';
import { hasCalendarToken } from '../../db/repositories/calendar.ts';
import {
  findOwnRound,
  ownRounds,
  type RoundRow,
  roundsOfApplication,
  updateRounds,
} from '../../db/repositories/interviews.ts';

export const respondSchema = z.object({ status: z.enum(['A', 'X']) });
export const ratingSchema = z.object({
  ratingOfPanelByCandidate: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});

export function scheduleDto(row: RoundRow): InterviewScheduleDto {
  return {
    id: row.id,
    scheduleId: row.application_id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    establishmentName: row.establishment_name,
    round: row.round,
    status: row.status,
    roundCompleted: row.round_completed,
    scheduleStartDateTime: row.schedule_start,
    scheduleCompleteDateTime: row.schedule_end,
    location: row.location,
    meetingLink: row.meeting_link,
    ratingOfPanelByCandidate: row.rating_of_panel_by_candidate,
    panelRatingComment: row.panel_rating_comment,
    closureStatus: row.closure_status,
  };
}

/** One of the candidate's own rounds; undefined for anyone else's or none. */
export const ownRound = (db: Db, candidateId: number, id: number) =>
  findOwnRound(db, candidateId, id);

/** Every round of one own application with its closure status; null when it is not theirs. */
export async function ownSchedules(
  db: Db,
  candidateId: number,
  applicationId: number,
): Promise<InterviewSchedulesDto | null> {
  const rows = await roundsOfApplication(db, applicationId, { candidateId });
  if (rows.length === 0) return null;
  return {
    interviewSchedulesDto: rows.map(scheduleDto),
    closureStatus: rows.find((row) => row.closure_status !== null)?.closure_status ?? null,
  };
}

export type CandidateOutcome =
  | { ok: true; value: InterviewScheduleDto }
  | { ok: false; status: 405 | 409; message?: string };
const denied = { ok: false, status: 405 } as const;

/** Accepts (A) or declines (X) a pending invitation; only a pending one can be answered. */
export async function respondToInvite(
  db: Db,
  candidateId: number,
  id: number,
  status: 'A' | 'X',
): Promise<CandidateOutcome> {
  if (!(await findOwnRound(db, candidateId, id))) return denied;
  const now = new Date().toISOString();
  const changed = await updateRounds(db, { id }, { status, updated_at: now }, null, {
    status: ['P'],
    notCompleted: true,
  });
  if (!changed) return { ok: false, status: 409, message: INTERVIEW_MESSAGES.notPending };
  const round = await findOwnRound(db, candidateId, id);
  return round ? { ok: true, value: scheduleDto(round) } : denied;
}

/** Rates the panel of a completed round, once. */
export async function ratePanel(
  db: Db,
  candidateId: number,
  id: number,
  rating: z.infer<typeof ratingSchema>,
): Promise<CandidateOutcome> {
  const before = await findOwnRound(db, candidateId, id);
  if (!before) return denied;
  if (before.rating_of_panel_by_candidate !== null)
    return { ok: false, status: 409, message: INTERVIEW_MESSAGES.alreadyRated };
  const changed = await updateRounds(
    db,
    { id },
    {
      rating_of_panel_by_candidate: rating.ratingOfPanelByCandidate,
      panel_rating_comment: rating.comment || null,
      updated_at: new Date().toISOString(),
    },
    null,
    { unrated: true },
  );
  if (!changed) return { ok: false, status: 409, message: INTERVIEW_MESSAGES.notRateable };
  const round = await findOwnRound(db, candidateId, id);
  return round ? { ok: true, value: scheduleDto(round) } : denied;
}

/** What server-rendered interview pages read. */
export function interviewsPort(db: Db): InterviewsPort {
  return {
    list: async (candidateId) => (await ownRounds(db, candidateId)).map(scheduleDto),
    schedules: (candidateId, scheduleId) => ownSchedules(db, candidateId, scheduleId),
    hasCalendarLink: (candidateId) => hasCalendarToken(db, candidateId),
  };
}
