import { isGrammarTerm } from './grammar-words.ts';
import { grown } from './grown-array.ts';

/**
 * The lexemes of PostgreSQL's job documents (search-vector.ts), each spelt once and known by an
 * id: terms, the pairs and triples they join into, and their own-word and title copies.
 */

/** What joins neighbouring terms into one index term (a pair or a triple); terms never hold it. */
export const PAIR_JOINER = '_';
/**
 * What marks a copy of a term (or pair) that stands in the job's own words: its title, skills,
 * employer or place. The word index finds those at once, where a weight-limited query would read
 * every job holding the word anywhere to check its weight.
 */
export const OWN_MARK = '_';
/**
 * What marks a copy of a term (or pair) that stands in the job's title: a search for a role in
 * titles alone finds those at once, where a weight-limited query would read every job holding
 * the word in its own words to check which field holds it.
 */
export const TITLE_MARK = '__';

/**
 * Ids of joined lexemes by the ids of their two parts: open addressing over one typed array
 * (each slot its two parts and the joined id side by side), far cheaper than a Map keyed by
 * numbers beyond the small-integer range.
 */
function createJoinTable() {
  let mask = 4095;
  let slots = new Int32Array(3 * (mask + 1)).fill(-1);
  let size = 0;
  const slotOf = (a: number, b: number) => {
    let hash = Math.imul(a, 0x9e3779b1) ^ b;
    hash = Math.imul(hash ^ (hash >>> 15), 0x85ebca6b);
    let slot = (hash ^ (hash >>> 13)) & mask;
    for (;;) {
      const left = slots[3 * slot] as number;
      if (left === -1 || (left === a && slots[3 * slot + 1] === b)) return 3 * slot;
      slot = (slot + 1) & mask;
    }
  };
  const put = (a: number, b: number, value: number) => {
    const at = slotOf(a, b);
    if (slots[at] === -1) size++;
    slots[at] = a;
    slots[at + 1] = b;
    slots[at + 2] = value;
  };
  return {
    get(a: number, b: number): number {
      return slots[slotOf(a, b) + 2] as number;
    },
    set(a: number, b: number, value: number) {
      if (size * 2 >= mask) {
        const old = slots;
        mask = mask * 2 + 1;
        slots = new Int32Array(3 * (mask + 1)).fill(-1);
        size = 0;
        for (let at = 0; at < old.length; at += 3)
          if (old[at] !== -1) put(old[at] as number, old[at + 1] as number, old[at + 2] as number);
      }
      put(a, b, value);
    },
  };
}

/**
 * Lexemes by id, each spelt once however many jobs hold it. A pair, a triple or a marked copy of
 * known lexemes is a lookup by their ids rather than a new string to build and hash; a lexeme has
 * one id whichever way it was made.
 */
export function createLexicon() {
  let ids = new Map<string, number>();
  let texts: string[] = [];
  let joins = createJoinTable();
  // Ids of words by a hash of their characters, in front of `ids`: each slot a hash and an id.
  let wordMask = 4095;
  let words = new Int32Array(2 * (wordMask + 1)).fill(-1);
  let wordCount = 0;
  // Marked copies by the id of the lexeme marked, plus one (zero: not made yet).
  let owns: Int32Array = new Int32Array(1024);
  let titles: Int32Array = new Int32Array(1024);
  // Whether each lexeme is a word of grammar: 0 not known yet, 1 it is, 2 it is not.
  let grammar = new Uint8Array(1024);
  let generation = 0;

  const id = (text: string): number => {
    let found = ids.get(text);
    if (found === undefined) {
      found = texts.length;
      ids.set(text, found);
      texts.push(text);
    }
    return found;
  };
  const hashOf = (text: string, start: number, end: number) => {
    let hash = 0x811c9dc5;
    for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 0x01000193);
    return hash;
  };
  /** The slot of the word between start and end of text, or of the empty slot it would take. */
  const wordSlot = (hash: number, text: string, start: number, end: number) => {
    let slot = hash & wordMask;
    for (;;) {
      const found = words[2 * slot + 1] as number;
      if (found === -1) return slot;
      if (words[2 * slot] === hash) {
        const known = texts[found] as string;
        let same = known.length === end - start;
        for (let k = 0; same && k < known.length; k++)
          same = known.charCodeAt(k) === text.charCodeAt(start + k);
        if (same) return slot;
      }
      slot = (slot + 1) & wordMask;
    }
  };
  const remember = (hash: number, text: string, start: number, end: number, of: number) => {
    const slot = wordSlot(hash, text, start, end);
    words[2 * slot] = hash;
    words[2 * slot + 1] = of;
  };

  const marked = (memo: Int32Array, mark: string, of: number) => {
    const known = memo[of] as number;
    if (known > 0) return known - 1;
    const made = id(`${mark}${texts[of]}`);
    memo[of] = made + 1;
    return made;
  };

  return {
    /** How many lexemes have ids. */
    get size() {
      return texts.length;
    },
    /** Changes whenever the ids start over (clear). */
    get generation() {
      return generation;
    },
    id,
    text: (of: number) => texts[of] as string,
    /** The id of the word from `start` up to `end` in `text`, found without cutting it out. */
    word(text: string, start: number, end: number): number {
      const hash = hashOf(text, start, end);
      const slot = wordSlot(hash, text, start, end);
      const known = words[2 * slot + 1] as number;
      if (known !== -1) return known;
      const made = id(text.slice(start, end));
      if (++wordCount * 2 >= wordMask) {
        const old = words;
        wordMask = wordMask * 2 + 1;
        words = new Int32Array(2 * (wordMask + 1)).fill(-1);
        for (let at = 0; at < old.length; at += 2) {
          const of = old[at + 1] as number;
          if (of === -1) continue;
          const word = texts[of] as string;
          remember(old[at] as number, word, 0, word.length, of);
        }
      }
      remember(hash, text, start, end, made);
      return made;
    },
    /** Whether the lexeme is a word of grammar alone (grammar-words.ts). */
    isGrammar(of: number): boolean {
      grammar = grown(grammar, of + 1);
      let known = grammar[of] as number;
      if (known === 0) {
        known = isGrammarTerm(texts[of] as string) ? 1 : 2;
        grammar[of] = known;
      }
      return known === 1;
    },
    /** The id of `a`, PAIR_JOINER, `b`: a pair from two terms, a triple from a pair and a term. */
    join(a: number, b: number): number {
      let joined = joins.get(a, b);
      if (joined === -1) {
        joined = id(`${texts[a]}${PAIR_JOINER}${texts[b]}`);
        joins.set(a, b, joined);
      }
      return joined;
    },
    /** The id of the lexeme's OWN_MARK copy. */
    own(of: number): number {
      owns = grown(owns, texts.length);
      return marked(owns, OWN_MARK, of);
    },
    /** The id of the lexeme's TITLE_MARK copy. */
    title(of: number): number {
      titles = grown(titles, texts.length);
      return marked(titles, TITLE_MARK, of);
    },
    /** Forgets every lexeme: a bound on memory, at a point where no reading is in progress. */
    clear() {
      ids = new Map();
      texts = [];
      joins = createJoinTable();
      wordMask = 4095;
      words = new Int32Array(2 * (wordMask + 1)).fill(-1);
      wordCount = 0;
      owns = new Int32Array(1024);
      titles = new Int32Array(1024);
      grammar = new Uint8Array(1024);
      generation++;
    },
  };
}

export type Lexicon = ReturnType<typeof createLexicon>;
