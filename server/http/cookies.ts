/** The enterprise domain a sign-in started from, read by branding until the sign-in comes back. */
export const DOMAIN_COOKIE = 'worklane_domain';
/** The referral code a sign-up started with, until the sign-up comes back. */
export const REFERRAL_COOKIE = 'worklane_referral';
