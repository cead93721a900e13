/**
 * The sign-in page, which sends the candidate back to `returnTo` (a path of this site, with its
 * query) afterwards. The path is always encoded, so its own query stays part of it.
 */
export function signInUrl(returnTo?: string): string {
  return returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin';
}
