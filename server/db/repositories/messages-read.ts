import type { Db } from '../connect.ts';

/** Marks the messages one side received in a conversation read; returns how many changed. */
export async function markRead(
  db: Db,
  reader: 'candidate' | 'enterprise',
  candidateId: number,
  enterpriseId: number,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('candidate_id', '=', candidateId)
    .where('enterprise_id', '=', enterpriseId)
    .where('by_enterprise', '=', reader === 'candidate' ? 1 : 0)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The badge's number: unread messages to the candidate, from the partial index. */
export async function candidateUnreadCount(db: Db, candidateId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('candidate_id', '=', candidateId)
    .where('by_enterprise', '=', 1)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Hides the candidate's conversations (one, or all when no enterprise is given) up to their
 * latest message from the candidate's view, and marks what is hidden read. Returns how many
 * conversations were cleared.
 */
export function clearConversations(
  db: Db,
  candidateId: number,
  enterpriseId: number | null,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('messages')
      .select((eb) => ['enterprise_id', eb.fn.max('id').as('last_id')])
      .where('candidate_id', '=', candidateId)
      .groupBy('enterprise_id');
    if (enterpriseId !== null) query = query.where('enterprise_id', '=', enterpriseId);
    const lasts = await query.execute();
    for (const last of lasts) {
      const through = Number(last.last_id);
      await trx
        .insertInto('conversation_clears')
        .values({
          candidate_id: candidateId,
          enterprise_id: last.enterprise_id,
          through_message_id: through,
          cleared_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['candidate_id', 'enterprise_id'])
            .doUpdateSet({ through_message_id: through, cleared_at: now }),
        )
        .execute();
      await trx
        .updateTable('messages')
        .set({ read_at: now })
        .where('candidate_id', '=', candidateId)
        .where('enterprise_id', '=', last.enterprise_id)
        .where('by_enterprise', '=', 1)
        .where('read_at', 'is', null)
        .where('id', '<=', through)
        .execute();
    }
    return lasts.length;
  });
}

/** When the newest message the enterprise sent the candidate that is still unread was sent. */
export async function lastUnreadFromEnterprise(
  db: Db,
  candidateId: number,
  enterpriseId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('candidate_id', '=', candidateId)
    .where('enterprise_id', '=', enterpriseId)
    .where('by_enterprise', '=', 1)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return row?.last ?? null;
}
