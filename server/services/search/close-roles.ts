import type { FacetBoosts } from '../../db/repositories/job-match.ts';
import { RANK_WORDS } from '../../db/repositories/job-score.ts';
import type { JobFilters } from '../../db/repositories/job-search.ts';
import { termOf, termsOf, wordsOf } from '../../db/repositories/search-text.ts';
import { endsOnRole, MAX_RELAXED_TRIES, namesRole, subsets } from './concept-subsets.ts';
import { fieldMates, fieldRoles } from './fields.ts';
import { kindred } from './kindred-roles.ts';
import { CLOSE_AT_LEAST, namedTitles, relatedTitles } from './roles.ts';
import type { Concept, TextSearch } from './text-search.ts';

/**
 * Roles related to those the words name; when they name none together, roles related to those
 * the words still searched for name ('landscaper' for 'groundskeeper outdoors'), else those the
 * most telling word names ('package handler' for 'sorting packages').
 */
export function relatedRoles(
  concepts: readonly Concept[],
  used: readonly Concept[],
  least?: number,
): string[] {
  const titles = relatedTitles(concepts, least);
  if (titles.length > 0) return titles;
  const ofUsed = used.length < concepts.length ? relatedTitles(used, least) : [];
  if (ofUsed.length > 0 || used.length < 2) return ofUsed;
  // The most of the words that name a title together ('night auditor' of 'night auditor hotel').
  let tried = 0;
  for (const subset of subsets(used)) {
    if (subset.length < 2 || ++tried > MAX_RELAXED_TRIES) break;
    const ofSubset = relatedTitles(subset, least);
    if (ofSubset.length > 0) return ofSubset;
  }
  const telling = used.reduce((a, b) => (b.weight > a.weight ? b : a));
  return relatedTitles([telling], least);
}

/**
 * The words of a concept that may name a field of work: not the role word a role ends on ('tech'
 * of 'lab or pharmacy tech' is a technician, no field of technology; 'software' of 'software
 * engineering' is one).
 */
function fieldWords(concept: Concept, index: number): string[] {
  const words = wordsOf(concept.meant ?? concept.typed);
  // A word alone names the field when it comes first ('accounting' of 'accounting job').
  const after = words.length > 1 || index > 0;
  return !concept.field && endsOnRole(concept) && after ? words.slice(0, -1) : words;
}

/**
 * The words naming the fields of work asked for: a word before a role word names a field only
 * when the field has that role ('warehouse' of 'warehouse workers'; 'product' of 'product
 * designer' is no field of manufacturing).
 */
function fieldWordsOf(used: readonly Concept[]): string[] {
  const role = used.findLastIndex((c) => !c.field && namesRole(c));
  const roleTerms = new Set(used[role]?.alternatives.flatMap((p) => (p.length === 1 ? p : [])));
  const hasRole = (word: string) => fieldRoles(word).some((p) => roleTerms.has(p.at(-1) ?? ''));
  return used.flatMap((c, i) => fieldWords(c, i).filter((word) => i >= role || hasRole(word)));
}

const RANK_TERMS = new Set(RANK_WORDS.map(termOf));
const ranked = (phrase: readonly string[]) => phrase.some((term) => RANK_TERMS.has(term));

/** The role phrases at the rank the concepts name, if they name one ('manager'); else all. */
function atRankOf(used: readonly Concept[], phrases: string[][]): string[][] {
  const named = used.some((c) => c.alternatives.some((p) => ranked(p.slice(-1))));
  return named ? phrases.filter(ranked) : phrases;
}

/** One concept any of the phrases satisfies: jobs of other roles than the words typed. */
export const rolesOf = (alternatives: string[][]): Concept => ({
  typed: '',
  alternatives,
  weight: 1,
});
/** Titles as the index's phrases. */
export const phrasesOf = (titles: readonly string[]) => titles.map((title) => termsOf(title));

/** One way of widening a search that found few jobs: fewer words, a wider place, related roles. */
export interface Tier {
  concepts: Concept[];
  filters: JobFilters;
  titleOrSkills: boolean;
  /** Facets ranking the tier's jobs higher, besides those the text hinted at. */
  boosts?: FacetBoosts;
  /** The jobs match other roles than those typed: their words are not the search's. */
  related?: boolean;
  /** The words must be in the title: a role a skill names ('SQL Server') is no such job. */
  titleOnly?: boolean;
}

/**
 * Titles close to the role (kindred ones ending on the role word a phrase ends on, then others)
 * under the filters given, in the place and then in the rest of its state (not of a whole country:
 * a cook in Belfast is no answer to London). Their jobs come before
 * the role without a firm filter (elsewhere, or without a workplace need): a candidate who names a
 * place wants work there, and one who names a need needs it.
 */
export function* inPlace(search: TextSearch, used: Concept[], placed: JobFilters): Generator<Tier> {
  const wider = placed.city && placed.state;
  const close = [
    kindred(used, CLOSE_AT_LEAST),
    relatedRoles(search.concepts, used, CLOSE_AT_LEAST),
  ];
  const phrases = close.map(phrasesOf);
  // An internship is for a student of the field a word names ('software' of 'software
  // engineering internship'): any of its roles' will do. So will they for a workplace need: a
  // quiet software engineer's job before a noisy software developer's. They come before roles
  // related to the one typed, which may be another field's ('warehouse workers' are no
  // distribution center managers).
  if (placed.employmentType === 'IN' || placed.workFacts)
    phrases.splice(1, 0, fieldWordsOf(used).flatMap(fieldRoles));
  // So will they in the place typed: a concrete finisher in Florida before a construction
  // laborer elsewhere. A rank typed keeps to the field's roles of a rank ('restaurant manager'
  // is no host).
  else if (placed.city || placed.state)
    phrases.push(atRankOf(used, fieldWordsOf(used).flatMap(fieldRoles)));
  for (const alternatives of phrases) {
    if (alternatives.length === 0) continue;
    const tier = {
      concepts: [rolesOf(alternatives)],
      titleOrSkills: true,
      related: true,
      titleOnly: true,
    };
    yield { ...tier, filters: placed };
    if (wider) yield { ...tier, filters: { ...placed, city: undefined } };
  }
  // The role's own work under another title of its field, for a workplace need: a quiet records
  // clerk whose skills name data entry, for 'quiet data entry job'.
  const [title, ...others] = namedTitles(used);
  const mates = title && others.length === 0 && placed.workFacts ? fieldMates(title) : [];
  if (mates.length > 0)
    yield {
      concepts: [...used, rolesOf(phrasesOf(mates))],
      filters: placed,
      titleOrSkills: true,
      related: true,
    };
}
