import { FIELDS, type JobDocument } from './search-fields.ts';

/**
 * PostgreSQL's job documents as tsvector literals (input syntax; terms are letters and digits
 * only, so they need no escaping). Each job has two:
 * - its search vector (`job_search_docs`, under the word index): every term of every field with
 *   its positions and weight class, word pairs and triples, marked own-word and title copies and
 *   id block terms;
 * - its own words (`job_search_own`): the terms, pairs and triples of its title, skills, employer and place
 *   alone, small enough to sit beside the job's row, which is what ranking reads.
 * Both come from one reading of the document (createJobTermReader), which a bulk load also encodes
 * in PostgreSQL's binary format.
 */

/** Most positions PostgreSQL keeps for one lexeme, and the largest position it stores. */
const MAX_POSITIONS = 255;
const MAX_POSITION = 16_383;

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
 * Id blocks: every job is in one block of each size (2^12, 2^15 and 2^18 consecutive ids), named
 * by a term. A search for the newest matches asks for its words and the newest blocks together,
 * which the word index answers from its shortest lists, however many older jobs share the words.
 */
export const ID_BLOCK_BITS = [12, 15, 18] as const;
const ID_BLOCK_NAMES = ['a', 'b', 'c'] as const;

/** The term of the block of the given size that holds the id. */
export function idBlockTerm(level: number, id: number): string {
  return `zi${ID_BLOCK_NAMES[level]}${id >> (ID_BLOCK_BITS[level] as number)}`;
}

/**
 * A position packed as PostgreSQL packs it (WordEntryPos): the weight class's code in the top two
 * bits (A 3, B 2, C 1, D 0), the position in the low fourteen.
 */
const WEIGHT_CODES = { A: 3, B: 2, C: 1, D: 0 } as const;
const WEIGHT_LETTERS = ['D', 'C', 'B', 'A'] as const;
const WEIGHT_SHIFT = 14;
export const positionOf = (packed: number) => packed & MAX_POSITION;
export const weightOf = (packed: number) => packed >> WEIGHT_SHIFT;

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
  const grown = (memo: Int32Array) => {
    if (memo.length >= texts.length) return memo;
    const larger = new Int32Array(Math.max(texts.length, memo.length * 2));
    larger.set(memo);
    return larger;
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
      owns = grown(owns);
      return marked(owns, OWN_MARK, of);
    },
    /** The id of the lexeme's TITLE_MARK copy. */
    title(of: number): number {
      titles = grown(titles);
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
      generation++;
    },
  };
}

export type Lexicon = ReturnType<typeof createLexicon>;

/**
 * One vector's lexemes in the order first met, each with its packed positions in the order met
 * (at most MAX_POSITIONS): lexeme `i` is `terms[i]`, its positions `positions[starts[i]]` up to
 * `positions[starts[i + 1]]`. A view into the reader's buffers, valid until it reads the next job.
 */
export interface VectorTerms {
  count: number;
  terms: Int32Array;
  starts: Int32Array;
  positions: Uint16Array;
  /** Whether the vector holds the lexeme. */
  has(term: number): boolean;
}

const larger = <T extends Int32Array | Uint16Array>(array: T, needed: number): T => {
  if (needed <= array.length) return array;
  const copy = new (array.constructor as new (length: number) => T)(
    Math.max(needed, array.length * 2),
  );
  copy.set(array);
  return copy;
};

/** Collects one vector's lexemes and positions, job after job, in reused buffers. */
function createCollector() {
  // seen[2 * lexeme] is the job that last met it, seen[2 * lexeme + 1] its index in that job's terms.
  let seen = new Int32Array(2048);
  let job = 0;
  let terms = new Int32Array(256);
  let counts = new Int32Array(256);
  let count = 0;
  // Every position taken, in order, with the index of its lexeme.
  let takenBy = new Int32Array(1024);
  let taken = new Uint16Array(1024);
  let takes = 0;
  let starts = new Int32Array(257);
  let positions = new Uint16Array(1024);
  let cursors = new Int32Array(256);

  const view: VectorTerms = {
    count: 0,
    terms,
    starts,
    positions,
    has: (term) => 2 * term < seen.length && seen[2 * term] === job,
  };

  return {
    begin() {
      job++;
      count = 0;
      takes = 0;
    },
    add(term: number, at: number) {
      if (2 * term >= seen.length) seen = larger(seen, 2 * term + 2);
      let index: number;
      if (seen[2 * term] !== job) {
        seen[2 * term] = job;
        index = count++;
        seen[2 * term + 1] = index;
        if (count > terms.length) {
          terms = larger(terms, count);
          counts = larger(counts, count);
        }
        terms[index] = term;
        counts[index] = 1;
      } else {
        index = seen[2 * term + 1] as number;
        const before = counts[index] as number;
        if (before >= MAX_POSITIONS) return;
        counts[index] = before + 1;
      }
      if (takes === taken.length) {
        takenBy = larger(takenBy, takes + 1);
        taken = larger(taken, takes + 1);
      }
      takenBy[takes] = index;
      taken[takes] = at;
      takes++;
    },
    /** Groups the positions by lexeme, each group in the order taken. */
    finish(): VectorTerms {
      starts = larger(starts, count + 1);
      cursors = larger(cursors, count);
      positions = larger(positions, takes);
      starts[0] = 0;
      for (let i = 0; i < count; i++) {
        cursors[i] = starts[i] as number;
        starts[i + 1] = (starts[i] as number) + (counts[i] as number);
      }
      for (let k = 0; k < takes; k++) {
        const index = takenBy[k] as number;
        const at = cursors[index] as number;
        positions[at] = taken[k] as number;
        cursors[index] = at + 1;
      }
      view.count = count;
      view.terms = terms;
      view.starts = starts;
      view.positions = positions;
      return view;
    },
  };
}

