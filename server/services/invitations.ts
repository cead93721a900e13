import type { CandidateOrigin } from '../../src/shared/code-tables.ts';
import type { Db } from '../db/connect.ts';
import { findCandidateById } from '../db/repositories/candidates.ts';
import {
  findInvitee,
  joinPool,
  markInviteeAccepted,
  poolExists,
} from '../db/repositories/pool-priority.ts';
import type { Candidate } from '../db/schema/candidates.ts';

type Invitee = NonNullable<Awaited<ReturnType<typeof findInvitee>>>;

/**
 * Whether a talent-pool invitation is the candidate's: one they accepted, or an open one that their
 * record names or that was sent to their address once that address is verified. An unverified
 * address proves nothing about its mailbox, so it never claims an invitation.
 */
export function isOwnInvitation(invitee: Invitee, candidate: Candidate): boolean {
  if (invitee.candidate_id !== null) return invitee.candidate_id === candidate.id;
  if (candidate.invitee_candidate_id === String(invitee.id)) return true;
  return (
    candidate.email_verified === 1 && invitee.email.toLowerCase() === candidate.email.toLowerCase()
  );
}

export type AcceptOutcome = { ok: true; talentPoolId: number } | { ok: false };

/**
 * Accepts the candidate's own invitation (again, when already accepted by them). Anyone else's,
 * an unknown one, or one another candidate accepted meanwhile is not found.
 */
export async function acceptOwnInvitation(
  db: Db,
  candidateId: number,
  inviteeId: number,
): Promise<AcceptOutcome> {
  const [invitee, candidate] = await Promise.all([
    findInvitee(db, inviteeId),
    findCandidateById(db, candidateId),
  ]);
  if (!invitee || !candidate || !isOwnInvitation(invitee, candidate)) return { ok: false };
  if (invitee.status === 'P') {
    const marked = await markInviteeAccepted(
      db,
      { inviteeId, candidateId },
      new Date().toISOString(),
    );
    if (!marked && (await findInvitee(db, inviteeId))?.candidate_id !== candidateId)
      return { ok: false };
  }
  return { ok: true, talentPoolId: invitee.pool_id };
}

/**
 * Adds the candidate to a talent pool with an origin. A candidate acts only for themself: a list
 * naming anyone else, or an unknown pool, is refused (false).
 */
export async function joinPoolAsSelf(
  db: Db,
  candidateId: number,
  join: { talentPoolId: number; candidatesIds: readonly number[]; origin: CandidateOrigin },
) {
  if (join.candidatesIds.some((id) => id !== candidateId)) return false;
  if (!(await poolExists(db, join.talentPoolId))) return false;
  const entry = { poolId: join.talentPoolId, candidateId, origin: join.origin };
  await joinPool(db, entry, new Date().toISOString());
  return true;
}
