import type { Generated } from 'kysely';

/** A typeahead suggestion: a job title (T) or a skill (S), with how many open jobs use it. */
export interface SearchSuggestionsTable {
  id: Generated<number>;
  type: 'T' | 'S';
  name: string;
  skill_id: number | null;
  healthcare: Generated<number>;
  job_count: Generated<number>;
  /** 'min-max' years of experience open jobs ask for (skills only). */
  years_range: string | null;
}

/** Every word of a suggestion's name, lower-case and without accents, for prefix look-ups. */
export interface SearchSuggestionTermsTable {
  term: string;
  suggestion_id: number;
}