/**
 * Reads job documents into their two vectors' lexemes and positions. Every pair of neighbouring
 * terms in a field is one more lexeme ('softwar_engin') at the first one's positions, and every
 * three neighbouring terms one more ('test_autom_engin'): the word index finds a phrase of up to
 * three words by one term at once, where matching it word by word would read every job holding
 * the words anywhere to check their positions (for PostgreSQL, reading each one's whole document).
 * Terms, pairs and triples in the job's own words come once more with OWN_MARK in front ('_nurs',
 * '_regist_nurs'), and those of its title once more again with TITLE_MARK ('__nurs'). The id
 * block terms (idBlockTerm) are left to the caller.
 */
export function createJobTermReader(lexicon: Lexicon = createLexicon()) {
  const search = createCollector();
  const own = createCollector();
  return {
    lexicon,
    read(doc: JobDocument): { search: VectorTerms; own: VectorTerms } {
      search.begin();
      own.begin();
      let position = 0;
      for (const [field, weight] of FIELDS) {
        const code = WEIGHT_CODES[weight] << WEIGHT_SHIFT;
        const isOwn = weight !== 'D';
        const isTitle = field === 'title';
        const phrases = field !== 'facets';
        const put = (term: number, at: number) => {
          search.add(term, at);
          if (isOwn) {
            search.add(lexicon.own(term), at);
            own.add(term, at);
          }
          if (isTitle) search.add(lexicon.title(term), at);
        };
        let previous = -1;
        let previousPair = -1;
        const text = doc[field];
        // The field's words, as split(' ') would give them, leaving out empty ones.
        for (let start = 0, end = 0; start < text.length; start = end + 1) {
          end = text.indexOf(' ', start);
          if (end === -1) end = text.length;
          if (end === start) continue;
          position = Math.min(position + 1, MAX_POSITION);
          const term = lexicon.word(text, start, end);
          put(term, position | code);
          if (phrases) {
            let pair = -1;
            if (previous >= 0) {
              pair = lexicon.join(previous, term);
              put(pair, (position - 1) | code);
            }
            if (previousPair >= 0) put(lexicon.join(previousPair, term), (position - 2) | code);
            previousPair = pair;
          }
          previous = term;
        }
        position = Math.min(position + 1, MAX_POSITION);
      }
      return { search: search.finish(), own: own.finish() };
    },
  };
}

/** Positions as the literal writes them ('12A'), by packed value. */
const positionTexts: string[] = [];
const positionText = (packed: number) =>
  (positionTexts[packed] ??= `${positionOf(packed)}${WEIGHT_LETTERS[weightOf(packed)]}`);

function literal(lexicon: Lexicon, vector: VectorTerms): string[] {
  const parts: string[] = new Array(vector.count);
  for (let i = 0; i < vector.count; i++) {
    let part = `'${lexicon.text(vector.terms[i] as number)}'`;
    const start = vector.starts[i] as number;
    const end = vector.starts[i + 1] as number;
    for (let k = start; k < end; k++)
      part += `${k === start ? ':' : ','}${positionText(vector.positions[k] as number)}`;
    parts[i] = part;
  }
  return parts;
}

/** Lexemes the shared reader keeps before starting over: a bound on a long-running server's memory. */
const SHARED_LEXEMES = 200_000;
const shared = createJobTermReader();

/** A job's two vectors as tsvector literals. */
export function jobVectors(id: number, doc: JobDocument): { search: string; own: string } {
  if (shared.lexicon.size > SHARED_LEXEMES) shared.lexicon.clear();
  const { search, own } = shared.read(doc);
  const blocks = ID_BLOCK_BITS.map((_, level) => `'${idBlockTerm(level, id)}'`);
  return {
    search: [...literal(shared.lexicon, search), ...blocks].join(' '),
    own: literal(shared.lexicon, own).join(' '),
  };
}
