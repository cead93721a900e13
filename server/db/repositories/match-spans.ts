import { ID_BLOCK_BITS, idBlockTerm } from './search-vector.ts';

/**
 * PostgreSQL's way to the newest matches of common words: among the newest ids first, in spans
 * of id blocks (search-vector.ts) widened by what the last one found, then among all. A span costs
 * the shortest of its lists and the matches inside it, never a walk over jobs that do not match,
 * however many older jobs share the words or the words and filters happen to go together. Which
 * ids come back never depends on the guesses that size the spans.
 */

/** Reads matching ids: at most `limit`, the newest first when `newest`, within `blocks` if given. */
export type IdReader = (limit: number, newest: boolean, blocks?: string) => Promise<number[]>;

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

/** The id block terms that cover the newest `span` ids up to `last`; null when that is every id. */
function spanOf(last: number, span: number): { blocks: string; from: number } | null {
  const from = Math.max(last - span, 0);
  for (const [level, bits] of ID_BLOCK_BITS.entries()) {
    const first = from >> bits;
    const end = last >> bits;
    if (first === 0) return null;
    if (end - first < MAX_SPAN_BLOCKS)
      return {
        blocks: Array.from({ length: end - first + 1 }, (_, k) =>
          idBlockTerm(level, (first + k) << bits),
        ).join(' | '),
        from: first << bits,
      };
  }
  return null;
}

/**
 * Matching ids, at most `limit` (the newest first when `newest`), for the search `query` (its key
 * for what was seen of it), with ids up to `last`; `guess` is the share of jobs expected to match.
 */
export async function readInSpans(
  read: IdReader,
  query: string,
  last: number,
  limit: number,
  newest: boolean,
  guess?: number,
): Promise<number[]> {
  const seen = seenShares.get(query);
  const share = seen ?? guess;
  if (share === undefined || share * last >= SPAN_WORTH * limit) {
    // A span holds about this many times the matches needed: fewer when they were seen.
    const margin = seen === undefined ? 1.4 : 1.25;
    let span = Math.max(limit, Math.ceil(share ? (margin * limit) / share : 0));
    for (let step = 0; step < MAX_SPANS; step++) {
      const cover = spanOf(last, span);
      if (!cover) break;
      const ids = await read(limit, newest, cover.blocks);
      const covered = last - cover.from + 1;
      remember(query, ids, limit, covered);
      if (ids.length >= limit) return ids;
      // A span without a match says only that matches are rarer than guessed, not how much: a
      // wider guess would as likely cost another read as save one, so every match is read.
      if (ids.length === 0) break;
      span = Math.ceil(covered * Math.min(64, (1.5 * limit) / ids.length));
    }
  }
  const ids = await read(limit, newest);
  remember(query, ids, limit, last);
  return ids;
}
