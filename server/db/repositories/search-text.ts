import { stemmer } from 'stemmer';

/**
 * How search reads text, the same for indexing and for queries on both databases: lower-case,
 * accents removed, letters and digits only (everything else separates words and is never query
 * syntax), each English word reduced to its Porter stem, so nurse, nurses and nursing are one term.
 */

const stems = new Map<string, string>();
/** Stems cached at most; job text reuses a small vocabulary, so this is rarely reached. */
const STEM_CACHE = 200_000;

/** The words of a text, normalised but not stemmed. */
export function wordsOf(text: string, max = Number.POSITIVE_INFINITY): string[] {
  const words: string[] = [];
  for (const word of text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (word.length === 0 || word.length > 64) continue;
    words.push(word);
    if (words.length >= max) break;
  }
  return words;
}

/** The index term of a normalised word: its stem for plain English words, else the word. */
export function termOf(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size < STEM_CACHE) stems.set(word, stem);
  }
  return stem;
}

/** The index terms of a text, in order. */
export function termsOf(text: string, max?: number): string[] {
  return wordsOf(text, max).map(termOf);
}
