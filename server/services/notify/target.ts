import type { NotificationTargetDto } from '../../../src/shared/dto/notification.ts';
import type { Db } from '../../db/connect.ts';
import { findOwnRoundByNumber } from '../../db/repositories/interviews.ts';
import { lastUnreadFromEnterprise } from '../../db/repositories/messages-read.ts';
import { type NotificationRow, poolEntryOf } from '../../db/repositories/notifications.ts';

type PoolEntry = NonNullable<Awaited<ReturnType<typeof poolEntryOf>>>;
type Round = NonNullable<Awaited<ReturnType<typeof findOwnRoundByNumber>>>;

/** Spec 4.1: while each pool notification still describes the application. */
const POOL_RULES: Record<string, (entry: PoolEntry) => boolean> = {
  // Applied
  R: (e) => e.enterprise_process_status === 'R',
  // Shortlisted
  S: (e) => e.enterprise_process_status === 'S',
  // Offered: the offer is still open or was accepted.
  F: (e) =>
    e.enterprise_process_status === 'F' &&
    (e.candidate_process_status === null ||
      e.candidate_process_status === 'A' ||
      e.candidate_process_status === 'P'),
  // Onboarded: waiting for the candidate.
  O: (e) => e.enterprise_process_status === 'O' && e.candidate_process_status === 'P',
  // Offboarded
  B: (e) => e.enterprise_process_status === 'B' && e.candidate_process_status === null,
  // Not selected
  X: (e) => e.enterprise_process_status === 'X',
};

/** Spec 4.1: while each interview notification still describes the round. */
const INTERVIEW_RULES: Record<string, (round: Round, now: Date) => boolean> = {
  // No rating yet and not closed: the scorecard can still be filled in.
  feedback: (r) => r.rating_of_panel_by_candidate === null && r.closure_status === null,
  invite: (r) => r.status === 'P',
  rescheduled: (r) => r.status === 'P',
  cancelled: (r) => r.status === 'X',
  upcoming: (r, now) =>
    r.status === 'A' && r.round_completed === 'N' && new Date(r.schedule_end) > now,
};

const INTERVIEW_LINK = /^\/candidate\/interviewDetails\/\d+\/(\d+)\/(\d+)(?:\?|$)/;

/**
 * Spec 4.1: a message notification holds while its conversation still has unread messages from
 * that enterprise and the newest of them is the one it announced (same time).
 */
async function messageStillUnread(db: Db, notification: NotificationRow, url: string) {
  const linked = Number(new URL(url, 'http://link.invalid').searchParams.get('enterpriseId'));
  const enterpriseId = notification.enterprise_id ?? linked;
  if (!Number.isInteger(enterpriseId) || enterpriseId <= 0) return false;
  const last = await lastUnreadFromEnterprise(db, notification.candidate_id, enterpriseId);
  return last !== null && Date.parse(last) === Date.parse(notification.created_at);
}

/**
 * Where a tapped notification leads, or `expired` when what it speaks of has moved on (spec
 * 4.1). The destination is decided by the notification's own link.
 */
export async function notificationTarget(
  db: Db,
  notification: NotificationRow,
  now = new Date(),
): Promise<NotificationTargetDto> {
  const url = notification.call_to_action_url;
  if (!url) return { expired: true };
  const [group, detail = ''] = notification.kind.split(':');
  const valid = { url };
  const expired = { expired: true } as const;

  if (group === 'pool') {
    const rule = POOL_RULES[detail];
    const jobId = Number(new URL(url, 'http://link.invalid').searchParams.get('jobId'));
    if (!rule || !jobId) return valid;
    const entry = await poolEntryOf(db, notification.candidate_id, jobId);
    return entry && rule(entry) ? valid : expired;
  }
  if (group === 'interview') {
    const rule = INTERVIEW_RULES[detail];
    const link = INTERVIEW_LINK.exec(url);
    if (!rule || !link) return valid;
    const round = await findOwnRoundByNumber(
      db,
      notification.candidate_id,
      Number(link[1]),
      Number(link[2]),
    );
    return round && rule(round, now) ? valid : expired;
  }
  if (group === 'message')
    return (await messageStillUnread(db, notification, url)) ? valid : expired;
  return valid;
}
