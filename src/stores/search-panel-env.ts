import type { SearchSuggestion } from '../shared/dto/job.ts';
import type { PlaceSuggestion } from '../shared/dto/place.ts';
import { api } from './api.ts';
import type { PanelContext, PanelEnv } from './search-panel.ts';

/*
 * The search panel's ties to the browser and the server (search-panel.ts keeps the rules): the
 * page's address, navigation, the typeahead, the place look-ups and the device's position.
 */

/** The page's own; `pageUrl` stands in while the panel renders on the server. */
export function browserEnv({ signedIn, healthcare }: PanelContext, pageUrl: string): PanelEnv {
  return {
    url: () => new URL(typeof window === 'undefined' ? pageUrl : window.location.href),
    navigate: (url) => window.location.assign(url),
    suggest: (text, signal) =>
      api.get<SearchSuggestion[]>(
        `candidates/search?keyword=${encodeURIComponent(text)}${healthcare ? '&is-healthcare=true' : ''}`,
        { public: !signedIn, signal },
      ),
    places: (text) =>
      api.get<PlaceSuggestion[]>(`places/${encodeURIComponent(text)}`, { public: !signedIn }),
    locate: () =>
      new Promise((resolve, reject) => {
        if (!navigator.geolocation) return reject(new Error('No location in this browser'));
        navigator.geolocation.getCurrentPosition((p) => resolve(p.coords), reject, {
          timeout: LOCATE_TIMEOUT_MS,
          maximumAge: LOCATE_MAX_AGE_MS,
        });
      }),
    // Rounded to a hundredth of a degree (about a kilometre): a city is all the search needs.
    nearest: (latitude, longitude) =>
      api.get<PlaceSuggestion>(`places?lat=${latitude.toFixed(2)}&lng=${longitude.toFixed(2)}`, {
        public: !signedIn,
      }),
  };
}

const LOCATE_TIMEOUT_MS = 10_000;
/** A position this recent stands: the reader has not left town since. */
const LOCATE_MAX_AGE_MS = 10 * 60_000;
