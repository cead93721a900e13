import type { Db } from '../connect.ts';

/** How many of the candidate's applications stand at each enterprise status. */
export async function applicationStatusCounts(db: Db, candidateId: number) {
  const rows = await db
    .selectFrom('applications')
    .select(['enterprise_process_status as status'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('candidate_id', '=', candidateId)
    .where((eb) =>
      eb.or([
        eb('candidate_process_status', 'is', null),
        eb('candidate_process_status', '!=', 'W'),
      ]),
    )
    .groupBy('enterprise_process_status')
    .execute();
  return new Map(rows.map((row) => [row.status as string, Number(row.n)]));
}

/**
 * Talent pool invitations accepted by the candidate or sent to their address; `verifiedEmail` is
 * null while the address is not verified, and then only accepted ones count.
 */
export async function countInvitations(db: Db, candidateId: number, verifiedEmail: string | null) {
  const row = await db
    .selectFrom('talent_pool_invitees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) =>
      verifiedEmail === null
        ? eb('candidate_id', '=', candidateId)
        : eb.or([
            eb('candidate_id', '=', candidateId),
            eb(eb.fn('lower', ['email']), '=', verifiedEmail),
          ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
