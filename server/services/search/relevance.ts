import type { Db } from '../../db/connect.ts';
import {
  COUNT_LIMIT,
  countMatches,
  type FacetBoosts,
  rankMatches,
} from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import { termOf, termsOf, wordsOf } from '../../db/repositories/search-text.ts';
import type { Concept } from './query-plan.ts';
import { isRoleWord, relatedTitles } from './roles.ts';

/** The share of all jobs that filters are taken to keep, for guessing how many jobs match. */
const FILTERED_SHARE = 0.25;

/** The share of all jobs likely to match the concepts under the filters, when it can be guessed. */
function shareOf(concepts: readonly Concept[], filters: JobFilters) {
  const shares = concepts.map((c) => c.share);
  if (shares.length === 0 || shares.some((share) => share === undefined)) return undefined;
  const filtered = Object.entries(filters).some(([key, v]) =>
    Array.isArray(v) ? v.length > 0 : key !== 'now' && v !== undefined && v !== false,
  );
  // As if the concepts were independent: a database planner's guess, cheap and often close.
  return (shares as number[]).reduce((a, b) => a * b, filtered ? FILTERED_SHARE : 1);
}

/** Subsets of the concepts tried at most before a search gives up on relaxing. */
const MAX_RELAXED_TRIES = 12;

/** Filters read from the typed text that a search may go without, with the words they came from. */
export interface Loosening {
  keys: readonly (keyof JobFilters)[];
  text: string;
  /** Gone without only after fewer of the words have been tried under it (the place). */
  late?: boolean;
}

/** The text's filters gone without first (pay, seniority, contract, work mode) and late, apart. */
function splitSoft(soft: readonly Loosening[] = []) {
  return { early: soft.filter((l) => !l.late), late: soft.filter((l) => l.late) };
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
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  now: string;
}

export interface RankedPage {
  ids: number[];
  /** Matches counted up to COUNT_LIMIT + 1. */
  counted: number;
  /** Typed words, the city or filters left out to find anything. */
  unmatched: string[];
  /** The concepts the jobs matched. */
  used: Concept[];
  /** How many jobs meet everything, when the list goes on past them with widenings' jobs. */
  exact?: number;
}

const alternativesOf = (concepts: readonly Concept[]) => concepts.map((c) => c.alternatives);

/** The soft filters gone without one more at a time: the first, the first two, … all of them. */
export function looserSteps(soft: readonly Loosening[] = []): Loosening[][] {
  return soft.map((_, i) => soft.slice(0, i + 1));
}

export function without(filters: JobFilters, loosenings: readonly Loosening[]): JobFilters {
  const wider = { ...filters };
  for (const loosening of loosenings) for (const key of loosening.keys) delete wider[key];
  return wider;
}

const weightOf = (concepts: readonly Concept[]) => concepts.reduce((sum, c) => sum + c.weight, 0);

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
    yield* ofSize.sort((a, b) => weightOf(b) - weightOf(a));
  }
}

/**
 * Whether some of the concepts say enough to list jobs for: most of what the words say ('qa' of
 * 'qa tester', not 'night shift' of 'forklift operator night shift'), or a phrase alone.
 */
function tellsEnough(subset: readonly Concept[], all: readonly Concept[]) {
  const [only] = subset;
  if (subset.length === 1 && only?.typed.includes(' ')) return true;
  return weightOf(subset) >= weightOf(all) / 2;
}
const namesRole = (concept: Concept) =>
  concept.alternatives.some((phrase) => phrase.length === 1 && isRoleWord(phrase[0] as string));

/** The word the text ends on, as typed, when it names a role ('therapist' of 'physical therapist'). */
function headWordOf(concepts: readonly Concept[]): string | undefined {
  const last = concepts.at(-1);
  const word = last && wordsOf(last.typed).at(-1);
  return word && isRoleWord(termOf(word)) ? word : undefined;
}

/** One way of widening a search that found few jobs: fewer words, a wider place, related roles. */
interface Tier {
  concepts: Concept[];
  filters: JobFilters;
  titleOrSkills: boolean;
  /** The jobs match other roles than those typed: their words are not the search's. */
  related?: boolean;
}

