import type { Db } from '../connect.ts';
import type { SessionsTable } from '../schema/sessions.ts';

export function insertSession(db: Db, session: SessionsTable) {
  return db.insertInto('sessions').values(session).execute();
}

/** A live session with its candidate, or undefined when the session is unknown or expired. */
export function findSessionCandidate(db: Db, idHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('candidates', 'candidates.id', 'sessions.candidate_id')
    .select([
      'candidates.id',
      'candidates.first_name',
      'candidates.last_name',
      'candidates.email',
      'candidates.neuro_classification',
      'candidates.email_verified',
      'sessions.id_token',
      'sessions.access_token',
      'sessions.refresh_token',
      'sessions.token_expires_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .where('candidates.account_status', '=', 'CONFIRMED')
    .executeTakeFirst();
}

export function updateSessionTokens(
  db: Db,
  idHash: string,
  tokens: Pick<SessionsTable, 'id_token' | 'access_token' | 'refresh_token' | 'token_expires_at'>,
) {
  return db.updateTable('sessions').set(tokens).where('id_hash', '=', idHash).execute();
}

export function deleteSession(db: Db, idHash: string) {
  return db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a candidate, or every one but the session whose hash is given. */
export function deleteSessionsOfCandidate(db: Db, candidateId: number, keepIdHash?: string) {
  let query = db.deleteFrom('sessions').where('candidate_id', '=', candidateId);
  if (keepIdHash) query = query.where('id_hash', '<>', keepIdHash);
  return query.execute();
}
