import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { SessionCookie } from './session-tokens.ts';

/**
 * Hands the browser a session token: HttpOnly so scripts never read it, SameSite=Lax so other
 * sites' forms do not carry it, for the whole site, until the session ends.
 */
export function setSessionCookie(c: Context, cookie: SessionCookie, token: string, expires: Date) {
  setCookie(c, cookie.name, token, {
    path: '/',
    secure: cookie.secure,
    httpOnly: true,
    sameSite: 'Lax',
    expires,
  });
}
