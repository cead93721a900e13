import { atom, map } from 'nanostores';
import { api } from '../lib/api/client.ts';
import { isSearchPage, searchPage, searchUrl } from '../lib/search-url.ts';
import type { SearchSuggestion } from '../shared/dto/job.ts';
import type { PlaceSuggestion } from '../shared/dto/place.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const SHOWN = 5;

export interface PanelContext {
  signedIn: boolean;
  healthcare: boolean;
}

export interface ChosenPlace {
  city: string;
  state: string;
  country: string;
  description: string;
}

/** The keyword box and its suggestions (spec 2.3). */
export const $keyword = map({
  text: '',
  open: false,
  loading: false,
  items: [] as SearchSuggestion[],
  active: -1,
});

/** The location box: only a place chosen from the list counts. */
export const $location = map({
  text: '',
  open: false,
  items: [] as PlaceSuggestion[],
  chosen: null as ChosenPlace | null,
  error: null as string | null,
});

export const $panelContext = atom<PanelContext>({ signedIn: false, healthcare: false });

let keywordTimer: ReturnType<typeof setTimeout> | undefined;
let placeTimer: ReturnType<typeof setTimeout> | undefined;
let keywordRequest: AbortController | undefined;

const params = () => new URLSearchParams(window.location.search);

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

export function initPanel(context: PanelContext) {
  $panelContext.set(context);
  const query = params();
  const city = query.get('city') ?? '';
  $keyword.setKey(
    'text',
    query.get('keyword') ?? query.get('name') ?? query.get('searchBar') ?? '',
  );
  $location.set({
    text: city,
    open: false,
    items: [],
    chosen: city
      ? {
          city,
          state: query.get('state') ?? '',
          country: query.get('country') ?? '',
          description: city,
        }
      : null,
    error: null,
  });
}

/** Typing: suggestions after 300 ms, skipped when the text is the name already searched for. */
export function typeKeyword(text: string) {
  $keyword.set({ ...$keyword.get(), text, active: -1 });
  clearTimeout(keywordTimer);
  keywordRequest?.abort();
  const name = params().get('name') ?? '';
  if (!text.trim() || text.trim().toLowerCase() === name.toLowerCase()) {
    $keyword.set({ ...$keyword.get(), open: false, items: [], loading: false });
    return;
  }
  keywordTimer = setTimeout(async () => {
    const { signedIn, healthcare } = $panelContext.get();
    keywordRequest = new AbortController();
    $keyword.setKey('loading', true);
    try {
      const query = `candidates/search?keyword=${encodeURIComponent(text)}${healthcare ? '&is-healthcare=true' : ''}`;
      const items = await api.get<SearchSuggestion[]>(query, {
        public: !signedIn,
        signal: keywordRequest.signal,
      });
      $keyword.set({ ...$keyword.get(), items, open: true, loading: false, active: -1 });
    } catch {
      $keyword.set({ ...$keyword.get(), items: [], open: false, loading: false });
    }
  }, SEARCH_DEBOUNCE_MS);
}

export function moveActive(step: 1 | -1) {
  const { items, active } = $keyword.get();
  const count = Math.min(items.length, SHOWN);
  if (count === 0) return;
  $keyword.setKey('active', (active + step + count) % count);
}

/** The list filters ('Remote location', 'Easy Apply Only') as the form around the panel holds them. */
export type ListFilters = { remote?: string; easyApply?: string };
let filters: () => ListFilters = () => ({});
export const readFiltersFrom = (read: () => ListFilters) => {
  filters = read;
};

function locationCriteria() {
  const chosen = $location.get().chosen;
  const place = chosen ? { city: chosen.city, state: chosen.state, country: chosen.country } : {};
  return { ...place, ...filters() };
}

function go(url: string) {
  $keyword.set({ ...$keyword.get(), open: false, items: [] });
  window.location.assign(url);
}

/** Enter or Search: the typed keyword with the chosen location. */
export function runSearch() {
  const { signedIn } = $panelContext.get();
  go(searchUrl(signedIn, { keyword: $keyword.get().text.trim(), ...locationCriteria() }));
}

/** Picking a suggestion replaces the job-title filter with the selection. */
export function pickSuggestion(suggestion: SearchSuggestion) {
  const { signedIn } = $panelContext.get();
  const chosen =
    suggestion.type === 'S'
      ? { skills: suggestion.id ? [suggestion.id] : [] }
      : { jobTitle: suggestion.name };
  $keyword.setKey('text', suggestion.name);
  go(searchUrl(signedIn, { name: suggestion.name, ...chosen, ...locationCriteria() }));
}

/** 'See All': every job matching the typed text. */
export function seeAll() {
  const { signedIn } = $panelContext.get();
  go(searchUrl(signedIn, { searchBar: $keyword.get().text.trim(), ...locationCriteria() }));
}

/** Reset clears every criterion and goes to the bare list page. */
export function resetSearch() {
  go(searchPage($panelContext.get().signedIn));
}

/** The clear icon drops the keyword criteria but keeps the location; it navigates on search pages only. */
export function clearKeyword() {
  $keyword.set({ text: '', open: false, loading: false, items: [], active: -1 });
  if (isSearchPage(window.location.pathname)) {
    go(searchUrl($panelContext.get().signedIn, locationCriteria()));
  }
}

/** Clicking outside closes the dropdown and clears the typed filter. */
export function closeKeyword() {
  const name = params().get('name') ?? params().get('keyword') ?? '';
  $keyword.set({ ...$keyword.get(), open: false, items: [], active: -1, text: name });
}

export function typeLocation(text: string) {
  $location.set({ ...$location.get(), text, chosen: null, error: null });
  clearTimeout(placeTimer);
  if (!text.trim()) {
    $location.set({ ...$location.get(), open: false, items: [] });
    return;
  }
  placeTimer = setTimeout(async () => {
    try {
      const path = `places/${encodeURIComponent(text.trim())}`;
      const items = await api.get<PlaceSuggestion[]>(path, {
        public: !$panelContext.get().signedIn,
      });
      $location.set({ ...$location.get(), items, open: true });
    } catch {
      $location.set({ ...$location.get(), items: [], open: false });
    }
  }, SEARCH_DEBOUNCE_MS);
}

export function pickPlace(suggestion: PlaceSuggestion) {
  const chosen = placeFrom(suggestion);
  $location.set({ text: chosen.description, open: false, items: [], chosen, error: null });
}

/** Leaving the box with text that was not chosen from the list clears it and says why. */
export function leaveLocation() {
  const state = $location.get();
  if (state.text && !state.chosen) {
    $location.set({ ...state, text: '', open: false, error: 'Please select from the list' });
  } else {
    $location.set({ ...state, open: false });
  }
}

/** Clearing the location keeps the keyword criteria. */
export function clearLocation() {
  $location.set({ text: '', open: false, items: [], chosen: null, error: null });
}
