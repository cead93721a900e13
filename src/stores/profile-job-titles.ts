import { atom } from 'nanostores';
import type { SearchSuggestion } from '../shared/dto/job.ts';
import { api } from './api.ts';

const DEBOUNCE_MS = 300;

/** Job titles suggested while the candidate types one (the typeahead's type T suggestions). */
export const $jobTitleSuggestions = atom<string[]>([]);

let timer: ReturnType<typeof setTimeout> | undefined;

export function suggestJobTitles(text: string, healthcare: boolean) {
  clearTimeout(timer);
  if (text.trim().length < 2) {
    $jobTitleSuggestions.set([]);
    return;
  }
  timer = setTimeout(async () => {
    try {
      const query = `candidates/search?keyword=${encodeURIComponent(text.trim())}${healthcare ? '&is-healthcare=true' : ''}`;
      const items = await api.get<SearchSuggestion[]>(query, { quiet: true });
      $jobTitleSuggestions.set(items.filter((s) => s.type === 'T').map((s) => s.name));
    } catch {
      $jobTitleSuggestions.set([]);
    }
  }, DEBOUNCE_MS);
}
