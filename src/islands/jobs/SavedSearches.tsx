import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { type SavedSearchDto, searchQuery } from '../../shared/dto/saved-search.ts';
import {
  $savedSearches,
  deleteSavedSearch,
  loadSavedSearches,
  setSearchAlerts,
  showSavedSearches,
} from '../../stores/saved-searches.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

/**
 * The candidate's saved searches in Settings: open one, switch its e-mail alerts, delete it. The
 * page renders them when it can (`initial`), and the store takes them over; otherwise they are
 * fetched. The store is never written while rendering: on the server it is shared by every page.
 */
function SavedSearches({ initial = null }: { initial?: SavedSearchDto[] | null }) {
  const stored = useStore($savedSearches);
  const { status, items, notice } =
    initial && stored.status === 'loading'
      ? { ...stored, status: 'ready', items: initial }
      : stored;
  useEffect(() => {
    if (initial) showSavedSearches(initial);
    else void loadSavedSearches();
  }, [initial]);

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {notice}
      </p>
      {status === 'loading' && <p className="text-ink-muted">Loading your saved searches…</p>}
      {status === 'failed' && (
        <p role="alert" className="text-danger">
          Your saved searches could not be loaded.{' '}
          <button type="button" className="btn-secondary" onClick={() => void loadSavedSearches()}>
            Try again
          </button>
        </p>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="text-ink-muted">
          You have no saved searches yet. Search for jobs, then use Save search on the results to
          get an e-mail when new jobs match.
        </p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((search) => (
            <li
              key={search.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4"
            >
              <a
                className="link-plain font-semibold underline"
                href={`/candidate/find-jobs?${searchQuery(search.criteria)}`}
              >
                {search.label}
              </a>
              <span className="flex flex-wrap items-center gap-4">
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    role="switch"
                    className="focus-ring h-5 w-5"
                    checked={search.alerts}
                    aria-checked={search.alerts}
                    onChange={(event) => void setSearchAlerts(search.id, event.target.checked)}
                  />
                  E-mail alerts<span className="sr-only"> for {search.label}</span>
                </label>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void deleteSavedSearch(search.id)}
                >
                  Delete<span className="sr-only"> saved search {search.label}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default withErrorBoundary(SavedSearches, true);
