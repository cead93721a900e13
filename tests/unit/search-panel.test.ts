import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayText } from '../../src/lib/search-url.ts';
import type { SearchSuggestion } from '../../src/shared/dto/job.ts';
import type { PlaceSuggestion } from '../../src/shared/dto/place.ts';
import {
  createSearchPanel,
  type PanelContext,
  type PanelEnv,
  SEARCH_DEBOUNCE_MS,
} from '../../src/stores/search-panel.ts';

const SUGGESTIONS: SearchSuggestion[] = [
  { name: 'Registered Nurse', type: 'T' },
  { name: 'Nursing', type: 'S', id: 1001, yearsRange: '1-5' },
];
const MANCHESTER: PlaceSuggestion = {
  description: 'Manchester, England, United Kingdom',
  placeId: 'm',
  addressComponents: [
    { types: ['locality'], shortName: 'Manchester' },
    { types: ['administrative_area_level_1'], shortName: 'England' },
    { types: ['country'], shortName: 'United Kingdom' },
  ],
};

const MANCHESTER_NH: PlaceSuggestion = {
  description: 'Manchester, New Hampshire, United States of America',
  placeId: 'mnh',
  addressComponents: [
    { types: ['locality'], shortName: 'Manchester' },
    { types: ['administrative_area_level_1'], shortName: 'New Hampshire' },
    { types: ['country'], shortName: 'US' },
  ],
};

/** A panel on a page at `address`, whose look-ups answer at once and whose navigation is kept. */
function panelAt(
  address: string,
  context: PanelContext = { signedIn: true, healthcare: false },
  position: { latitude: number; longitude: number } | null = null,
  placesFound: PlaceSuggestion[] = [MANCHESTER, MANCHESTER_NH],
) {
  const visited: URL[] = [];
  const asked: string[] = [];
  const env: PanelEnv = {
    url: () => new URL(address, 'http://worklane.test'),
    navigate: (url) => void visited.push(new URL(url, 'http://worklane.test')),
    suggest: async (text) => {
      asked.push(text);
      return SUGGESTIONS;
    },
    places: async () => placesFound,
    locate: async () => {
      if (!position) throw new Error('User denied Geolocation');
      return position;
    },
    nearest: async () => MANCHESTER,
  };
  return { panel: createSearchPanel(context, env), visited, asked };
}

