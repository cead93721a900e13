import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SessionCookie } from '../session-tokens.ts';

/** As long as a pending sign-in lives (auth_requests). */
const BINDING_SECONDS = 10 * 60;
const BINDING = /^[\w-]{43}$/;

/** `__Host-` wherever the session cookie is (HTTPS and localhost), plain where it cannot be. */
const nameOf = (cookie: SessionCookie) =>
  cookie.secure ? '__Host-worklane_signin' : 'worklane_signin';

const tagOf = (binding: string, nonce: string) =>
  createHmac('sha256', binding).update(nonce).digest('base64url');

/**
 * Ties a sign-in's `state` to the browser that started it, against login CSRF: the browser gets a
 * random binding in a short-lived HttpOnly cookie (kept if it already has one, so sign-ins started
 * in two tabs both finish), and the state is a random nonce with its HMAC under that binding. A
 * callback whose state was made for another browser's binding, or that arrives without the
 * cookie, is refused — so nobody can be signed in as someone else through a forwarded callback.
 * A callback leaves the cookie for the browser's other pending sign-ins: each state is used once,
 * and the cookie expires with the last sign-in it may finish.
 */
export function bindSignIn(c: Context, cookie: SessionCookie): string {
  const existing = getCookie(c, nameOf(cookie));
  const binding =
    existing && BINDING.test(existing) ? existing : randomBytes(32).toString('base64url');
  setCookie(c, nameOf(cookie), binding, {
    path: '/',
    secure: cookie.secure,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: BINDING_SECONDS,
  });
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${tagOf(binding, nonce)}`;
}

/** Whether the callback's state was made for this browser's binding cookie. */
export function isBoundHere(c: Context, cookie: SessionCookie, state: string): boolean {
  const binding = getCookie(c, nameOf(cookie));
  const [nonce, tag, ...rest] = state.split('.');
  if (!binding || !BINDING.test(binding) || !nonce || !tag || rest.length > 0) return false;
  const expected = Buffer.from(tagOf(binding, nonce));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
