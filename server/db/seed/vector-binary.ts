import { grown } from '../repositories/grown-array.ts';
import { blockTermsOf } from '../repositories/id-blocks.ts';
import type { JobDocument } from '../repositories/search-fields.ts';
import { createJobTermReader, type VectorTerms } from '../repositories/search-vector.ts';
import type { CopyRows } from './copy-binary.ts';
import { settlePositions } from './settle-positions.ts';

/**
 * Jobs' two vectors (search-vector.ts) in tsvector's binary format, as PostgreSQL's tsvectorrecv
 * reads it: a 32-bit lexeme count, then per lexeme its UTF-8 bytes, a NUL, a 16-bit position
 * count and each position as 16 bits (weight code in the top two). tsvectorrecv keeps lexemes
 * as sent only when each sorts after the one before (bytewise, a prefix first) and sorts them
 * otherwise, never merging repeats; it refuses positions that do not rise. The text input sorts
 * and merges both. So lexemes go out once each, in PostgreSQL's order, and positions as the text
 * input leaves them: the stored vector is the same, byte for byte, as from the literal.
 */

/** Lexemes per vector stay below this, so a lexeme's rank and its index make one exact key. */
const MAX_TERMS = 2 ** 20;
/** Lexemes the encoder keeps before starting over (when no job waits to be written). */
const MAX_LEXEMES = 2 ** 22;

/**
 * Encodes jobs' vectors, keeping the lexemes it has met (their UTF-8 bytes and their order)
 * from one call to the next.
 */
