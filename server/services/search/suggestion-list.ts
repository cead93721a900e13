import type { SearchSuggestion } from '../../../src/shared/dto/job.ts';

/** At most this many suggestions are shown; one more is fetched to know whether 'See All' shows. */
export const SUGGESTIONS_SHOWN = 5;

/**
 * The typeahead's answer from suggestions best first: each title or skill once, those shown, and
 * whether there are more (all holds one more than are shown, when there is one).
 */
export function suggestionList(suggestions: readonly SearchSuggestion[]) {
  const seen = new Set<string>();
  const all = suggestions
    .filter((s) => !seen.has(`${s.type}:${s.name}`) && seen.add(`${s.type}:${s.name}`))
    .slice(0, SUGGESTIONS_SHOWN + 1);
  return { items: all.slice(0, SUGGESTIONS_SHOWN), more: all.length > SUGGESTIONS_SHOWN, all };
}
