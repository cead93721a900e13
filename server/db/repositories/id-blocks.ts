import type { EmploymentType } from '../../../src/shared/code-tables.ts';
import { facetToken } from './search-text.ts';

/**
 * Id blocks: every job is in one block of each size (2^12, 2^15 and 2^18 consecutive ids), named
 * by a term of PostgreSQL's search vector. A search for the newest matches asks for its words and
 * the newest blocks together, which the word index answers from its shortest lists, however many
 * older jobs share the words (match-spans.ts).
 */
export const ID_BLOCK_BITS = [12, 15, 18] as const;
const ID_BLOCK_NAMES = ['a', 'b', 'c'] as const;

/** The term of the block of the given size that holds the id. */
export function idBlockTerm(level: number, id: number): string {
  return `zi${ID_BLOCK_NAMES[level]}${id >> (ID_BLOCK_BITS[level] as number)}`;
}

/**
 * Facet tokens of filters candidates often choose, each held by a minority of jobs, most telling
 * first: remote and hybrid work, the employment types other than full time, healthcare, easy
 * apply. Each also comes once per id block of the job, joined to the block's term ('zwr' in block
 * 'zib30': 'zwrzib30'): the word index walks the shortest of a search's lists and checks the
 * others against it, and a span of blocks with such a filter is then a list of the filter's jobs
 * in those blocks alone, not of every job in them, nor of every job with the filter. On-site and
 * full-time jobs are most jobs: a copy of theirs would be nearly the block's own list.
 */
const SPANNED_FACETS = [
  facetToken('workMode', 'R'),
  facetToken('workMode', 'H'),
  ...(['PT', 'FL', 'IN', 'OT'] satisfies EmploymentType[]).map((type) =>
    facetToken('employmentType', type),
  ),
  facetToken('healthcare', 1),
  facetToken('easyApply', 1),
];

const spannedRank = (token: string) => SPANNED_FACETS.indexOf(token);

/** A facet token in one id block, by their terms. */
export const facetInBlock = (facet: string, block: string) => `${facet}${block}`;

/** A job's id block terms, and those of its spanned facets (facet tokens, space-separated). */
export function blockTermsOf(id: number, facets: string): string[] {
  const blocks = ID_BLOCK_BITS.map((_, level) => idBlockTerm(level, id));
  const spanned = facets.split(' ').filter((token) => token !== '' && spannedRank(token) >= 0);
  return [...blocks, ...spanned.flatMap((facet) => blocks.map((b) => facetInBlock(facet, b)))];
}

/**
 * Of a search's indexed filters (facetFilters: each met by any of its tokens), the one a span of
 * id blocks is read through (facetInBlock): the most telling filter of one spanned token; -1 when
 * none is.
 */
export function spannedFilter(facets: readonly (readonly string[])[]): number {
  const ranks = facets.map((any) => (any.length === 1 ? spannedRank(any[0] as string) : -1));
  const best = Math.min(...ranks.filter((rank) => rank >= 0));
  return ranks.indexOf(best);
}
