import type { JobFilters } from '../../db/repositories/job-search.ts';
import type { Matching } from '../../db/repositories/match-query.ts';
import { wordsOf } from '../../db/repositories/search-text.ts';
import { byUmbrellaRole } from './kindred-roles.ts';
import { isRoleWord, isWrittenRole, leadsTitle, namedTitles } from './roles.ts';
import type { Concept } from './text-search.ts';

/*
 * How a search's concepts are read into the database's matching, and which of them name a role
 * looked for in job titles (relevance.ts counts and ranks those title matches first).
 */

/**
 * What the database's reads guess from the concepts' shares of all jobs: the share likely to
 * hold them all (`share`; it guesses what its filters keep) and the share holding the rarest
 * whose share is known (`shortest`, the shortest list its word index walks).
 */
export function sharesOf(concepts: readonly Concept[]): { share?: number; shortest?: number } {
  const known = concepts.flatMap((c) => (c.share === undefined ? [] : [c.share]));
  return {
    // As if the concepts were independent: a database planner's guess, cheap and often close.
    share:
      known.length === 0 || known.length < concepts.length
        ? undefined
        : known.reduce((a, b) => a * b, 1),
    shortest: known.length === 0 ? undefined : Math.min(...known),
  };
}

/** Each concept's alternative phrases, as the database matches them. */
export const alternativesOf = (concepts: readonly Concept[]) => concepts.map((c) => c.alternatives);
/** A concept's words as meant: as typed, typos corrected. */
export const meantOf = (concept: Concept) => concept.meant ?? concept.typed;

/**
 * Whether the concepts name a role, which is then looked for in titles. Words naming a role are
 * the role in a title; in a skill ('customer service' of a pest control technician) they only say
 * the job asks for some of its work. A field of work ('warehouse') is many roles, found in titles
 * and skills alike.
 */
export function namesTitle(used: readonly Concept[]): boolean {
  const last = used.at(-1);
  return (
    last !== undefined &&
    !last.field &&
    (last.alternatives.some((p) => p.length > 1 || isRoleWord(p[0] ?? '')) || leadsTitle(used)) &&
    // A kind of an umbrella role names its kind's title ('tele rn' names Telemetry Nurse).
    namedTitles(byUmbrellaRole(used)).length > 0
  );
}

/**
 * The filters of a role's title matches: a role word typed with no other name is the role as
 * written, since the index's stem of 'accountant' is also that of 'Account Manager', which
 * follows with the widenings.
 */
export function asWrittenOf(
  used: readonly Concept[],
  filters: JobFilters,
  titled: boolean,
): JobFilters {
  const last = used.at(-1);
  const [word, ...more] = last ? wordsOf(meantOf(last)) : [];
  return titled &&
    word &&
    more.length === 0 &&
    last?.alternatives.length === 1 &&
    isWrittenRole(word)
    ? { ...filters, titleWord: word }
    : filters;
}

/** The jobs with the concepts in their title or skills, or in their title when `titled`. */
export function strongMatching(
  used: readonly Concept[],
  filters: JobFilters,
  titled: boolean,
  now: string,
): Matching {
  return {
    concepts: alternativesOf(used),
    filters: asWrittenOf(used, filters, titled),
    now,
    titleOrSkills: true,
    titleOnly: titled,
    ...sharesOf(used),
  };
}
