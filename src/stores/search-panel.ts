import { map } from 'nanostores';
import { isSearchPage, searchUrl } from '../lib/search-url.ts';
import type { SearchSuggestion } from '../shared/dto/job.ts';
import type { PlaceSuggestion } from '../shared/dto/place.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const SHOWN = 5;

export interface PanelContext {
  signedIn: boolean;
  /** Flavour H: every search this panel makes carries is-healthcare=true (spec 1, 7.2). */
  healthcare: boolean;
}

export interface ChosenPlace {
  city: string;
  state: string;
  country: string;
  description: string;
}

/** What the panel needs from the page: its address, navigation and the two look-ups. */
export interface PanelEnv {
  url: () => URL;
  navigate: (url: string) => void;
  suggest: (text: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;
  places: (text: string) => Promise<PlaceSuggestion[]>;
  /** Where the device is, asked of the browser at the reader's click; rejects when refused. */
  locate: () => Promise<{ latitude: number; longitude: number }>;
  /** The city nearest a point. */
  nearest: (latitude: number, longitude: number) => Promise<PlaceSuggestion>;
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

/** Said when the browser gives no position (refused, unavailable, too slow). */
const LOCATE_FAILED = "We couldn't find where you are. Type a place instead.";

function placeFrom(suggestion: PlaceSuggestion): ChosenPlace {
  const part = (type: string) =>
    suggestion.addressComponents.find((c) => c.types.includes(type))?.shortName ?? '';
  return {
    city: part('locality'),
    state: part('administrative_area_level_1'),
    country: part('country'),
    description: suggestion.description,
  };
}

type Criteria = Record<string, string | number[] | undefined>;

/** The results page for these criteria; in flavour H the healthcare flag goes with every one. */
export function panelUrl({ signedIn, healthcare }: PanelContext, criteria: Criteria) {
  return searchUrl(signedIn, { ...criteria, ...(healthcare ? { 'is-healthcare': 'true' } : {}) });
}

/** Said when a place typed is none the list has (spec 2.3). */
const NOT_CHOSEN = 'Please select from the list';

const closedKeyword = { text: '', open: false, loading: false, items: [], active: -1 };

/**
 * One search panel (spec 2.3): its keyword box with suggestions and its location box, with the
 * actions of each. Every panel on a page (the top bar's and the results page's) has its own.
 */
export function createSearchPanel(context: PanelContext, env: PanelEnv) {
  const query = env.url().searchParams;
  const city = query.get('city') ?? '';
  const $keyword = map({
    ...closedKeyword,
    items: [] as SearchSuggestion[],
    text: query.get('keyword') ?? query.get('name') ?? query.get('searchBar') ?? '',
  });
  /** Only a place chosen from the list counts. */
  const $location = map({
    text: city,
    open: false,
    items: [] as PlaceSuggestion[],
    chosen: (city
      ? {
          city,
          state: query.get('state') ?? '',
          country: query.get('country') ?? '',
          description: city,
        }
      : null) as ChosenPlace | null,
    error: null as string | null,
    /** Waiting for the browser's position ('Use my location'). */
    locating: false,
    /** The place in the list the arrow keys are on (-1: none). */
    active: -1,
  });

  let keywordTimer: ReturnType<typeof setTimeout> | undefined;
  let placeTimer: ReturnType<typeof setTimeout> | undefined;
  let keywordRequest: AbortController | undefined;
  let filters: () => ListFilters = () => ({});

  const choosePlace = (suggestion: PlaceSuggestion) => {
    const chosen = placeFrom(suggestion);
    $location.set({
      text: chosen.description,
      open: false,
      items: [],
      chosen,
      error: null,
      locating: false,
      active: -1,
    });
  };

  /** A search is under way, taking the first place listed for text typed but not chosen. */
  let choosingTyped = false;

  /**
   * Text typed in the location box but not chosen from the list, when a search is asked for: the
   * place the list has first for it (highlighted, else first) is what was meant. Where the list
   * has none, the search waits and the box says a place must be chosen. With no such text the
   * search goes at once.
   */
  function withTypedPlace(search: () => void): Promise<void> | undefined {
    const state = $location.get();
    if (!state.text.trim() || state.chosen) {
      search();
      return;
    }
    return chooseTypedPlace().then((chosen) => {
      if (chosen) search();
    });
  }

  async function chooseTypedPlace(): Promise<boolean> {
    const state = $location.get();
    const text = state.text.trim();
    clearTimeout(placeTimer);
    choosingTyped = true;
    try {
      const listed = state.open && state.items.length > 0;
      const items = listed ? state.items : await env.places(text).catch(() => []);
      const place = items[listed && state.active >= 0 ? state.active : 0];
      if (place) {
        choosePlace(place);
        return true;
      }
      $location.set({ ...$location.get(), text: '', open: false, items: [], error: NOT_CHOSEN });
      return false;
    } finally {
      choosingTyped = false;
    }
  }

  const stopKeyword = () => {
    clearTimeout(keywordTimer);
    keywordRequest?.abort();
  };

  function locationCriteria() {
    const chosen = $location.get().chosen;
    const place = chosen ? { city: chosen.city, state: chosen.state, country: chosen.country } : {};
    return { ...place, ...filters() };
  }

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

  return {
    $keyword,
    $location,
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

    moveActive(step: 1 | -1) {
      const { items, active } = $keyword.get();
      const count = Math.min(items.length, SHOWN);
      if (count === 0) return;
      $keyword.setKey('active', (active + step + count) % count);
    },

    /** Enter or Search: the typed keyword with the chosen location. */
    runSearch() {
      return withTypedPlace(() =>
        go(urlOf({ keyword: $keyword.get().text.trim(), ...locationCriteria() })),
      );
    },

    /** Picking a suggestion replaces the job-title filter with the selection. */
    pickSuggestion(suggestion: SearchSuggestion) {
      const chosen =
        suggestion.type === 'S'
          ? { skills: suggestion.id ? [suggestion.id] : [] }
          : { jobTitle: suggestion.name };
      $keyword.setKey('text', suggestion.name);
      return withTypedPlace(() =>
        go(urlOf({ name: suggestion.name, ...chosen, ...locationCriteria() })),
      );
    },

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

    typeLocation(text: string) {
      $location.set({ ...$location.get(), text, chosen: null, error: null, active: -1 });
      clearTimeout(placeTimer);
      if (!text.trim()) {
        $location.set({ ...$location.get(), open: false, items: [] });
        return;
      }
      placeTimer = setTimeout(async () => {
        try {
          const items = await env.places(text.trim());
          $location.set({ ...$location.get(), items, open: true, active: -1 });
        } catch {
          $location.set({ ...$location.get(), items: [], open: false });
        }
      }, SEARCH_DEBOUNCE_MS);
    },

    pickPlace: choosePlace,

    /** The arrow keys move through the places listed, wrapping at either end. */
    moveLocation(step: 1 | -1) {
      const { items, active, open } = $location.get();
      if (!open || items.length === 0) return;
      $location.setKey('active', (active + step + items.length) % items.length);
    },

    /** Escape closes the places listed and keeps what was typed. */
    dismissLocation() {
      $location.set({ ...$location.get(), open: false, active: -1 });
    },

    /** 'Use my location': the city nearest the device, chosen as if picked from the list. */
    async locateMe() {
      clearTimeout(placeTimer);
      $location.set({ ...$location.get(), open: false, items: [], error: null, locating: true });
      try {
        const { latitude, longitude } = await env.locate();
        choosePlace(await env.nearest(latitude, longitude));
      } catch {
        $location.set({ ...$location.get(), locating: false, error: LOCATE_FAILED });
      }
    },

    /** Leaving the box with text that was not chosen from the list clears it and says why. */
    leaveLocation() {
      if (choosingTyped) return;
      const state = $location.get();
      if (state.text && !state.chosen) {
        $location.set({ ...state, text: '', open: false, active: -1, error: NOT_CHOSEN });
      } else {
        $location.set({ ...state, open: false, active: -1 });
      }
    },

    /** Clearing the location keeps the keyword criteria. */
    clearLocation() {
      clearTimeout(placeTimer);
      $location.set({
        text: '',
        open: false,
        items: [],
        chosen: null,
        error: null,
        locating: false,
        active: -1,
      });
    },
  };
}

export type SearchPanelStore = ReturnType<typeof createSearchPanel>;
