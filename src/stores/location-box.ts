import { map } from 'nanostores';
import type { PlaceSuggestion } from '../shared/dto/place.ts';
import { PLACE_NOT_CHOSEN } from './profile-validation.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ChosenPlace {
  city: string;
  state: string;
  country: string;
  description: string;
}

/** The look-ups the location box makes. */
export interface PlaceLookups {
  places: (text: string) => Promise<PlaceSuggestion[]>;
  /** Where the device is, asked of the browser at the reader's click; rejects when refused. */
  locate: () => Promise<{ latitude: number; longitude: number }>;
  /** The city nearest a point. */
  nearest: (latitude: number, longitude: number) => Promise<PlaceSuggestion>;
}

/** Said when the browser gives no position (refused, unavailable, too slow). */
const LOCATE_FAILED = "We couldn't find where you are. Type a place instead.";

/** The place a suggestion names, as a search or a profile keeps it. */
export function placeFrom(suggestion: PlaceSuggestion): ChosenPlace {
  const part = (type: string) =>
    suggestion.addressComponents.find((c) => c.types.includes(type))?.shortName ?? '';
  return {
    city: part('locality'),
    state: part('administrative_area_level_1'),
    country: part('country'),
    description: suggestion.description,
  };
}

/**
 * A search panel's location box (spec 2.3): only a place chosen from its list counts. It starts
 * with the place of the page's query, if any.
 */
export function createLocationBox(lookups: PlaceLookups, query: URLSearchParams) {
  const city = query.get('city') ?? '';
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
  let placeTimer: ReturnType<typeof setTimeout> | undefined;
  /** A search is under way, taking the first place listed for text typed but not chosen. */
  let choosingTyped = false;

  const choose = (suggestion: PlaceSuggestion) => {
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

  async function chooseTyped(): Promise<boolean> {
    const state = $location.get();
    clearTimeout(placeTimer);
    choosingTyped = true;
    try {
      const listed = state.open && state.items.length > 0;
      const items = listed ? state.items : await lookups.places(state.text.trim()).catch(() => []);
      const place = items[listed && state.active >= 0 ? state.active : 0];
      if (place) {
        choose(place);
        return true;
      }
      $location.set({
        ...$location.get(),
        text: '',
        open: false,
        items: [],
        error: PLACE_NOT_CHOSEN,
      });
      return false;
    } finally {
      choosingTyped = false;
    }
  }

  return {
    $location,

    /** The chosen place as search criteria: city, state and country, or none. */
    criteria() {
      const chosen = $location.get().chosen;
      return chosen ? { city: chosen.city, state: chosen.state, country: chosen.country } : {};
    },

    /**
     * Text typed but not chosen from the list, when a search is asked for: the place the list has
     * first for it (highlighted, else first) is what was meant. Where the list has none, the
     * search waits and the box says a place must be chosen. With no such text the search goes at
     * once.
     */
    beforeSearch(search: () => void): Promise<void> | undefined {
      const state = $location.get();
      if (!state.text.trim() || state.chosen) {
        search();
        return;
      }
      return chooseTyped().then((chosen) => {
        if (chosen) search();
      });
    },

    type(text: string) {
      $location.set({ ...$location.get(), text, chosen: null, error: null, active: -1 });
      clearTimeout(placeTimer);
      if (!text.trim()) {
        $location.set({ ...$location.get(), open: false, items: [] });
        return;
      }
      placeTimer = setTimeout(async () => {
        try {
          const items = await lookups.places(text.trim());
          $location.set({ ...$location.get(), items, open: true, active: -1 });
        } catch {
          $location.set({ ...$location.get(), items: [], open: false });
        }
      }, SEARCH_DEBOUNCE_MS);
    },

    choose,

    /** Enter: the place highlighted, else a search. */
    enter(search: () => unknown) {
      const { open, items, active } = $location.get();
      const chosen = items[active];
      if (open && chosen) choose(chosen);
      else return search();
    },

    /** The arrow keys move through the places listed, wrapping at either end. */
    move(step: 1 | -1) {
      const { items, active, open } = $location.get();
      if (!open || items.length === 0) return;
      $location.setKey('active', (active + step + items.length) % items.length);
    },

    /** Escape closes the places listed and keeps what was typed. */
    dismiss() {
      $location.set({ ...$location.get(), open: false, active: -1 });
    },

    /** 'Use my location': the city nearest the device, chosen as if picked from the list. */
    async locate() {
      clearTimeout(placeTimer);
      $location.set({ ...$location.get(), open: false, items: [], error: null, locating: true });
      try {
        const { latitude, longitude } = await lookups.locate();
        choose(await lookups.nearest(latitude, longitude));
      } catch {
        $location.set({ ...$location.get(), locating: false, error: LOCATE_FAILED });
      }
    },

    /** Leaving the box with text that was not chosen from the list clears it and says why. */
    leave() {
      if (choosingTyped) return;
      const state = $location.get();
      if (state.text && !state.chosen) {
        $location.set({ ...state, text: '', open: false, active: -1, error: PLACE_NOT_CHOSEN });
      } else {
        $location.set({ ...state, open: false, active: -1 });
      }
    },

    /** Clearing the location keeps the keyword criteria. */
    clear() {
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
