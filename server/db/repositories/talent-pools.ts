import type { Db } from '../connect.ts';

/**
 * Completes an invitation in one transaction: the invitee is marked accepted, the candidate joins
 * the pool with origin I, and the candidate's pool attribute is cleared. False when the invitation
 * does not exist for that pool.
 */
export async function acceptInvitation(
  db: Db,
  invitation: { inviteeId: number; poolId: number; candidateId: number },
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('talent_pool_invitees')
      .set({ status: 'A', candidate_id: invitation.candidateId, accepted_at: now })
      .where('id', '=', invitation.inviteeId)
      .where('pool_id', '=', invitation.poolId)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('talent_pool_candidates')
      .values({
        pool_id: invitation.poolId,
        candidate_id: invitation.candidateId,
        origin: 'I',
        added_at: now,
      })
      .onConflict((oc) => oc.columns(['pool_id', 'candidate_id']).doNothing())
      .execute();
    await trx
      .updateTable('candidates')
      .set({ talent_pool_id: null, updated_at: now })
      .where('id', '=', invitation.candidateId)
      .execute();
    return true;
  });
}

export function poolMembership(db: Db, candidateId: number) {
  return db
    .selectFrom('talent_pool_candidates')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .execute();
}

export async function findPoolEnterprise(db: Db, poolId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('talent_pools')
    .select('enterprise_id')
    .where('id', '=', poolId)
    .executeTakeFirst();
  return row?.enterprise_id;
}
