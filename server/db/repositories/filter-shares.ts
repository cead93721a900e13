import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { spannedFilter } from './id-blocks.ts';
import { facetFilters, type JobFilters, unindexedFilters } from './job-search.ts';

/** The share of jobs that filters the word index does not hold are taken to keep. */
const UNINDEXED_SHARE = 0.25;
/** The share taken when no statistics are kept yet (a table never analysed). */
const UNKNOWN_SHARE = 0.25;
/** Statistics are read again after this long: they change only when the table is analysed. */
const FRESH_MS = 10 * 60_000;

interface TokenShares {
  shares: Map<string, number>;
  /** The share of a token the statistics leave out. */
  rest: number;
}

const read = new WeakMap<Db, { at: number; shares: Promise<TokenShares> }>();

async function readShares(db: Db): Promise<TokenShares> {
  // The element frequencies end on their least and greatest, then the share of empty documents.
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null }>`
    select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats where tablename = 'job_search_docs' and attname = 'search_vector'`.execute(db);
  const { elems, freqs } = rows[0] ?? { elems: null, freqs: null };
  if (!elems || !freqs || freqs.length < elems.length + 2)
    return { shares: new Map(), rest: UNKNOWN_SHARE };
  const shares = new Map(elems.map((elem, i) => [elem, Number(freqs[i])]));
  // As PostgreSQL's planner takes it: half the least frequency listed.
  return { shares, rest: Number(freqs[elems.length]) / 2 };
}

function tokenShares(db: Db): Promise<TokenShares> {
  const kept = read.get(db);
  if (kept && Date.now() - kept.at < FRESH_MS) return kept.shares;
  const shares = readShares(db).catch(() => ({ shares: new Map(), rest: UNKNOWN_SHARE }));
  read.set(db, { at: Date.now(), shares });
  return shares;
}

/**
 * The share of all jobs (0–1) holding one of each indexed filter's facet tokens, as the
 * statistics of the index column give it (remote work keeps about a tenth of the jobs, easy
 * apply half); a token they leave out is rarer than any they list.
 */
async function facetShares(db: Db, filters: JobFilters): Promise<number[]> {
  const facets = facetFilters(filters);
  if (facets.length === 0) return [];
  const { shares, rest } = await tokenShares(db);
  return facets.map((any) =>
    Math.min(
      1,
      any.reduce((sum, token) => sum + (shares.get(token) ?? rest), 0),
    ),
  );
}

/**
 * What the filters' shares of all jobs (0–1) tell the spans of a search's reads on PostgreSQL
 * (match-spans.ts), from one reading of the statistics:
 * - `share`, the share guessed to pass them all: each indexed filter's (facetShares), and
 *   UNINDEXED_SHARE for the filters the index does not hold, together;
 * - `rarest`, the shortest list of facet tokens the word index walks for them, but for the filter
 *   a span's blocks are read through (spannedFilter); undefined when there is none;
 * - `blockShare`, the share of a block's ids that filter keeps (1 when there is none).
 */
export async function filterShares(
  db: Db,
  filters: JobFilters,
): Promise<{ share: number; rarest?: number; blockShare: number }> {
  const shares = await facetShares(db, filters);
  const unindexed = unindexedFilters(filters) ? UNINDEXED_SHARE : 1;
  const through = spannedFilter(facetFilters(filters));
  const others = shares.filter((_, i) => i !== through);
  return {
    share: shares.reduce((share, each) => share * each, unindexed),
    rarest: others.length === 0 ? undefined : Math.min(...others),
    blockShare: shares[through] ?? 1,
  };
}
