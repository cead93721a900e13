import type { NearlyMet } from '../../../src/shared/dto/job.ts';
import type { Db } from '../../db/connect.ts';
import { type FacetBoosts, rankMatches, readsSideBySide } from '../../db/repositories/job-match.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import { COUNT_LIMIT, countMatches } from '../../db/repositories/match-count.ts';
import { termOf, wordsOf } from '../../db/repositories/search-text.ts';
import { inPlace, type Tier } from './close-roles.ts';
import { rolesIn } from './concept-subsets.ts';
import { namesField } from './fields.ts';
import { nearestLevel } from './loosenings.ts';
import { relaxed } from './relaxation.ts';
import { isRoleWord, writtenRoleOf } from './roles.ts';
import type { Concept, TextSearch } from './text-search.ts';
import {
  alternativesOf,
  asWrittenOf,
  meantOf,
  namesTitle,
  sharesOf,
  strongMatching,
} from './title-matches.ts';
import { widenings } from './widenings.ts';

/**
 * How many of a widening's newest matches are ranked: its jobs fill what is left of two pages,
 * and they all hold its words where it looks (a title, skills), so the newest few hundred hold
 * its best.
 */
const WIDENING_WINDOW = 200;

export interface RankedPage {
  ids: number[];
  /** Matches counted up to COUNT_LIMIT + 1. */
  counted: number;
  /** Typed words, the city or filters left out to find anything. */
  unmatched: string[];
  /** Workplace needs met by their next value alone, with its words. */
  nearly: NearlyMet[];
  /** The concepts the jobs matched. */
  used: Concept[];
  /**
   * How many of the jobs listed first meet everything (everything but the city, where it gave way
   * to its state), when the list goes on past them with widenings' jobs.
   */
  exact?: number;
  /** No job passes the filters chosen, whatever the words. */
  none?: boolean;
  /** Jobs of roles close to the one asked, in the place asked, listed first: how many, and where. */
  nearbyFirst?: { jobs: number; place: string };
}

/**
 * Whether the concepts leave out a word the text's concepts ask for, as a widening does: by the
 * words, since a concept may come back broadened ('hospice rn' as any nurse) with its words kept.
 */
function leavesOut(typed: readonly Concept[], concepts: readonly Concept[]): boolean {
  const asked = new Set(concepts.flatMap((c) => wordsOf(meantOf(c))));
  return typed.some((c) => wordsOf(meantOf(c)).some((word) => !asked.has(word)));
}

/**
 * The word the text ends on, as typed, when it names a role ('therapist' of 'physical therapist'),
 * as titles write the role ('nurse' of 'nursing').
 */
function headWordOf(concepts: readonly Concept[]): string | undefined {
  const last = concepts.at(-1);
  const word = last && wordsOf(meantOf(last)).at(-1);
  return word && isRoleWord(termOf(word)) ? writtenRoleOf(word) : undefined;
}

/**
 * Ranked jobs for the concepts. When no job has them all: the same in the rest of the state (a
 * city that has none), or without the filters read from the text other than the place, one more
 * at a time (a pay floor first), else the most telling subset that some job has (words no job
 * has at all are left out first), and last the same in any place, so a search never ends on
 * nothing while part of it matches; whatever was left out is named. Roles close to the one typed
 * in the place typed come before the role elsewhere, whether the place had none of the role or
 * few (after those few and the role in the rest of the state). When few jobs have them all, those
 * come first and widenings of the search follow, up to two pages. Filters chosen in the panel
 * stay as chosen.
 */
