import type { Db } from '../connect.ts';
import type { VerificationCode } from '../schema/identity.ts';

type Purpose = VerificationCode['purpose'];

/** Stores a new code and retires any earlier unused one of the same purpose. */
export async function replaceCode(
  db: Db,
  code: {
    candidate_id: number;
    purpose: Purpose;
    code_hash: string;
    created_at: string;
    expires_at: string;
  },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: code.created_at })
      .where('candidate_id', '=', code.candidate_id)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx.insertInto('verification_codes').values(code).execute();
  });
}

export function findLiveCode(db: Db, candidateId: number, purpose: Purpose) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Counts one try at the code, before it is compared, in one statement: answers the tries made so
 * far with this one, or null when the code is used up or already has `max` tries. However many tries
 * arrive at once, at most `max` of them are counted and go on to be compared.
 */
export async function countAttempt(db: Db, id: number, max: number): Promise<number | null> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** Consumes the code once: true only for the caller that consumed it. */
export async function consumeCode(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
