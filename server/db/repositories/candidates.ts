import type { Db } from '../connect.ts';
import type { Candidate, CandidateUpdate, NewCandidate } from '../schema/candidates.ts';

export function insertCandidate(db: Db, candidate: NewCandidate): Promise<Candidate> {
  return db
    .insertInto('candidates')
    .values({ ...candidate, email: candidate.email.toLowerCase() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findCandidateById(db: Db, id: number) {
  return db.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCandidateByEmail(db: Db, email: string) {
  return db
    .selectFrom('candidates')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function updateCandidate(db: Db, id: number, patch: CandidateUpdate) {
  return db
    .updateTable('candidates')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
