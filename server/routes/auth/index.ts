import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { Db } from '../../db/connect.ts';
import { endSession, SESSION_COOKIE } from '../../identity/session-tokens.ts';
import { ok } from '../envelope.ts';

/** Relying-party endpoints. Sign-out ends the server-side session and clears its cookie. */
export function authRoutes(db: Db) {
  return new Hono().post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await endSession(db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
    // A plain form post (the Logout menu item) navigates; script callers get the envelope.
    const isForm = /form/i.test(c.req.header('content-type') ?? '');
    return isForm ? c.redirect('/', 303) : ok(c, { redirectTo: '/' });
  });
}