async function typed(panel: ReturnType<typeof panelAt>['panel'], text: string) {
  panel.typeKeyword(text);
  await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the search panel', () => {
  it('2.3: clicking outside the dropdown clears the filter and keyword', async () => {
    const { panel } = panelAt('/candidate/find-jobs?keyword=care');
    await typed(panel, 'nur');
    expect(panel.$keyword.get()).toMatchObject({ open: true, text: 'nur' });
    panel.clickOutside();
    expect(panel.$keyword.get()).toMatchObject({ open: false, text: '', items: [], active: -1 });
  });

  it('2.3: clicking outside before the suggestions arrive leaves no list to open later', async () => {
    const { panel, asked } = panelAt('/candidate/dashboard');
    panel.typeKeyword('nur');
    panel.clickOutside();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual([]);
    expect(panel.$keyword.get().open).toBe(false);
  });

  it('leaving the panel for a filter before the suggestions arrive keeps the words and opens no list over it', async () => {
    const { panel, asked } = panelAt('/job-list');
    panel.typeKeyword('care');
    panel.leaveKeyword();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual([]);
    expect(panel.$keyword.get()).toMatchObject({ open: false, text: 'care', loading: false });
  });

  it('2.3: fetches suggestions only when the text differs, ignoring case, from the name searched for', async () => {
    const { panel, asked } = panelAt('/candidate/find-jobs?name=Registered%20Nurse');
    await typed(panel, 'registered nurse');
    await typed(panel, 'registered nurs');
    expect(asked).toEqual(['registered nurs']);
  });

  it('2.3: a location must be chosen from the list', async () => {
    const { panel, visited } = panelAt('/candidate/dashboard');
    panel.typeLocation('Manch');
    panel.leaveLocation();
    expect(panel.$location.get()).toMatchObject({ text: '', error: 'Please select from the list' });
    panel.typeLocation('Manch');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    panel.pickPlace(MANCHESTER);
    panel.typeKeyword('nurse');
    panel.runSearch();
    expect(Object.fromEntries(visited[0]?.searchParams ?? [])).toEqual({
      keyword: 'nurse',
      city: 'Manchester',
      state: 'England',
      country: 'United Kingdom',
    });
  });

  it('2.3: a search with a place typed but not chosen takes the one listed first, or waits', async () => {
    const placeOf = (url: URL | undefined) => [
      url?.searchParams.get('city'),
      url?.searchParams.get('state'),
    ];
    // The list is showing: the place it has first is what was meant.
    const listed = panelAt('/job-list');
    listed.panel.typeLocation('Manch');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    listed.panel.typeKeyword('nurse');
    await listed.panel.runSearch();
    expect(placeOf(listed.visited[0])).toEqual(['Manchester', 'England']);
    // Arrow keys move through the list (wrapping), and Search takes the one highlighted.
    const moved = panelAt('/job-list');
    moved.panel.typeLocation('Manch');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    moved.panel.moveLocation(1);
    moved.panel.moveLocation(1);
    expect(moved.panel.$location.get().active).toBe(1);
    moved.panel.moveLocation(1);
    moved.panel.moveLocation(-1);
    await moved.panel.runSearch();
    expect(placeOf(moved.visited[0])).toEqual(['Manchester', 'New Hampshire']);
    // Searched before the list came: it is looked up then.
    const early = panelAt('/job-list');
    early.panel.typeLocation('Manch');
    await early.panel.seeAll();
    expect(placeOf(early.visited[0])).toEqual(['Manchester', 'England']);
    // A place the list has none for: no search, and the box says why.
    const none = panelAt('/job-list', undefined, null, []);
    none.panel.typeLocation('Nowherevil');
    await none.panel.runSearch();
    expect(none.visited).toEqual([]);
    expect(none.panel.$location.get()).toMatchObject({
      text: '',
      error: 'Please select from the list',
    });
  });

  it("'Use my location' chooses the city nearest the device, or says to type one", async () => {
    const here = panelAt('/job-list', undefined, { latitude: 53.48, longitude: -2.24 });
    const asking = here.panel.locateMe();
    expect(here.panel.$location.get().locating).toBe(true);
    await asking;
    expect(here.panel.$location.get()).toMatchObject({
      text: 'Manchester, England, United Kingdom',
      chosen: { city: 'Manchester', country: 'United Kingdom' },
      locating: false,
      error: null,
    });
    here.panel.runSearch();
    expect(here.visited[0]?.searchParams.get('city')).toBe('Manchester');

    const refused = panelAt('/job-list');
    await refused.panel.locateMe();
    expect(refused.panel.$location.get()).toMatchObject({
      chosen: null,
      locating: false,
      error: "We couldn't find where you are. Type a place instead.",
    });
  });

  it('2.3: Reset goes to the bare list page; clearing the keyword keeps the location', () => {
    const { panel, visited } = panelAt(
      '/candidate/find-jobs?keyword=care&city=Leeds&state=England',
    );
    panel.clearKeyword();
    panel.resetSearch();
    expect(visited.map((url) => url.pathname + url.search)).toEqual([
      '/candidate/find-jobs?city=Leeds&state=England',
      '/candidate/find-jobs',
    ]);
  });

  it('1/7.2: in flavour H every search the panel makes carries is-healthcare=true', async () => {
    const { panel, visited } = panelAt('/candidate/find-jobs', {
      signedIn: true,
      healthcare: true,
    });
    await typed(panel, 'nur');
    panel.runSearch();
    panel.seeAll();
    panel.pickSuggestion(SUGGESTIONS[1] as SearchSuggestion);
    panel.resetSearch();
    panel.clearKeyword();
    expect(visited).toHaveLength(5);
    for (const url of visited) expect(url.searchParams.get('is-healthcare')).toBe('true');
    const general = panelAt('/job-list', { signedIn: false, healthcare: false });
    general.panel.runSearch();
    expect(general.visited[0]?.searchParams.has('is-healthcare')).toBe(false);
  });

  it('5: keyword and location text longer than 9 characters shows its first 8, and only in display', () => {
    expect(displayText('Manchester')).toBe('Manchest…');
    expect(displayText('Registered nurse')).toBe('Register…');
    expect(displayText('Leicester')).toBe('Leicester');
    expect(displayText('nurse')).toBe('nurse');
    const { panel, visited } = panelAt('/candidate/dashboard');
    panel.typeKeyword('Registered nurse practitioner');
    panel.runSearch();
    expect(visited[0]?.searchParams.get('keyword')).toBe('Registered nurse practitioner');
  });
});
