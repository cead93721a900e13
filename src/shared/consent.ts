/** Consent cookie (spec 3, 9): 'accepted' for one year. */
export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_MAX_AGE_S = 31_536_000;
/** The home page shows the dialog after this delay (spec 2.4, 9). */
export const HOME_DELAY_MS = 1200;

export const POLICY_PAGES = new Set([
  '/cookiepolicy',
  '/privacypolicy',
  '/ukprivacypolicy',
  '/termsofuse',
]);
export const HOME_PAGES = new Set(['/', '/home']);
/**
 * Sign-in paths where a visitor never sees the dialog. /signin and /signup hand over to the
 * sign-in screens, which are served under /idp/.
 */
export const VISITOR_HIDDEN = ['/candidate', '/signin', '/signup', '/idp'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export interface DialogContext {
  path: string;
  consented: boolean;
  /** Unknown on pre-rendered pages until asked. */
  signedIn: boolean | undefined;
}

/**
 * When the cookie dialog shows (spec 2.4): 'hidden', 'ask' (the answer depends on whether the
 * visitor is signed in, which the page does not know yet), or the delay in ms before it shows.
 */
export function cookieDialogTiming({ path, consented, signedIn }: DialogContext) {
  const page = path.replace(/\/+$/, '') || '/';
  if (consented || POLICY_PAGES.has(page)) return 'hidden';
  if (page === '/' || VISITOR_HIDDEN.some((prefix) => under(page, prefix))) {
    if (signedIn === undefined) return 'ask';
    if (page === '/' ? signedIn : !signedIn) return 'hidden';
  }
  return HOME_PAGES.has(page) ? HOME_DELAY_MS : 0;
}

export function hasConsent(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE}=accepted`);
}

/** The Set-Cookie string for an accepted consent: a year, site-wide, Secure over HTTPS. */
export function consentCookie(https: boolean): string {
  const secure = https ? '; Secure' : '';
  return `${CONSENT_COOKIE}=accepted; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** Where the no-script accept form posts; it stores the same cookie and comes back. */
export const CONSENT_PATH = '/cookie-consent';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The paths where the dialog shows at once to anyone who has not consented, whoever they are
 * (cookieDialogTiming gives 0 there whatever `signedIn` is): the head script shows it from the
 * first paint on these, rather than when the page's scripts have loaded.
 */
export const NOT_AT_ONCE = new RegExp(
  `^(?:${[...POLICY_PAGES, ...HOME_PAGES].map(escaped).join('|')})/*$|^(?:${VISITOR_HIDDEN.map(escaped).join('|')})(?:/|$)`,
);
