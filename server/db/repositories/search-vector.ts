import { FIELDS, type JobDocument } from './search-fields.ts';

/**
 * PostgreSQL's job documents as tsvector literals (input syntax; terms are letters and digits
 * only, so they need no escaping). Each job has two:
 * - its search vector (`job_search_docs`, under the word index): every term of every field with
 *   its positions and weight class, word pairs and triples, marked own-word and title copies and
 *   id block terms;
 * - its own words (`job_search_own`): the terms, pairs and triples of its title, skills, employer and place
 *   alone, small enough to sit beside the job's row, which is what ranking reads.
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

type Positions = Map<string, string[]>;

function add(positions: Positions, term: string, at: string) {
  const list = positions.get(term);
  if (!list) positions.set(term, [at]);
  else if (list.length < MAX_POSITIONS) list.push(at);
}

const literal = (positions: Positions) =>
  [...positions].map(([term, list]) => `'${term}'${list.length ? `:${list.join(',')}` : ''}`);

/**
 * A job's two vectors. Every pair of neighbouring terms in a field is one more term
 * ('softwar_engin') at the first one's positions, and every three neighbouring terms one more
 * ('test_autom_engin'): the word index finds a phrase of up to three words by one term at once,
 * where matching it word by word would read every job holding the words anywhere to check their
 * positions (for PostgreSQL, reading each one's whole document). Terms, pairs and triples in the
 * job's own words come once more with OWN_MARK in front ('_nurs', '_regist_nurs'), and those of
 * its title once more again with TITLE_MARK ('__nurs').
 */
export function jobVectors(id: number, doc: JobDocument): { search: string; own: string } {
  const search: Positions = new Map();
  const own: Positions = new Map();
  let position = 0;
  for (const [field, weight] of FIELDS) {
    const isOwn = weight !== 'D';
    const isTitle = field === 'title';
    const put = (term: string, at: string) => {
      add(search, term, at);
      if (isOwn) {
        add(search, `${OWN_MARK}${term}`, at);
        add(own, term, at);
      }
      if (isTitle) add(search, `${TITLE_MARK}${term}`, at);
    };
    let previous = '';
    let beforeThat = '';
    for (const term of doc[field].split(' ')) {
      if (!term) continue;
      position = Math.min(position + 1, MAX_POSITION);
      put(term, `${position}${weight}`);
      if (field !== 'facets') {
        if (previous) put(`${previous}${PAIR_JOINER}${term}`, `${position - 1}${weight}`);
        if (beforeThat)
          put(
            `${beforeThat}${PAIR_JOINER}${previous}${PAIR_JOINER}${term}`,
            `${position - 2}${weight}`,
          );
      }
      beforeThat = previous;
      previous = term;
    }
    position = Math.min(position + 1, MAX_POSITION);
  }
  const blocks = ID_BLOCK_BITS.map((_, level) => `'${idBlockTerm(level, id)}'`);
  return { search: [...literal(search), ...blocks].join(' '), own: literal(own).join(' ') };
}
