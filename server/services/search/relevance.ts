import type { Db } from '../../db/connect.ts';
import {
  COUNT_LIMIT,
  countMatches,
  type FacetBoosts,
  rankMatches,
} from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import { termOf, wordsOf } from '../../db/repositories/search-text.ts';
import type { Concept } from './query-plan.ts';

/** Subsets of the concepts tried at most before a search gives up on relaxing. */
const MAX_RELAXED_TRIES = 12;
/** Below this many jobs with every word, jobs with some of the words follow them. */
const FILL_BELOW = 10;

export interface TextSearch {
  concepts: Concept[];
  filters: JobFilters;
  boosts: FacetBoosts;
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  now: string;
}

export interface RankedPage {
  ids: number[];
  /** Matches counted up to COUNT_LIMIT + 1. */
  counted: number;
  /** Typed words left out to find anything. */
  unmatched: string[];
  /** The concepts the jobs matched. */
  used: Concept[];
}

const alternativesOf = (concepts: readonly Concept[]) => concepts.map((c) => c.alternatives);

/** Subsets of `concepts` of each size, largest first, and within a size the most telling first. */
function* subsets(concepts: readonly Concept[]): Generator<Concept[]> {
  const n = concepts.length;
  for (let size = n - 1; size >= 1; size--) {
    const ofSize: Concept[][] = [];
    const pick = (from: number, chosen: Concept[]) => {
      if (chosen.length === size) ofSize.push(chosen);
      else for (let i = from; i < n; i++) pick(i + 1, [...chosen, concepts[i] as Concept]);
    };
    pick(0, []);
    const weight = (set: Concept[]) => set.reduce((sum, c) => sum + c.weight, 0);
    yield* ofSize.sort((a, b) => weight(b) - weight(a));
  }
}

/**
 * Ranked jobs for the concepts; when no job has them all, for the most telling subset that some
 * job has (words no job has at all are left out first), so a search never ends on nothing while
 * part of it matches.
 */
export async function rankedPage(db: Db, search: TextSearch): Promise<RankedPage> {
  const { filters, now } = search;
  const count = (concepts: Concept[], limit?: number) =>
    countMatches(db, { concepts: alternativesOf(concepts), filters, now }, limit);

  let used = search.concepts;
  let counted = await count(used);
  const unmatched: string[] = [];
  if (counted === 0 && used.length > 0) {
    const alive: Concept[] = [];
    for (const concept of used) {
      if ((await count([concept], 1)) > 0) alive.push(concept);
      else unmatched.push(concept.typed);
    }
    used = [];
    const tries =
      alive.length < search.concepts.length ? [alive, ...subsets(alive)] : subsets(alive);
    let tried = 0;
    for (const subset of tries) {
      if (subset.length === 0 || ++tried > MAX_RELAXED_TRIES) break;
      const found = await count(subset);
      if (found > 0) {
        [used, counted] = [subset, found];
        break;
      }
    }
    for (const concept of alive) if (!used.includes(concept)) unmatched.push(concept.typed);
  }
  if (used.length === 0) return { ids: [], counted: 0, unmatched, used };
  const rank = (concepts: Concept[], offset: number, limit: number, exclude?: Concept[]) =>
    rankMatches(db, {
      concepts: alternativesOf(concepts),
      exclude: exclude && alternativesOf(exclude),
      filters,
      now,
      boosts: search.boosts,
      sort: search.sort,
      offset,
      limit,
    });

  // Few jobs have every word: those come first, then jobs with the most telling of the words.
  let fill: { concepts: Concept[]; counted: number } | null = null;
  if (unmatched.length === 0 && counted < FILL_BELOW && used.length >= 2) {
    let tried = 0;
    for (const subset of subsets(used)) {
      if (++tried > MAX_RELAXED_TRIES) break;
      // One plain word left of several ("center" of "call center") says too little to follow.
      if (subset.length < 2 && !subset[0]?.typed.includes(' ')) continue;
      const found = await count(subset);
      if (found > counted) {
        fill = { concepts: subset, counted: found };
        break;
      }
    }
  }
  const { offset, limit } = search;
  const ids = offset < counted ? await rank(used, offset, limit) : [];
  if (fill && ids.length < limit)
    ids.push(
      ...(await rank(fill.concepts, Math.max(0, offset - counted), limit - ids.length, used)),
    );
  const total = fill ? Math.max(fill.counted, counted) : counted;
  const matched = fill ? [...used, ...fill.concepts] : used;
  return { ids, counted: Math.min(total, COUNT_LIMIT + 1), unmatched, used: matched };
}

/**
 * The words of the jobs' titles and skills that the search matched, as written, for
 * highlighting.
 */
export function matchedWords(
  used: readonly Concept[],
  jobs: readonly { jobTitle: string; skills: { name: string }[] }[],
): string[] {
  const terms = new Set(used.flatMap((c) => c.alternatives.flat()));
  const found = new Set<string>();
  for (const job of jobs)
    for (const word of wordsOf([job.jobTitle, ...job.skills.map((s) => s.name)].join(' ')))
      if (terms.has(termOf(word))) found.add(word);
  return [...found];
}
