/** Where a search goes (spec 2.3): signed-in candidates to their search page, others to /job-list. */
export const searchPage = (signedIn: boolean) => (signedIn ? '/candidate/find-jobs' : '/job-list');

export const isSearchPage = (path: string) =>
  ['/job-list', '/find-jobs', '/candidate/find-jobs'].includes(path.replace(/\/+$/, ''));

/** A search URL from criteria; empty values are left out. */
export function searchUrl(
  signedIn: boolean,
  criteria: Record<string, string | number[] | undefined>,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(criteria)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(name, text);
  }
  const query = params.toString();
  return `${searchPage(signedIn)}${query ? `?${query}` : ''}`;
}

/**
 * Keyword and location text as a collapsed search shows it (spec 5, 9): longer than 9 characters,
 * only the first 8 are kept, with an ellipsis. Display only: searches always use the whole text.
 */
export const displayText = (text: string) => (text.length > 9 ? `${text.slice(0, 8)}…` : text);
