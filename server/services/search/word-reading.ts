import { termOf } from '../../db/repositories/search-text.ts';
import { fieldRoles } from './fields.ts';
import { followsInTitle, isFieldTerm, isFieldWord, isRoleWord } from './roles.ts';
import type { SynonymTable } from './synonyms.ts';
import { completionsOf, correctionIn, correctionOf, type Vocabulary } from './vocabulary.ts';

/**
 * How one typed word becomes index terms (query-plan.ts reads the words of a text through it):
 * as the index or the synonyms know it, completed when it is the last word, or corrected when it
 * is a typo.
 */

/** Completions tried for a partly typed last word. */
const COMPLETIONS = 8;

/** The index terms of a word the index or the synonyms know, as they know it. */
export function knownTerms(vocabulary: Vocabulary, synonyms: SynonymTable, word: string) {
  const term = termOf(word);
  const known = [...new Set([term, word])].filter((t) => vocabulary.entries.has(t));
  if (known.length > 0 || synonyms.groups.has(term) || synonyms.groups.has(word))
    return known.length > 0 ? known : [term];
  return undefined;
}

/** Words typed alone at least this long may be read as a role one typo further away. */
const ALONE_AT_LEAST = 7;

/**
 * A typed word as index terms: itself, a completion of it, or the correction of a typo. Only the
 * last word is completed: alone ('pharm'), or into a word that follows the one before it in
 * some title ('forklift oper'), never into another word ('own car' is no 'own care').
 */
export function resolveWord(
  vocabulary: Vocabulary,
  synonyms: SynonymTable,
  word: string,
  last: { before?: string } | undefined,
  correct: boolean,
  beside: { before?: string; after?: string } = {},
  /** No word of the text is one the index or the synonyms know. */
  lost = false,
): { terms: string[]; corrected?: string } {
  const term = termOf(word);
  const known = knownTerms(vocabulary, synonyms, word);
  if (known) return { terms: known };
  if (last) {
    const { before } = last;
    const completions = completionsOf(vocabulary, word, COMPLETIONS).filter(
      (t) => before === undefined || followsInTitle(termOf(before), t),
    );
    if (completions.length > 0) return { terms: completions };
  }
  if (/^\d+$/.test(word)) return { terms: [term] };
  if (!correct) return { terms: [term] };
  // A correction that makes a title's words with the word before or after it fits the text; a
  // long word typed alone fits as a role ('bokkeper' is a bookkeeper): a search of one word names
  // one. A shorter one is as likely another word ('barber' is no baker).
  const alone =
    beside.before === undefined && beside.after === undefined && word.length >= ALONE_AT_LEAST;
  // Of a text no word of which is known ('waehuse asocate'), each long word may be a word of the
  // field's titles and skills one typo further away: nothing else says what was meant.
  const amiss = lost && word.length >= ALONE_AT_LEAST;
  const fits = (t: string) =>
    (alone && isRoleWord(t)) ||
    (amiss && isFieldTerm(t)) ||
    (beside.before !== undefined && followsInTitle(termOf(beside.before), t)) ||
    (beside.after !== undefined && followsInTitle(t, termOf(beside.after)));
  const correction =
    correctionOf(vocabulary, word, isFieldWord, fits) ??
    correctionOf(vocabulary, word, isFieldWord, fits, { fittingOnly: true });
  // A word the search understands though no job holds it ('ultrasound' of a synonym) is what a
  // word closer to it than to any job's word means.
  const understood = correctionIn(synonyms.words, word);
  if (understood && understood.typos > 0 && (!correction || understood.typos < correction.typos))
    return { terms: [understood.term], corrected: understood.word };
  // A word naming a field of work that no job holds ('plants') is no typo of another word some
  // job does ('plans'), only of a longer form of itself ('finance' of 'financial').
  if (fieldRoles(word).length > 0 && !correction?.word.startsWith(term)) return { terms: [term] };
  if (correction) return { terms: [correction.term], corrected: correction.word };
  return { terms: [term] };
}