/**
 * The widenings of a search that found few jobs, in the order their jobs follow: the same words
 * in the rest of the state; the same words without the filters read from the text other than
 * the place, one more at a time (a pay floor, a seniority, the kind of contract, the work mode);
 * the most telling of the words in a title or skills, most telling first (never words that say
 * less than half of what the text says, like 'center' of 'call center'); several words anywhere
 * in a job's text; the role the text ends on ('packer' of 'picker packer'); the same words in
 * any place, when the place came from the text; roles the catalogue relates to the one named,
 * here and then in the rest of the state; one word anywhere in a job's text; and last another
 * role word alone. `anywhere` false leaves out the jobs with every word anywhere in their text,
 * which then follow all the widenings.
 */
function* widenings(
  search: TextSearch,
  used: Concept[],
  filters: JobFilters,
  anywhere: boolean,
): Generator<Tier> {
  const strong = (concepts: Concept[], where: JobFilters) =>
    ({ concepts, filters: where, titleOrSkills: true }) as const;
  const wider = filters.city && (filters.state || filters.country);
  const widerFilters = { ...filters, city: undefined };
  if (wider && used.length > 0) yield strong(used, widerFilters);
  const { early, late } = splitSoft(search.soft);
  if (used.length > 0)
    for (const step of looserSteps(early)) yield strong(used, without(filters, step));
  const singles: Concept[] = [];
  const tried: Concept[][] = [];
  for (const subset of subsets(used)) if (tried.push(subset) >= MAX_RELAXED_TRIES) break;
  const telling = tried.sort((a, b) => weightOf(b) - weightOf(a) || b.length - a.length);
  for (const subset of telling) {
    const [only] = subset;
    if (!tellsEnough(subset, used)) {
      if (subset.length === 1 && only && namesRole(only)) singles.push(only);
      continue;
    }
    yield strong(subset, filters);
  }
  // Several words all in a job's text say more than one of them in its title.
  const inText = { concepts: used, filters, titleOrSkills: false } as const;
  if (anywhere && used.length > 1) yield inText;
  const head = used.at(-1);
  if (head && singles.includes(head)) yield strong([head], filters);
  if (used.length > 0)
    for (const step of looserSteps(late)) {
      yield strong(used, without(filters, step));
      if (early.length > 0) yield strong(used, without(filters, [...early, ...step]));
    }
  const titles = relatedTitles(search.concepts);
  if (titles.length > 0) {
    const roles = { typed: '', alternatives: titles.map((title) => termsOf(title)), weight: 1 };
    yield { concepts: [roles], filters, titleOrSkills: true, related: true };
    if (wider)
      yield { concepts: [roles], filters: widerFilters, titleOrSkills: true, related: true };
  }
  if (anywhere && used.length === 1) yield inText;
  for (const single of singles) if (single !== head) yield strong([single], filters);
}

/**
 * Ranked jobs for the concepts. When no job has them all: the same in the rest of the state (a
 * city that has none), or without the filters read from the text other than the place, one more
 * at a time (a pay floor first), else the most telling subset that some job has (words no job
 * has at all are left out first), and last the same in any place, so a search never ends on
 * nothing while part of it matches; whatever was left out is named. When few jobs have them all, those come first and widenings of
 * the search follow, up to two pages. Filters chosen in the panel stay as chosen.
 */
