import type { EnterpriseStatus } from '../../../src/shared/screening.ts';
import type { Db } from '../../db/connect.ts';
import { findOwnApplication, moveApplication } from '../../db/repositories/enterprise-api.ts';
import type { EventBus } from '../events.ts';

/** The tab of My Jobs each status shows under, and the words of its notification. */
const MOVES: Record<
  Exclude<EnterpriseStatus, 'R'>,
  { tab: string; text: (job: string, company: string) => string }
> = {
  S: { tab: 'S', text: (job, company) => `You have been shortlisted for ${job} at ${company}.` },
  F: { tab: 'F', text: (job, company) => `You have an offer for ${job} at ${company}.` },
  O: { tab: 'O', text: (job, company) => `You are onboarded as ${job} at ${company}.` },
  B: { tab: 'B', text: (job, company) => `You have been offboarded from ${job} at ${company}.` },
  X: {
    tab: 'A',
    text: (job, company) => `Your application for ${job} at ${company} was not selected this time.`,
  },
};

export type MoveStatus = keyof typeof MOVES;
export const MOVE_STATUSES = Object.keys(MOVES) as [MoveStatus, ...MoveStatus[]];

/**
 * Moves a candidate through the enterprise's pipeline (shortlist, offer, onboard, offboard,
 * reject). Only the enterprise's own applications can move; the notification is written with it.
 */
export async function moveCandidate(
  db: Db,
  enterpriseId: number,
  applicationId: number,
  status: MoveStatus,
  events?: EventBus,
) {
  const application = await findOwnApplication(db, enterpriseId, applicationId);
  if (!application) return false;
  const move = MOVES[status];
  await moveApplication(db, application.id, status, {
    candidate_id: application.candidate_id,
    enterprise_id: enterpriseId,
    kind: `pool:${status}`,
    text: move.text(application.title, application.establishment_name),
    call_to_action_url: `/candidate/my-jobs?tab=${move.tab}&jobId=${application.job_id}`,
    created_at: new Date().toISOString(),
  });
  await events?.emit('outboxWritten');
  return true;
}
