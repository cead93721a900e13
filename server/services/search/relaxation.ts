import type { NearlyMet } from '../../../src/shared/dto/job.ts';
import { facetFilters, type JobFilters } from '../../db/repositories/job-search.ts';
import { MAX_RELAXED_TRIES, rolesIn, rolesNamed, splitsTitle, subsets } from './concept-subsets.ts';
import { byRoleWord } from './kindred-roles.ts';
import { cityGivesWay, looserSteps, splitSoft, stepTexts, textOf, without } from './loosenings.ts';
import type { Concept, TextSearch } from './text-search.ts';

/**
 * How many jobs match all the concepts under the filters, counted up to `limit` when given;
 * `titleOnly`, with every concept in the title.
 */
export type Counter = (
  concepts: Concept[],
  filters: JobFilters,
  limit?: number,
  titleOnly?: boolean,
) => Promise<number>;

/** What a search asks for once relaxed, and what it left out to find anything. */
export interface Relaxed {
  used: Concept[];
  counted: number;
  filters: JobFilters;
  /** Typed words, the city or filters left out. */
  unmatched: string[];
  /** Workplace needs met by their next value alone, with its words. */
  nearly: NearlyMet[];
  /**
   * The filters with the place typed or the workplace need, when no job had the words there or
   * with it and it was gone without.
   */
  placed?: JobFilters;
  /** No job passes the filters a search keeps however far it widens: nothing can be found. */
  none?: boolean;
  /** All it left out is the city, for the rest of its state. */
  cityOnly?: boolean;
}

/**
 * The filters every count of a relaxed search or of its widenings keeps at least: the soft ones
 * gone without, the city given way to its state. Undefined when none is indexed (no word index
 * read of them alone would be quicker than the search).
 */
function floorOf(search: TextSearch): JobFilters | undefined {
  const floor = without(search.filters, search.soft ?? []);
  // Whichever of them is soft, the city may give way.
  if (cityGivesWay(search.filters)) delete floor.city;
  return facetFilters(floor).length > 0 ? floor : undefined;
}

/**
 * The counter, remembering what it counted: relaxing asks again of a word alone what it just
 * counted of the words ('cna' remote, then 'cna' remote alone), and a count up to some limit
 * answers any lower limit, as an exact count answers any.
 */
function remembered(count: Counter): Counter {
  const counts = new Map<string, { n: number; limit: number }>();
  return async (concepts, filters, limit = Number.POSITIVE_INFINITY, titleOnly = false) => {
    const key = JSON.stringify([concepts.map((c) => c.alternatives), filters, titleOnly]);
    const known = counts.get(key);
    if (known && (known.n < known.limit || limit <= known.limit)) return Math.min(known.n, limit);
    const n = await count(concepts, filters, Number.isFinite(limit) ? limit : undefined, titleOnly);
    counts.set(key, { n, limit });
    return n;
  };
}

/**
 * The concepts some job has under the filters, each counted on its own, side by side where reads
 * run so.
 */
async function aliveOf(count: Counter, concepts: Concept[], filters: JobFilters) {
  const found = await Promise.all(concepts.map((concept) => count([concept], filters, 1)));
  return concepts.filter((_, i) => (found[i] as number) > 0);
}

/**
 * The search as asked when some job meets it all. Else: the city gives way to its state, then the
 * filters read from the text one more at a time (a pay floor first; each in the city, then in its
 * state), then fewer words in the
 * place (the most telling words some job has, words no job has at all left out first), and last
 * any place, so a search never ends on nothing while part of it matches.
 */
