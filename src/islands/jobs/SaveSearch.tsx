import { useStore } from '@nanostores/react';
import type { SavedSearchCriteria } from '../../shared/dto/saved-search.ts';
import { $searchSaving, saveSearch } from '../../stores/saved-searches.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';

/** Keeps the search on screen, with e-mail alerts for new jobs that match it. */
function SaveSearch({ criteria }: { criteria: SavedSearchCriteria }) {
  const state = useStore($searchSaving);
  return (
    <p className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-secondary"
        aria-busy={state === 'saving'}
        onClick={() => void saveSearch(criteria)}
      >
        <Icon name="bell" />
        {state === 'saved' ? 'Search saved' : 'Save search'}
      </button>
      {state === 'saved' && (
        <a className="link-plain underline" href="/candidate/settings#saved-searches-title">
          Manage saved searches
        </a>
      )}
    </p>
  );
}

export default withErrorBoundary(SaveSearch, true);
