import type { SignedInCandidate } from '../shared/dto/session.ts';
import { signInUrl } from '../shared/sign-in.ts';

/**
 * Access rules of spec 2.1, as a pure function of the path, query and sign-in state: where the
 * request must go instead, or null to render the page.
 */
export function redirectFor(url: URL, signedIn: boolean): string | null {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const query = url.search;

  const signIn = signInUrl(`${url.pathname}${query}`);
  if (path === '/candidate') return signedIn ? '/candidate/dashboard' : signInUrl();
  if (path.startsWith('/candidate/')) {
    if (path.startsWith('/candidate/public/')) return null;
    return signedIn ? null : signIn;
  }
  // A visitor arriving with a talent-pool link signs in first, then comes back to it.
  if (!signedIn && (url.searchParams.has('pool_id') || url.searchParams.has('poolId')))
    return signIn;
  if (!signedIn) return null;
  if (path === '/signin' || path === '/forgotpassword') return '/candidate/dashboard';
  if (path === '/signup') return '/candidate/create-profile';
  if (path === '/job-list') return `/candidate/find-jobs${query}`;
  const application = /^\/application\/([^/]+)$/.exec(path);
  if (application) return `/candidate/application/${application[1]}`;
  return null;
}

/**
 * The candidate of a page under /candidate/ (all but /candidate/public/): the middleware sends a
 * visitor to sign in before such a page renders, so a missing candidate is a broken guarantee.
 */
export function signedInCandidate(locals: App.Locals): SignedInCandidate {
  if (!locals.candidate) throw new Error('A candidate page rendered without a signed-in candidate');
  return locals.candidate;
}