export async function relaxed(
  search: TextSearch,
  counter: Counter,
  /**
   * Count the filters kept however far the search widens before its words: where reads go one at
   * a time (SQLite), that count, up to one job, reads the index's short filter lists, where one
   * of words that no job with the filters has may read long lists to find nothing. Where reads go
   * side by side (PostgreSQL), it would be one more read on every search's way: the filters are
   * counted only once the words found nothing.
   */
  floorFirst = false,
): Promise<Relaxed> {
  let count = remembered(counter);
  let filters = search.filters;
  let used = search.concepts;
  /** The concepts still asked for: all of them, less the words no job has anywhere. */
  let asked = search.concepts;
  // When no job passes the filters kept whatever is relaxed, every count is none: none is made,
  // and the search goes through its steps to say what it left out all the same.
  const floor = floorOf(search);
  const noFloor = async () => floor !== undefined && (await count([], floor, 1)) === 0;
  let none = floorFirst && (await noFloor());
  let counted = none ? 0 : await count(used, filters);
  if (!floorFirst && counted === 0) none = await noFloor();
  if (none) count = async () => 0;
  // A word no job has anywhere ('dyspraxia' of 'adjustments for dyspraxia') is left out before any
  // filter is gone without: no filter stands in its way.
  const alive =
    counted === 0 && used.length > 1
      ? await aliveOf(count, used, without(filters, search.soft ?? []))
      : [];
  const unmatched: string[] = [];
  const nearly: NearlyMet[] = [];
  let placed: JobFilters | undefined;
  let cityToState = false;
  const { early, late } = splitSoft(search.soft);
  if (alive.length > 0 && alive.length < used.length) {
    unmatched.push(...used.filter((c) => !alive.includes(c)).map((c) => c.typed));
    used = alive;
    asked = alive;
    counted = await count(used, filters);
  }
  // A role named in full with a word qualifying it ('hospice rn') is that kind of the role's word
  // when no job has them together and some job's title names that kind: the hospice nurse.
  if (counted === 0 && used.length > 1) {
    const broader = used.map(byRoleWord);
    if (broader.some((c, i) => c !== used[i]) && (await count(broader, filters, 1, true)) > 0) {
      const found = await count(broader, filters);
      if (found > 0) [used, asked, counted] = [broader, broader, found];
    }
  }
  if (counted === 0 && used.length > 0 && cityGivesWay(filters)) {
    const wider = { ...filters, city: undefined };
    const found = await count(used, wider);
    if (found > 0) {
      unmatched.push(filters.city);
      cityToState = filters.state !== undefined;
      // A whole country is no place near the city: roles close to the one typed there come first.
      if (!filters.state) placed = filters;
      [filters, counted] = [wider, found];
    }
  }
  if (counted === 0 && early.length > 0) {
    const steps = looserSteps(early);
    const base = filters;
    for (const step of steps) {
      // A workplace need gone without is kept, as a place is, for roles close to the one typed
      // that meet it ('quiet lab job': a quiet phlebotomy lab before a noisy one).
      if (step.at(-1)?.firm) placed ??= without(base, step.slice(0, -1));
      filters = without(base, step);
      counted = await count(used, filters);
      // The place widens from the city to its state under the looser filters too.
      if (counted === 0 && cityGivesWay(filters)) {
        const wider = { ...filters, city: undefined };
        const found = await count(used, wider);
        if (found > 0) {
          unmatched.push(filters.city);
          [filters, counted] = [wider, found];
        }
      }
      if (counted > 0 || step === steps.at(-1)) {
        const texts = stepTexts(step);
        unmatched.push(...texts.gone);
        nearly.push(...texts.nearly);
        break;
      }
    }
  }
  /**
   * The most telling words some job has (words no job has at all are left out first). In the
   * place typed, never one of two words naming a role together ('technician' or 'hvac' of 'hvac
   * technician'): that is another role or none, and the role typed elsewhere says more.
   */
  const fewerWords = async (placeKept: boolean) => {
    const alive = await aliveOf(count, asked, filters);
    const dropped = asked.filter((c) => !alive.includes(c)).map((c) => c.typed);
    let found: { used: Concept[]; counted: number } = { used: [], counted: 0 };
    // Fewer words naming the role say more than more words naming none ('barista' of 'barista
    // los angles' before 'los angeles'), and words as typed more than guesses at typos
    // ('warehouse' of 'warehouse socal' before 'social').
    const fewer: Concept[][] = [];
    for (const subset of subsets(alive)) if (fewer.push(subset) >= MAX_RELAXED_TRIES) break;
    const guesses = (subset: Concept[]) => subset.filter((c) => c.guessed).length;
    fewer.sort((a, b) => rolesNamed(b) - rolesNamed(a) || guesses(a) - guesses(b));
    const tries = alive.length < asked.length ? [alive, ...fewer] : fewer;
    let tried = 0;
    for (const subset of tries) {
      if (subset.length === 0 || ++tried > MAX_RELAXED_TRIES) break;
      if (placeKept && splitsTitle(subset, asked)) continue;
      const n = await count(subset, filters);
      if (n > 0) {
        found = { used: subset, counted: n };
        break;
      }
    }
    // Past the subsets tried, one word some job has: the one naming the role, else the most
    // telling. A search never ends on nothing while part of it matches.
    if (found.used.length === 0 && alive.length > 0) {
      const best = alive
        .toSorted((a, b) => rolesIn([b]) - rolesIn([a]) || b.weight - a.weight)
        .find((concept) => !(placeKept && splitsTitle([concept], asked)));
      if (best) found = { used: [best], counted: await count([best], filters) };
    }
    for (const concept of alive) if (!found.used.includes(concept)) dropped.push(concept.typed);
    return { ...found, dropped };
  };
  if (counted === 0 && used.length > 0) {
    let relaxed = await fewerWords(late.length > 0);
    const base = filters;
    const steps = looserSteps(late);
    for (const step of steps) {
      if (relaxed.counted > 0) break;
      filters = without(base, step);
      const all = await count(asked, filters);
      relaxed =
        all > 0
          ? { used: asked, counted: all, dropped: [] }
          : await fewerWords(step !== steps.at(-1));
      if (relaxed.counted > 0) unmatched.push(...textOf(step));
      else filters = base;
    }
    [used, counted] = [relaxed.used, relaxed.counted];
    unmatched.push(...relaxed.dropped);
    if (filters !== base) placed = base;
  }
  // A phrase no job has ('cath lab', read as cardiac catheterization) gives way to its words as
  // typed, searched for one by one like any others.
  if (counted === 0 && search.concepts.some((c) => c.parts))
    return relaxed(
      { ...search, concepts: search.concepts.flatMap((c) => c.parts ?? [c]) },
      none ? async () => 0 : counter,
      floorFirst,
    );
  return {
    used,
    counted,
    filters,
    unmatched,
    nearly,
    ...(placed ? { placed } : {}),
    ...(none ? { none } : {}),
    ...(cityToState && unmatched.length === 1 ? { cityOnly: true } : {}),
  };
}
