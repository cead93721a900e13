import type { QueryCatalogues } from './catalogues.ts';
import { ROLE_ABBREVIATIONS } from './facets.ts';
import { type Token, tokenize, unbroken } from './tokens.ts';

/** The field's words: single words, and phrases of two or more that read as one role or skill. */
export interface Vocabulary {
  words: Set<string>;
  phrases: Set<string>;
  longest: number;
  /** The first words of the phrases: only these start a look-up. */
  firstWords: Set<string>;
  /** The last word of each title or skill: what it is ('cashier', 'nurse'), not a qualifier. */
  heads: Set<string>;
}

/** A title's runs of this many words or fewer count as phrases ('team lead' of 'Warehouse Team Lead'). */
const RUN = 3;
/** Whole titles and skills count as phrases up to this many words. */
const WHOLE = 5;

function build(entries: readonly string[], understood: readonly string[]): Vocabulary {
  const words = new Set(ROLE_ABBREVIATIONS);
  for (const phrase of understood) for (const token of tokenize(phrase)) words.add(token.norm);
  const phrases = new Set<string>();
  const heads = new Set<string>();
  for (const entry of entries) {
    const norms = tokenize(entry).map((t) => t.norm);
    const head = norms.at(-1);
    if (head) heads.add(head);
    for (const word of norms) words.add(word);
    if (norms.length >= 2 && norms.length <= WHOLE) phrases.add(norms.join(' '));
    for (let from = 0; from < norms.length; from++)
      for (let size = 2; size <= RUN && from + size <= norms.length; size++)
        phrases.add(norms.slice(from, from + size).join(' '));
  }
  const firstWords = new Set([...phrases].map((p) => p.split(' ')[0] as string));
  return { words, phrases, longest: WHOLE, firstWords, heads };
}

const built = new WeakMap<readonly string[], Vocabulary>();
const EMPTY: readonly string[] = [];

export function vocabularyOf(catalogues: QueryCatalogues): Vocabulary {
  const entries = catalogues.vocabulary ?? EMPTY;
  let vocabulary = built.get(entries);
  if (!vocabulary) {
    vocabulary = build(entries, catalogues.understood ?? EMPTY);
    built.set(entries, vocabulary);
  }
  return vocabulary;
}

/**
 * The singulars a plural may be of ('cashiers', 'nurses', 'secretaries', 'couriers'); none for a
 * word that reads as no plural ('class', 'bus').
 */
function singularsOf(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us'))
    return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  return word.endsWith('es') ? [word.slice(0, -1), word.slice(0, -2)] : [word.slice(0, -1)];
}

/**
 * Whether a word names what a title or skill is ('cashier'), in the singular or the plural
 * ('cashiers'): a candidate asks for roles in either number.
 */
export function isHeadWord(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.heads.has(word) || singularsOf(word).some((s) => vocabulary.heads.has(s));
}

/** Whether a word is one of the field's, or the plural of what a title or skill is ('nurses'). */
export function isFieldWord(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.words.has(word) || isHeadWord(vocabulary, word);
}

/**
 * How many words of a role or skill phrase start at `at` (0 when none of two or more does); the
 * phrase may end on a plural ('registered nurses').
 */
export function rolePhraseAt(vocabulary: Vocabulary, tokens: readonly Token[], at: number) {
  if (!vocabulary.firstWords.has((tokens[at] as Token).norm)) return 0;
  for (let size = Math.min(vocabulary.longest, tokens.length - at); size >= 2; size--) {
    if (!unbroken(tokens, at, at + size)) continue;
    const words = tokens.slice(at, at + size).map((t) => t.norm);
    const last = words.pop() as string;
    const before = words.join(' ');
    if ([last, ...singularsOf(last)].some((w) => vocabulary.phrases.has(`${before} ${w}`)))
      return size;
  }
  return 0;
}
