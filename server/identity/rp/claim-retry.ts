import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import type { RelyingParty } from './client.ts';

/** Spec 4.2: a sign-in whose tokens lack the candidate id claim is tried again this many times. */
export const MAX_CLAIM_RETRIES = 2;

const RETRIES_COOKIE = 'worklane_claim_retries';
const COOKIE_PATH = '/auth/callback';
/** As long as a pending sign-in lives: a later sign-in starts counting afresh. */
const RETRIES_SECONDS = 10 * 60;

/** How many times this browser's sign-in has been tried again for a missing claim. */
const triesOf = (c: Context) => {
  const tries = Number(getCookie(c, RETRIES_COOKIE));
  return Number.isInteger(tries) && tries > 0 ? tries : 0;
};

/** A sign-in that found its candidate id starts counting afresh next time. */
export function claimFound(c: Context) {
  if (getCookie(c, RETRIES_COOKIE) !== undefined)
    deleteCookie(c, RETRIES_COOKIE, { path: COOKIE_PATH });
}

/**
 * The answer to a sign-in whose tokens carry no candidate id (spec 4.2). The provider may add the
 * claim a moment after an account is made, so the sign-in is tried again silently (prompt=none,
 * the way a reload re-reads the tokens), up to MAX_CLAIM_RETRIES times; then the provider session
 * is ended, which logs the browser out and returns it to /signin.
 */
export async function missingClaim(
  c: Context,
  rp: RelyingParty,
  { idToken, returnTo, log }: { idToken?: string; returnTo: string; log: (line: string) => void },
) {
  const tries = triesOf(c);
  if (tries < MAX_CLAIM_RETRIES) {
    log(`sign-in: no candidate id claim, trying again (${tries + 1} of ${MAX_CLAIM_RETRIES})`);
    setCookie(c, RETRIES_COOKIE, String(tries + 1), {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: RETRIES_SECONDS,
    });
    return c.redirect(`/auth/check?returnTo=${encodeURIComponent(returnTo)}`, 302);
  }
  log('sign-in refused: still no candidate id claim, signing out');
  deleteCookie(c, RETRIES_COOKIE, { path: COOKIE_PATH });
  c.header('Cache-Control', 'no-store');
  const endSession = oidc.buildEndSessionUrl(await rp.configuration(), {
    post_logout_redirect_uri: rp.postLogoutRedirectUri,
    client_id: rp.clientId,
    ...(idToken ? { id_token_hint: idToken } : {}),
  });
  return c.redirect(endSession.href, 303);
}
