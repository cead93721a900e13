import { createHmac, timingSafeEqual } from 'node:crypto';

/** The name of the hidden field that carries the token in a form. */
export const FORM_TOKEN_FIELD = 'csrf_token';

/**
 * The anti-forgery token of a signed-in browser's no-script forms: a MAC of a fixed label keyed by
 * the session's secret token. Only a page served to that session holds it (the session cookie is
 * HttpOnly and never reaches a page), it lasts as long as the session, and it needs no storage.
 */
export function formTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('worklane form').digest('base64url');
}

/** Whether a posted form carries this session's token. */
export function hasFormToken(sessionToken: string | null, posted: unknown): boolean {
  if (!sessionToken || typeof posted !== 'string') return false;
  const expected = Buffer.from(formTokenFor(sessionToken));
  const given = Buffer.from(posted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