export async function rankedPage(db: Db, search: TextSearch): Promise<RankedPage> {
  const { now } = search;
  let filters = search.filters;
  const count = (concepts: Concept[], limit?: number) =>
    countMatches(db, { concepts: alternativesOf(concepts), filters, now }, limit);

  let used = search.concepts;
  let counted = await count(used);
  const unmatched: string[] = [];
  const { early, late } = splitSoft(search.soft);
  // Nothing meets them all: the city gives way to its state, then the filters read from the text
  // one more at a time (a pay floor first), then fewer words in the place, and last any place.
  if (counted === 0 && used.length > 0 && filters.city && (filters.state || filters.country)) {
    const wider = { ...filters, city: undefined };
    const found = await countMatches(db, { concepts: alternativesOf(used), filters: wider, now });
    if (found > 0) {
      unmatched.push(filters.city);
      [filters, counted] = [wider, found];
    }
  }
  if (counted === 0 && early.length > 0) {
    const steps = looserSteps(early);
    const base = filters;
    for (const step of steps) {
      filters = without(base, step);
      counted = await count(used);
      if (counted > 0 || step === steps.at(-1)) {
        unmatched.push(...step.map((l) => l.text));
        break;
      }
    }
  }
  /** The most telling words some job has (words no job has at all are left out first). */
  const fewerWords = async () => {
    const dropped: string[] = [];
    const alive: Concept[] = [];
    for (const concept of search.concepts) {
      if ((await count([concept], 1)) > 0) alive.push(concept);
      else dropped.push(concept.typed);
    }
    let found: { used: Concept[]; counted: number } = { used: [], counted: 0 };
    const tries =
      alive.length < search.concepts.length ? [alive, ...subsets(alive)] : subsets(alive);
    let tried = 0;
    for (const subset of tries) {
      if (subset.length === 0 || ++tried > MAX_RELAXED_TRIES) break;
      const n = await count(subset);
      if (n > 0) {
        found = { used: subset, counted: n };
        break;
      }
    }
    for (const concept of alive) if (!found.used.includes(concept)) dropped.push(concept.typed);
    return { ...found, dropped };
  };
  if (counted === 0 && used.length > 0) {
    let relaxed = await fewerWords();
    const base = filters;
    for (const step of looserSteps(late)) {
      if (relaxed.counted > 0) break;
      filters = without(base, step);
      const all = await count(search.concepts);
      relaxed = all > 0 ? { used: search.concepts, counted: all, dropped: [] } : await fewerWords();
      if (relaxed.counted > 0) unmatched.push(...step.map((l) => l.text));
      else filters = base;
    }
    [used, counted] = [relaxed.used, relaxed.counted];
    unmatched.push(...relaxed.dropped);
  }
  const rank = (
    concepts: Concept[],
    where: JobFilters,
    offset: number,
    limit: number,
    titleOrSkills = false,
    matched?: number,
  ) =>
    rankMatches(db, {
      matched,
      share: shareOf(concepts, where),
      concepts: alternativesOf(concepts),
      weights: concepts.map((c) => c.weight),
      typedWords: concepts.map((c) => wordsOf(c.typed)),
      headWord: headWordOf(search.concepts),
      titleOrSkills,
      filters: where,
      now,
      boosts: search.boosts,
      hints: search.hints && alternativesOf(search.hints),
      sort: search.sort,
      offset,
      limit,
    });

  const { offset, limit } = search;
  const byDate = search.sort === 'date';
  // Few jobs have every word in their title or skills: those come first, then the widenings'
  // jobs up to two pages, then the rest of the jobs with every word (all of them first by date).
  const strongCount =
    counted >= limit && !byDate
      ? await countMatches(
          db,
          { concepts: alternativesOf(used), filters, now, titleOrSkills: true },
          limit,
        )
      : counted;
  if (strongCount >= limit || (byDate && counted >= limit)) {
    const ids = offset < counted ? await rank(used, filters, offset, limit, false, counted) : [];
    return { ids, counted: Math.min(counted, COUNT_LIMIT + 1), unmatched, used };
  }
  const most = 2 * limit;
  const few = counted < limit;
  // Fewer than a page have every word in their title or skills (or all of them are fewer).
  const ids =
    used.length > 0 ? await rank(used, filters, 0, strongCount, !byDate, strongCount) : [];
  const seen = new Set(ids);
  const matched = [...used];
  for (const tier of widenings(search, used, filters, few)) {
    if (ids.length >= most) break;
    const found = await rank(tier.concepts, tier.filters, 0, most, tier.titleOrSkills);
    let added = false;
    for (const id of found) {
      if (seen.has(id) || ids.length >= most) continue;
      seen.add(id);
      ids.push(id);
      added = true;
    }
    if (added && !tier.related) matched.push(...tier.concepts.filter((c) => !matched.includes(c)));
  }
  const exact = unmatched.length === 0 ? counted : 0;
  if (few)
    return {
      ids: ids.slice(offset, offset + limit),
      counted: ids.length,
      unmatched,
      used: matched,
      ...(ids.length > exact ? { exact } : {}),
    };
  // Many jobs have every word, mostly in passing: they follow the widenings, page by page.
  const rest =
    offset + limit > ids.length
      ? (await rank(used, filters, 0, offset + limit, false, counted)).filter((id) => !seen.has(id))
      : [];
  const total = ids.length + counted - strongCount;
  return {
    ids: [...ids, ...rest].slice(offset, offset + limit),
    counted: Math.min(total, COUNT_LIMIT + 1),
    unmatched,
    used: matched,
    ...(total > exact ? { exact } : {}),
  };
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
