import { grown } from './grown-array.ts';
import { blockTermsOf } from './id-blocks.ts';
import { FIELDS, type JobDocument } from './search-fields.ts';
import { createLexicon, type Lexicon } from './search-lexicon.ts';

/**
 * PostgreSQL's job documents as tsvector literals (input syntax; terms are letters and digits
 * only, so they need no escaping). Each job has two:
 * - its search vector (`job_search_docs`, under the word index): every term of every field with
 *   its positions and weight class, word pairs and triples, marked own-word and title copies and
 *   id block terms (id-blocks.ts);
 * - its own words (`job_search_own`): the terms, pairs and triples of its title, skills, employer and place
 *   alone, small enough to sit beside the job's row, which is what ranking reads.
 * Both come from one reading of the document (createJobTermReader), which a bulk load also encodes
 * in PostgreSQL's binary format.
 */

/** Most positions PostgreSQL keeps for one lexeme, and the largest position it stores. */
const MAX_POSITIONS = 255;
export const MAX_POSITION = 16_383;

export { OWN_MARK, PAIR_JOINER, TITLE_MARK } from './search-lexicon.ts';

/**
 * A position packed as PostgreSQL packs it (WordEntryPos): the weight class's code in the top two
 * bits (A 3, B 2, C 1, D 0), the position in the low fourteen.
 */
const WEIGHT_CODES = { A: 3, B: 2, C: 1, D: 0 } as const;
const WEIGHT_LETTERS = ['D', 'C', 'B', 'A'] as const;
export const WEIGHT_SHIFT = 14;
export const positionOf = (packed: number) => packed & MAX_POSITION;
export const weightOf = (packed: number) => packed >> WEIGHT_SHIFT;

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
      if (2 * term >= seen.length) seen = grown(seen, 2 * term + 2);
      let index: number;
      if (seen[2 * term] !== job) {
        seen[2 * term] = job;
        index = count++;
        seen[2 * term + 1] = index;
        if (count > terms.length) {
          terms = grown(terms, count);
          counts = grown(counts, count);
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
        takenBy = grown(takenBy, takes + 1);
        taken = grown(taken, takes + 1);
      }
      takenBy[takes] = index;
      taken[takes] = at;
      takes++;
    },
    /** Groups the positions by lexeme, each group in the order taken. */
    finish(): VectorTerms {
      starts = grown(starts, count + 1);
      cursors = grown(cursors, count);
      positions = grown(positions, takes);
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
 * '_regist_nurs'), and those of its title once more again with TITLE_MARK ('__nurs'). Triples
 * are in the search vector only so marked: a search anywhere in a job finds a three-word phrase
 * by its two pairs (query-terms.ts), since the description's triples would be over a third of the
 * index's entries and bytes, the larger part of what a bulk load writes and indexes. So are
 * pairs holding a word of grammar (grammar-words.ts): 'you_will' and 'for_the' stand in nearly
 * every job, and a phrase holding one is found by its words' positions. The id block terms
 * (blockTermsOf) are left to the caller.
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
        /** `plain` false keeps the term's unmarked copy out of the search vector. */
        const put = (term: number, at: number, plain = true) => {
          if (plain) search.add(term, at);
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
              const grammar = lexicon.isGrammar(previous) || lexicon.isGrammar(term);
              put(pair, (position - 1) | code, !grammar);
            }
            if (previousPair >= 0 && isOwn)
              put(lexicon.join(previousPair, term), (position - 2) | code, false);
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
  const blocks = blockTermsOf(id, doc.facets).map((term) => `'${term}'`);
  return {
    search: [...literal(shared.lexicon, search), ...blocks].join(' '),
    own: literal(shared.lexicon, own).join(' '),
  };
}
