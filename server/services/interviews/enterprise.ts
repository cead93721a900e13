import { z } from 'zod';
import {
  CLOSURE_STATUSES,
  type ClosureStatus,
  INTERVIEW_MESSAGES,
} from '../../../src/shared/dto/interview.ts';
import type { Db } from '../../db/connect.ts';
import { findOwnApplication } from '../../db/repositories/enterprise-api.ts';
import {
  findEnterpriseRound,
  insertRound,
  nextRoundNumber,
  roundsOfApplication,
  updateRounds,
} from '../../db/repositories/interviews.ts';
import type { EventBus } from '../events.ts';
import { scheduleDto } from './candidate.ts';
import { interviewNotice } from './texts.ts';

const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/** When and where a round takes place. */
export const scheduleSchema = z
  .object({
    start: instant,
    end: instant,
    location: z.string().trim().min(1).max(200).optional(),
    meetingLink: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
  })
  .refine((s) => s.end > s.start, { message: INTERVIEW_MESSAGES.endBeforeStart, path: ['end'] });
export type ScheduleInput = z.infer<typeof scheduleSchema>;

export const inviteSchema = scheduleSchema.and(
  z.object({ round: z.number().int().min(1).max(99).optional() }),
);

export const closeSchema = z.object({
  closureStatus: z.enum(Object.keys(CLOSURE_STATUSES) as [ClosureStatus, ...ClosureStatus[]]),
});

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 | 409; message?: string };
const missing = { ok: false, status: 404 } as const;
const conflict = { ok: false, status: 409, message: INTERVIEW_MESSAGES.notOpen } as const;

const place = (input: ScheduleInput) => ({
  schedule_start: input.start,
  schedule_end: input.end,
  location: input.location ?? null,
  meeting_link: input.meetingLink ?? null,
});

/** The rounds of an application to one of the enterprise's jobs; none for anyone else's. */
export async function ownApplicationRounds(db: Db, enterpriseId: number, applicationId: number) {
  return (await roundsOfApplication(db, applicationId, { enterpriseId })).map(scheduleDto);
}

/** Invites the applicant of one of the enterprise's jobs to an interview round. */
export async function inviteToInterview(
  db: Db,
  enterpriseId: number,
  applicationId: number,
  input: z.infer<typeof inviteSchema>,
  events?: EventBus,
): Promise<Outcome<{ id: number; round: number }>> {
  const application = await findOwnApplication(db, enterpriseId, applicationId);
  if (!application) return missing;
  const round = input.round ?? (await nextRoundNumber(db, applicationId));
  const now = new Date().toISOString();
  let id: number;
  try {
    id = await insertRound(
      db,
      { application_id: applicationId, round, ...place(input), created_at: now, updated_at: now },
      () =>
        interviewNotice(
          'invite',
          {
            ...application,
            application_id: applicationId,
            round,
            job_title: application.title,
            schedule_start: input.start,
            enterprise_id: enterpriseId,
          },
          now,
        ),
    );
  } catch {
    return { ok: false, status: 409, message: `Round ${round} is already scheduled.` };
  }
  await events?.emit('outboxWritten');
  return { ok: true, value: { id, round } };
}

type Change = 'reschedule' | 'cancel' | 'complete';

/** Moves a round of one of the enterprise's jobs, writing the candidate's notification with it. */
export async function changeRound(
  db: Db,
  enterpriseId: number,
  id: number,
  change: Change,
  schedule?: ScheduleInput,
  events?: EventBus,
): Promise<Outcome<{ id: number }>> {
  const round = await findEnterpriseRound(db, enterpriseId, id);
  if (!round) return missing;
  if (round.closure_status !== null) return conflict;
  const now = new Date().toISOString();
  const open = { status: ['P', 'A'] as ('P' | 'A' | 'X')[], notCompleted: true };
  let changed = false;
  if (change === 'reschedule' && schedule) {
    changed = await updateRounds(
      db,
      { id },
      { ...place(schedule), status: 'P', upcoming_notified_at: null, updated_at: now },
      interviewNotice('rescheduled', { ...round, schedule_start: schedule.start }, now),
      // A cancelled round can be set up again.
      { status: ['P', 'A', 'X'], notCompleted: true },
    );
  } else if (change === 'cancel') {
    changed = await updateRounds(
      db,
      { id },
      { status: 'X', updated_at: now },
      interviewNotice('cancelled', round, now),
      open,
    );
  } else if (change === 'complete') {
    changed = await updateRounds(
      db,
      { id },
      { round_completed: 'Y', updated_at: now },
      interviewNotice('feedback', round, now),
      open,
    );
  }
  if (!changed) return conflict;
  await events?.emit('outboxWritten');
  return { ok: true, value: { id } };
}

/** Closes the interview process of an application: every round gets the closure status. */
export async function closeInterviews(
  db: Db,
  enterpriseId: number,
  applicationId: number,
  closureStatus: ClosureStatus,
): Promise<Outcome<{ applicationId: number; closureStatus: ClosureStatus }>> {
  const rounds = await roundsOfApplication(db, applicationId, { enterpriseId });
  if (rounds.length === 0) return missing;
  await updateRounds(
    db,
    { applicationId },
    { closure_status: closureStatus, updated_at: new Date().toISOString() },
    null,
  );
  return { ok: true, value: { applicationId, closureStatus } };
}
