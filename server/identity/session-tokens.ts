import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { deleteSession, findSessionCandidate, insertSession } from '../db/repositories/sessions.ts';

export const SESSION_COOKIE = '__Host-worklane_session';
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; the returned token goes into the cookie, only its hash is stored. */
export async function startSession(db: Db, candidateId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, {
    id_hash: hashToken(token),
    candidate_id: candidateId,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
  });
  return { token, expires };
}

export function candidateOfSession(db: Db, token: string, now = new Date()) {
  return findSessionCandidate(db, hashToken(token), now.toISOString());
}

export function endSession(db: Db, token: string) {
  return deleteSession(db, hashToken(token));
}
