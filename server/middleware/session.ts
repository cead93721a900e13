import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { SignedInCandidate } from '../../src/shared/dto/session.ts';
import { ERROR_MESSAGES } from '../../src/shared/envelope.ts';
import type { Db } from '../db/connect.ts';
import { candidateOfSession, SESSION_COOKIE } from '../identity/session-tokens.ts';
import { fail } from '../routes/envelope.ts';

export type SessionCandidate = SignedInCandidate;

export type SessionVariables = {
  candidate: SessionCandidate | null;
  sessionToken: string | null;
};

/** Resolves the session cookie into the signed-in candidate (or null) for every later handler. */
export function session(db: Db) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    const row = token ? await candidateOfSession(db, token) : undefined;
    const candidate: SessionCandidate | null = row
      ? { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email }
      : null;
    c.set('candidate', candidate);
    c.set('sessionToken', candidate ? token : null);
    await next();
  });
}

/** Candidate endpoints answer 401 in the envelope to anyone not signed in. */
export const requireCandidate: MiddlewareHandler<{ Variables: SessionVariables }> = async (
  c,
  next,
) => {
  if (!c.get('candidate')) return fail(c, 401, ERROR_MESSAGES.unauthorized);
  await next();
};
