import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/shared/constants.ts';
import type { SignedInCandidate } from '../../src/shared/dto/session.ts';
import { ERROR_MESSAGES } from '../../src/shared/envelope.ts';
import type { Db } from '../db/connect.ts';
import { findCandidateById } from '../db/repositories/candidates.ts';
import type { Candidate } from '../db/schema/candidates.ts';
import { fail } from '../http/envelope.ts';
import {
  candidateOfSession,
  endSession,
  SESSION_COOKIE,
  type SessionCookie,
} from '../identity/session-tokens.ts';

export type SessionCandidate = SignedInCandidate;

export type SessionVariables = {
  candidate: SessionCandidate | null;
  sessionToken: string | null;
  /** The bearer access token the candidate was recognised by, when not by the session cookie. */
  bearerToken: string | null;
  /** How the candidate was recognised: the browser's session cookie or a bearer access token. */
  authenticatedBy: 'cookie' | 'bearer' | null;
};

export interface SessionOptions {
  db: Db;
  /** Verifies a bearer access token; resolves the candidate id, or null when invalid. */
  verifyBearer?: (token: string) => Promise<number | null>;
  /** Refreshes the provider tokens of a session whose access token is about to expire. */
  refresh?: (sessionToken: string, refreshToken: string) => Promise<boolean>;
  /** The session cookie of this deployment (see sessionCookieFor). */
  cookie?: SessionCookie;
}

const REFRESH_MARGIN_MS = 60_000;

type CandidateRow = Pick<
  Candidate,
  'id' | 'first_name' | 'last_name' | 'email' | 'neuro_classification' | 'email_verified'
>;

const toSessionCandidate = (row: CandidateRow): SessionCandidate => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  neuroClassification: row.neuro_classification,
  emailVerified: row.email_verified === 1,
});

const bearerOf = (authorization: string | undefined, accessHeader: string | undefined) =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? accessHeader ?? null;

/**
 * The confirmed candidate a bearer access token signs in, or undefined: the token must verify
 * (see verifyBearer: unexpired, its grant not revoked) and its account must still be confirmed.
 */
export async function candidateOfBearer(
  db: Db,
  verifyBearer: SessionOptions['verifyBearer'],
  bearer: string,
) {
  const id = verifyBearer ? await verifyBearer(bearer) : null;
  const candidate = id ? await findCandidateById(db, id) : undefined;
  return candidate?.account_status === 'CONFIRMED' ? candidate : undefined;
}

/**
 * Recognises the candidate of every request: the session cookie (refreshing the provider's access
 * token when under 60 s remain; a failed refresh ends the session), or for non-browser clients an
 * `Authorization: Bearer` or `x-access-token` access token.
 */
export function session({ db, verifyBearer, refresh, cookie }: SessionOptions) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    c.set('candidate', null);
    c.set('sessionToken', null);
    c.set('bearerToken', null);
    c.set('authenticatedBy', null);

    const token = getCookie(c, cookie?.name ?? SESSION_COOKIE);
    let row = token ? await candidateOfSession(db, token) : undefined;
    if (token && row?.refresh_token && refresh && row.token_expires_at) {
      const remaining = new Date(row.token_expires_at).getTime() - Date.now();
      if (remaining < REFRESH_MARGIN_MS && !(await refresh(token, row.refresh_token))) {
        await endSession(db, token);
        row = undefined;
      }
    }
    if (token && row) {
      c.set('candidate', toSessionCandidate(row));
      c.set('sessionToken', token);
      c.set('authenticatedBy', 'cookie');
      return next();
    }

    const bearer = bearerOf(c.req.header('authorization'), c.req.header('x-access-token'));
    const candidate = bearer ? await candidateOfBearer(db, verifyBearer, bearer) : undefined;
    if (bearer && candidate) {
      c.set('candidate', toSessionCandidate(candidate));
      c.set('bearerToken', bearer);
      c.set('authenticatedBy', 'bearer');
    }
    await next();
  });
}

/** What a route behind requireCandidate reads: the signed-in candidate's id, never missing. */
export type CandidateVariables = SessionVariables & { candidateId: number };

/**
 * Candidate endpoints answer 401 in the envelope to anyone not signed in; for the others
 * `candidateId` holds the signed-in candidate's id.
 */
export const requireCandidate: MiddlewareHandler<{ Variables: CandidateVariables }> = async (
  c,
  next,
) => {
  const candidate = c.get('candidate');
  if (!candidate) return fail(c, 401, ERROR_MESSAGES.unauthorized);
  c.set('candidateId', candidate.id);
  await next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export { CSRF_HEADER };

/**
 * Writes made with the session cookie must carry the header the site's own scripts send; a page on
 * another site cannot add it without a CORS preflight this server never grants.
 */
export const requireCsrfHeader: MiddlewareHandler<{ Variables: SessionVariables }> = async (
  c,
  next,
) => {
  if (
    !SAFE_METHODS.has(c.req.method) &&
    c.get('authenticatedBy') === 'cookie' &&
    c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE
  ) {
    return fail(c, 403, 'This request is missing its security header. Please reload the page.');
  }
  await next();
};
