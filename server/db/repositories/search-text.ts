import { stemmer } from 'stemmer';
import { spellSymbolWords } from '../../../src/shared/query/symbol-words.ts';

/**
 * How search reads text, the same for indexing and for queries on both databases: lower-case,
 * accents removed, letters and digits only (everything else separates words and is never query
 * syntax) but for C#, C++ and F#, read as words of letters (symbol-words.ts), each English word reduced to its Porter stem, so nurse, nurses and nursing are one term.
 */

const stems = new Map<string, string>();
/** Stems cached at most; job text reuses a small vocabulary, so this is rarely reached. */
const STEM_CACHE = 200_000;

/** The words of a text, normalised but not stemmed. */
export function wordsOf(text: string, max = Number.POSITIVE_INFINITY): string[] {
  const words: string[] = [];
  for (const word of spellSymbolWords(text)
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

/**
 * Filterable facets of a job, indexed as tokens beside its words so a filter narrows the index
 * itself: a marker then the value's words run together (city San Antonio → zcsanantonio). No
 * word of a text starts with these markers in practice, and a search never produces them.
 */
export const FACET_MARKERS = {
  city: 'zc',
  state: 'zs',
  country: 'zn',
  workMode: 'zw',
  employmentType: 'ze',
  experienceLevel: 'zx',
  easyApply: 'za',
  skill: 'zk',
  healthcare: 'zh',
} as const;

export function facetToken(kind: keyof typeof FACET_MARKERS, value: string | number): string {
  return FACET_MARKERS[kind] + wordsOf(String(value)).join('');
}

const lines = new Map<string, { words: string[]; terms: string[] }>();
/** Lines analysed at most before the cache starts over. */
const LINE_CACHE = 20_000;

/**
 * The words of a text and their terms, line by line, each line analysed once: job texts repeat
 * the same lines (requirements, benefits), so a bulk load mostly finds them already read.
 */
export function analyseLines(text: string): { words: string[]; terms: string[] } {
  const words: string[] = [];
  const terms: string[] = [];
  for (const line of text.split('\n')) {
    let known = lines.get(line);
    if (!known) {
      const lineWords = wordsOf(line);
      known = { words: lineWords, terms: lineWords.map(termOf) };
      if (lines.size >= LINE_CACHE) lines.clear();
      lines.set(line, known);
    }
    for (let i = 0; i < known.words.length; i++) {
      words.push(known.words[i] as string);
      terms.push(known.terms[i] as string);
    }
  }
  return { words, terms };
}
