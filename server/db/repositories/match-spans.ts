import { ID_BLOCK_BITS, idBlockTerm } from './id-blocks.ts';

/**
 * PostgreSQL's way to the newest matches of common words: among the newest ids first, in spans
 * of id blocks (id-blocks.ts), each going on below the one before and sized by what those
 * found, then among all the older ids. A span costs the shortest of its lists and the matches
 * inside it, never a walk over jobs that do not match, however many older jobs share the words or
 * the words and filters happen to go together; no id is read twice. Which ids come back never
 * depends on the guesses that size the spans.
 */

/**
 * Reads matching ids: at most `limit`, the newest first when `newest`, within `blocks` if given,
 * and under `below` if given.
 */
export type IdReader = (
  limit: number,
  newest: boolean,
  blocks?: readonly string[],
  below?: number,
) => Promise<number[]>;

/** Spans read at most before every match is looked at. */
const MAX_SPANS = 3;
/** Id blocks a span names at most, at the finest block size that keeps to it. */
const MAX_SPAN_BLOCKS = 8;
/**
 * Spans pay when a search's words are in more jobs than this many times what it needs: the
 * index's lists for fewer are short enough to read whole.
 */
const SPAN_WORTH = 4;

/**
 * How common each search's matches were when last read, by its query: a better guess than its
 * words' shares taken as independent ('spanish bilingual' go together far more often).
 */
const seenShares = new Map<string, number>();
const SEEN_SHARES = 2_000;

/** Matches a cut-off read must have found to say how close together they are. */
const TELLING_READ = 50;

function remember(query: string, ids: readonly number[], limit: number, covered: number) {
  if (ids.length === 0) return;
  // A full read says how many match in what it covered; a cut-off one, how close together.
  if (ids.length >= limit && ids.length < TELLING_READ) return;
  const share =
    ids.length < limit
      ? ids.length / covered
      : ids.length / (Math.max(...ids) - Math.min(...ids) + 1);
  if (seenShares.size >= SEEN_SHARES) seenShares.clear();
  seenShares.set(query, share);
}

/** How common a search's matches were when last read, if they were. */
export const seenShare = (query: string) => seenShares.get(query);

/**
 * The id blocks of the level given that cover the ids from `from` to `last`; null when they would
 * be every id or too many.
 */
function blocksOf(level: number, from: number, last: number) {
  const bits = ID_BLOCK_BITS[level] as number;
  const first = from >> bits;
  const end = last >> bits;
  if (first === 0 || end - first >= MAX_SPAN_BLOCKS) return null;
  return {
    blocks: Array.from({ length: end - first + 1 }, (_, k) =>
      idBlockTerm(level, (first + k) << bits),
    ),
    from: first << bits,
  };
}

/**
 * The id block terms that cover the newest `span` ids up to `last`, at the finest size that keeps
 * to few blocks; null when that is every id. The word index walks the search's shortest list and
 * checks the others against it. Blocks shorter than the lists of the words and filters are that
 * list, so their ids cost what the span holds; when the `shortest` of those lists (in jobs, when
 * guessed) holds fewer ids than the span, blocks of the largest size leave it to be walked instead.
 * Blocks read through a filter's tokens in them (id-blocks.ts) hold `blockShare` of their ids.
 */
function spanOf(
  last: number,
  span: number,
  shortest?: number,
  blockShare = 1,
): { blocks: string[]; from: number } | null {
  const from = Math.max(last - span, 0);
  const coarsest = ID_BLOCK_BITS.length - 1;
  for (let level = 0; level <= coarsest; level++) {
    const cover = blocksOf(level, from, last);
    if (!cover) continue;
    const block = 2 ** (ID_BLOCK_BITS[level] as number);
    const walkedInstead =
      shortest !== undefined && block * blockShare < shortest && shortest < span * blockShare;
    return walkedInstead ? blocksOf(coarsest, from, last) : cover;
  }
  return null;
}

/**
 * Matching ids, at most `limit` (the newest first when `newest`), for the search `query` (its key
 * for what was seen of it), with ids up to `last`; `guess` is the share of jobs expected to match,
 * `shortest` the share of jobs in the shortest list of its words, `blockShare` that of a block's
 * ids its reads walk (spanOf).
 */
export async function readInSpans(
  read: IdReader,
  query: string,
  last: number,
  limit: number,
  newest: boolean,
  guess?: number,
  shortest?: number,
  blockShare = 1,
): Promise<number[]> {
  const seen = seenShares.get(query);
  const share = seen ?? guess;
  const found: number[] = [];
  // Every match from `below` up has been read; the next span goes on under it.
  let below = last + 1;
  if (share === undefined || share * last >= SPAN_WORTH * limit) {
    // A span holds about this many times the matches needed: fewer when they were seen.
    const margin = seen === undefined ? 1.4 : 1.25;
    let span = Math.max(limit, Math.ceil(share ? (margin * limit) / share : 0));
    for (let step = 0; step < MAX_SPANS; step++) {
      const cover = spanOf(
        below - 1,
        span,
        shortest === undefined ? undefined : shortest * last,
        blockShare,
      );
      if (!cover) break;
      const needed = limit - found.length;
      // A span's top block may reach above `below`: those ids were read already.
      const ids = await read(needed, newest, cover.blocks, below);
      found.push(...ids);
      below = cover.from;
      if (ids.length >= needed) {
        remember(query, found, limit, last - below + 1);
        return found;
      }
      // A span without a match says only that matches are rarer than guessed, not how much: a
      // wider guess would as likely cost another read as save one, so every match is read.
      if (ids.length === 0) break;
      // The next span, by how close together the matches so far are, for those still needed.
      const covered = last - below + 1;
      span = Math.ceil(Math.min(64, (1.5 * (limit - found.length)) / found.length) * covered);
    }
  }
  const rest = await read(limit - found.length, newest, undefined, below);
  found.push(...rest);
  remember(query, found, limit, last);
  return found;
}
