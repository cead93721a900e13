import type { WorkFactFilter } from '../../../src/shared/work-style/facts.ts';
import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';

/** One thing the search asks for: typed words and the index phrases any of which satisfies it. */
export interface Concept {
  typed: string;
  alternatives: string[][];
  /** How much the concept narrows a search: rarer terms say more. */
  weight: number;
  /**
   * The share of all jobs holding one of its phrases at most, from the vocabulary's counts
   * (unknown for concepts built otherwise).
   */
  share?: number;
  /** Read as the correction of a typo: a guess at what was meant. */
  guessed?: boolean;
  /** The words as meant, typos corrected ('physical therapist' for 'physical therpaist'). */
  meant?: string;
  /** Names a field of work, whose roles' titles are its other alternatives (fields.ts). */
  field?: boolean;
  /** Of a phrase read as one ('cath lab'), its words read one by one, for when no job has it. */
  parts?: Concept[];
}

/** Filters read from the typed text that a search may go without, with the words they came from. */
export interface Loosening {
  keys: readonly (keyof JobFilters)[];
  text: string;
  /** Gone without only after fewer of the words have been tried under it (the place). */
  late?: boolean;
  /**
   * Says whether a job suits the candidate at all, not only how well (the place, a seniority,
   * an internship, a work-environment need): roles close to the one typed that meet it come
   * before the role without it.
   */
  firm?: boolean;
  /**
   * Of several work-environment needs typed, the one this goes without: the others stay filters
   * until their own loosening ('autistic friendly' goes before 'same routine every day').
   */
  fact?: WorkFactFilter;
  /**
   * Lowers the pay floor to this share of the one typed instead of going without it: a job paying
   * a little less comes before one paying far less ('over 80k' lists 75k before 40k).
   */
  payShare?: number;
  /**
   * Accepts the value next to the one asked for of these needs instead of going without them:
   * a job with some noise comes before a loud one ('quiet kitchen job').
   */
  nearFacts?: readonly WorkFactFilter[];
}

export interface TextSearch {
  concepts: Concept[];
  filters: JobFilters;
  boosts: FacetBoosts;
  /** Phrases that rank a job higher when its title has them, and filter nothing ('per diem'). */
  hints?: Concept[];
  /**
   * Filters read from the text that a search finding few or no jobs widens past, one more at a
   * time, in this order (a pay floor and a seniority first, the place last).
   */
  soft?: Loosening[];
  /** The country of the place read from the text, where a widening past it looks first. */
  placeCountry?: string;
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  now: string;
}
