import { map } from 'nanostores';
import type { PlaceSuggestion } from '../shared/dto/place.ts';
import { api } from './api.ts';
import { type ChosenPlace, placeFrom } from './location-box.ts';
import { PLACE_NOT_CHOSEN } from './profile-validation.ts';

export const PLACE_DEBOUNCE_MS = 300;

export interface PlacePickerState {
  text: string;
  open: boolean;
  items: PlaceSuggestion[];
  chosen: ChosenPlace | null;
  error: string | null;
}

/**
 * A city, state and country chosen from the gazetteer (GET places/{text}), as the search panel's
 * location box works: typed text only counts once a suggestion is picked, and leaving the box
 * with unchosen text clears it with 'Please select from the list' (spec 2.3, 5).
 */
export function createPlacePicker(onChange: (place: ChosenPlace | null) => void) {
  const $picker = map<PlacePickerState>({
    text: '',
    open: false,
    items: [],
    chosen: null,
    error: null,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  function start(chosen: ChosenPlace | null) {
    $picker.set({ text: chosen?.description ?? '', open: false, items: [], chosen, error: null });
  }

  function type(text: string) {
    const hadChoice = $picker.get().chosen !== null;
    $picker.set({ ...$picker.get(), text, chosen: null, error: null });
    if (hadChoice) onChange(null);
    clearTimeout(timer);
    request?.abort();
    if (!text.trim()) {
      $picker.set({ ...$picker.get(), open: false, items: [] });
      return;
    }
    timer = setTimeout(async () => {
      request = new AbortController();
      try {
        const items = await api.get<PlaceSuggestion[]>(
          `places/${encodeURIComponent(text.trim())}`,
          {
            signal: request.signal,
            quiet: true,
          },
        );
        $picker.set({ ...$picker.get(), items, open: true });
      } catch {
        $picker.set({ ...$picker.get(), items: [], open: false });
      }
    }, PLACE_DEBOUNCE_MS);
  }

  function pick(suggestion: PlaceSuggestion) {
    const chosen = placeFrom(suggestion);
    $picker.set({ text: chosen.description, open: false, items: [], chosen, error: null });
    onChange(chosen);
  }

  function leave() {
    const state = $picker.get();
    if (state.text && !state.chosen) {
      clearTimeout(timer);
      $picker.set({ ...state, text: '', open: false, items: [], error: PLACE_NOT_CHOSEN });
    } else {
      $picker.set({ ...state, open: false });
    }
  }

  const close = () => $picker.setKey('open', false);

  return { $picker, start, type, pick, leave, close };
}

export type PlacePicker = ReturnType<typeof createPlacePicker>;
