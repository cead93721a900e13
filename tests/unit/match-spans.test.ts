import { describe, expect, it } from 'vitest';
import { ID_BLOCK_BITS } from '../../server/db/repositories/id-blocks.ts';
import { type IdReader, readInSpans } from '../../server/db/repositories/match-spans.ts';

const BLOCK_LEVELS = { a: 0, b: 1, c: 2 } as const;

/** A reader over the matching ids, as the word index reads them: within the blocks named. */
function readerOf(matching: readonly number[]) {
  const reads: (string | undefined)[] = [];
  /** The matches each read had to look at: those within its blocks and under its bound. */
  const seen: number[][] = [];
  const read: IdReader = async (limit, newest, blocks, below) => {
    reads.push(blocks?.join(' | '));
    const ranges = [...(blocks ?? []).join(' ').matchAll(/zi([abc])(\d+)/g)].map(([, name, n]) => {
      const bits = ID_BLOCK_BITS[BLOCK_LEVELS[name as keyof typeof BLOCK_LEVELS]];
      return [Number(n) << bits, ((Number(n) + 1) << bits) - 1] as const;
    });
    const inside = matching.filter(
      (id) =>
        (below === undefined || id < below) &&
        (ranges.length === 0 || ranges.some(([from, to]) => id >= from && id <= to)),
    );
    seen.push(inside);
    return (newest ? inside.toSorted((a, b) => b - a) : inside).slice(0, limit);
  };
  return { read, reads, seen };
}

const LAST = 1_000_000;
const newestOf = (ids: readonly number[], n: number) => ids.toSorted((a, b) => b - a).slice(0, n);

describe('reading the newest matches in spans of id blocks', () => {
  it('finds the newest matches whatever the guess of how common they are', async () => {
    const every7th = Array.from({ length: LAST / 7 }, (_, k) => (k + 1) * 7);
    for (const guess of [undefined, 0.5, 1 / 7, 0.001]) {
      const { read } = readerOf(every7th);
      const ids = await readInSpans(read, `common ${guess}`, LAST, 101, true, guess);
      expect(ids, `guess ${guess}`).toEqual(newestOf(every7th, 101));
    }
  });

  it('reads every match once a span finds none, rather than guessing wider spans', async () => {
    // Guessed common, found only among the oldest jobs.
    const old = Array.from({ length: 50 }, (_, k) => k + 1);
    const { read, reads } = readerOf(old);
    const ids = await readInSpans(read, 'rare among the newest', LAST, 21, true, 0.1);
    expect(ids).toEqual(newestOf(old, 21));
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatch(/^zi/);
    expect(reads[1]).toBeUndefined();
  });

  it('widens a span by what it found before reading every match', async () => {
    // Matches one in 100 ids, guessed ten times as common: the first span finds a tenth.
    const sparse = Array.from({ length: LAST / 100 }, (_, k) => (k + 1) * 100);
    const { read, reads } = readerOf(sparse);
    const ids = await readInSpans(read, 'sparser than guessed', LAST, 201, true, 0.1);
    expect(ids).toEqual(newestOf(sparse, 201));
    expect(reads.every((blocks) => blocks !== undefined)).toBe(true);
    expect(reads.length).toBeGreaterThan(1);
  });

  it('goes on below the spans read before, so no match is looked at twice', async () => {
    // Matches one in 100 ids, guessed fifty times as common: it takes several spans.
    const sparse = Array.from({ length: LAST / 100 }, (_, k) => (k + 1) * 100);
    const { read, reads, seen } = readerOf(sparse);
    const ids = await readInSpans(read, 'far sparser than guessed', LAST, 301, true, 0.5);
    expect(ids).toEqual(newestOf(sparse, 301));
    expect(reads.length).toBeGreaterThan(1);
    const looked = seen.flat();
    expect(new Set(looked).size).toBe(looked.length);
  });

  it('names the largest blocks when the shortest list of the words or filters is shorter than the span but longer than a block', async () => {
    // One match in 100 ids: a span for 1,001 of them is some 140,000 ids, five blocks of 32,768.
    const sparse = Array.from({ length: LAST / 100 }, (_, k) => (k + 1) * 100);
    const spanned = async (shortest?: number) => {
      const { read, reads } = readerOf(sparse);
      const ids = await readInSpans(read, `shortest ${shortest}`, LAST, 1001, true, 0.01, shortest);
      return { ids, first: reads[0] };
    };
    const unknown = await spanned();
    const long = await spanned(0.5);
    const short = await spanned(0.05);
    // A list shorter than one block of the span is walked whatever the blocks: the finest keep
    // to the span.
    const shorter = await spanned(0.01);
    expect(unknown.first).toMatch(/^zib/);
    expect(long.first).toMatch(/^zib/);
    expect(shorter.first).toMatch(/^zib/);
    expect(short.first).toMatch(/^zic\d+( \| zic\d+)*$/);
    for (const { ids } of [unknown, long, short, shorter])
      expect(ids).toEqual(newestOf(sparse, 1001));
  });
});
