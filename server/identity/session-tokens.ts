import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import {
  deleteSession,
  findSessionCandidate,
  insertSession,
  updateSessionTokens,
} from '../db/repositories/sessions.ts';

export const SESSION_COOKIE = '__Host-worklane_session';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

const TRUSTWORTHY_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The session cookie for a public origin: `__Host-` and Secure over HTTPS (and on localhost, which
 * browsers treat as secure); over plain HTTP elsewhere a Secure cookie would never be stored, so
 * the cookie is named without the prefix and sent without the flag.
 */
export function sessionCookieFor(origin: string): SessionCookie {
  const url = new URL(origin);
  const secure = url.protocol === 'https:' || TRUSTWORTHY_HOSTS.has(url.hostname);
  return { name: secure ? SESSION_COOKIE : 'worklane_session', secure };
}
export const SESSION_DAYS = 30;

export interface ProviderTokens {
  idToken?: string;
  accessToken?: string;
  refreshToken?: string;
  /** When the access token expires. */
  expiresAt?: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const tokenColumns = (tokens: ProviderTokens) => ({
  id_token: tokens.idToken ?? null,
  access_token: tokens.accessToken ?? null,
  refresh_token: tokens.refreshToken ?? null,
  token_expires_at: tokens.expiresAt?.toISOString() ?? null,
});

/**
 * Starts a session with a fresh random id; the returned token goes into the cookie, only its
 * SHA-256 is stored, beside the provider's tokens (which never reach the browser).
 */
export async function startSession(
  db: Db,
  candidateId: number,
  tokens: ProviderTokens = {},
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, {
    id_hash: hashToken(token),
    candidate_id: candidateId,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
    ...tokenColumns(tokens),
  });
  return { token, expires };
}

export function candidateOfSession(db: Db, token: string, now = new Date()) {
  return findSessionCandidate(db, hashToken(token), now.toISOString());
}

export function storeSessionTokens(db: Db, token: string, tokens: ProviderTokens) {
  return updateSessionTokens(db, hashToken(token), tokenColumns(tokens));
}

export function endSession(db: Db, token: string) {
  return deleteSession(db, hashToken(token));
}
