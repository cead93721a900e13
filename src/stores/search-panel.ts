import { map } from 'nanostores';
import { isSearchPage, searchUrl } from '../lib/search-url.ts';
import type { SearchSuggestion } from '../shared/dto/job.ts';
import { createLocationBox, type PlaceLookups, SEARCH_DEBOUNCE_MS } from './location-box.ts';

export { SEARCH_DEBOUNCE_MS } from './location-box.ts';
export const SHOWN = 5;

export interface PanelContext {
  signedIn: boolean;
  /** Flavour H: every search this panel makes carries is-healthcare=true (spec 1, 7.2). */
  healthcare: boolean;
}

/** What the panel needs from the page: its address, navigation and the look-ups. */
export interface PanelEnv extends PlaceLookups {
  url: () => URL;
  navigate: (url: string) => void;
  suggest: (text: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;
}

/**
 * The list filters ('Remote location', 'Easy Apply Only', 'Jobs I'm qualified for', the work
 * environment) as the form around the panel holds them; workFacts is a comma-separated list of
 * filter codes.
 */
export type ListFilters = {
  remote?: string;
  easyApply?: string;
  qualified?: string;
  workFacts?: string;
};

type Criteria = Record<string, string | number[] | undefined>;

/** The results page for these criteria; in flavour H the healthcare flag goes with every one. */
export function panelUrl({ signedIn, healthcare }: PanelContext, criteria: Criteria) {
  return searchUrl(signedIn, { ...criteria, ...(healthcare ? { 'is-healthcare': 'true' } : {}) });
}

const closedKeyword = { text: '', open: false, loading: false, items: [], active: -1 };

/**
 * One search panel (spec 2.3): its keyword box with suggestions and its location box, with the
 * actions of each. Every panel on a page (the top bar's and the results page's) has its own.
 */
export function createSearchPanel(context: PanelContext, env: PanelEnv) {
  const query = env.url().searchParams;
  const $keyword = map({
    ...closedKeyword,
    items: [] as SearchSuggestion[],
    text: query.get('keyword') ?? query.get('name') ?? query.get('searchBar') ?? '',
  });
  let keywordTimer: ReturnType<typeof setTimeout> | undefined;
  let keywordRequest: AbortController | undefined;
  let filters: () => ListFilters = () => ({});

  const stopKeyword = () => {
    clearTimeout(keywordTimer);
    keywordRequest?.abort();
  };

  const location = createLocationBox(env, query);
  const withTypedPlace = location.beforeSearch;
  const locationCriteria = () => ({ ...location.criteria(), ...filters() });

  const urlOf = (criteria: Criteria) => panelUrl(context, criteria);

  /** Clicking outside the open list closes it and clears the typed filter and keyword. */
  function closeKeyword() {
    stopKeyword();
    $keyword.set({ ...closedKeyword, items: [] });
  }

  /**
   * Leaving the panel before suggestions came: they are not wanted any more, and would open over
   * whatever was clicked next. What was typed stays.
   */
  function leaveKeyword() {
    stopKeyword();
    if ($keyword.get().loading) $keyword.setKey('loading', false);
  }

  function go(url: string) {
    stopKeyword();
    $keyword.set({ ...$keyword.get(), open: false, items: [] });
    env.navigate(url);
  }

  /** Enter or Search: the typed keyword with the chosen location. */
  function runSearch() {
    return withTypedPlace(() =>
      go(urlOf({ keyword: $keyword.get().text.trim(), ...locationCriteria() })),
    );
  }

  /** Picking a suggestion replaces the job-title filter with the selection. */
  function pickSuggestion(suggestion: SearchSuggestion) {
    const chosen =
      suggestion.type === 'S'
        ? { skills: suggestion.id ? [suggestion.id] : [] }
        : { jobTitle: suggestion.name };
    $keyword.setKey('text', suggestion.name);
    return withTypedPlace(() =>
      go(urlOf({ name: suggestion.name, ...chosen, ...locationCriteria() })),
    );
  }

  return {
    $keyword,
    $location: location.$location,
    context,

    readFiltersFrom(read: () => ListFilters) {
      filters = read;
    },

    /** Typing: suggestions after 300 ms, skipped when the text is the name already searched for. */
    typeKeyword(text: string) {
      $keyword.set({ ...$keyword.get(), text, active: -1 });
      stopKeyword();
      const name = env.url().searchParams.get('name') ?? '';
      if (!text.trim() || text.trim().toLowerCase() === name.toLowerCase()) {
        $keyword.set({ ...$keyword.get(), open: false, items: [], loading: false });
        return;
      }
      keywordTimer = setTimeout(async () => {
        const request = new AbortController();
        keywordRequest = request;
        $keyword.setKey('loading', true);
        try {
          const items = await env.suggest(text, request.signal);
          if (request.signal.aborted) return;
          $keyword.set({ ...$keyword.get(), items, open: true, loading: false, active: -1 });
        } catch {
          if (request.signal.aborted) return;
          $keyword.set({ ...$keyword.get(), items: [], open: false, loading: false });
        }
      }, SEARCH_DEBOUNCE_MS);
    },

    /** Enter in the keyword box: the suggestion highlighted, else a search for the text. */
    enterKeyword() {
      const { open, items, active } = $keyword.get();
      const chosen = active < SHOWN ? items[active] : undefined;
      return open && chosen ? pickSuggestion(chosen) : runSearch();
    },

    moveActive(step: 1 | -1) {
      const { items, active } = $keyword.get();
      const count = Math.min(items.length, SHOWN);
      if (count === 0) return;
      $keyword.setKey('active', (active + step + count) % count);
    },

    runSearch,
    pickSuggestion,

    /** 'See All': every job matching the typed text. */
    seeAll() {
      return withTypedPlace(() =>
        go(urlOf({ searchBar: $keyword.get().text.trim(), ...locationCriteria() })),
      );
    },

    /** Reset clears every criterion and goes to the bare list page. */
    resetSearch() {
      go(urlOf({}));
    },

    /** The clear icon drops the keyword criteria but keeps the location; it navigates on search pages only. */
    clearKeyword() {
      closeKeyword();
      if (isSearchPage(env.url().pathname)) go(urlOf(locationCriteria()));
    },

    leaveKeyword,

    /** A click outside the panel closes an open list (2.3), else drops suggestions not yet come. */
    clickOutside() {
      if ($keyword.get().open) closeKeyword();
      else leaveKeyword();
    },

    /** Escape closes the list and keeps what was typed. */
    dismissKeyword() {
      stopKeyword();
      $keyword.set({ ...$keyword.get(), open: false, items: [], active: -1, loading: false });
    },

    typeLocation: location.type,
    pickPlace: location.choose,
    enterLocation: () => location.enter(runSearch),
    moveLocation: location.move,
    dismissLocation: location.dismiss,
    locateMe: location.locate,
    leaveLocation: location.leave,
    clearLocation: location.clear,
  };
}

export type SearchPanelStore = ReturnType<typeof createSearchPanel>;
