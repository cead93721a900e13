import { termOf, termsOf, wordsOf } from '../../db/repositories/search-text.ts';
import { isRoleWord, kinTitles } from './roles.ts';
import type { Concept } from './text-search.ts';

/**
 * Kindred titles of a role typed: those ending on its role word that share enough of its skills
 * ('ICU Nurse' of 'registered nurse'), and, for an umbrella title whose licence they all hold,
 * every one ('School Nurse' of 'rn').
 */

const endsRole = (term: string) => term !== '' && isRoleWord(term);

/**
 * Titles whose licence every title ending on their role word holds, but those named here (an LPN
 * holds another licence), as index phrases: an ICU, school or hospice nurse is a registered nurse,
 * so 'rn' has every such title as kin, however few skills they share; 'lpn' has none.
 */
const UMBRELLA_TITLES = new Map([
  [
    termsOf('registered nurse').join(' '),
    new Set(['Licensed Practical Nurse', 'Licensed Vocational Nurse']),
  ],
]);

/** The titles an umbrella title of the concept leaves out of its kin, if it has one. */
const umbrellaOf = (concept: Concept) =>
  concept.alternatives
    .map((phrase) => UMBRELLA_TITLES.get(phrase.join(' ')))
    .find((other) => other !== undefined);

/** The concepts with an umbrella title also matched by its role word ('nurse' of 'rn'). */
export const byUmbrellaRole = (concepts: readonly Concept[]) =>
  concepts.map((c) => (umbrellaOf(c) ? byRoleWord(c) : c));

/**
 * Titles kindred to the typed phrase that end on the same role word ('registered nurse'), or on
 * the role word its synonyms end on ('truck driving' is a truck driver).
 */
export function kindred(used: readonly Concept[], least?: number): string[] {
  const concept = used.at(-1);
  if (!concept) return [];
  const umbrella = umbrellaOf(concept);
  if (!concept.typed.includes(' ') && !umbrella) return [];
  const last = wordsOf(concept.typed).at(-1);
  const role =
    last && isRoleWord(termOf(last))
      ? termOf(last)
      : concept.alternatives.map((p) => p.at(-1) ?? '').find(endsRole);
  if (!role) return [];
  // A kind of the title named ('L&D rn') has the kin close to it alone.
  if (umbrella && used.length === 1)
    return kinTitles([concept], role, 0, Number.POSITIVE_INFINITY).filter((t) => !umbrella.has(t));
  return kinTitles([concept], role, least);
}

/** A concept naming a role in several words also matched by the role word alone ('nurse' of RN). */
export function byRoleWord(concept: Concept): Concept {
  const roles = concept.alternatives
    .filter((phrase) => phrase.length > 1)
    .map((phrase) => phrase.at(-1) as string)
    .filter((term) => isRoleWord(term));
  const [role] = roles;
  if (
    !role ||
    roles.some((r) => r !== role) ||
    concept.alternatives.some((p) => p.join(' ') === role)
  )
    return concept;
  return { ...concept, alternatives: [...concept.alternatives, [role]] };
}
