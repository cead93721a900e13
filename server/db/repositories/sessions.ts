import type { Db } from '../connect.ts';

export function insertSession(
  db: Db,
  session: { id_hash: string; candidate_id: number; created_at: string; expires_at: string },
) {
  return db.insertInto('sessions').values(session).execute();
}

/** The candidate of a live session, or undefined when the session is unknown or expired. */
export function findSessionCandidate(db: Db, idHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('candidates', 'candidates.id', 'sessions.candidate_id')
    .select([
      'candidates.id',
      'candidates.first_name',
      'candidates.last_name',
      'candidates.email',
      'candidates.profile_title',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export function deleteSession(db: Db, idHash: string) {
  return db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}