export function createVectorEncoder() {
  const reader = createJobTermReader();
  const { lexicon } = reader;
  let generation = lexicon.generation;
  // UTF-8 bytes of lexeme `id`: bytes[offsets[id]] up to bytes[offsets[id + 1]].
  let bytes = new Uint8Array(1 << 20);
  let offsets = new Int32Array(1 << 14);
  let encoded = 0;
  // Each lexeme's place in PostgreSQL's order, and the lexemes in that order.
  let ranks = new Int32Array(0);
  let order = new Int32Array(0);

  // The vectors of the jobs being encoded, read and settled while their lexemes' order is
  // not yet known: vector `v` holds lexemes terms[vectors[3v]] up to terms[vectors[3v + 1]],
  // with counts[] positions each, taken in turn from positions[vectors[3v + 2]].
  let terms = new Int32Array(1 << 16);
  let counts = new Uint16Array(1 << 16);
  let positions = new Uint16Array(1 << 16);
  let termsUsed = 0;
  let positionsUsed = 0;
  const vectors: number[] = [];
  // Scratch for one vector: sort keys, and where each lexeme's positions start.
  let narrowKeys = new Uint32Array(1024);
  let wideKeys = new Float64Array(1024);
  let starts = new Int32Array(1025);

  const compare = (a: number, b: number) => {
    const aStart = offsets[a] as number;
    const bStart = offsets[b] as number;
    const aLength = (offsets[a + 1] as number) - aStart;
    const bLength = (offsets[b + 1] as number) - bStart;
    const common = Math.min(aLength, bLength);
    for (let k = 0; k < common; k++) {
      const difference = (bytes[aStart + k] as number) - (bytes[bStart + k] as number);
      if (difference !== 0) return difference;
    }
    return aLength - bLength;
  };

  /** Bytes and ranks for the lexemes met since the last call. */
  const learn = () => {
    const size = lexicon.size;
    if (encoded === size) return;
    offsets = grown(offsets, size + 1);
    for (let id = encoded; id < size; id++) {
      const text = lexicon.text(id);
      // A NUL would end the lexeme early: PostgreSQL reads each one as a C string.
      if (text.includes('\0')) throw new Error(`A lexeme holds a NUL: ${JSON.stringify(text)}`);
      const start = offsets[id] as number;
      bytes = grown(bytes, start + text.length * 3);
      let end = start;
      for (let k = 0; k < text.length; k++) {
        const code = text.charCodeAt(k);
        if (code >= 0x80) {
          end = start + Buffer.from(bytes.buffer).write(text, start, 'utf8');
          break;
        }
        bytes[end++] = code;
      }
      offsets[id + 1] = end;
    }
    const fresh = Array.from({ length: size - encoded }, (_, k) => encoded + k).sort(compare);
    const merged = new Int32Array(size);
    let i = 0;
    let j = 0;
    for (let k = 0; k < size; k++) {
      const older = i < order.length ? (order[i] as number) : -1;
      const newer = j < fresh.length ? (fresh[j] as number) : -1;
      const sign = older === -1 ? 1 : newer === -1 ? -1 : compare(older, newer);
      const next = sign < 0 ? older : newer;
      // Two lexemes PostgreSQL cannot tell apart would be two entries of one lexeme.
      if (sign === 0 || (k > 0 && compare(merged[k - 1] as number, next) === 0))
        throw new Error(`Two lexemes of the same bytes: ${JSON.stringify(lexicon.text(next))}`);
      merged[k] = next;
      if (sign < 0) i++;
      else j++;
    }
    order = merged;
    ranks = new Int32Array(size);
    for (let k = 0; k < size; k++) ranks[order[k] as number] = k;
    encoded = size;
  };

  /** Keeps a vector's lexemes and settled positions, with `extra` lexemes of no position. */
  const keep = (vector: VectorTerms, extra: readonly number[]) => {
    const count = vector.count + extra.length;
    if (count >= MAX_TERMS) throw new Error(`Too many lexemes for one vector: ${count}`);
    terms = grown(terms, termsUsed + count);
    counts = grown(counts, termsUsed + count);
    positions = grown(positions, positionsUsed + (vector.starts[vector.count] as number));
    vectors.push(termsUsed, termsUsed + count, positionsUsed);
    terms.set(vector.terms.subarray(0, vector.count), termsUsed);
    for (let i = 0; i < vector.count; i++) {
      const n = settlePositions(
        vector.positions,
        vector.starts[i] as number,
        vector.starts[i + 1] as number,
        positions,
        positionsUsed,
      );
      counts[termsUsed + i] = n;
      positionsUsed += n;
    }
    for (const [k, term] of extra.entries()) {
      terms[termsUsed + vector.count + k] = term;
      counts[termsUsed + vector.count + k] = 0;
    }
    termsUsed += count;
  };

  /** Writes kept vector `v` as a row: the job's id, then the vector, its lexemes in order. */
  const write = (rows: CopyRows, id: number, v: number) => {
    const first = vectors[3 * v] as number;
    const count = (vectors[3 * v + 1] as number) - first;
    // Sort keys: a lexeme's rank above its index. Unsigned 32-bit keys sort several times
    // faster than doubles, and hold both while the ranks are few enough.
    const scale = 2 ** (32 - Math.clz32(count));
    const narrow = ranks.length * scale <= 2 ** 32;
    if (narrow) narrowKeys = grown(narrowKeys, count);
    else wideKeys = grown(wideKeys, count);
    starts = grown(starts, count + 1);
    // Locals, not the closure's variables, in the loops below: they run for every byte.
    const lexemes = terms;
    const numbers = counts;
    const places = starts;
    const bytesOf = offsets;
    const text = bytes;
    const packed = positions;
    const keys = narrow ? narrowKeys : wideKeys;
    places[0] = vectors[3 * v + 2] as number;
    let length = 4;
    for (let i = 0; i < count; i++) {
      const term = lexemes[first + i] as number;
      const n = numbers[first + i] as number;
      places[i + 1] = (places[i] as number) + n;
      length += (bytesOf[term + 1] as number) - (bytesOf[term] as number) + 3 + 2 * n;
      keys[i] = (ranks[term] as number) * scale + i;
    }
    const sorted = keys.subarray(0, count).sort();
    rows.row(2);
    rows.int4(id);
    rows.value(length, (buffer, start) => {
      let at = buffer.writeInt32BE(count, start);
      for (let k = 0; k < count; k++) {
        const key = sorted[k] as number;
        const i = key - Math.floor(key / scale) * scale;
        const term = lexemes[first + i] as number;
        const end = bytesOf[term + 1] as number;
        for (let b = bytesOf[term] as number; b < end; b++) buffer[at++] = text[b] as number;
        buffer[at++] = 0;
        const n = numbers[first + i] as number;
        buffer[at++] = n >> 8;
        buffer[at++] = n & 0xff;
        const last = places[i + 1] as number;
        for (let p = places[i] as number; p < last; p++) {
          const position = packed[p] as number;
          buffer[at++] = position >> 8;
          buffer[at++] = position & 0xff;
        }
      }
    });
  };

  const waiting: number[] = [];
  let written = 0;

  return {
    /** Reads jobs' documents: their vectors wait, in order, to be written. */
    read(docs: readonly { id: number; doc: JobDocument }[]) {
      if (waiting.length === 0) {
        if (lexicon.size > MAX_LEXEMES) lexicon.clear();
        if (lexicon.generation !== generation) {
          generation = lexicon.generation;
          encoded = 0;
          order = new Int32Array(0);
        }
        termsUsed = 0;
        positionsUsed = 0;
        vectors.length = 0;
      }
      for (const { id, doc } of docs) {
        const read = reader.read(doc);
        const blocks = blockTermsOf(id, doc.facets).map((term) => lexicon.id(term));
        keep(
          read.search,
          blocks.filter((term) => !read.search.has(term)),
        );
        keep(read.own, []);
        waiting.push(id);
      }
    },
    /** How many jobs read are still to be written. */
    get waiting() {
      return waiting.length - written;
    },
    /**
     * Writes the next `count` jobs read as rows of `search` (job_search_docs: job_id,
     * search_vector) and `own` (job_search_own: job_id, own_vector). The first write after new
     * reads puts the lexemes met in order, which costs as much as the whole lexicon: read many
     * jobs, then write them.
     */
    write(search: CopyRows, own: CopyRows, count = Number.POSITIVE_INFINITY) {
      learn();
      const end = Math.min(waiting.length, written + count);
      for (let k = written; k < end; k++) {
        write(search, waiting[k] as number, 2 * k);
        write(own, waiting[k] as number, 2 * k + 1);
      }
      written = end;
      if (written === waiting.length) {
        waiting.length = 0;
        written = 0;
      }
    },
  };
}