export async function rankedPage(db: Db, search: TextSearch): Promise<RankedPage> {
  const { now } = search;
  // Where reads run side by side, a role's title matches are counted while all the matches are:
  // most searches keep every word, and the count below is then this one (countMatches shares it).
  if (readsSideBySide(db) && search.sort !== 'date' && namesTitle(search.concepts))
    countMatches(
      db,
      strongMatching(search.concepts, search.filters, true, now),
      search.limit,
    ).catch(() => {});
  const found = await relaxed(
    search,
    (concepts, where, limit, titleOnly) =>
      countMatches(
        db,
        {
          concepts: alternativesOf(concepts),
          filters: where,
          now,
          ...sharesOf(concepts),
          ...(titleOnly ? { titleOrSkills: true, titleOnly: true } : {}),
        },
        limit,
      ),
    !readsSideBySide(db),
  );
  const { used, counted, filters, unmatched, nearly } = found;
  // No ranking or widening finds a job that no count could; no word was what kept jobs out.
  if (found.none) return { ids: [], counted: 0, unmatched: [], nearly: [], used, none: true };
  // No job with any of the words passes the filters chosen ('barista' with Remote location): what
  // widening lists then has nothing of what was asked. Taking a filter back is the way on.
  if (used.length === 0) return { ids: [], counted: 0, unmatched, nearly, used };
  // A seniority gone without still ranks the nearest one first ('no experience': internships).
  const near = nearestLevel(search.filters, filters) ?? {};
  const rank = (
    concepts: Concept[],
    where: JobFilters,
    offset: number,
    limit: number,
    titleOrSkills = false,
    matched?: number,
    boosts: FacetBoosts = near,
    titleOnly = false,
    window?: number,
  ) =>
    rankMatches(db, {
      matched,
      window,
      titleOnly,
      ...sharesOf(concepts),
      concepts: alternativesOf(concepts),
      weights: concepts.map((c) => c.weight),
      typedWords: concepts.map((c) => wordsOf(meantOf(c))),
      leftOut: leavesOut(search.concepts, concepts),
      headWord: headWordOf(search.concepts),
      titleOrSkills,
      filters: where,
      now,
      boosts: { ...boosts, ...search.boosts },
      hints: search.hints && alternativesOf(search.hints),
      sort: search.sort,
      offset,
      limit,
    });

  // A widening's jobs, the first `most` of its newest matches.
  const rankTier = (tier: Tier, most: number) =>
    rank(
      tier.concepts,
      tier.filters,
      0,
      most,
      tier.titleOrSkills,
      undefined,
      tier.boosts,
      tier.titleOnly,
      WIDENING_WINDOW,
    );

  const { offset, limit } = search;
  const byDate = search.sort === 'date';
  // Kindred and related roles in the place typed come first when no job has the words there.
  const local: number[] = [];
  if (found.placed && !byDate)
    for (const tier of inPlace(search, used, found.placed)) {
      if (local.length >= 2 * limit) break;
      const near = await rankTier(tier, 2 * limit);
      for (const id of near) if (!local.includes(id) && local.length < 2 * limit) local.push(id);
    }
  // A place typed that has none of the work, gone without: the rest of its country comes first,
  // remote jobs before others (an electrician in Michigan for Ohio before one in Vancouver).
  const country = search.placeCountry;
  const placeGone =
    country !== undefined &&
    !byDate &&
    (search.soft ?? []).some((l) => l.late) &&
    !filters.city &&
    !filters.state &&
    !filters.country;
  // Where reads run side by side, the page of jobs with every word is ranked while their title
  // and skill matches are counted: most searches show that page.
  const likely =
    local.length === 0 && counted >= limit && offset < counted && !placeGone && readsSideBySide(db)
      ? rank(used, filters, offset, limit, false, counted)
      : undefined;
  likely?.catch(() => {});
  // Few jobs have every word in their title or skills: those come first, then the widenings'
  // jobs up to two pages, then the rest of the jobs with every word (all of them first by date).
  const titled = !byDate && namesTitle(used);
  const asWritten = asWrittenOf(used, filters, titled);
  // Jobs with the words in their title or skills are some of those counted: none when none are.
  const strongCounted = (counted >= limit || titled) && !byDate && counted > 0;
  const strongCount = strongCounted
    ? await countMatches(db, strongMatching(used, filters, titled, now), limit)
    : counted;
  // The rest of the country's jobs come first, so they are ranked apart, with the widenings.
  if (
    local.length === 0 &&
    ((strongCount >= limit && !placeGone) || (byDate && counted >= limit))
  ) {
    const ids =
      offset < counted ? await (likely ?? rank(used, filters, offset, limit, false, counted)) : [];
    return { ids, counted: Math.min(counted, COUNT_LIMIT + 1), unmatched, nearly, used };
  }
  const most = 2 * limit;
  const few = counted < limit;
  // Fewer than a page have every word in their title or skills (or all of them are fewer).
  const everywhere =
    used.length > 0
      ? await rank(used, asWritten, 0, strongCount, !byDate, strongCount, near, titled)
      : [];
  const home =
    placeGone && everywhere.length > 1
      ? await rank(
          used,
          { ...asWritten, country },
          0,
          strongCount,
          true,
          undefined,
          {
            ...near,
            workMode: 'R',
          },
          titled,
        )
      : [];
  const inTitles = [...home, ...everywhere.filter((id) => !home.includes(id))];
  // Words no job in the place typed has in its title or skills ('weekend' in Ohio) are met in the
  // text of those counted: they meet all of it, so they come before any widening leaves it.
  const placeKept = (search.soft ?? []).some(
    (l) => l.late && l.keys.some((key) => filters[key] !== undefined),
  );
  // So are a field of work and words qualifying it, none naming a role ('warehouse night shift'):
  // a job with them all in its text is that work so qualified, before fewer of them in a title.
  const fielded = !byDate && rolesIn(used) === 0 && used.some(namesField);
  const inText = inTitles.length === 0 && counted > 0 && ((!strongCounted && placeKept) || fielded);
  const strong = inText
    ? await rank(used, asWritten, 0, Math.min(counted, most), false, counted, near)
    : inTitles;
  const ids = [...local, ...strong.filter((id) => !local.includes(id))];
  const seen = new Set(ids);
  const matched = [...used];
  const leading = ids.length;
  for (const tier of widenings(search, used, filters, few, titled)) {
    if (ids.length >= most) break;
    const found = await rankTier(tier, most);
    let added = false;
    for (const id of found) {
      if (seen.has(id) || ids.length >= most) continue;
      seen.add(id);
      ids.push(id);
      added = true;
    }
    if (added && !tier.related) matched.push(...tier.concepts.filter((c) => !matched.includes(c)));
  }
  // The jobs listed first that meet everything: all those with every word, or where widenings'
  // jobs come between, those with the words in their title or skills (or text) before them.
  const widened = ids.length > leading;
  const place = found.placed?.state ?? found.placed?.city ?? found.placed?.country;
  const nearby = local.length > 0 && place ? { nearbyFirst: { jobs: local.length, place } } : {};
  // A city that gave way to the rest of its state is said apart (the page names it, the assistant
  // says "elsewhere in …"): the jobs listed first meet all the rest.
  const exact =
    (unmatched.length === 0 || found.cityOnly) && nearly.length === 0 && local.length === 0
      ? widened
        ? Math.min(strong.length, counted)
        : counted
      : 0;
  if (few)
    return {
      ids: ids.slice(offset, offset + limit),
      counted: ids.length,
      unmatched,
      nearly,
      used: matched,
      ...(ids.length > exact ? { exact } : {}),
      ...nearby,
    };
  // Many jobs have every word, mostly in passing: they follow the widenings, page by page.
  // On the first page that is the page ranked while the title and skill matches were counted.
  const rest =
    offset + limit > ids.length
      ? (
          await ((offset === 0 && likely) || rank(used, filters, 0, offset + limit, false, counted))
        ).filter((id) => !seen.has(id))
      : [];
  // The jobs listed first with every word are some of those counted.
  const total = ids.length + counted - (inText ? strong.length : strongCount);
  return {
    ids: [...ids, ...rest].slice(offset, offset + limit),
    counted: Math.min(total, COUNT_LIMIT + 1),
    unmatched,
    nearly,
    used: matched,
    ...(total > exact ? { exact } : {}),
    ...nearby,
  };
}
